// The DELIVERY METHOD and PAYMENT choices of the checkout form (radio groups, 44px rows).
import {
  DELIVERY_METHODS,
  DELIVERY_OPTIONS,
  type CheckoutSummary,
  type DeliveryMethod,
  type PaymentMethodId,
} from '@storefront/shared';
import { money } from '../../../lib/money';
import { Box } from '../../../lib/page-layout';
import { PAYMENT_METHODS } from '../payment-methods';
import { Choice, Fieldset, Hidden } from './checkout-page.styles';

interface DeliveryAndPaymentProps {
  delivery: CheckoutSummary['delivery'];
  method: DeliveryMethod;
  onMethod: (method: DeliveryMethod) => void;
  paymentId: PaymentMethodId;
  onPayment: (id: PaymentMethodId) => void;
}

/** A method's fee: 'Free', the fee, or under an offer (express's half price) the usual fee struck through first. */
function DeliveryFee({ fee, regular }: { fee: number; regular: number }) {
  if (fee === 0) return <>Free</>;
  if (fee >= regular) return <>{money(fee)}</>;
  return (
    <>
      <Hidden>Usually </Hidden>
      <s>{money(regular)}</s> {money(fee)} (half price)
    </>
  );
}

export function DeliveryAndPayment({
  delivery,
  method,
  onMethod,
  paymentId,
  onPayment,
}: DeliveryAndPaymentProps) {
  const payment = PAYMENT_METHODS.find((p) => p.id === paymentId) ?? PAYMENT_METHODS[0];
  return (
    <>
      <Box>
        <Fieldset>
          <legend>DELIVERY METHOD</legend>
          {DELIVERY_METHODS.map((m) => {
            const fee = delivery[m];
            return (
              <Choice key={m}>
                <input
                  type="radio"
                  name="deliveryMethod"
                  value={m}
                  checked={method === m}
                  onChange={() => onMethod(m)}
                />
                <span>
                  {DELIVERY_OPTIONS[m].label} ({DELIVERY_OPTIONS[m].days}):{' '}
                  <DeliveryFee fee={fee} regular={DELIVERY_OPTIONS[m].regularFeeCents} />
                </span>
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
                onChange={() => onPayment(p.id)}
              />
              {p.label}
            </Choice>
          ))}
          <payment.Step />
        </Fieldset>
      </Box>
    </>
  );
}
