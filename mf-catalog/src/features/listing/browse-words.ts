// The line under a browser's heading in plain words (docs/catalog.md#listing): what the filters
// choose, then the count with its singular or plural.
import { SIZE_LABELS, STYLE_LABELS } from '@storefront/shared';
import type { ProductSource } from '@storefront/shared';
import type { ListingFilters } from './listing-filters';

/** 'a', 'a or b', 'a, b or c'. */
const either = (words: readonly string[]): string =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;

/** '1 product', '12 products'. */
export const productCount = (count: number): string => `${count} ${count === 1 ? 'product' : 'products'}`;

/**
 * What is chosen, as a shopper would say it: 'NEW BLACK OR WHITE LEGGINGS IN SMALL' on a listing
 * or a search ('PRODUCTS' where a search has no category); on the wishlist the category, then the
 * style or else the gender ('ALL · MEN').
 */
export function browseDetail(source: ProductSource, filters: ListingFilters): string {
  if (source.kind === 'wishlist') {
    return [filters.category, filters.style ? STYLE_LABELS[filters.style] : filters.gender]
      .filter(Boolean)
      .join(' · ')
      .toUpperCase();
  }
  const what = filters.style
    ? STYLE_LABELS[filters.style]
    : filters.category === 'all'
      ? 'products'
      : filters.category;
  const words = [
    filters.sortBy === 'new' ? 'new' : filters.sortBy === 'sale' ? 'sale' : '',
    either(filters.colour),
    filters.collection ? `${filters.collection} studio` : '',
    what,
    filters.size.length ? `in ${either(filters.size.map((size) => SIZE_LABELS[size].filter))}` : '',
  ];
  return words.filter(Boolean).join(' ').toUpperCase();
}
