// /checkout: delivery address, delivery method, payment and the order summary on
// one page; PLACE ORDER sends one idempotent POST /api/orders.
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  ADDRESS_FIELDS,
  StoreLink,
  DELIVERY_METHODS,
  DELIVERY_OPTIONS,
  addressErrors,
  checkoutTotals,
  messageOf,
  navigate,
  statusOf,
  useAuth,
  type AddressField,
  type CheckoutConflict,
  type CheckoutSummary,
  type DeliveryAddress,
  type DeliveryMethod,
  type PaymentMethodId,
} from '@storefront/shared';
import { PrimaryButton } from '../../cart/components/buttons';
import { EmptyCart } from '../../cart/components/empty-cart';
import { money } from '../../cart/components/money';
import { SignedOutPrompt } from '../../cart/components/signed-out-prompt';
import { cartEmptied } from '../../cart/hooks/cart-store';
import { fetchCheckoutSummary, placeOrder } from '../api/checkout-api';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { PAYMENT_METHODS } from '../payment/payment-methods';
import { AddressFields } from './address-fields';
import { CheckoutLines } from './checkout-lines';
import { Alert, Box, Columns, Muted, Page, Title } from '../../../lib/page-layout';
import { OrderTotals } from './order-totals';

export const CHECKOUT_LOAD_FAILED = "We couldn't load your checkout. Please try again.";
export const PLACE_FAILED = "We couldn't place your order. Nothing was charged; please try again.";

const Choice = styled.label`
  display: flex;
  gap: 10px;
  align-items: center;
  min-height: 44px;
  font-size: 14px;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
  }
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: 8px;
    font-size: 16px;
    font-weight: 700;
    letter-spacing: 0.06em;
  }
`;

const RetryButton = styled.button`
  margin-left: 8px;
  font: inherit;
  text-decoration: underline;
  background: none;
  border: 0;
  cursor: pointer;
`;

const EditCart = styled(StoreLink)`
  display: inline-block;
  margin-top: 12px;
  font-size: 14px;
  color: inherit;
`;

const EMPTY_ADDRESS: DeliveryAddress = { name: '', street: '', city: '', postcode: '', country: '' };

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; summary: CheckoutSummary };

function CheckoutForm({
  summary,
  onSummary,
}: {
  summary: CheckoutSummary;
  onSummary: (s: CheckoutSummary) => void;
}) {
  const idempotencyKey = useIdempotencyKey();
  const [address, setAddress] = useState<DeliveryAddress>(EMPTY_ADDRESS);
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [method, setMethod] = useState<DeliveryMethod>('standard');
  const [paymentId, setPaymentId] = useState<PaymentMethodId>(PAYMENT_METHODS[0].id);
  const [placing, setPlacing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const totals = useMemo(() => checkoutTotals(summary.cart.stocks, method), [summary, method]);
  const payment = PAYMENT_METHODS.find((p) => p.id === paymentId) ?? PAYMENT_METHODS[0];

  const onChange = (field: AddressField, value: string) => {
    setAddress((a) => ({ ...a, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (placing) return;
    const trimmed = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, address[f].trim()])) as DeliveryAddress;
    const found = addressErrors(trimmed);
    setErrors(found);
    const first = ADDRESS_FIELDS.find((f) => found[f]);
    if (first) {
      document.getElementById(`checkout-${first}`)?.focus();
      return;
    }
    setPlacing(true);
    setProblem(null);
    try {
      const order = await placeOrder({
        idempotencyKey,
        cartVersion: summary.cartVersion,
        address: trimmed,
        deliveryMethod: method,
        ...payment.contribute(),
      });
      cartEmptied();
      navigate(`/checkout/confirmation/${order.id}`);
    } catch (error) {
      const status = statusOf(error);
      if (status === 409) {
        const body = (error as { response?: { data?: CheckoutConflict } }).response?.data;
        if (body?.summary) onSummary(body.summary);
        setProblem(body?.message ?? PLACE_FAILED);
      } else if (status !== 401) {
        setProblem(status === 400 ? (messageOf(error) ?? PLACE_FAILED) : PLACE_FAILED);
      }
      setPlacing(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Checkout">
      <Columns>
        <div>
          <Box aria-labelledby="checkout-address-heading">
            <h2 id="checkout-address-heading">DELIVERY ADDRESS</h2>
            <AddressFields value={address} errors={errors} onChange={onChange} />
          </Box>
          <Box>
            <Fieldset>
              <legend>DELIVERY METHOD</legend>
              {DELIVERY_METHODS.map((m) => {
                const fee = summary.delivery[m];
                return (
                  <Choice key={m}>
                    <input
                      type="radio"
                      name="deliveryMethod"
                      value={m}
                      checked={method === m}
                      onChange={() => setMethod(m)}
                    />
                    {DELIVERY_OPTIONS[m].label} ({DELIVERY_OPTIONS[m].days}):{' '}
                    {fee === 0 ? 'Free' : money(fee)}
                  </Choice>
                );
              })}
            </Fieldset>
          </Box>
          <Box>
            <Fieldset>
              <legend>PAYMENT</legend>
              {PAYMENT_METHODS.map((p) => (
                <Choice key={p.id}>
                  <input
                    type="radio"
                    name="paymentMethod"
                    value={p.id}
                    checked={paymentId === p.id}
                    onChange={() => setPaymentId(p.id)}
                  />
                  {p.label}
                </Choice>
              ))}
              <payment.Step />
            </Fieldset>
          </Box>
        </div>
        <Box aria-labelledby="checkout-summary-heading">
          <h2 id="checkout-summary-heading">SUMMARY</h2>
          <CheckoutLines stocks={summary.cart.stocks} />
          <OrderTotals totals={totals} deliveryLabel={DELIVERY_OPTIONS[method].label} />
          <div role="alert" style={{ marginTop: 16 }}>
            {problem ? <Alert>{problem}</Alert> : null}
          </div>
          <PrimaryButton type="submit" disabled={placing} aria-disabled={placing}>
            {placing ? 'PLACING ORDER…' : 'PLACE ORDER'}
          </PrimaryButton>
          <EditCart href="/cart">Edit your cart</EditCart>
        </Box>
      </Columns>
    </form>
  );
}

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

  useEffect(() => {
    if (signedIn) return reload();
    return undefined;
  }, [signedIn, reload]);

  let content;
  if (!signedIn) content = <SignedOutPrompt headingLevel="h1" />;
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
  else if (load.summary.cart.stocks.length === 0) content = <EmptyCart headingLevel="h1" />;
  else
    content = (
      <>
        <Title>CHECKOUT</Title>
        <CheckoutForm summary={load.summary} onSummary={(summary) => setLoad({ status: 'ready', summary })} />
      </>
    );
  return <Page data-checkout-page="">{content}</Page>;
}
