import { DELIVERY_OPTIONS, SIZE_LABELS, type Order } from '@storefront/shared';
import { money } from '../../../lib/money';
import { LineList } from '../../../lib/page-layout';
import { OrderTotals } from '../../../lib/components/order-totals';

export const formatOrderDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** An order's lines, totals, address and delivery method (confirmation page). */
export function OrderDetails({ order }: { order: Order }) {
  const delivery = DELIVERY_OPTIONS[order.deliveryMethod];
  return (
    <>
      <LineList aria-label={`Items in order ${order.number}`}>
        {order.lines.map((line) => (
          <li key={`${line.productId}-${line.size}`}>
            <span>
              {line.productName} · {SIZE_LABELS[line.size].cart} · Qty {line.quantity}
            </span>
            <span>{money(line.lineTotalCents)}</span>
          </li>
        ))}
      </LineList>
      <OrderTotals
        totals={{
          subtotalCents: order.subtotalCents,
          discountCents: order.discountCents,
          totalCents: order.totalCents,
          deliveryFeeCents: order.deliveryFeeCents,
          grandTotalCents: order.grandTotalCents,
        }}
        deliveryLabel={delivery.label}
      />
      <h2>DELIVERY</h2>
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
    </>
  );
}
