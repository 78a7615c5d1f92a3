import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { PRODUCT_PAGE_DEFAULT_LIMIT, navigate, requestKey } from '@storefront/shared';
import type { Product, ProductFacets, ProductSource } from '@storefront/shared';
import { fetchPage, fetchPageAt, pageRequest } from '../../../api/products-api';
import { useFirstAnswer } from '../../../lib/use-first-answer';
import { pageQuery, pagesOf, searchWithPage, type ListingData } from '../listing-data';
import { applyClientFilters, type ListingFilters } from '../listing-filters';
import { useListingScroll, usePlaceOfEntry } from './use-listing-scroll';

/** Where a list stands: its first pages loading (or failed), or shown. */
export type LoadStatus = 'loading' | 'ready' | 'error';

interface Fetched {
  status: LoadStatus;
  products: Product[];
  total: number;
  facets: ProductFacets | null;
  nextCursor: string | null;
  /** The first page shown: the address's page on arrival, less by each LOAD PREVIOUS. */
  first: number;
  /** The last page shown (the address's `page` once more than one). */
  pages: number;
  /** The next page: asked, failed, or neither. */
  more: 'idle' | 'loading' | 'error';
  /** The page before the first: asked, failed, or neither. */
  previous: 'idle' | 'loading' | 'error';
}

const loadingState = (previous?: Fetched): Fetched => ({
  status: 'loading',
  products: [],
  total: 0,
  // The panel keeps its counts while the next ones load rather than flashing every choice.
  facets: previous?.facets ?? null,
  nextCursor: null,
  first: 1,
  pages: 1,
  more: 'idle',
  previous: 'idle',
});

const fromData = (data: ListingData): Fetched => ({
  status: 'ready',
  products: data.page.products,
  total: data.page.total,
  facets: data.page.facets,
  nextCursor: data.page.nextCursor,
  first: data.pageNumber,
  pages: data.pageNumber,
  more: 'idle',
  previous: 'idle',
});

const currentSearch = () => globalThis.location?.search ?? '';

/** Records the pages shown in the address (replaced, not a new entry), so back returns to them. */
function rememberPages(pages: number) {
  navigate(`${globalThis.location.pathname}${searchWithPage(currentSearch(), pages)}`, { replace: true });
}

/**
 * The products of a source under its filters, a page of 24 at a time (docs/catalog.md#paging).
 * A listing or a search asks the paged listing (filters, order, total and facet counts on the
 * server); the wishlist, bounded by its own cap, is loaded whole through its owner's `load` and
 * filtered and paged here. A listing opens on the address's `page` alone, as the server renders
 * it; LOAD MORE adds the next page and writes its number into the address, LOAD PREVIOUS puts the
 * one before in front. Back or forward to a history entry shows what it showed (use-listing-scroll).
 * A new query shows the placeholders and its results scroll to the top; the first answer is the
 * fragment's data when it answers the same page.
 */
