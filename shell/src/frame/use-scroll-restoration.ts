// A new navigation starts at the top of the page (the first page is left where the browser and the
// shopper have it); going back (or forward) returns to where the shopper was on that page, for
// example their place in a listing's grid. The slice's page may still be loading when the route
// changes, so the saved position is applied once the page is tall enough for it (or after
// RESTORE_WAIT_MS, as far as it goes).
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigationType, type Location } from 'react-router-dom';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

const RESTORE_WAIT_MS = 3000;

/** Scroll positions by history entry (location.key), for this tab's life. */
const positions = new Map<string, number>();

const pageHeight = () => document.documentElement.scrollHeight;

function restore(y: number): () => void {
  if (pageHeight() >= y + window.innerHeight || typeof ResizeObserver === 'undefined') {
    window.scrollTo(0, y);
    return () => undefined;
  }
  const observer = new ResizeObserver(() => {
    if (pageHeight() < y + window.innerHeight) return;
    done();
  });
  const timer = setTimeout(() => done(), RESTORE_WAIT_MS);
  function done() {
    observer.disconnect();
    clearTimeout(timer);
    window.scrollTo(0, y);
  }
  observer.observe(document.body);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}

export function useScrollRestoration(location: Pick<Location, 'key' | 'pathname'>): void {
  const navigationType = useNavigationType();
  const currentKey = useRef(location.key);
  currentKey.current = location.key;
  // The page the tab opened on is the browser's to place: the shopper may have scrolled the server
  // HTML before it hydrated, and moving it then would move what they were about to tap.
  const firstRoute = useRef(true);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    // Recorded at once (a Map write is cheap): a deferred write could land under the next page's key.
    const onScroll = () => positions.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // Only a change of route moves the view: a query-only change (a listing filter) keeps it.
  useIsomorphicLayoutEffect(() => {
    if (firstRoute.current) {
      firstRoute.current = false;
      return;
    }
    const saved = navigationType === 'POP' ? positions.get(location.key) : undefined;
    if (saved === undefined) {
      window.scrollTo(0, 0);
      return;
    }
    return restore(saved);
    // Keyed on the route: the entry's key and the navigation type are read as they are then.
  }, [location.pathname]);
}
