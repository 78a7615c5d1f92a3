// The order confirmation (docs/cart.md#order-mail): plain text like the account mail, with the
// lines, totals, address, delivery method, the estimated delivery date and a link to the order
// (for a guest, the link carries the order's key: the only way to it without the guest's browser),
// and the same as HTML, where each line shows its product's picture: the store's
// /images/products/{id}.png, which the catalog answers (docs/cart.md#order-mail), so the API
// knows a store address, as it knows the order's, and nothing of the catalog's files.
import { DELIVERY_OPTIONS, formatDeliveryDate } from '@storefront/shared/contracts/checkout';
import { productPicturePngPath } from '@storefront/shared/contracts/fragments';
import { SIZE_LABELS } from '@storefront/shared/contracts/vocabulary';
import type { Order } from '@storefront/shared/contracts/orders';
import { mailAddress, type MailMessage } from './mailer';

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export const orderLink = (storePublicUrl: string, order: Pick<Order, 'id'>, accessKey: string | null) =>
  `${storePublicUrl}/checkout/confirmation/${order.id}${accessKey ? `?key=${encodeURIComponent(accessKey)}` : ''}`;

/** The product's picture as the store serves it for mail (a PNG: mail clients do not all show SVG). */
export const productImageUrl = (storePublicUrl: string, productId: number) =>
  `${storePublicUrl}${productPicturePngPath(productId)}`;

/** Picture size in the mail (px): the catalog's 4:5 images. */
const PICTURE = { width: 56, height: 70 };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const deliveryFee = (order: Order) =>
  order.deliveryFeeCents === 0
    ? `Free ${order.deliveryMethod === 'standard' ? 'Standard' : 'Express'}`
    : money(order.deliveryFeeCents);

/** The HTML part: every shopper-given or stored text is escaped. */
function orderHtml(order: Order, storePublicUrl: string, link: string): string {
  const delivery = DELIVERY_OPTIONS[order.deliveryMethod];
  const { address } = order;
  const cell = 'padding:8px 8px 8px 0;border-bottom:1px solid #e5e5e5;vertical-align:middle';
  const lines = order.lines
    .map(
      (l) =>
        `<tr><td style="${cell};width:${PICTURE.width}px">` +
        `<img src="${escapeHtml(productImageUrl(storePublicUrl, l.productId))}" width="${PICTURE.width}" height="${PICTURE.height}" alt="" style="display:block;border:0;background:#f1f1ef"></td>` +
        `<td style="${cell}">${l.quantity} x ${escapeHtml(l.productName)} (size ${SIZE_LABELS[l.size].short})</td>` +
        `<td style="${cell};text-align:right;white-space:nowrap">${money(l.lineTotalCents)}</td></tr>`,
    )
    .join('');
  const row = (label: string, value: string, bold = false) =>
    `<tr><td style="padding:2px 16px 2px 0">${bold ? `<strong>${label}</strong>` : label}</td>` +
    `<td style="padding:2px 0;text-align:right">${bold ? `<strong>${value}</strong>` : value}</td></tr>`;
  const totals = [
    row('Subtotal', money(order.subtotalCents)),
    row('Discount', `-${money(order.discountCents)}`),
    ...(order.promoCode
      ? [row(`Promo ${escapeHtml(order.promoCode)}`, `-${money(order.promoDiscountCents)}`)]
      : []),
    row('Delivery', deliveryFee(order)),
    row('Total', money(order.grandTotalCents), true),
  ].join('');
  const addressLines = [address.name, address.street, `${address.postcode} ${address.city}`, address.country]
    .map(escapeHtml)
    .join('<br>');
  return [
    '<!doctype html><html><body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;color:#111">',
    `<h1 style="font-size:20px">Thank you for your order ${escapeHtml(order.number)}.</h1>`,
    `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%;max-width:560px">${lines}</table>`,
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin-top:12px">${totals}</table>`,
    `<p>Delivery: ${escapeHtml(delivery.label)} (${escapeHtml(delivery.days)})</p>`,
    ...(order.estimatedDelivery
      ? [`<p>Estimated delivery: ${escapeHtml(formatDeliveryDate(order.estimatedDelivery))}</p>`]
      : []),
    `<p>Delivery address:<br>${addressLines}</p>`,
    ...(order.phone ? [`<p>Phone: ${escapeHtml(order.phone)}</p>`] : []),
    '<p>Payment: pay on delivery.</p>',
    `<p><a href="${escapeHtml(link)}">Your order</a></p>`,
    '</body></html>',
  ].join('\n');
}

export function orderMail(order: Order, storePublicUrl: string, accessKey: string | null): MailMessage {
  const delivery = DELIVERY_OPTIONS[order.deliveryMethod];
  const { address } = order;
  const link = orderLink(storePublicUrl, order, accessKey);
  return {
    to: mailAddress(order.email ?? ''),
    subject: `Your order ${order.number}`,
    html: orderHtml(order, storePublicUrl, link),
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
      `Delivery: ${deliveryFee(order)}`,
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
      link,
    ].join('\n'),
  };
}
