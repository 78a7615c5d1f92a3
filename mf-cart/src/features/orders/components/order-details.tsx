import styled from 'styled-components';
import { DELIVERY_OPTIONS, deliveryQuote, formatDeliveryDate, type Order } from '@storefront/shared';
import { OrderTotals } from '../../../lib/components/order-totals';
import { money } from '../../../lib/money';
import { OrderLines } from './order-lines';

export const formatOrderDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

// Clear of the totals block above it (the Total row once ran into this heading).
const DeliveryHeading = styled.h2`
  margin: 28px 0 8px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.muted};
`;

/** An order's lines, totals, address, delivery method and its estimated delivery date. */
export function OrderDetails({ order }: { order: Order }) {
  const delivery = DELIVERY_OPTIONS[order.deliveryMethod];
  return (
    <>
      <OrderLines number={order.number} lines={order.lines} />
      <OrderTotals
        totals={{
          subtotalCents: order.subtotalCents,
          discountCents: order.discountCents,
          promoDiscountCents: order.promoDiscountCents,
          totalCents: order.totalCents,
          deliveryFeeCents: order.deliveryFeeCents,
          grandTotalCents: order.grandTotalCents,
        }}
        deliveryLabel={delivery.label}
        delivery={{
          method: order.deliveryMethod,
          // What the order was charged, stored with it: the rule of today may charge another fee.
          label:
            order.deliveryFeeCents === 0
              ? deliveryQuote(order.deliveryMethod, Infinity).label
              : money(order.deliveryFeeCents),
          feeCents: order.deliveryFeeCents,
          hint: null,
        }}
        promoCode={order.promoCode}
      />
      <DeliveryHeading>DELIVERY</DeliveryHeading>
      <address style={{ fontStyle: 'normal', lineHeight: 1.6 }}>
        {order.address.name}
        <br />
        {order.address.street}
        <br />
        {order.address.postcode} {order.address.city}
        <br />
        {order.address.country}
      </address>
      <p>
        {delivery.label} ({delivery.days}) · Pay on delivery
      </p>
      {order.estimatedDelivery ? (
        <p data-estimated-delivery="">
          Estimated delivery: <strong>{formatDeliveryDate(order.estimatedDelivery)}</strong>
        </p>
      ) : null}
    </>
  );
}
