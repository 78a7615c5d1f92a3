import { useEffect, useMemo, useRef, useState } from 'react';
import type { Gender, Product } from '@storefront/shared';
import { fetchListing } from '../../../api/products-api';
import { applyClientFilters, type ListingFilters } from '../listing-filters';

/**
 * Fetches what the server filters (category or style, price order, collection),
 * showing the placeholders again at each refetch and scrolling to the top when a
 * refetch's results arrive; colour and new/sale apply on the client to the fetched list.
 * The first load leaves the scroll to the shell: the top for a new navigation, the
 * shopper's place in the grid when they come back.
 */
export function useListingProducts(gender: Gender, filters: ListingFilters) {
  const [state, setState] = useState<{ loading: boolean; fetched: Product[] }>({
    loading: true,
    fetched: [],
  });
  const { category, style, price, collection } = filters;
  const refetch = useRef(false);

  useEffect(() => {
    let cancelled = false;
    setState((s) => ({ ...s, loading: true }));
    fetchListing({ gender, category, style, priceFilter: price, collection }).then(
      (fetched) => {
        if (cancelled) return;
        setState({ loading: false, fetched });
        if (refetch.current) globalThis.scrollTo?.({ top: 0 });
        refetch.current = true;
      },
      (error: unknown) => {
        // SPEC section 8: only logged; loading ends with an empty list.
        console.error('[mf-catalog] the listing could not load', error);
        if (!cancelled) setState({ loading: false, fetched: [] });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [gender, category, style, price, collection]);

  const products = useMemo(() => applyClientFilters(state.fetched, filters), [state.fetched, filters]);
  return { loading: state.loading, products };
}
