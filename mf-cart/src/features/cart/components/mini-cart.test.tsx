import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, ensureAuthHydrated, events } from '@storefront/shared';
import { createFakeApi, sampleLine, type FakeApi } from '@storefront/shared/testing';
import { renderThemed } from '../../../testing/render';
import { resetStore } from '../../../testing/reset';
import { cartStore } from '../../../lib/cart-store';
import { MiniCart } from './mini-cart';

describe('MiniCart', () => {
  let server: FakeApi;
  beforeEach(() => {
    server = createFakeApi({ cart: [] });
  });
  afterEach(() => server.restore());

  it('signed out: goes to /cart and shows no bubble', async () => {
    const navigateSpy = resetStore({ signedIn: false });
    renderThemed(<MiniCart />);
    const link = screen.getByRole('link', { name: 'Cart, 0 items' });
    expect(link).toHaveAttribute('href', '/cart');
    await userEvent.click(link);
    expect(navigateSpy).toHaveBeenCalledWith('/cart', { replace: undefined });
    expect(screen.queryByTestId('mini-cart-count')).not.toBeInTheDocument();
  });

  it('is a 44px tap target laid out in the header’s 40px slot, like the other header icons', () => {
    resetStore({ signedIn: false });
    renderThemed(<MiniCart />);
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toHaveStyle({
      width: '44px',
      height: '44px',
      margin: '-2px',
    });
  });

  it('follows localCart changed by another tab of the same browser', async () => {
    resetStore({ signedIn: true });
    // Hydrating from storage is what starts listening to other tabs.
    authStore.setState({ hydrated: false });
    ensureAuthHydrated();
    renderThemed(<MiniCart />);
    await waitFor(() => expect(cartStore.getState().status).toBe('ready'));
    // The other tab added two lines.
    server.cart = [sampleLine(1, 'small', 1), sampleLine(2, 'small', 1)];
    act(() => {
      localStorage.setItem('localCart', '2');
      window.dispatchEvent(new StorageEvent('storage', { key: 'localCart', newValue: '2' }));
    });
    expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('2');
    // This tab's lines are stale now: it fetches them again.
    await waitFor(() => expect(cartStore.getState().stocks).toHaveLength(2));
    expect(server.callsTo('GET')).toHaveLength(2);
    expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('2');
  });

  it('shows the count this browser stored before the cart answers, then the cart:changed count', async () => {
    resetStore({ signedIn: true });
    localStorage.setItem('localCart', '3');
    server.cart = [sampleLine(1, 'small', 1)];
    const held = server.hold('GET', '/api/cart/');
    renderThemed(<MiniCart />);
    expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    held.release();
    await waitFor(() => expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('1'));
    expect(events.last('cart:changed')).toEqual({ count: 1 });
    expect(authStore.getState()).not.toHaveProperty('cartCount');
  });
});
