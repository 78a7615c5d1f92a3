import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, StoreThemeProvider, api, events, signIn, signOut } from '@storefront/shared';
import type { Product, RemoteParcelProps } from '@storefront/shared';
import { httpError, ok } from '../../../test/http';
import { resetWishlistState, setProductIds } from '../../../lib/wishlist-store';
import { WishlistPage } from './wishlist-page';

// The grid is catalog's parcel: stand in for it and record what it is given.
jest.mock('@storefront/shared', () => ({
  ...jest.requireActual('@storefront/shared'),
  RemoteParcel: ({ slice, expose, parcelProps }: RemoteParcelProps) => {
    const props = parcelProps as {
      products: Product[];
      loading: boolean;
      sizeFilter: unknown;
      columns: number;
    };
    return (
      <div
        data-testid="product-grid"
        data-parcel={`${slice}/${expose}`}
        data-ids={props.products.map((p) => p.id).join(',')}
        data-loading={String(props.loading)}
        data-size={String(props.sizeFilter)}
        data-columns={String(props.columns)}
      />
    );
  },
}));

const product = (id: number, over: Partial<Product> = {}): Product =>
  ({
    id,
    productId: id,
    name: `P${id}`,
    price: 10,
    salePrice: null,
    new: false,
    color: 'black',
    ...over,
  }) as Product;

function setWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return { matches, media: query, addEventListener: () => undefined, removeEventListener: () => undefined };
  }) as unknown as typeof window.matchMedia;
}

const renderPage = () =>
  render(
    <StoreThemeProvider>
      <WishlistPage />
    </StoreThemeProvider>,
  );

const grid = () => screen.getByTestId('product-grid');

