// A browser's filters (a listing's or the wishlist's) live in the query string (through the shell's router), so
// a filtered listing survives reload, back and forward, and can be shared. The
// address bar is read directly: the shell publishes the location on path changes,
// while a change of the query alone comes from here or from back and forward.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { navigate, useLocationPath, useLocationSearch } from '@storefront/shared';
import { parseFilters, searchWithFilters, type FilterScope, type ListingFilters } from '../listing-filters';

const currentSearch = () => globalThis.location?.search ?? '';

export function useListingFilters(scope: FilterScope) {
  const publishedPath = useLocationPath();
  const publishedSearch = useLocationSearch();
  // On the server there is no address bar: the render's own address (the bridge's) is the query.
  const [search, setSearch] = useState(() =>
    typeof globalThis.location === 'undefined' ? publishedSearch : currentSearch(),
  );

  useEffect(() => setSearch(currentSearch()), [publishedPath, publishedSearch, scope]);

  useEffect(() => {
    const onPopState = () => setSearch(currentSearch());
    globalThis.addEventListener('popstate', onPopState);
    return () => globalThis.removeEventListener('popstate', onPopState);
  }, []);

  const filters = useMemo(() => parseFilters(scope, search), [scope, search]);

  const setFilters = useCallback(
    (next: ListingFilters) => {
      const nextSearch = searchWithFilters(currentSearch(), scope.base, next);
      setSearch(nextSearch);
      navigate(`${globalThis.location.pathname}${nextSearch}`, { replace: true });
    },
    [scope],
  );

  return [filters, setFilters, search] as const;
}
