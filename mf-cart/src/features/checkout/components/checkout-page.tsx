// /checkout: delivery address, delivery method, payment and the order summary on
// one page (checkout-form.tsx); this page loads the summary and picks the state to show.
// A signed-out shopper checks out their guest bag (docs/cart.md#guest-checkout); with an empty
// bag they see the sign-in prompt.
import { useCallback, useEffect, useState } from 'react';
import { statusOf, useAuth, type CheckoutSummary } from '@storefront/shared';
import { fetchCheckoutSummary } from '../../../api/checkout-api';
import { EmptyCart, SignedOutPrompt } from '../../../lib/components/cart-prompts';
import { Alert, Muted, Page, Title } from '../../../lib/page-layout';
import { CheckoutForm } from './checkout-form';
import { RetryButton } from './checkout-page.styles';

const CHECKOUT_LOAD_FAILED = "We couldn't load your checkout. Please try again.";

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; summary: CheckoutSummary };

export function CheckoutPage() {
  const signedIn = useAuth((s) => s.isLoggedIn);
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  const reload = useCallback(() => {
    let live = true;
    setLoad({ status: 'loading' });
    fetchCheckoutSummary().then(
      (summary) => live && setLoad({ status: 'ready', summary }),
      (error: unknown) => {
        if (statusOf(error) !== 401) console.error('[mf-cart] checkout could not be loaded', error);
        if (live) setLoad({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => reload(), [signedIn, reload]);

  let content;
  // Signed out, the prompt shows until the guest bag turns out to hold lines (and on the server).
  if (!signedIn && load.status !== 'ready') content = <SignedOutPrompt headingLevel="h1" />;
  else if (load.status === 'loading') content = <Muted role="status">Loading checkout…</Muted>;
  else if (load.status === 'error')
    content = (
      <Alert role="alert">
        {CHECKOUT_LOAD_FAILED}
        <RetryButton type="button" onClick={reload}>
          Try again
        </RetryButton>
      </Alert>
    );
  else if (load.summary.cart.stocks.length === 0)
    content = signedIn ? <EmptyCart headingLevel="h1" /> : <SignedOutPrompt headingLevel="h1" />;
  else
    content = (
      <>
        <Title>CHECKOUT</Title>
        <CheckoutForm summary={load.summary} onSummary={(summary) => setLoad({ status: 'ready', summary })} />
      </>
    );
  return <Page data-checkout-page="">{content}</Page>;
}
