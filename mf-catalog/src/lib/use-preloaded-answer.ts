// A data hook's first answer from the page's server-rendered data (docs/architecture.md#server-rendering):
// the same answer the server rendered with, so hydration shows what the HTML shows and does not
// ask the API again. Later requests (another filter, another product) are fetched as usual.
import { useCallback, useRef } from 'react';
import { requestKey, takePreloaded, usePreloaded, type GetRequest } from '@storefront/shared';

/**
 * `[answer, skipFetch]`: the preloaded answer to `request` (undefined when the page has none;
 * then load it) for the hook's first state, and, for the effect that would fetch, whether this
 * request is the one that first state came from (true once: skip the fetch).
 */
export function usePreloadedAnswer<T>(request: GetRequest | null) {
  const answer = usePreloaded<T>(request);
  const firstKey = useRef(answer !== undefined && request ? requestKey(request) : null);
  const skipFetch = useCallback((current: GetRequest | null): boolean => {
    // Taken either way: a page's answer is used once, by the first render that asked for it.
    const fromPage = takePreloaded(current);
    const usedFirst = current !== null && firstKey.current === requestKey(current);
    firstKey.current = null;
    return fromPage && usedFirst;
  }, []);
  return [answer, skipFetch] as const;
}
