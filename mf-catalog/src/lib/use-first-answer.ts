// A data hook's first answer from its fragment's data (docs/architecture.md#server-rendering): the
// answer the server rendered with, so hydration shows what the HTML shows and does not ask the
// API again. A later mount has none, and later requests (another filter, another product) are
// fetched as usual, with the same calls as the fragment's `load`.
import { useCallback, useRef } from 'react';
import { requestKey, type GetRequest } from '@storefront/shared';

/**
 * For the effect that would fetch `request`: whether it is the one the fragment's data answered
 * (`answered`, the first request the hook made while it had data), true once: skip that fetch.
 */
export function useFirstAnswer(request: GetRequest | null, answered: boolean) {
  const firstKey = useRef(answered && request ? requestKey(request) : null);
  return useCallback((current: GetRequest | null): boolean => {
    const first = current !== null && firstKey.current === requestKey(current);
    firstKey.current = null;
    return first;
  }, []);
}
