// Recently viewed products (docs/catalog.md#recently-viewed): the ids of the products this device
// opened last, newest first, in localStorage. Nothing of it reaches the server. What is read back
// is checked (another script, an old version or a hand edit may have written anything there).

const KEY = 'sf_recently_viewed';
/** How many ids are kept. */
export const RECENTLY_VIEWED_MAX = 12;
/** How many a carousel shows (and fetches, one call per product). */
export const RECENTLY_VIEWED_SHOWN = 8;

const isProductId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be switched off (a throwing getter in some private modes).
    return null;
  }
}

/** The ids kept on this device, newest first: at most RECENTLY_VIEWED_MAX, no repeats. */
export function readRecentlyViewed(): number[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage()?.getItem(KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return [...new Set(parsed.filter(isProductId))].slice(0, RECENTLY_VIEWED_MAX);
}

/** The product was viewed: first in the list, once, the oldest past the cap dropped. */
export function rememberViewed(productId: number): void {
  if (!isProductId(productId)) return;
  const ids = [productId, ...readRecentlyViewed().filter((id) => id !== productId)];
  try {
    storage()?.setItem(KEY, JSON.stringify(ids.slice(0, RECENTLY_VIEWED_MAX)));
  } catch {
    // Full or switched off: the list is a nicety, the page goes on without it.
  }
}

/** What a carousel shows: the newest ids other than the page's own product. */
export const recentlyViewedToShow = (excludeProductId?: number): number[] =>
  readRecentlyViewed()
    .filter((id) => id !== excludeProductId)
    .slice(0, RECENTLY_VIEWED_SHOWN);