beforeEach(() => {
  events.reset();
  resetWishlistState();
  signOut();
  setWidth(1280);
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('WishlistPage', () => {
  it('invites a signed-out visitor to sign up or log in', () => {
    const get = jest.spyOn(api, 'get');
    renderPage();
    expect(screen.getByRole('heading', { name: 'SAVE TO WISHLIST' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Ever wish you could save all your fave fits & accessories in one place to come back to later? Almost like a wishlist.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByText('✨').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'CREATE ACCOUNT' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'LOG IN' })).toHaveAttribute('href', '/login');
    expect(get).not.toHaveBeenCalled();
    expect(screen.queryByRole('main')).toBeNull();
  });

  it('shows six skeleton cards, then the empty wishlist with SHOP MEN and SHOP WOMEN', async () => {
    signIn({ userName: 'alice', email: 'a@b.co' });
    let answer: (value: unknown) => void = () => undefined;
    jest.spyOn(api, 'get').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPage();
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(6);
    await act(async () => answer(ok({ products: [] })));
    expect(screen.getByText('No products to show.. time to make some wishes!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SHOP MEN' })).toHaveAttribute('href', '/men/products');
    expect(screen.getByRole('link', { name: 'SHOP WOMEN' })).toHaveAttribute('href', '/women/products');
    expect(screen.queryByRole('heading', { name: 'YOUR WISHLIST' })).not.toBeInTheDocument();
  });

  it('reads a 404 as an empty wishlist', async () => {
    signIn({ userName: 'alice', email: 'a@b.co' });
    jest.spyOn(api, 'get').mockRejectedValue(httpError(404));
    renderPage();
    expect(await screen.findByText('No products to show.. time to make some wishes!')).toBeInTheDocument();
  });

  it('lists the products through catalog ProductGrid with the count', async () => {
    signIn({ userName: 'alice', email: 'a@b.co' });
    const get = jest.spyOn(api, 'get').mockResolvedValue(ok({ products: [product(1), product(2)] }));
    renderPage();
    await screen.findByTestId('product-grid');
    expect(screen.getByRole('heading', { name: 'YOUR WISHLIST' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(API_PATHS.wishlist, { params: {} });
    expect(grid()).toHaveAttribute('data-parcel', 'mf-catalog/ProductGrid');
    expect(grid()).toHaveAttribute('data-ids', '1,2');
    expect(grid()).toHaveAttribute('data-columns', '2');
    expect(screen.getByText('(2 products)')).toBeInTheDocument();
    expect(screen.getByText(/^ALL/)).toBeInTheDocument();
  });

  it('shows the filter groups in the desktop side panel, each collapsible', async () => {
    signIn({ userName: 'alice', email: 'a@b.co' });
    jest.spyOn(api, 'get').mockResolvedValue(ok({ products: [product(1)] }));
    renderPage();
    const panel = await screen.findByRole('complementary', { name: 'Filters' });
    for (const title of ['CATEGORY', 'STYLE', 'GENDER', 'PRICE', 'SORT BY', 'SIZE', 'COLOR']) {
      expect(within(panel).getByRole('button', { name: title })).toHaveAttribute('aria-expanded', 'true');
    }
    const category = within(panel).getByRole('group', { name: 'CATEGORY' });
    expect(
      within(category)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Tops', 'Bottoms']);
    expect(within(category).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(within(panel).getByRole('group', { name: 'GENDER' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Men', 'Women']);
    expect(within(panel).getByRole('radio', { name: 'Low to High' })).not.toBeChecked();
    expect(within(panel).getByRole('radio', { name: 'High to Low' })).toBeInTheDocument();
    expect(within(panel).getByRole('radio', { name: 'New' })).toBeInTheDocument();
    expect(within(panel).getByRole('radio', { name: 'Sale' })).toBeInTheDocument();
    expect(
      within(within(panel).getByRole('group', { name: 'SIZE' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    expect(within(within(panel).getByRole('group', { name: 'COLOR' })).getAllByRole('button')).toHaveLength(
      10,
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'COLOR' }));
    expect(within(panel).getByRole('button', { name: 'COLOR' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel).queryByRole('group', { name: 'COLOR' })).not.toBeInTheDocument();
  });

  it('filters: server query, client colour and sort-by, chips and the badge', async () => {
    signIn({ userName: 'alice', email: 'a@b.co' });
    const all = [
      product(1, { price: 30, new: true, color: 'black' }),
      product(2, { price: 20, color: 'red' }),
      product(3, { price: 50, new: true, color: 'black' }),
    ];
    const get = jest.spyOn(api, 'get').mockResolvedValue(ok({ products: all }));
    const user = userEvent.setup();
    renderPage();
    const panel = await screen.findByRole('complementary', { name: 'Filters' });

    await user.click(within(panel).getByRole('button', { name: 'Men' }));
    expect(get).toHaveBeenLastCalledWith(API_PATHS.wishlist, { params: { gender: 'men' } });

    await user.click(within(panel).getByRole('button', { name: 'Tops' }));
    expect(get).toHaveBeenLastCalledWith(API_PATHS.wishlist, { params: { gender: 'men', category: 'tops' } });
    expect(
      within(within(panel).getByRole('group', { name: 'STYLE' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['t-shirts', 'long sleeves', 'hoodies']);

    await user.click(within(panel).getByRole('button', { name: 'hoodies' }));
    expect(get).toHaveBeenLastCalledWith(API_PATHS.wishlistClothingType('hoodies'), {
      params: { gender: 'men' },
    });

    await user.click(within(panel).getByRole('radio', { name: 'High to Low' }));
    expect(get).toHaveBeenLastCalledWith(API_PATHS.wishlistClothingType('hoodies'), {
      params: { gender: 'men', priceFilter: 'high to low' },
    });
    expect(grid()).toHaveAttribute('data-ids', '3,1,2');

    await user.click(within(panel).getByRole('radio', { name: 'New' }));
    expect(grid()).toHaveAttribute('data-ids', '3,1');
    await user.click(within(panel).getByRole('button', { name: 'black' }));
    await user.click(within(panel).getByRole('button', { name: 'medium' }));
    expect(grid()).toHaveAttribute('data-size', 'medium');
    expect(screen.getByText('(2 products)')).toBeInTheDocument();

    expect(screen.getByTestId('filter-count')).toHaveTextContent('7');
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Tops', 'Hoodies', 'Men', 'High to Low', 'New', 'Medium', 'Black']);
    await user.click(within(chips).getByRole('button', { name: 'Remove filter New' }));
    expect(grid()).toHaveAttribute('data-ids', '3,1');
    await user.click(within(chips).getByRole('button', { name: 'Remove filter Black' }));
    expect(grid()).toHaveAttribute('data-ids', '3,1,2');
    expect(screen.getByTestId('filter-count')).toHaveTextContent('5');
  }, 30_000);

  it('narrow: FILTER & SORT opens the overlay with Clear All and SEE PRODUCTS (N)', async () => {
    setWidth(800);
    signIn({ userName: 'alice', email: 'a@b.co' });
    jest.spyOn(api, 'get').mockResolvedValue(ok({ products: [product(1, { color: 'black' })] }));
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('product-grid');
    expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /FILTER & SORT/ }));
    const dialog = screen.getByRole('dialog', { name: 'FILTER & SORT' });
    const see = within(dialog).getByRole('button', { name: 'SEE PRODUCTS (1)' });
    expect(see).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'red' }));
    expect(within(dialog).getByRole('button', { name: 'SEE PRODUCTS (0)' })).toBeDisabled();
    expect(screen.getByTestId('filter-count')).toHaveTextContent('1');
    await user.click(within(dialog).getByRole('button', { name: 'Clear All' }));
    expect(screen.queryByTestId('filter-count')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'SEE PRODUCTS (1)' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('below 500px the button reads FILTER; the column toggle sets one or two columns', async () => {
    setWidth(400);
    signIn({ userName: 'alice', email: 'a@b.co' });
    jest.spyOn(api, 'get').mockResolvedValue(ok({ products: [product(1)] }));
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('product-grid');
    expect(screen.getByRole('button', { name: 'FILTER' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '1 column' }));
    expect(grid()).toHaveAttribute('data-columns', '1');
    await user.click(screen.getByRole('button', { name: '2 columns' }));
    expect(grid()).toHaveAttribute('data-columns', '2');
  });

  it('refetches after a wishlist change', async () => {
    signIn({ userName: 'alice', email: 'a@b.co' });
    const get = jest
      .spyOn(api, 'get')
      .mockResolvedValueOnce(ok({ products: [product(1), product(2)] }))
      .mockResolvedValue(ok({ products: [product(2)] }));
    renderPage();
    await screen.findByText('(2 products)');
    await act(async () => setProductIds([2], true));
    expect(await screen.findByText('(1 products)')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });
});
