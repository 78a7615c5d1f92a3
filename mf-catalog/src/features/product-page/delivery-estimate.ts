// The delivery estimate under ADD TO CART (docs/catalog.md#product-page), from the one delivery
// rule (shared/src/contracts/checkout.ts): the date estimatedDeliveryDate gives an order placed
// now, which the order, its confirmation and its mail then show, and how long that date holds.
import {
  DELIVERY_OPTIONS,
  deliveryQuote,
  estimatedDeliveryDate,
  formatDeliveryDate,
  formatMoney,
  fromCents,
} from '@storefront/shared';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

export interface DeliveryEstimate {
  /** The day a standard order placed now arrives by (YYYY-MM-DD). */
  deliverBy: string;
  /** Whole minutes (rounded up) until an order gets a later date. */
  minutesLeft: number;
}

/**
 * The estimate for a standard order placed at `now`. The date moves at a UTC midnight (an order's
 * working days are counted from its UTC date), and not at every one: an order placed on a
 * Saturday or a Sunday arrives by the same day, so the time left runs to the midnight the date
 * changes at (at most three away).
 */
export function deliveryEstimate(now: Date): DeliveryEstimate {
  const deliverBy = estimatedDeliveryDate('standard', now);
  let cutoff = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  while (estimatedDeliveryDate('standard', new Date(cutoff)) === deliverBy) cutoff += DAY_MS;
  return { deliverBy, minutesLeft: Math.ceil((cutoff - now.getTime()) / MINUTE_MS) };
}

/** 'Order within 3 h 5 min for delivery by Friday, December 4'. */
export function deliveryEstimateText({ deliverBy, minutesLeft }: DeliveryEstimate): string {
  const hours = Math.floor(minutesLeft / 60);
  const minutes = minutesLeft % 60;
  const within = [hours > 0 ? `${hours} h` : '', minutes > 0 ? `${minutes} min` : ''].filter(Boolean);
  return `Order within ${within.join(' ')} for delivery by ${formatDeliveryDate(deliverBy)}`;
}

/** What standard delivery costs on this product alone: 'Free Standard', or its fee and the hint. */
export function deliveryCostText(priceCents: number): string {
  const quote = deliveryQuote('standard', priceCents);
  return quote.hint ? `Standard delivery ${quote.label}. ${quote.hint}.` : `${quote.label} delivery.`;
}

/**
 * What the asterisk of the express offer's banner says (SPEC §9: half-price express shipping, the discount
 * applied), from the fees checkout charges, so the banner never promises what checkout does not:
 * 'Express delivery $7.47 instead of $14.95 on orders under $150.00, free from $150.00. No code needed.'
 */
export function expressOfferTerms(): string {
  const { feeCents, regularFeeCents, freeFromCents } = DELIVERY_OPTIONS.express;
  const dollars = (cents: number) => formatMoney(fromCents(cents));
  return `Express delivery ${dollars(feeCents)} instead of ${dollars(regularFeeCents)} on orders under ${dollars(freeFromCents)}, free from ${dollars(freeFromCents)}. No code needed.`;
}
