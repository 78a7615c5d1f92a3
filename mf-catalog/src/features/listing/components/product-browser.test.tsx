// The browser over the wishlist's source (the listing's source: listing-page.test.tsx): the
// wishlist's groups, its server-side query through the owner's load, the client chain, chips,
// badge, overlay, column toggle, the URL and a refetch on a new revision.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { events, signOut } from '@storefront/shared';
import type { BrowseFilterGroup, Product, WishlistBrowseQuery } from '@storefront/shared';
import { product } from '../../../testing/fixtures';
import { renderWithStore } from '../../../testing/render';
import { setViewportWidth } from '../../../testing/viewport';
import { LISTING_GROUPS } from '../listing-filters';
import { ProductBrowser } from './product-browser';

// A listing's groups with the wishlist's GENDER after STYLE.
const GROUPS: readonly BrowseFilterGroup[] = [
  ...LISTING_GROUPS.men.slice(0, 2),
  'gender',
  ...LISTING_GROUPS.men.slice(2),
];
const all: Product[] = [
  product({ productId: 1, price: 30, new: true, color: 'black' }),
  product({ productId: 2, price: 20, color: 'red' }),
  product({ productId: 3, price: 50, new: true, color: 'black' }),
];

let load: jest.Mock<Promise<Product[]>, [WishlistBrowseQuery]>;
const NONE: WishlistBrowseQuery = { category: null, style: null, gender: null, priceFilter: null };

function renderBrowser(path = '/wishlist', revision = 0) {
  const view = renderWithStore(
    <ProductBrowser source={{ kind: 'wishlist', load, revision }} groups={GROUPS} />,
    {
      path,
    },
  );
  const rerender = (next: number) =>
    view.rerender(<ProductBrowser source={{ kind: 'wishlist', load, revision: next }} groups={GROUPS} />);
  return { ...view, rerenderAt: rerender };
}

const ids = () => screen.queryAllByTestId('product-card').map((card) => Number(card.dataset.productId));
const panel = () => screen.getByRole('complementary', { name: 'Filters' });
const count = () => screen.getByTestId('product-count');

beforeEach(() => {
  events.reset();
  signOut();
  window.scrollTo = jest.fn();
  setViewportWidth(1280);
  load = jest.fn((_query: WishlistBrowseQuery) => Promise.resolve(all));
});
afterEach(() => jest.restoreAllMocks());

