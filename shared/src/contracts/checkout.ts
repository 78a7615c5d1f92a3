// Checkout rules shared by the API and the cart slice: delivery fees, the
// address rules, the order totals and the cart's version. Plain code (no
// TypeBox), so slices can run the same rules in the browser.
import { cartTotals, toCents, type CartTotals } from './money';
import type { CartStock } from './schemas';

export const DELIVERY_METHODS = ['standard', 'express'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** Standard delivery: $4.95, free from $75.00 of goods (after discounts). */
const STANDARD_DELIVERY_FEE_CENTS = 495;
const STANDARD_FREE_FROM_CENTS = 7500;
/**
 * Express delivery: $14.95, charged at half price ($7.47, rounded down: never more than half), free
 * from $150.00 of goods (after discounts). The product page's banner says so (SPEC §9: half-price
 * express shipping, the discount applied), from these figures.
 */
const EXPRESS_DELIVERY_FEE_CENTS = 1495;
const EXPRESS_HALF_PRICE_CENTS = Math.floor(EXPRESS_DELIVERY_FEE_CENTS / 2);
const EXPRESS_FREE_FROM_CENTS = 15000;

export const DELIVERY_OPTIONS: Record<
  DeliveryMethod,
  {
    label: string;
    /** What is charged below freeFromCents. */
    feeCents: number;
    /** The fee before an offer (express's half price); feeCents without one. */
    regularFeeCents: number;
    freeFromCents: number;
    days: string;
    maxWorkingDays: number;
  }
> = {
  standard: {
    label: 'Standard delivery',
    feeCents: STANDARD_DELIVERY_FEE_CENTS,
    regularFeeCents: STANDARD_DELIVERY_FEE_CENTS,
    freeFromCents: STANDARD_FREE_FROM_CENTS,
    days: '3-5 working days',
    maxWorkingDays: 5,
  },
  express: {
    label: 'Express delivery',
    feeCents: EXPRESS_HALF_PRICE_CENTS,
    regularFeeCents: EXPRESS_DELIVERY_FEE_CENTS,
    freeFromCents: EXPRESS_FREE_FROM_CENTS,
    days: '1-2 working days',
    maxWorkingDays: 2,
  },
};

/**
 * The date an order placed at `placedAt` arrives by (YYYY-MM-DD, UTC): the method's last working
 * day counted from the next one, Saturdays and Sundays skipped. The API stores it on the order;
 * the confirmation page and the order mail show the stored date.
 */
export function estimatedDeliveryDate(method: DeliveryMethod, placedAt: Date): string {
  const day = new Date(Date.UTC(placedAt.getUTCFullYear(), placedAt.getUTCMonth(), placedAt.getUTCDate()));
  for (let left = DELIVERY_OPTIONS[method].maxWorkingDays; left > 0;) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}

/** '2026-12-03' as 'Thursday, December 3' (the date of estimatedDeliveryDate, read as UTC). */
export function formatDeliveryDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The fee of a method for goods worth goodsCents (the cart total after discounts). */
export function deliveryFeeCents(method: DeliveryMethod, goodsCents: number): number {
  const option = DELIVERY_OPTIONS[method];
  return goodsCents >= option.freeFromCents ? 0 : option.feeCents;
}

/**
 * The one delivery rule every summary shows (drawer, cart page, checkout, confirmation, mail):
 * 'Free Standard' (the specification's string) or 'Free Express' where the goods reach the
 * method's threshold, otherwise its fee and how much more reaches free delivery.
 */
export interface DeliveryQuote {
  method: DeliveryMethod;
  feeCents: number;
  /** What the figure reads: 'Free Standard', 'Free Express' or the fee ('$4.95'). */
  label: string;
  /** 'Spend $39.00 more for free standard delivery'; null once it is free. */
  hint: string | null;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export function deliveryQuote(method: DeliveryMethod, goodsCents: number): DeliveryQuote {
  const option = DELIVERY_OPTIONS[method];
  const feeCents = deliveryFeeCents(method, goodsCents);
  const name = method === 'standard' ? 'Standard' : 'Express';
  return {
    method,
    feeCents,
    label: feeCents === 0 ? `Free ${name}` : dollars(feeCents),
    hint:
      feeCents === 0
        ? null
        : `Spend ${dollars(option.freeFromCents - goodsCents)} more for free ${method} delivery`,
  };
}

/** A promo code as the API answers it: a percentage off the goods (after sale prices). */
export interface Promo {
  code: string;
  percentOff: number;
}

/** Letters and digits, up to 32: what a promo code can be (compared in capitals). */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9]{1,32}$/;

/** The promo's discount on goods worth goodsCents, in whole cents (rounded down: never more than promised). */
export const promoDiscountCents = (goodsCents: number, promo: Promo | null | undefined): number =>
  promo ? Math.floor((goodsCents * promo.percentOff) / 100) : 0;

/** Only pay on delivery can work in this store; a card provider would add its id here. */
export const PAYMENT_METHODS = ['pay-on-delivery'] as const;
export type PaymentMethodId = (typeof PAYMENT_METHODS)[number];

export const ORDER_STATUSES = ['PLACED'] as const;

/**
 * Orders a page of GET /api/orders/ holds by default and at most (docs/api.md#orders): each comes
 * with its lines (at most a cart's 50), so one answer stays a few hundred lines whatever the account.
 */
export const ORDER_HISTORY_DEFAULT_LIMIT = 10;
export const ORDER_HISTORY_MAX_LIMIT = 20;

export interface CheckoutTotals extends CartTotals {
  /** The promo code's discount on the goods (0 without one). */
  promoDiscountCents: number;
  deliveryFeeCents: number;
  /** What the shopper pays: the cart's total less the promo, plus delivery. */
  grandTotalCents: number;
}

/**
 * The cart's totals (the cart page's rules), the promo's discount, and the delivery fee of the
 * chosen method on what the goods then cost. The cart page and drawer show these for standard
 * delivery, checkout for the chosen method, the API stores them on the order.
 */
export function checkoutTotals(
  stocks: readonly CartStock[],
  method: DeliveryMethod,
  promo: Promo | null = null,
): CheckoutTotals & { delivery: DeliveryQuote } {
  const totals = cartTotals(stocks);
  const promoCents = promoDiscountCents(totals.totalCents, promo);
  const goods = totals.totalCents - promoCents;
  const delivery =
    stocks.length === 0
      ? { method, feeCents: 0, label: deliveryQuote(method, Infinity).label, hint: null }
      : deliveryQuote(method, goods);
  return {
    ...totals,
    promoDiscountCents: promoCents,
    deliveryFeeCents: delivery.feeCents,
    grandTotalCents: goods + delivery.feeCents,
    delivery,
  };
}

/**
 * The cart's version: every line's product, size, quantity and prices. The
 * summary hands it out and placing an order sends it back, so an order is only
 * made for the cart the shopper last saw.
 */
export function cartVersion(stocks: readonly CartStock[]): string {
  return stocks
    .map(
      ({ productId, cart_stocks: l }) =>
        `${productId}:${l.size}:${l.quantity}:${toCents(l.price)}:${l.salePrice === null ? '-' : toCents(l.salePrice)}`,
    )
    .sort()
    .join('|');
}

export const ADDRESS_FIELDS = ['name', 'street', 'city', 'postcode', 'country'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type DeliveryAddress = Record<AddressField, string>;

/** Longest accepted value per field; every field needs a non-blank value. */
export const ADDRESS_MAX_LENGTH: Record<AddressField, number> = {
  name: 100,
  street: 200,
  city: 100,
  postcode: 16,
  country: 100,
};
/** Letters, digits, spaces and hyphens: covers the postcodes of the countries we deliver to. */
export const POSTCODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
export const NON_BLANK_PATTERN = /\S/;
/** A phone number as people write one: digits with spaces, dots, dashes, brackets and a leading +. */
export const PHONE_PATTERN = /^\+?[0-9 ().-]{6,30}$/;
export const PHONE_MAX_LENGTH = 30;
/**
 * Sent as 'account' on cart calls by a browser that believes it is signed in: without a session
 * the API then answers 401 (the session ended) instead of using a guest bag.
 */
export const CART_OWNER_HEADER = 'x-cart-owner';
export const GUEST_EMAIL_REQUIRED =
  'An e-mail address is required to check out as a guest: your receipt goes there';

const ADDRESS_LABELS: Record<AddressField, string> = {
  name: 'Full name',
  street: 'Street and number',
  city: 'City',
  postcode: 'Postcode',
  country: 'Country',
};

/** Field errors of an address (the API applies the same rules through its schema); empty when valid. */
export function addressErrors(
  address: Partial<Record<AddressField, unknown>>,
): Partial<Record<AddressField, string>> {
  const errors: Partial<Record<AddressField, string>> = {};
  for (const field of ADDRESS_FIELDS) {
    const value = address[field];
    const label = ADDRESS_LABELS[field];
    if (typeof value !== 'string' || !NON_BLANK_PATTERN.test(value)) errors[field] = `${label} is required`;
    else if (value.length > ADDRESS_MAX_LENGTH[field])
      errors[field] = `${label} is at most ${ADDRESS_MAX_LENGTH[field]} characters`;
    else if (field === 'postcode' && !POSTCODE_PATTERN.test(value.trim()))
      errors[field] = 'Postcode can hold letters, digits, spaces and hyphens';
  }
  return errors;
}

export const ADDRESS_FIELD_LABELS = ADDRESS_LABELS;

/** The order number shoppers see, from the order's id. */
export const orderNumber = (id: number): string => `SF-${String(id).padStart(6, '0')}`;
