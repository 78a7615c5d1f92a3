import { act, fireEvent, screen } from '@testing-library/react';
import { events, signIn, signOut } from '@storefront/shared';
import { createFakeApi, type FakeApi } from '@storefront/shared/testing';
import { product } from '../../../testing/fixtures';
import { renderWithStore } from '../../../testing/render';
import { ProductCard } from './product-card';

// Quick add reads the product's stock when it opens: 4 has S sold out, 5 has L sold out.
let server: FakeApi;
beforeEach(() => {
  events.reset();
  signOut();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
  server = createFakeApi({
    products: [product({ productId: 4 }), product({ productId: 5 })],
    stock: { 4: { small: 0 }, 5: { large: 0 } },
  });
});
afterEach(() => {
  server.restore();
  jest.restoreAllMocks();
});

describe('ProductCard', () => {
  it('links to the product route and shows name, colour and price', () => {
    renderWithStore(
      <ProductCard product={product({ productId: 7, gender: 'women', name: 'Seamless Tee' })} />,
    );
    expect(screen.getByRole('link', { name: 'Seamless Tee' })).toHaveAttribute('href', '/women/products/7');
    expect(screen.getByText('$40.00')).toBeInTheDocument();
    const img = screen.getByAltText(/Seamless Tee in black, front view/);
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '500');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('says how many colours the product comes in, and nothing for one colour', () => {
    const { unmount } = renderWithStore(<ProductCard product={product({ productId: 7, colourCount: 3 })} />);
    expect(screen.getByTestId('product-colour-count')).toHaveTextContent('3 colours');
    unmount();
    renderWithStore(<ProductCard product={product({ productId: 8 })} />);
    expect(screen.queryByTestId('product-colour-count')).toBeNull();
  });

  it('keeps a card to three tab stops: the heart, one quick-add size (arrows move), the name', async () => {
    renderWithStore(<ProductCard product={product({ productId: 7, name: 'Seamless Tee' })} />);
    const card = screen.getByTestId('product-card');
    const tabbable = [...card.querySelectorAll<HTMLElement>('a, button')].filter((el) => el.tabIndex >= 0);
    expect(tabbable.map((el) => el.getAttribute('aria-label') ?? el.textContent)).toEqual([
      'Add Seamless Tee to wishlist',
      'Add size XS to cart',
      'Seamless Tee',
    ]);
    const xs = screen.getByRole('button', { name: 'Add size XS to cart' });
    // Focus opens the stock read; let it answer inside act.
    await act(async () => xs.focus());
    fireEvent.keyDown(xs, { key: 'ArrowRight' });
    expect(screen.getByRole('button', { name: 'Add size S to cart' })).toHaveFocus();
  });

  it('tags SALE with a fire icon when on sale (over NEW), NEW when new, nothing otherwise', () => {
    const { rerender } = renderWithStore(<ProductCard product={product({ salePrice: 20, new: true })} />);
    expect(screen.getByTestId('product-tag')).toHaveTextContent('SALE');
    expect(screen.getByTestId('product-tag').querySelector('svg')).not.toBeNull();
    expect(screen.getByText('$40.00').tagName).toBe('S');
    // Said in visually hidden words, not as an aria-label on <s> (axe's aria-prohibited-attr rule).
    expect(screen.getByText('$40.00')).not.toHaveAttribute('aria-label');
    expect(screen.getByText('$40.00').parentElement).toHaveTextContent('Original price $40.00 $20.00');
    rerender(<ProductCard product={product({ new: true })} />);
    expect(screen.getByTestId('product-tag')).toHaveTextContent('NEW');
    rerender(<ProductCard product={product()} />);
    expect(screen.queryByTestId('product-tag')).toBeNull();
  });

  it('asks for the second image only on the first hover (never on a phone), then keeps it', () => {
    renderWithStore(<ProductCard product={product({ name: 'Seamless Tee' })} />);
    const card = screen.getByTestId('product-card');
    expect(card.querySelectorAll('img')).toHaveLength(1);
    fireEvent.mouseEnter(card);
    const images = card.querySelectorAll('img');
    expect(images).toHaveLength(2);
    expect(images[1]).toHaveAttribute('alt', '');
    fireEvent.mouseLeave(card);
    expect(card.querySelectorAll('img')).toHaveLength(2);
  });

  it('opens quick add and highlights the tag 500ms after hover above 768px, and not at 768px', () => {
    jest.useFakeTimers();
    try {
      renderWithStore(<ProductCard product={product({ new: true })} />);
      const card = screen.getByTestId('product-card');
      const tag = screen.getByTestId('product-tag');
      fireEvent.mouseEnter(card);
      expect(card).toHaveAttribute('data-hovered', 'true');
      act(() => jest.advanceTimersByTime(499));
      expect(screen.getByTestId('quick-add')).not.toHaveAttribute('data-open');
      expect(tag).not.toHaveAttribute('data-highlighted');
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByTestId('quick-add')).toHaveAttribute('data-open', 'true');
      expect(tag).toHaveAttribute('data-highlighted', 'true');
      expect(screen.getAllByRole('button', { name: /Add size/ })).toHaveLength(5);
      fireEvent.mouseLeave(card);
      expect(card).not.toHaveAttribute('data-hovered');
      expect(screen.getByTestId('quick-add')).not.toHaveAttribute('data-open');
      expect(tag).not.toHaveAttribute('data-highlighted');

      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 768 });
      fireEvent.mouseEnter(card);
      expect(card).not.toHaveAttribute('data-hovered');
    } finally {
      jest.useRealTimers();
    }
  });

  it('signed out, a size asks mf-cart for the guest bag and goes to /cart; the heart goes to /wishlist', () => {
    const emit = jest.spyOn(events, 'emit');
    const { navigate } = renderWithStore(<ProductCard product={product()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add size M to cart' }));
    expect(navigate).toHaveBeenLastCalledWith('/cart', {});
    expect(emit).toHaveBeenCalledWith('catalog:add-to-cart-requested', { productId: 1005, size: 'medium' });
    fireEvent.click(screen.getByRole('button', { name: /to wishlist/ }));
    expect(navigate).toHaveBeenLastCalledWith('/wishlist', {});
    // The wishlist still needs sign-in: nothing is asked of mf-account.
    expect(emit).toHaveBeenCalledTimes(1);
  });

  it('signed in, quick add and the heart ask mf-cart and mf-account', () => {
    signIn({ userName: 'ada', email: 'ada@example.com' });
    const emit = jest.spyOn(events, 'emit');
    renderWithStore(<ProductCard product={product({ productId: 12, gender: 'women' })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add size XS to cart' }));
    expect(emit).toHaveBeenCalledWith('catalog:add-to-cart-requested', {
      productId: 12,
      size: 'extraSmall',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Product 12 to wishlist' }));
    expect(emit).toHaveBeenCalledWith('catalog:wishlist-toggle-requested', { productId: 12, add: true });
  });

  it('fills the heart when the wishlist holds the product', () => {
    events.emit('account:wishlist-changed', { productIds: [3] });
    renderWithStore(<ProductCard product={product({ productId: 3 })} />);
    expect(screen.getByRole('button', { name: 'Remove Product 3 from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    act(() => events.emit('account:wishlist-changed', { productIds: [] }));
    expect(screen.getByRole('button', { name: 'Add Product 3 to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('with a size filter, quick add is one ADD TO CART with that size', () => {
    signIn({ userName: 'ada', email: 'ada@example.com' });
    const emit = jest.spyOn(events, 'emit');
    renderWithStore(<ProductCard product={product({ productId: 5 })} sizeFilter="large" />);
    expect(screen.queryByRole('button', { name: /Add size/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'ADD TO CART, size L' }));
    expect(emit).toHaveBeenCalledWith('catalog:add-to-cart-requested', {
      productId: 5,
      size: 'large',
    });
  });

  it('quick add reads the stock when it opens: a sold-out size says so and cannot be added', async () => {
    signIn({ userName: 'ada', email: 'ada@example.com' });
    const emit = jest.spyOn(events, 'emit');
    renderWithStore(<ProductCard product={product({ productId: 4 })} />);
    expect(server.callsTo('GET', '/api/products/4')).toHaveLength(0);
    act(() => screen.getByRole('button', { name: 'Add size XS to cart' }).focus());
    const small = await screen.findByRole('button', { name: 'Size S sold out' });
    expect(server.callsTo('GET', '/api/products/4')).toHaveLength(1);
    expect(small).toBeDisabled();
    fireEvent.click(small);
    expect(emit).not.toHaveBeenCalledWith('catalog:add-to-cart-requested', expect.anything());
    expect(screen.getByRole('button', { name: 'Add size M to cart' })).toBeEnabled();
  });

  it('with a size filter on a sold-out size, quick add says SOLD OUT', async () => {
    renderWithStore(<ProductCard product={product({ productId: 5 })} sizeFilter="large" />);
    act(() => screen.getByRole('button', { name: 'ADD TO CART, size L' }).focus());
    const button = await screen.findByRole('button', { name: 'Size L sold out' });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('SOLD OUT');
  });
});
