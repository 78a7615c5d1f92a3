// The payment step's plug-in point. Each method names itself, draws its part of
// the step and says what it adds to the order request; the API has the matching
// PaymentProvider (authorize(order)) inside the order's transaction. Only pay on
// delivery can work in this store, so it is the one method; a card provider
// would add an entry here (its own fields or hosted form, and a token in
// `contribute`) and a provider in the API, with no change to the checkout page.
import type { ComponentType } from 'react';
import type { PaymentMethodId, PlaceOrderBody } from '@storefront/shared';

interface PaymentMethod {
  id: PaymentMethodId;
  label: string;
  /** What the shopper sees when this method is chosen. */
  Step: ComponentType;
  /** Its part of POST /api/orders. */
  contribute(): Pick<PlaceOrderBody, 'paymentMethod'>;
}

function PayOnDeliveryStep() {
  return <p>Pay the courier in cash or by card when your order arrives. Nothing is charged now.</p>;
}

export const payOnDelivery: PaymentMethod = {
  id: 'pay-on-delivery',
  label: 'Pay on delivery',
  Step: PayOnDeliveryStep,
  contribute: () => ({ paymentMethod: 'pay-on-delivery' }),
};

export const PAYMENT_METHODS: readonly PaymentMethod[] = [payOnDelivery];