export function useListingProducts(
  source: ProductSource,
  filters: ListingFilters,
  /** The address's query when the browser mounts (the server render's own on the server). */
  search: string,
  data?: ListingData | null,
) {
  const paged = source.kind !== 'wishlist';
  const query = useMemo(() => (paged ? pageQuery(source, filters) : null), [paged, source, filters]);
  const request = useMemo(() => query && pageRequest(query), [query]);
  const key = request ? requestKey(request) : null;
  const [firstPages] = useState(() => pagesOf(search));
  const answered = !!data && data.request === key && data.pageNumber === firstPages;
  // Back or forward to an entry the listing was shown on: the same cards, nothing asked.
  const returnedTo = usePlaceOfEntry<Fetched>(answered || !paged ? null : key);
  const skipFetch = useFirstAnswer(request, answered || !!returnedTo);
  const [state, setState] = useState<Fetched>(() =>
    answered
      ? fromData(data)
      : returnedTo
        ? { ...returnedTo.list, more: 'idle', previous: 'idle' }
        : loadingState(),
  );
  const [attempt, setAttempt] = useState(0);
  const queryRef = useRef(query);
  queryRef.current = query;
  const keyRef = useRef(key);
  keyRef.current = key;
  const refetch = useRef(false);

  // The wishlist's load is read when a fetch starts: a new function on each of the owner's
  // renders is no reason to fetch again (its revision is).
  const load = useRef(source.kind === 'wishlist' ? source.load : null);
  load.current = source.kind === 'wishlist' ? source.load : null;
  const revision = source.kind === 'wishlist' ? source.revision : 0;
  const { category, style, gender, price } = filters;
  const wishlistKey = paged ? null : JSON.stringify([category, style, gender, price, revision]);
  const opened = useRef(`${key}|${wishlistKey}`);

  useEffect(() => {
    if (request && skipFetch(request)) {
      refetch.current = true;
      return undefined;
    }
    let cancelled = false;
    // The address's page for the query the page opened with (a retry too); a new query: its first.
    const pages = `${key}|${wishlistKey}` === opened.current ? firstPages : 1;
    setState((s) => loadingState(s));
    const current = queryRef.current;
    const loaded: Promise<Omit<Fetched, 'more' | 'previous' | 'status'>> = current
      ? fetchPageAt(current, pages).then((page) => ({ ...page, first: pages, pages }))
      : (
          load.current?.({
            category: category === 'all' ? null : category,
            style,
            gender,
            priceFilter: price,
          }) ?? Promise.resolve([])
        ).then((products) => ({
          products,
          total: products.length,
          facets: null,
          nextCursor: null,
          first: 1,
          pages,
        }));
    loaded.then(
      (next) => {
        if (cancelled) return;
        setState({ ...next, status: 'ready', more: 'idle', previous: 'idle' });
        if (refetch.current) globalThis.scrollTo?.({ top: 0 });
        refetch.current = true;
      },
      (error: unknown) => {
        console.error('[mf-catalog] the products could not load', error);
        if (!cancelled) setState((s) => ({ ...s, status: 'error' }));
      },
    );
    return () => {
      cancelled = true;
    };
    // The wishlist's list is asked again only for what its load filters (and a new revision).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, wishlistKey, attempt]);

  // A new filter of the wishlist (applied here) shows its first page again, as a refetch would.
  const filtersKey = JSON.stringify(filters);
  const shownFilters = useRef(filtersKey);
  useEffect(() => {
    if (shownFilters.current === filtersKey) return;
    shownFilters.current = filtersKey;
    if (!paged) setState((s) => (s.pages === 1 ? s : { ...s, pages: 1 }));
  }, [filtersKey, paged]);

  // The wishlist's other filters apply here, to the whole list.
  const filtered = useMemo(
    () => (paged ? state.products : applyClientFilters(state.products, filters)),
    [paged, state.products, filters],
  );
  const shown = paged ? filtered : filtered.slice(0, state.pages * PRODUCT_PAGE_DEFAULT_LIMIT);
  const total = paged ? state.total : filtered.length;
  const hasMore = paged ? state.nextCursor !== null : shown.length < filtered.length;

  const loadMore = useCallback(() => {
    if (state.status !== 'ready' || state.more === 'loading' || !hasMore) return;
    const nextPages = state.pages + 1;
    if (!paged || !query) {
      setState((s) => ({ ...s, pages: nextPages }));
      rememberPages(nextPages);
      return;
    }
    setState((s) => ({ ...s, more: 'loading' }));
    const asked = key;
    fetchPage(query, state.nextCursor).then(
      (page) => {
        if (keyRef.current !== asked) return;
        setState((s) => ({
          ...s,
          products: [...s.products, ...page.products],
          nextCursor: page.nextCursor,
          pages: nextPages,
          more: 'idle',
        }));
        rememberPages(nextPages);
      },
      (error: unknown) => {
        console.error('[mf-catalog] the next products could not load', error);
        if (keyRef.current === asked) setState((s) => ({ ...s, more: 'error' }));
      },
    );
  }, [state, hasMore, paged, query, key]);

  // The page before the first shown; past the end of the list (an address's page too far), its last.
  const previousPage = Math.min(
    state.first - 1,
    Math.max(1, Math.ceil(state.total / PRODUCT_PAGE_DEFAULT_LIMIT)),
  );

  const loadPrevious = useCallback(() => {
    if (state.status !== 'ready' || state.previous === 'loading' || state.first <= 1 || !query) return;
    const before = previousPage;
    setState((s) => ({ ...s, previous: 'loading' }));
    const asked = key;
    // Put in front: the browser keeps the cards in view where they are (scroll anchoring).
    fetchPageAt(query, before).then(
      (page) => {
        if (keyRef.current !== asked) return;
        setState((s) => ({
          ...s,
          products: [...page.products, ...s.products],
          first: before,
          previous: 'idle',
        }));
      },
      (error: unknown) => {
        console.error('[mf-catalog] the previous products could not load', error);
        if (keyRef.current === asked) setState((s) => ({ ...s, previous: 'error' }));
      },
    );
  }, [state, query, key, previousPage]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // What this history entry shows, kept for a return to it, and its place then.
  const settled = state.status === 'ready' && state.more !== 'loading' && state.previous !== 'loading';
  useListingScroll(paged ? key : null, settled ? state : null, returnedTo);

  return {
    status: state.status,
    products: shown,
    total,
    facets: state.facets,
    first: state.first,
    previousPage,
    pages: state.pages,
    hasMore,
    more: state.more,
    loadMore,
    previous: state.previous,
    loadPrevious,
    retry,
  };
}
