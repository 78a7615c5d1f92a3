// /cart: the signed-out prompt, the empty cart, or the lines with the SUMMARY.
import { useEffect } from 'react';
import styled from 'styled-components';
import { theme, useAuth } from '@storefront/shared';
import { cartStore, loadCart, useCart, useCartTotals } from '../../cart/hooks/cart-store';
import { useCartController } from '../../cart/hooks/cart-controller';
import { CartLines } from '../../cart/components/cart-lines';
import { CartTotals } from '../../cart/components/cart-totals';
import { CheckoutButton } from '../../cart/components/checkout-button';
import { EmptyCart } from '../../cart/components/empty-cart';
import { SignedOutPrompt } from '../../cart/components/signed-out-prompt';
import { Columns, Page } from '../../../lib/page-layout';

const Title = styled.h1`
  margin: 0 0 24px;
  font-size: 24px;
  letter-spacing: 0.04em;
  span {
    font-weight: 400;
    font-size: 16px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 24px;
`;

const Box = styled.section`
  padding: 20px;
  background: ${({ theme }) => theme.colors.subtle};
  h2 {
    margin: 0 0 16px;
    font-size: 16px;
    letter-spacing: 0.06em;
  }
  ul {
    margin: 0;
    padding-left: 18px;
    font-size: 14px;
    line-height: 1.8;
  }
`;

const Reserved = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Loading = styled.p`
  padding: 48px 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

// Footer help entries are plain text in the specification; their destinations are not shown.
const HELP_TOPICS = ['Delivery Information', 'Returns Policy', 'Make A Return', 'Orders', 'FAQ'];

export const NOT_RESERVED = 'Items in your cart are not reserved. Check out now to make them yours.';

function FilledCart() {
  const totals = useCartTotals();
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
            swatchSize={112}
          />
        </div>
        <Aside>
          <Box aria-labelledby="cart-summary-heading">
            <h2 id="cart-summary-heading">SUMMARY</h2>
            <CartTotals totals={totals} />
            <div style={{ marginTop: 20 }}>
              <CheckoutButton />
            </div>
          </Box>
          <Reserved>{NOT_RESERVED}</Reserved>
          <Box aria-labelledby="cart-help-heading">
            <h2 id="cart-help-heading">NEED HELP?</h2>
            <ul>
              {HELP_TOPICS.map((topic) => (
                <li key={topic}>{topic}</li>
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
    if (signedIn && cartStore.getState().status !== 'loading') void loadCart();
  }, [signedIn]);

  let content;
  if (!signedIn) content = <SignedOutPrompt headingLevel="h1" />;
  else if (count > 0) content = <FilledCart />;
  else if (status === 'idle' || status === 'loading')
    content = <Loading role="status">Loading your cart…</Loading>;
  else content = <EmptyCart headingLevel="h1" />;
  return <Page data-cart-page="">{content}</Page>;
}
