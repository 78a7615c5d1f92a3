import type { CheckoutTotals, DeliveryQuote } from '@storefront/shared';
import { DeliveryHint, PromoRow, TotalsList } from './cart-totals';
import { discountMoney, money } from '../money';

/**
 * The cart's figures (same rules and formatting), the promo, delivery by the one rule ('Free
 * Standard', 'Free Express' or the fee, with what is missing for free delivery) and what is paid.
 */
export function OrderTotals({
  totals,
  deliveryLabel,
  delivery,
  promoCode,
}: {
  totals: CheckoutTotals;
  deliveryLabel: string;
  delivery: DeliveryQuote;
  promoCode: string | null;
}) {
  return (
    <TotalsList aria-label="Order totals">
      <dt>Subtotal</dt>
      <dd data-total="subtotal">{money(totals.subtotalCents)}</dd>
      <dt>Discount</dt>
      <dd data-total="discount">{discountMoney(totals.discountCents)}</dd>
      <PromoRow code={promoCode} cents={totals.promoDiscountCents} />
      <dt>{deliveryLabel}</dt>
      <dd data-total="delivery">{delivery.label}</dd>
      <DeliveryHint delivery={delivery} />
      <dt className="total">Total</dt>
      <dd className="total" data-total="total">
        {money(totals.grandTotalCents)}
      </dd>
    </TotalsList>
  );
}
