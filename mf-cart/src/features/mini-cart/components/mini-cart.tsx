import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { BagIcon, StoreLink, useAuth, useLastEvent } from '@storefront/shared';
import { cartStore, openDrawer } from '../../cart/hooks/cart-store';
import { useCartController } from '../../cart/hooks/cart-controller';
import { loadDrawerPanel } from '../../cart-drawer/components/load-drawer-panel';

const Button = styled(StoreLink)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  color: ${({ theme }) => theme.colors.ink};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const Bubble = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  box-sizing: border-box;
  border-radius: 9px;
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.surface};
  font-size: 11px;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;

const prefetchDrawer = () => {
  if (cartStore.getState().drawerHosts > 0) void loadDrawerPanel();
};

/**
 * The header cart button. Signed out it is a link to /cart; signed in it opens
 * the drawer (or /cart when no drawer is mounted). The bubble is the last value of
 * `cart:changed`, the cart's count (also when another tab changed localCart).
 */
export function MiniCart() {
  useCartController();
  const signedIn = useAuth((s) => s.isLoggedIn);
  const count = useLastEvent('cart:changed')?.count ?? 0;
  const shownCount = signedIn ? count : 0;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!signedIn || cartStore.getState().drawerHosts === 0) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openDrawer();
  };

  const label = shownCount === 1 ? 'Cart, 1 item' : `Cart, ${shownCount} items`;
  return (
    <Button
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
    </Button>
  );
}
