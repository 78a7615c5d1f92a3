// /cart: the lines with the SUMMARY (a signed-out shopper's guest bag with the sign-in prompt and
// CHECKOUT AS GUEST), the empty cart, or for a signed-out shopper with an empty bag the prompt alone.
import { useEffect } from 'react';
import { STORE_PAGES, StoreLink, theme, useAuth } from '@storefront/shared';
import { cartStore, loadCart, useCart, useCartTotals } from '../../../lib/cart-store';
import { useCartController } from '../../../lib/cart-controller';
import { CartLines } from './cart-lines';
import { PICTURE_SIZE } from '../../../lib/components/line-picture';
import { CartTotals } from '../../../lib/components/cart-totals';
import { PromoField } from '../../../lib/components/promo-field';
import { CheckoutButton } from './checkout-button';
import { EmptyCart, GuestBagPrompt, SignedOutPrompt } from '../../../lib/components/cart-prompts';
import { Columns, Muted, Page } from '../../../lib/page-layout';
import { Aside, Box, Reserved, Title } from './cart-page.styles';

// The shell's help pages (docs/frame.md#content-pages); the account page lists the orders.
const HELP_TOPICS: readonly { label: string; href: string }[] = [
  { label: 'Delivery Information', href: STORE_PAGES.delivery.path },
  { label: 'Returns Policy', href: STORE_PAGES.returnsPolicy.path },
  { label: 'Make A Return', href: STORE_PAGES.makeReturn.path },
  { label: 'Orders', href: STORE_PAGES.account.path },
  { label: 'FAQ', href: STORE_PAGES.help.path },
];

const NOT_RESERVED = 'Items in your cart are not reserved. Check out now to make them yours.';

function FilledCart({ guest }: { guest: boolean }) {
  const { totals, promo } = useCartTotals();
  const count = useCart((s) => s.stocks.length);
  return (
    <>
      <Title>
        YOUR CART <span>({count === 1 ? '1 item' : `${count} items`})</span>
      </Title>
      <Columns>
        <div>
          <CartLines
            removeMs={theme.timings.pageRemoveMs}
            refetchAfterMs={theme.timings.pageRemoveMs}
            pictureSize={PICTURE_SIZE.page}
          />
        </div>
        <Aside>
          {guest ? <GuestBagPrompt /> : null}
          <Box aria-labelledby="cart-summary-heading">
            <h2 id="cart-summary-heading">SUMMARY</h2>
            <PromoField idPrefix="cart" />
            <CartTotals totals={totals} promo={promo} />
            <div style={{ marginTop: 20 }}>
              <CheckoutButton />
            </div>
          </Box>
          <Reserved>{NOT_RESERVED}</Reserved>
          <Box aria-labelledby="cart-help-heading">
            <h2 id="cart-help-heading">NEED HELP?</h2>
            <ul>
              {HELP_TOPICS.map(({ label, href }) => (
                <li key={label}>
                  <StoreLink href={href}>{label}</StoreLink>
                </li>
              ))}
            </ul>
          </Box>
        </Aside>
      </Columns>
    </>
  );
}

export function CartPage() {
  useCartController();
  const signedIn = useAuth((s) => s.isLoggedIn);
  const status = useCart((s) => s.status);
  const count = useCart((s) => s.stocks.length);

  // The page always shows what the server holds now, not what the header loaded earlier.
  useEffect(() => {
    if (cartStore.getState().status !== 'loading') void loadCart();
  }, [signedIn]);

  let content;
  if (count > 0) content = <FilledCart guest={!signedIn} />;
  else if (!signedIn) content = <SignedOutPrompt headingLevel="h1" />;
  else if (status === 'idle' || status === 'loading')
    content = <Muted role="status">Loading your cart…</Muted>;
  else content = <EmptyCart headingLevel="h1" />;
  return <Page data-cart-page="">{content}</Page>;
}
