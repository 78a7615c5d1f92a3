import type { MouseEvent } from 'react';
import { BagIcon, useAuth, useLastEvent } from '@storefront/shared';
import { cartStore, openDrawer } from '../../../lib/cart-store';
import { useCartController } from '../../../lib/cart-controller';
import { loadDrawerPanel } from '../load-drawer-panel';
import { Bubble, CartLink } from './mini-cart.styles';

const prefetchDrawer = () => {
  if (cartStore.getState().drawerHosts > 0) void loadDrawerPanel();
};

/**
 * The header cart button. Signed out it is a link to /cart; signed in it opens
 * the drawer (or /cart when no drawer is mounted). The bubble is the last value of
 * `cart:changed`, the cart's count (also when another tab changed localCart): signed out,
 * the guest bag's (docs/cart.md#guest-bag).
 */
export function MiniCart() {
  useCartController();
  const signedIn = useAuth((s) => s.isLoggedIn);
  const shownCount = useLastEvent('cart:changed')?.count ?? 0;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!signedIn || cartStore.getState().drawerHosts === 0) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openDrawer();
  };

  const label = shownCount === 1 ? 'Cart, 1 item' : `Cart, ${shownCount} items`;
  return (
    <CartLink
      href="/cart"
      onClick={onClick}
      onPointerEnter={prefetchDrawer}
      onFocus={prefetchDrawer}
      aria-label={label}
      aria-haspopup={signedIn ? 'dialog' : undefined}
      data-testid="mini-cart"
    >
      <BagIcon size={26} />
      {shownCount > 0 && (
        <Bubble aria-hidden="true" data-testid="mini-cart-count">
          {shownCount > 99 ? '99+' : shownCount}
        </Bubble>
      )}
    </CartLink>
  );
}
