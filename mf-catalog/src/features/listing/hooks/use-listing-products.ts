import { useEffect, useMemo, useRef, useState } from 'react';
import { requestKey, type Product, type ProductSource } from '@storefront/shared';
import { fetchListing, listingRequest, type ListingQuery } from '../../../api/products-api';
import { useFirstAnswer } from '../../../lib/use-first-answer';
import { listingQuery, type ListingData } from '../listing-data';
import { applyClientFilters, type ListingFilters } from '../listing-filters';

/**
 * Fetches what the server filters (category or style, price order, collection, the wishlist's
 * gender) from the source: a listing through the catalog's own call, the wishlist through the
 * load its owner passes (again whenever its revision changes). The placeholders show again at
 * each refetch, and a refetch's results scroll to the top; colour and new/sale apply on the
 * client to the fetched list. The first load leaves the scroll to the shell: the top for a new
 * navigation, the shopper's place in the grid when they come back. A listing's first list comes
 * from its fragment's data (what the server rendered with) when that answers the same request;
 * the wishlist is personal, never loaded on the server.
 */
export function useListingProducts(
  source: ProductSource,
  filters: ListingFilters,
  data?: ListingData | null,
) {
  const { category, style, gender, price, collection } = filters;
  const listingGender = source.kind === 'listing' ? source.gender : null;
  const query = useMemo(
    (): ListingQuery | null =>
      listingGender ? listingQuery(listingGender, { ...filters, category, style, price, collection }) : null,
    // The query is what the server filters: the other filters apply to the fetched list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [listingGender, category, style, price, collection],
  );
  const request = useMemo(() => query && listingRequest(query), [query]);
  const answered = !!data && request !== null && data.request === requestKey(request);
  const skipFetch = useFirstAnswer(request, answered);
  const [state, setState] = useState<{ loading: boolean; fetched: Product[] }>(() =>
    answered ? { loading: false, fetched: data.products } : { loading: true, fetched: [] },
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
