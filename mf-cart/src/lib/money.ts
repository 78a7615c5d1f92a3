import { formatMoney, fromCents } from '@storefront/shared';

export const money = (cents: number): string => formatMoney(fromCents(cents));

/** A discount reads as a deduction once there is one. */
export const discountMoney = (cents: number): string => (cents > 0 ? `-${money(cents)}` : money(0));
