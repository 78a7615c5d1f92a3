// An order's rows as the API answers them (docs/api.md#orders): its lines with their totals, the
// header the history lists, and the whole order a confirmation shows. One mapping for orders.ts
// and order-history.ts, so the history's lines and the order's are the same shape.
import { orderNumber } from '@storefront/shared/contracts/checkout';
import type { Order, OrderLine, OrderSummary } from '@storefront/shared/contracts/orders';
import type { Size } from '@storefront/shared/contracts/vocabulary';
import type { orderLines, orders } from '../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type LineRow = typeof orderLines.$inferSelect;

export const toLine = (l: LineRow): OrderLine => ({
  productId: l.productId,
  productName: l.productName,
  size: l.size as Size,
  quantity: l.quantity,
  unitPriceCents: l.unitPriceCents,
  unitSalePriceCents: l.unitSalePriceCents,
  lineTotalCents: (l.unitSalePriceCents ?? l.unitPriceCents) * l.quantity,
});

/** The order as the history lists it: its header and lines. */
export function toSummary(row: OrderRow, lines: LineRow[]): OrderSummary {
  return {
    id: row.id,
    number: orderNumber(row.id),
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    grandTotalCents: row.totalCents,
    lines: lines.map(toLine),
  };
}

export function toOrder(row: OrderRow, lines: LineRow[]): Order {
  return {
    ...toSummary(row, lines),
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    promoCode: row.promoCode,
    promoDiscountCents: row.promoDiscountCents,
    totalCents: row.subtotalCents - row.discountCents - row.promoDiscountCents,
    deliveryFeeCents: row.deliveryFeeCents,
    deliveryMethod: row.deliveryMethod,
    paymentMethod: row.paymentMethod,
    address: {
      name: row.addressName,
      street: row.addressStreet,
      city: row.addressCity,
      postcode: row.addressPostcode,
      country: row.addressCountry,
    },
    email: row.email,
    phone: row.phone,
    estimatedDelivery: row.estimatedDelivery,
  };
}