describe('ProductBrowser over the wishlist', () => {
  it('shows six placeholders, then the cards under YOUR WISHLIST with ALL and the count', async () => {
    let answer: (list: Product[]) => void = () => undefined;
    load.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderBrowser();
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(6);
    await act(async () => answer(all.slice(0, 2)));
    expect(ids()).toEqual([1, 2]);
    expect(screen.getByRole('heading', { level: 1, name: 'YOUR WISHLIST' })).toBeInTheDocument();
    expect(screen.getByTestId('listing-subheading')).toHaveTextContent(/^ALL \(2 products\)$/);
    expect(load).toHaveBeenCalledWith(NONE);
    expect(screen.getByTestId('product-grid')).toHaveAttribute('data-columns', '2');
  });

  it('shows the groups in the desktop side panel, each collapsible', async () => {
    renderBrowser();
    await waitFor(() => expect(ids()).toHaveLength(3));
    for (const title of ['CATEGORY', 'STYLE', 'GENDER', 'PRICE', 'SORT BY', 'SIZE', 'COLOR']) {
      expect(within(panel()).getByRole('button', { name: title })).toHaveAttribute('aria-expanded', 'true');
    }
    expect(within(panel()).queryByRole('button', { name: 'COLLECTION' })).toBeNull();
    const category = within(panel()).getByRole('group', { name: 'CATEGORY' });
    expect(
      within(category)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Tops', 'Bottoms']);
    expect(within(category).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    const gender = within(panel()).getByRole('group', { name: 'GENDER' });
    expect(
      within(gender)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Men', 'Women']);
    expect(within(panel()).getByRole('radio', { name: 'Low to High' })).not.toBeChecked();
    // Worded as the panel shows them, capitals their own (not the values capitalised: 'Low To High').
    expect(
      within(within(panel()).getByRole('radiogroup', { name: 'PRICE' }))
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['Low to High', 'High to Low']);
    // Shown as written: the options' own capitalising (text-transform) does not reach the label.
    expect(within(panel()).getByText('Low to High')).toHaveStyle({ textTransform: 'none' });
    expect(within(panel()).getByRole('radio', { name: 'new' })).toBeInTheDocument();
    expect(within(panel()).getByRole('radio', { name: 'sale' })).toBeInTheDocument();
    expect(
      within(within(panel()).getByRole('group', { name: 'SIZE' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['extra small', 'small', 'medium', 'large', 'extra large']);
    expect(within(within(panel()).getByRole('group', { name: 'COLOR' })).getAllByRole('button')).toHaveLength(
      10,
    );
    fireEvent.click(within(panel()).getByRole('button', { name: 'COLOR' }));
    expect(within(panel()).getByRole('button', { name: 'COLOR' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel()).queryByRole('group', { name: 'COLOR' })).not.toBeInTheDocument();
  });

  it('filters: the server query through load, client colour and sort-by, chips and the badge', async () => {
    const { location } = renderBrowser();
    await waitFor(() => expect(ids()).toHaveLength(3));
    const click = (name: string, role = 'button') =>
      fireEvent.click(within(panel()).getByRole(role, { name }));

    click('Men');
    await waitFor(() => expect(load).toHaveBeenLastCalledWith({ ...NONE, gender: 'men' }));
    click('Tops');
    await waitFor(() => expect(load).toHaveBeenLastCalledWith({ ...NONE, gender: 'men', category: 'tops' }));
    expect(
      within(within(panel()).getByRole('group', { name: 'STYLE' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['t-shirts', 'long sleeves', 'hoodies']);

    click('hoodies');
    await waitFor(() =>
      expect(load).toHaveBeenLastCalledWith({ ...NONE, gender: 'men', category: 'tops', style: 'hoodies' }),
    );
    expect(screen.getByTestId('listing-subheading')).toHaveTextContent(/^TOPS · HOODIES/);
    click('High to Low', 'radio');
    await waitFor(() =>
      expect(load).toHaveBeenLastCalledWith({
        category: 'tops',
        style: 'hoodies',
        gender: 'men',
        priceFilter: 'high to low',
      }),
    );
    await waitFor(() => expect(ids()).toEqual([3, 1, 2]));

    click('new', 'radio');
    expect(ids()).toEqual([3, 1]);
    click('black');
    click('medium');
    expect(screen.getByTestId('product-grid')).toBeInTheDocument();
    expect(count()).toHaveTextContent('(2 products)');
    expect(location().search).toBe(
      '?category=tops&style=hoodies&gender=men&size=medium&color=black&price=high+to+low&sort=new',
    );

    expect(screen.getByTestId('filter-badge')).toHaveTextContent('6');
    expect(screen.getAllByTestId('filter-chip').map((b) => b.textContent)).toEqual([
      'hoodies',
      'men',
      'medium',
      'black',
      'high to low',
      'new',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter new' }));
    expect(ids()).toEqual([3, 1]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter black' }));
    expect(ids()).toEqual([3, 1, 2]);
    expect(screen.getByTestId('filter-badge')).toHaveTextContent('4');
    // Pressing the chosen price again clears it, as every filter does.
    click('High to Low', 'radio');
    await waitFor(() =>
      expect(load).toHaveBeenLastCalledWith({
        category: 'tops',
        style: 'hoodies',
        gender: 'men',
        priceFilter: null,
      }),
    );
  }, 20_000);

  it('reads its filters from the URL (reload, back and forward) and keeps the rest of the address', async () => {
    renderBrowser('/wishlist?gender=women&color=red');
    await waitFor(() => expect(ids()).toEqual([2]));
    expect(load).toHaveBeenCalledWith({ ...NONE, gender: 'women' });
    expect(within(panel()).getByRole('button', { name: 'Women' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByTestId('filter-chip').map((b) => b.textContent)).toEqual(['women', 'red']);

    // Back or forward to the unfiltered address.
    act(() => {
      window.history.replaceState(null, '', '/wishlist');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(ids()).toEqual([1, 2, 3]));
    expect(load).toHaveBeenLastCalledWith(NONE);
    expect(screen.queryByTestId('filter-chip')).toBeNull();
  });

  it('narrow: FILTER & SORT opens the overlay with Clear All and SEE PRODUCTS (N)', async () => {
    load.mockResolvedValue([all[0]]);
    setViewportWidth(800);
    renderBrowser();
    await waitFor(() => expect(ids()).toEqual([1]));
    fireEvent.click(screen.getByRole('button', { name: /FILTER & SORT/ }));
    const dialog = screen.getByRole('dialog', { name: 'FILTER & SORT' });
    expect(within(dialog).getByRole('button', { name: 'SEE PRODUCTS (1)' })).toBeEnabled();
    expect(within(dialog).getByRole('group', { name: 'GENDER' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'red' }));
    expect(within(dialog).getByRole('button', { name: 'SEE PRODUCTS (0)' })).toBeDisabled();
    expect(screen.getByTestId('filter-badge')).toHaveTextContent('1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear All' }));
    expect(screen.queryByTestId('filter-badge')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'SEE PRODUCTS (1)' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('below 500px the button reads FILTER; the column toggle sets one or two columns', async () => {
    setViewportWidth(400);
    renderBrowser();
    await waitFor(() => expect(ids()).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'FILTER' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'One column', hidden: true }));
    expect(screen.getByTestId('product-grid')).toHaveAttribute('data-columns', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Two columns', hidden: true }));
    expect(screen.getByTestId('product-grid')).toHaveAttribute('data-columns', '2');
  });

  it('loads again when the wishlist changes (a new revision), not for a new load function', async () => {
    const { rerenderAt } = renderBrowser();
    await waitFor(() => expect(count()).toHaveTextContent('(3 products)'));
    expect(load).toHaveBeenCalledTimes(1);
    load.mockResolvedValue([all[1]]);
    rerenderAt(1);
    await waitFor(() => expect(count()).toHaveTextContent('(1 product)'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a failed load is logged and says so with TRY AGAIN, which loads again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockRejectedValueOnce(new Error('down'));
    renderBrowser();
    expect(await screen.findByRole('alert')).toHaveTextContent('The products could not load.');
    expect(error).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    await waitFor(() => expect(ids()).toEqual([1, 2, 3]));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows 24 of a long wishlist and LOAD MORE the rest, its filters still applying to all of it', async () => {
    const long = Array.from({ length: 30 }, (_, i) =>
      product({ productId: 200 + i, color: i % 2 ? 'red' : 'black', price: 100 - i }),
    );
    load.mockResolvedValue(long);
    const { location } = renderBrowser();
    await waitFor(() => expect(ids()).toHaveLength(24));
    expect(count()).toHaveTextContent('(30 products)');
    const more = screen.getByRole('link', { name: 'LOAD MORE' });
    expect(more).toHaveAttribute('href', '/wishlist?page=2');
    fireEvent.click(more);
    await waitFor(() => expect(ids()).toHaveLength(30));
    expect(location().search).toBe('?page=2');
    expect(screen.queryByRole('link', { name: 'LOAD MORE' })).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    // A colour filters the whole list, from its first page again: 24 of the 30 black or red.
    fireEvent.click(within(panel()).getByRole('button', { name: 'red' }));
    await waitFor(() => expect(count()).toHaveTextContent('(15 products)'));
    expect(ids()).toHaveLength(15);
    expect(location().search).toBe('?color=red');
    fireEvent.click(within(panel()).getByRole('button', { name: 'black' }));
    await waitFor(() => expect(count()).toHaveTextContent('(30 products)'));
    expect(ids()).toHaveLength(24);
  }, 15_000);
});
