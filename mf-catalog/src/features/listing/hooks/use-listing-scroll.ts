// The shopper's place in a listing, back from a product (docs/catalog.md#paging). The shell
// restores a history entry's scroll when its route comes back, but it measures the page while the
// product page is still being swapped for the listing, whose pages then load again from `?page=N`
// in a new parcel: its scroll lands on the outgoing page and the listing opens at the top. So the
// listing keeps its own place per history entry and goes back to it once the pages it reloaded
// have rendered; the shell's restore, when it does land, puts it in the same place.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Places by history entry, for this tab's life; the oldest go first past this many entries. */
export const KEPT_PLACES = 50;
const places = new Map<string, number>();

/** The history entry's key (the shell's router writes one into every entry's state). */
function entryKey(): string | null {
  const state: unknown = globalThis.history?.state;
  const key = state && typeof state === 'object' ? (state as { key?: unknown }).key : undefined;
  return typeof key === 'string' && key.length <= 64 ? key : null;
}

function keep(key: string, y: number) {
  places.delete(key);
  places.set(key, y);
  if (places.size > KEPT_PLACES) places.delete(places.keys().next().value as string);
}

/**
 * Records the scroll of the listing's history entry while its products are shown (`ready`), and,
 * when the listing mounts on an entry it was shown at before (back, forward), scrolls there once
 * its first products have rendered. A hydrated page (`restore` false) is the browser's to place.
 */
export function useListingScroll(ready: boolean, restore: boolean) {
  // Read at mount, before the short loading page's scroll events could overwrite it.
  const [saved] = useState(() => {
    const key = restore ? entryKey() : null;
    return key === null ? undefined : places.get(key);
  });
  const pending = useRef(saved !== undefined);

  useIsomorphicLayoutEffect(() => {
    if (!ready || !pending.current) return;
    pending.current = false;
    window.scrollTo(0, saved ?? 0);
  }, [ready, saved]);

  useEffect(() => {
    if (!ready) return undefined;
    const onScroll = () => {
      const key = entryKey();
      if (key !== null) keep(key, window.scrollY);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [ready]);
}
