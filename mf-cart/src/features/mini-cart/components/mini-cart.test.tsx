import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, ensureAuthHydrated } from '@storefront/shared';
import { createFakeApi, sampleLine, type FakeApi } from '@storefront/shared/testing';
import { renderThemed } from '../../../testing/render';
import { resetStore } from '../../../testing/reset';
import { cartStore } from '../../cart/hooks/cart-store';
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
});
