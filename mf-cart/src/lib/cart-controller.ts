// The cart's listeners: add-to-cart requests from other slices, the signed-in state, and
// localCart written by another tab. MiniCart, CartDrawer and CartPage all retain it, so it runs
// on every page with a header; reference counting keeps it to one subscription however many
// are mounted (StrictMode mounts twice in development).
import { useEffect } from 'react';
import { CART_COUNT_KEY, authStore, events, retained } from '@storefront/shared';
import { addLine, cartStore, loadCart, publishCount, resetCart } from './cart-store';

const storedCount = (): number | null => {
  const count = Number.parseInt(globalThis.localStorage?.getItem(CART_COUNT_KEY) ?? '', 10);
  return Number.isFinite(count) && count >= 0 ? count : null;
};

function start(): () => void {
  const offAdd = events.on('catalog:add-to-cart-requested', ({ productId, size }) => {
    void addLine(productId, size);
  });
  // Signing in merged the guest bag into the account's cart (the API did): load that cart.
  const offAuth = authStore.subscribe((state, previous) => {
    if (state.isLoggedIn && !previous.isLoggedIn) void loadCart();
    else if (!state.isLoggedIn && previous.isLoggedIn) resetCart();
  });
  // Another tab of the same browser changed the cart: show its count at once, then our lines.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CART_COUNT_KEY) return;
    const count = storedCount();
    if (count === null) return;
    events.emit('cart:changed', { count });
    const cart = cartStore.getState();
    if (cart.status === 'ready' && cart.stocks.length !== count) void loadCart();
  };
  globalThis.addEventListener?.('storage', onStorage);
  // Signed in or not: a signed-out shopper's cart is their guest bag (empty without one).
  if (cartStore.getState().status === 'idle') {
    // The count this browser last stored shows before the cart answers.
    const count = storedCount();
    if (count !== null && events.last('cart:changed') === undefined) publishCount(count);
    void loadCart();
  }
  return () => {
    offAdd();
    offAuth();
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

export const retainCartController = retained(start);

export function useCartController(): void {
  useEffect(() => retainCartController(), []);
}
