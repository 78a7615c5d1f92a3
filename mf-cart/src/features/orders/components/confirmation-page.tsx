// /checkout/confirmation/{orderId}: the placed order, read back from the API (404 for an unknown
// id or another shopper's order). A guest opens it from the browser that placed it or from the
// mailed link (?key=, docs/cart.md#guest-checkout); signed out without either, the sign-in prompt.
import { useEffect, useState } from 'react';
import { ButtonLink, statusOf, useAuth, useLocationSearch, type Order } from '@storefront/shared';
import { SignedOutPrompt } from '../../../lib/components/cart-prompts';
import { fetchOrder } from '../../../api/checkout-api';
import { Alert, Box, Muted, Page, Title } from '../../../lib/page-layout';
import { OrderDetails, formatOrderDate } from './order-details';

const ORDER_NOT_FOUND = "We couldn't find this order in your account.";
const ORDER_LOAD_FAILED = "We couldn't load your order. Please try again.";

type Load =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'signed-out' }
  | { status: 'ready'; order: Order };

export function ConfirmationPage({ orderId }: { orderId?: string }) {
  const signedIn = useAuth((s) => s.isLoggedIn);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const id = /^\d{1,9}$/.test(orderId ?? '') ? Number(orderId) : null;
  const key = new URLSearchParams(useLocationSearch()).get('key');

  useEffect(() => {
    if (id === null) {
      setLoad({ status: 'missing' });
      return undefined;
    }
    let live = true;
    setLoad({ status: 'loading' });
    fetchOrder(id, key).then(
      (order) => live && setLoad({ status: 'ready', order }),
      (error: unknown) => {
        const status = statusOf(error);
        if (!live) return;
        if (status === 401) setLoad({ status: 'signed-out' });
        else setLoad({ status: status === 404 || status === 400 ? 'missing' : 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [signedIn, id, key]);

  let content;
  // Signed out without the mailed link, the prompt shows until this browser's guest order answers.
  if (load.status === 'signed-out' || (!signedIn && !key && load.status === 'loading'))
    content = <SignedOutPrompt headingLevel="h1" />;
  else if (load.status === 'loading') content = <Muted role="status">Loading your order…</Muted>;
  else if (load.status === 'missing' || load.status === 'error')
    content = (
      <>
        <Title>ORDER NOT FOUND</Title>
        <Alert role="alert">{load.status === 'missing' ? ORDER_NOT_FOUND : ORDER_LOAD_FAILED}</Alert>
        <ButtonLink variant="secondary" href="/account">
          YOUR ACCOUNT
        </ButtonLink>
      </>
    );
  else
    content = (
      <>
        <Title>THANK YOU FOR YOUR ORDER</Title>
        <p>
          Order number <strong data-order-number="">{load.order.number}</strong> · placed{' '}
          {formatOrderDate(load.order.createdAt)} · {load.order.status}
        </p>
        <Box aria-label={`Order ${load.order.number}`}>
          <OrderDetails order={load.order} />
        </Box>
        <ButtonLink variant="secondary" href="/home">
          CONTINUE SHOPPING
        </ButtonLink>
      </>
    );
  return <Page data-confirmation-page="">{content}</Page>;
}
