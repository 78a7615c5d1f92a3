// The shopper's place in a listing, back (or forward) from a product (docs/catalog.md#paging).
// The listing's parcel is mounted anew on the way back, and the shell's restore lands on whatever
// is in the page then: pages loaded again from `?page=N` arrive later, and the server renders the
// address's page alone (not the pages appended before it). So the listing keeps, per history
// entry, what it showed (its products, cursor and pages) and where the window was; a return to
// that entry shows the same cards in its first render, asks nothing, and scrolls there. A new
// visit, a reload or another tab has no such entry: it shows the address's page from the top.
import { useEffect, useLayoutEffect, useState } from 'react';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** History entries kept, for this tab's life; the oldest go first past this many. */
export const KEPT_PLACES = 50;
/** Products kept over all entries (about 50 pages): the oldest entries go first past it. */
export const KEPT_PRODUCTS = 1200;

interface Place<L> {
  /** The listing's request (its filters): an entry shown under other filters is not this one. */
  request: string;
  list: L;
  y: number;
}

const places = new Map<string, Place<{ products: readonly unknown[] }>>();

/** The history entry's key (the shell's router writes one into every entry's state). */
function entryKey(): string | null {
  const state: unknown = globalThis.history?.state;
  const key = state && typeof state === 'object' ? (state as { key?: unknown }).key : undefined;
  return typeof key === 'string' && key.length <= 64 ? key : null;
}

function keep(key: string, place: Place<{ products: readonly unknown[] }>) {
  places.delete(key);
  places.set(key, place);
  let products = 0;
  for (const kept of places.values()) products += kept.list.products.length;
  for (const [oldest, kept] of places) {
    if (oldest === key || (places.size <= KEPT_PLACES && products <= KEPT_PRODUCTS)) break;
    places.delete(oldest);
    products -= kept.list.products.length;
  }
}

/**
 * What the listing showed on this history entry under `request` (back or forward to it), read
 * once at mount; undefined on a new entry.
 */
export function usePlaceOfEntry<L extends { products: readonly unknown[] }>(
  request: string | null,
): Place<L> | undefined {
  const [place] = useState(() => {
    const key = request === null ? null : entryKey();
    const kept = key === null ? undefined : places.get(key);
    return kept && kept.request === request ? (kept as Place<L>) : undefined;
  });
  return place;
}

/**
 * Keeps `list` (when given: shown and settled) and the window's scroll for the current history
 * entry; at mount on a kept entry (`returnedTo`), scrolls back to where it was.
 */
export function useListingScroll<L extends { products: readonly unknown[] }>(
  request: string | null,
  list: L | null,
  returnedTo: Place<L> | undefined,
) {
  useIsomorphicLayoutEffect(() => {
    // The kept cards are this render's: the page is as tall as it was.
    if (returnedTo) window.scrollTo(0, returnedTo.y);
  }, []);

  useEffect(() => {
    const key = entryKey();
    if (request === null || list === null || key === null) return;
    keep(key, { request, list, y: window.scrollY });
  }, [request, list]);

  useEffect(() => {
    if (request === null || list === null) return undefined;
    const onScroll = () => {
      // Only this listing's entry: once a product's entry is current, its scroll is not ours.
      const kept = places.get(entryKey() ?? '');
      if (kept && kept.request === request) kept.y = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [request, list]);
}
