import styled from 'styled-components';
import type { CartTotals as Totals } from '@storefront/shared';
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
`;

/** docs/cart.md#totals: shipping always reads 'Free Standard'. */
export function CartTotals({ totals }: { totals: Totals }) {
  return (
    <TotalsList aria-label="Cart totals">
      <dt>Subtotal</dt>
      <dd data-total="subtotal">{money(totals.subtotalCents)}</dd>
      <dt>Shipping</dt>
      <dd data-total="shipping">Free Standard</dd>
      <dt>Discount</dt>
      <dd data-total="discount">{discountMoney(totals.discountCents)}</dd>
      <dt className="total">Total</dt>
      <dd className="total" data-total="total">
        {money(totals.totalCents)}
      </dd>
    </TotalsList>
  );
}
