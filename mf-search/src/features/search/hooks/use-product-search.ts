import { useCallback, useEffect, useRef, useState } from 'react';
import type { Product } from '@storefront/shared';
import { searchProducts } from '../api/search-products';

/** Long enough to skip the keystrokes of a word, short enough to feel live. */
export const SEARCH_DEBOUNCE_MS = 250;

type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; products: Product[] }
  | { status: 'error' };

interface Answer {
  key: string;
  products: Product[] | null;
}

/**
 * Results that follow the typed term: debounced, never sent for a blank term,
 * and an older answer never replaces a newer one (the older request is aborted,
 * and an answer only lands if it belongs to the latest request).
 */
export function useProductSearch(term: string): SearchState & { retry: () => void } {
  const query = term.trim();
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const latestRequest = useRef(0);
  const key = `${attempt}:${query}`;

  useEffect(() => {
    if (!query) return;
    const request = ++latestRequest.current;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchProducts(query, controller.signal).then(
        (products) => {
          if (request === latestRequest.current && !controller.signal.aborted) setAnswer({ key, products });
        },
        (error: unknown) => {
          if (request !== latestRequest.current || controller.signal.aborted) return;
          console.error('[mf-search] search failed', error);
          setAnswer({ key, products: null });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (!query) return { status: 'idle', retry };
  if (answer?.key !== key) return { status: 'loading', retry };
  if (answer.products === null) return { status: 'error', retry };
  return { status: 'success', products: answer.products, retry };
}
