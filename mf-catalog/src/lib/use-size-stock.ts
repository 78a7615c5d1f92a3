// What is left per size, for the product page's size selector and the card's
// quick add. Listings are cached for a minute, so stock is never taken from
// them: quick add asks the product answer when it first opens.
import { useEffect, useState } from 'react';
import type { Size, SizeStock } from '@storefront/shared';
import { fetchProduct } from '../api/products-api';

export type StockBySize = Partial<Record<Size, number>>;

export const stockBySize = (stock: readonly SizeStock[] | undefined): StockBySize | null =>
  stock ? Object.fromEntries(stock.map((s) => [s.size, s.available])) : null;

/** A size is sold out only when the answer says 0 left; unknown stock never blocks an add. */
export const isSoldOut = (stock: StockBySize | null, size: Size): boolean => stock?.[size] === 0;

/** Loads once `enabled` turns true; null until known (or when the call fails). */
export function useSizeStock(productId: number, enabled: boolean): StockBySize | null {
  const [stock, setStock] = useState<StockBySize | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    fetchProduct(productId).then(
      (product) => live && setStock(stockBySize(product.stock)),
      (error: unknown) => console.error('[mf-catalog] stock could not be read', error),
    );
    return () => {
      live = false;
    };
  }, [productId, enabled]);
  return stock;
}
