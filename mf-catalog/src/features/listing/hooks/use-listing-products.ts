import { useEffect, useMemo, useRef, useState } from 'react';
import type { Category, Product, ProductSource } from '@storefront/shared';
import { fetchListing, listingRequest, type ListingQuery } from '../../../api/products-api';
import { usePreloadedAnswer } from '../../../lib/use-preloaded-answer';
import { applyClientFilters, type ListingFilters } from '../listing-filters';

/**
 * Fetches what the server filters (category or style, price order, collection, the wishlist's
 * gender) from the source: a listing through the catalog's own call, the wishlist through the
 * load its owner passes (again whenever its revision changes). The placeholders show again at
 * each refetch, and a refetch's results scroll to the top; colour and new/sale apply on the
 * client to the fetched list. The first load leaves the scroll to the shell: the top for a new
 * navigation, the shopper's place in the grid when they come back. A listing's first list comes
 * from the page's server-rendered data when it has it; the wishlist is personal, never preloaded.
 */
export function useListingProducts(source: ProductSource, filters: ListingFilters) {
  const { category, style, gender, price, collection } = filters;
  const listingGender = source.kind === 'listing' ? source.gender : null;
  const query = useMemo(
    (): ListingQuery | null =>
      listingGender
        ? { gender: listingGender, category: category as Category, style, priceFilter: price, collection }
        : null,
    [listingGender, category, style, price, collection],
  );
  const request = useMemo(() => query && listingRequest(query), [query]);
  const [preloaded, skipFetch] = usePreloadedAnswer<Product[]>(request);
  const [state, setState] = useState<{ loading: boolean; fetched: Product[] }>(() =>
    preloaded === undefined ? { loading: true, fetched: [] } : { loading: false, fetched: preloaded },
  );
  const refetch = useRef(false);
  // The wishlist's load is read when a fetch starts: a new function on each of the owner's
  // renders is no reason to fetch again (its revision is).
  const load = useRef(source.kind === 'wishlist' ? source.load : null);
  load.current = source.kind === 'wishlist' ? source.load : null;
  const revision = source.kind === 'wishlist' ? source.revision : 0;

  useEffect(() => {
    if (skipFetch(request)) {
      // The server's list is the first load: the next one is a refetch.
      refetch.current = true;
      return undefined;
    }
    let cancelled = false;
    setState((s) => ({ ...s, loading: true }));
    const loaded = query
      ? fetchListing(query)
      : (load.current?.({
          category: category === 'all' ? null : category,
          style,
          gender,
          priceFilter: price,
        }) ?? Promise.resolve([]));
    loaded.then(
      (fetched) => {
        if (cancelled) return;
        setState({ loading: false, fetched });
        if (refetch.current) globalThis.scrollTo?.({ top: 0 });
        refetch.current = true;
      },
      (error: unknown) => {
        // Only logged (docs/catalog.md): loading ends with an empty list.
        console.error('[mf-catalog] the products could not load', error);
        if (!cancelled) setState({ loading: false, fetched: [] });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [query, request, skipFetch, category, style, gender, price, collection, revision]);

  const products = useMemo(() => applyClientFilters(state.fetched, filters), [state.fetched, filters]);
  return { loading: state.loading, products };
}
