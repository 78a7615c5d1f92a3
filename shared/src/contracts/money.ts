// Money arithmetic in whole cents so totals never drift by floating-point error.
import type { CartStock, Product } from './schemas';
import type { PriceFilter } from './vocabulary';

export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const fromCents = (cents: number): number => cents / 100;
export const formatMoney = (dollars: number): string => `$${(toCents(dollars) / 100).toFixed(2)}`;

/** Sale price when present, else the regular price. */
export const effectivePrice = (p: Pick<Product, 'price' | 'salePrice'>): number => p.salePrice ?? p.price;

/** Sorts by effective price: descending for 'high to low', ascending otherwise (docs/api.md#products). */
export function sortByPrice<T extends Pick<Product, 'price' | 'salePrice'>>(
  products: readonly T[],
  priceFilter: PriceFilter | null | undefined,
): T[] {
  if (!priceFilter) return [...products];
  const dir = priceFilter === 'high to low' ? -1 : 1;
  return [...products].sort((a, b) => dir * (toCents(effectivePrice(a)) - toCents(effectivePrice(b))));
}

export interface CartTotals {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

/** docs/cart.md#totals: subtotal sums regular prices, discount is price minus sale price, total uses the sale price. */
export function cartTotals(stocks: readonly CartStock[]): CartTotals {
  let subtotalCents = 0;
  let totalCents = 0;
  for (const { cart_stocks: line } of stocks) {
    const price = toCents(line.price);
    subtotalCents += price;
    totalCents += line.salePrice === null ? price : toCents(line.salePrice);
  }
  return { subtotalCents, discountCents: subtotalCents - totalCents, totalCents };
}

/** Unit price of a line: the line total divided by its quantity. */
export const unitCents = (lineTotal: number, quantity: number): number =>
  Math.round(toCents(lineTotal) / quantity);
