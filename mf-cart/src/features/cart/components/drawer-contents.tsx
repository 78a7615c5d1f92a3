// What the drawer shows: the sign-in prompt, a loading line, the empty cart, or the lines with
// the totals, PROCEED TO CHECKOUT and VIEW FULL CART.
import { ButtonLink, theme, useAuth } from '@storefront/shared';
import { closeDrawer, useCart, useCartTotals } from '../../../lib/cart-store';
import { CartTotals } from '../../../lib/components/cart-totals';
import { EmptyCart, SignedOutPrompt } from '../../../lib/components/cart-prompts';
import { CartLines } from './cart-lines';
import { PICTURE_SIZE } from '../../../lib/components/line-picture';
import { CheckoutButton } from './checkout-button';
import { Body, Foot, Loading } from './drawer-panel.styles';

export function DrawerContents() {
  const signedIn = useAuth((s) => s.isLoggedIn);
  const status = useCart((s) => s.status);
  const count = useCart((s) => s.stocks.length);
  const { totals, promo } = useCartTotals();
  // A signed-out shopper's lines are their guest bag's; without any, the sign-in prompt.
  if (!signedIn && count === 0) return <SignedOutPrompt onNavigate={closeDrawer} />;
  if (count === 0 && (status === 'idle' || status === 'loading')) {
    return <Loading role="status">Loading your cart…</Loading>;
  }
  if (count === 0) {
    return <EmptyCart message="There are no products in your cart" onNavigate={closeDrawer} />;
  }
  return (
    <>
      <Body>
        <CartLines
          removeMs={theme.timings.drawerRemoveMs}
          refetchAfterMs={theme.timings.drawerRefetchMs}
          onNavigate={closeDrawer}
          pictureSize={PICTURE_SIZE.drawer}
        />
      </Body>
      <Foot>
        <CartTotals totals={totals} promo={promo} />
        <CheckoutButton />
        <ButtonLink variant="secondary" href="/cart" onClick={closeDrawer}>
          VIEW FULL CART
        </ButtonLink>
      </Foot>
    </>
  );
}
