import { events, registerNavigate, signIn, signOut } from '@storefront/shared';
import { cartStore } from '../lib/cart-store';

/** A signed-in (or signed-out) shopper and an empty slice state, before each test. */
export function resetStore({ signedIn }: { signedIn: boolean }, navigateSpy: jest.Mock = jest.fn()) {
  localStorage.clear();
  events.reset();
  signOut();
  if (signedIn) signIn({ userName: 'gymrat', email: 'gym@rat.io' });
  cartStore.setState({ status: 'idle', stocks: [], removing: [], notice: null, drawerOpen: false });
  registerNavigate(navigateSpy);
  return navigateSpy;
}
