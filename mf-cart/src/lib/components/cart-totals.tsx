import styled from 'styled-components';
import type { CheckoutTotals, DeliveryQuote, Promo } from '@storefront/shared';
import { discountMoney, money } from '../money';

export const TotalsList = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 10px 0;
  margin: 0;
  font-size: 14px;
  dt {
    color: ${({ theme }) => theme.colors.text};
  }
  dd {
    margin: 0;
    padding-left: 16px;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .total {
    font-weight: 700;
    font-size: 16px;
    padding-top: 10px;
    border-top: 1px solid ${({ theme }) => theme.colors.line};
  }
  .hint {
    grid-column: 1 / -1;
    margin: -4px 0 0;
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The promo's row, once a code is applied (cart, checkout, confirmation). */
export function PromoRow({ code, cents }: { code: string | null; cents: number }) {
  if (!code) return null;
  return (
    <>
      <dt>Promo {code}</dt>
      <dd data-total="promo">{discountMoney(cents)}</dd>
    </>
  );
}

/** How much more reaches free delivery, under the delivery figure (docs/cart.md#totals). */
export function DeliveryHint({ delivery }: { delivery: DeliveryQuote }) {
  return delivery.hint ? (
    <dd className="hint" data-delivery-hint="">
      {delivery.hint}
    </dd>
  ) : null;
}

/**
 * docs/cart.md#totals: the cart with standard delivery, by the one rule of checkout: Shipping reads
 * 'Free Standard' from $75.00 of goods, otherwise the fee and how much more is free.
 */
export function CartTotals({
  totals,
  promo,
}: {
  totals: CheckoutTotals & { delivery: DeliveryQuote };
  promo: Promo | null;
}) {
  return (
    <TotalsList aria-label="Cart totals">
      <dt>Subtotal</dt>
      <dd data-total="subtotal">{money(totals.subtotalCents)}</dd>
      <dt>Shipping</dt>
      <dd data-total="shipping">{totals.delivery.label}</dd>
      <DeliveryHint delivery={totals.delivery} />
      <dt>Discount</dt>
      <dd data-total="discount">{discountMoney(totals.discountCents)}</dd>
      <PromoRow code={promo?.code ?? null} cents={totals.promoDiscountCents} />
      <dt className="total">Total</dt>
      <dd className="total" data-total="total">
        {money(totals.grandTotalCents)}
      </dd>
    </TotalsList>
  );
}
