// The order confirmation (docs/cart.md#order-mail): plain text like the account mail, with the
// lines, totals, address, delivery method, the estimated delivery date and a link to the order
// (for a guest, the link carries the order's key: the only way to it without the guest's browser).
import { DELIVERY_OPTIONS, formatDeliveryDate } from '@storefront/shared/contracts/checkout';
import { SIZE_LABELS } from '@storefront/shared/contracts/vocabulary';
import type { Order } from '@storefront/shared/contracts/orders';
import { mailAddress, type MailMessage } from './mailer';

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export const orderLink = (storePublicUrl: string, order: Pick<Order, 'id'>, accessKey: string | null) =>
  `${storePublicUrl}/checkout/confirmation/${order.id}${accessKey ? `?key=${encodeURIComponent(accessKey)}` : ''}`;

export function orderMail(order: Order, storePublicUrl: string, accessKey: string | null): MailMessage {
  const delivery = DELIVERY_OPTIONS[order.deliveryMethod];
  const { address } = order;
  return {
    to: mailAddress(order.email ?? ''),
    subject: `Your order ${order.number}`,
    text: [
      `Thank you for your order ${order.number}.`,
      '',
      ...order.lines.map(
        (l) =>
          `${l.quantity} x ${l.productName} (size ${SIZE_LABELS[l.size].short})  ${money(l.lineTotalCents)}`,
      ),
      '',
      `Subtotal: ${money(order.subtotalCents)}`,
      `Discount: -${money(order.discountCents)}`,
      ...(order.promoCode ? [`Promo ${order.promoCode}: -${money(order.promoDiscountCents)}`] : []),
      `Delivery: ${order.deliveryFeeCents === 0 ? `Free ${order.deliveryMethod === 'standard' ? 'Standard' : 'Express'}` : money(order.deliveryFeeCents)}`,
      `Total: ${money(order.grandTotalCents)}`,
      '',
      `Delivery: ${delivery.label} (${delivery.days})`,
      ...(order.estimatedDelivery
        ? [`Estimated delivery: ${formatDeliveryDate(order.estimatedDelivery)}`]
        : []),
      '',
      'Delivery address:',
      address.name,
      address.street,
      `${address.postcode} ${address.city}`,
      address.country,
      ...(order.phone ? [`Phone: ${order.phone}`] : []),
      '',
      'Payment: pay on delivery.',
      '',
      'Your order:',
      orderLink(storePublicUrl, order, accessKey),
    ].join('\n'),
  };
}
