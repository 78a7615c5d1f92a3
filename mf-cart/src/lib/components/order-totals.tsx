import type { CheckoutTotals } from '@storefront/shared';
import { TotalsList } from './cart-totals';
import { discountMoney, money } from '../money';

/** The cart's figures (same rules and formatting) plus delivery and what is paid. */
export function OrderTotals({ totals, deliveryLabel }: { totals: CheckoutTotals; deliveryLabel: string }) {
  return (
    <TotalsList aria-label="Order totals">
      <dt>Subtotal</dt>
      <dd data-total="subtotal">{money(totals.subtotalCents)}</dd>
      <dt>Discount</dt>
      <dd data-total="discount">{discountMoney(totals.discountCents)}</dd>
      <dt>{deliveryLabel}</dt>
      <dd data-total="delivery">{totals.deliveryFeeCents === 0 ? 'Free' : money(totals.deliveryFeeCents)}</dd>
      <dt className="total">Total</dt>
      <dd className="total" data-total="total">
        {money(totals.grandTotalCents)}
      </dd>
    </TotalsList>
  );
}
