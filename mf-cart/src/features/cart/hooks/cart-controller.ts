// The cart's listeners: add-to-cart and open requests from other slices, and the
// signed-in state. MiniCart, CartDrawer and CartPage all retain it, so it runs on
// every page with a header; reference counting keeps it to one subscription
// however many are mounted (StrictMode mounts twice in development).
import { useEffect } from 'react';
import { authStore, events } from '@storefront/shared';
import { addLine, cartStore, loadCart, openDrawer, resetCart } from './cart-store';

function start(): () => void {
  const offAdd = events.on('catalog:add-to-cart-requested', ({ productId, size }) => {
    void addLine(productId, size);
  });
  const offOpen = events.on('cart:open-requested', () => openDrawer());
  const offAuth = authStore.subscribe((state, previous) => {
    if (state.isLoggedIn && !previous.isLoggedIn) {
      void loadCart();
    } else if (!state.isLoggedIn && previous.isLoggedIn) {
      resetCart();
    } else if (state.isLoggedIn && state.cartCount !== previous.cartCount) {
      // Another tab changed localCart: our lines are stale.
      const cart = cartStore.getState();
      if (cart.status === 'ready' && cart.stocks.length !== state.cartCount) void loadCart();
    }
  });
  if (authStore.getState().isLoggedIn && cartStore.getState().status === 'idle') void loadCart();
  return () => {
    offAdd();
    offOpen();
    offAuth();
  };
}

let retainers = 0;
let stop: (() => void) | null = null;

export function retainCartController(): () => void {
  retainers += 1;
  if (retainers === 1) stop = start();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    retainers -= 1;
    if (retainers === 0) {
      stop?.();
      stop = null;
    }
  };
}

export function useCartController(): void {
  useEffect(() => retainCartController(), []);
}
