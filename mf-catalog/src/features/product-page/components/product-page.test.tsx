import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { events, signIn, signOut } from '@storefront/shared';
import { createFakeApi, type FakeApi } from '@storefront/shared/testing';
import { product } from '../../../testing/fixtures';
import { renderWithStore } from '../../../testing/render';
import { ProductPage } from './product-page';

const shown = product({
  productId: 9,
  name: 'Forge Hoodie',
  style: 'hoodies',
  salePrice: 30,
  new: true,
  price: 50,
});
const similar = [shown, product({ productId: 10 }), product({ productId: 11 })];

// The API holds the product, two of the same gender and category, and 9 on the wishlist.
let server: FakeApi;
beforeEach(() => {
  events.reset();
  signOut();
  server = createFakeApi({ products: similar, wishlist: [9] });
});
afterEach(() => {
  server.restore();
  jest.restoreAllMocks();
});

describe('ProductPage', () => {
  it("titles the document with the product's name", async () => {
    renderWithStore(<ProductPage gender="men" productId="9" />);
    await waitFor(() => expect(document.title).toBe('Forge Hoodie | DSGN Fitness'));
  });

  it('shows the product with the SALE badge, prices, colour and three images', async () => {
    renderWithStore(<ProductPage gender="men" productId="9" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Forge Hoodie' })).toBeInTheDocument();
    expect(screen.getByTestId('product-badge')).toHaveTextContent('SALE');
    expect(screen.getAllByText('$50.00')[0].tagName).toBe('S');
    expect(screen.getByTestId('gallery').querySelectorAll('img')).toHaveLength(3);
    expect(screen.getByTestId('gallery-position')).toHaveTextContent('1 / 3');
  });

  it("says express shipping is half price, the discount applied, on checkout's own fees", async () => {
    renderWithStore(<ProductPage gender="men" productId="9" />);
    const offer = await screen.findByTestId('express-offer');
    expect(offer.querySelector('strong')).toHaveTextContent('HALF PRICE EXPRESS SHIPPING!*DISCOUNT APPLIED!');
    expect(offer).toHaveTextContent(
      '*Express delivery $7.47 instead of $14.95 on orders under $150.00, free from $150.00. No code needed.',
    );
    // The same terms in DELIVERY & RETURNS.
    expect(screen.getAllByText(/Express delivery \$7\.47 instead of \$14\.95/)).toHaveLength(2);
  });

  it('enables ADD TO CART once a size is chosen, and a second click deselects it', async () => {
    renderWithStore(<ProductPage gender="men" productId="9" />);
    const add = await screen.findByRole('button', { name: 'ADD TO CART' });
    expect(screen.getByTestId('selected-size')).toHaveTextContent('PLEASE SELECT');
    expect(add).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: 'M, Medium' }));
    expect(screen.getByTestId('selected-size')).toHaveTextContent('Medium');
    expect(add).toBeEnabled();
    fireEvent.click(screen.getByRole('radio', { name: 'M, Medium' }));
    expect(add).toBeDisabled();
  });

  it('signed out: ADD TO CART goes to /cart, the wishlist button to /wishlist, no check is made', async () => {
    const { navigate } = renderWithStore(<ProductPage gender="men" productId="9" />);
    fireEvent.click(await screen.findByRole('radio', { name: 'S, Small' }));
    fireEvent.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    expect(navigate).toHaveBeenLastCalledWith('/cart', {});
    fireEvent.click(screen.getByRole('button', { name: 'ADD TO WISHLIST' }));
    expect(navigate).toHaveBeenLastCalledWith('/wishlist', {});
    expect(server.callsTo('GET', '/api/wishlist/9')).toHaveLength(0);
  });

  it('signed in: checks the wishlist, asks to add to cart and toggles the wishlist', async () => {
    signIn({ userName: 'ada', email: 'ada@example.com' });
    const emit = jest.spyOn(events, 'emit');
    renderWithStore(<ProductPage gender="men" productId="9" />);
    const remove = await screen.findByRole('button', { name: 'REMOVE FROM WISHLIST' });
    fireEvent.click(screen.getByRole('radio', { name: 'L, Large' }));
    fireEvent.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    expect(emit).toHaveBeenCalledWith('catalog:add-to-cart-requested', {
      productId: 9,
      size: 'large',
    });
    fireEvent.click(remove);
    expect(emit).toHaveBeenCalledWith('catalog:wishlist-toggle-requested', { productId: 9, add: false });
    expect(screen.getByRole('button', { name: 'ADD TO WISHLIST' })).toBeInTheDocument();
    act(() => events.emit('account:wishlist-changed', { productIds: [9] }));
    expect(screen.getByRole('button', { name: 'REMOVE FROM WISHLIST' })).toBeInTheDocument();
  });

  it('a sold-out size says so and cannot be chosen; a nearly gone one says how many are left', async () => {
    server.state.stock[9] = { extraSmall: 4, small: 0, medium: 20, large: 1, extraLarge: 9 };
    renderWithStore(<ProductPage gender="men" productId="9" />);
    const add = await screen.findByRole('button', { name: 'ADD TO CART' });
    const small = screen.getByRole('radio', { name: 'S, Small, sold out' });
    expect(small).toBeDisabled();
    fireEvent.click(small);
    expect(screen.getByTestId('selected-size')).toHaveTextContent('PLEASE SELECT');
    expect(add).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: 'L, Large' }));
    expect(add).toBeEnabled();
    expect(screen.getByText('Only 1 left in this size')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'M, Medium' }));
    expect(screen.queryByText(/left in this size/)).toBeNull();
  });

  it('suggests the same gender and category without the current product', async () => {
    renderWithStore(<ProductPage gender="men" productId="9" />);
    expect(await screen.findByRole('heading', { name: 'YOU MIGHT ALSO LIKE' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(2));
    expect(server.callsTo('GET', '/api/products/')).toEqual([
      expect.objectContaining({ params: { gender: 'men', category: 'tops' } }),
    ]);
  });

  it.each(['abc', '0', '404'])("shows the store's one not-found page for the id %s", async (id) => {
    renderWithStore(<ProductPage gender="women" productId={id} />);
    expect(await screen.findByTestId('not-found-page')).toHaveTextContent(
      'PAGE NOT FOUNDThis page does not exist.',
    );
    expect(document.title).toBe('PAGE NOT FOUND | DSGN Fitness');
    expect(screen.getByRole('link', { name: 'SHOP WOMEN' })).toHaveAttribute('href', '/women/products');
  });
});
