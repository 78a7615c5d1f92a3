// The listing's filters live in the query string (through the shell's router), so
// a filtered listing survives reload, back and forward, and can be shared. The
// address bar is read directly: the shell publishes the location on path changes,
// while a change of the query alone comes from here or from back and forward.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { navigate, useLocationPath, useLocationSearch } from '@storefront/shared';
import type { Gender, ListingPreset } from '@storefront/shared';
import { filtersToQuery, parseFilters, type ListingFilters } from '../listing-filters';

const currentSearch = () => globalThis.location?.search ?? '';

export function useListingFilters(gender: Gender, preset: ListingPreset) {
  const publishedPath = useLocationPath();
  const publishedSearch = useLocationSearch();
  const [search, setSearch] = useState(currentSearch);

  useEffect(() => setSearch(currentSearch()), [publishedPath, publishedSearch, preset]);

  useEffect(() => {
    const onPopState = () => setSearch(currentSearch());
    globalThis.addEventListener('popstate', onPopState);
    return () => globalThis.removeEventListener('popstate', onPopState);
  }, []);

  const filters = useMemo(() => parseFilters(gender, preset, search), [gender, preset, search]);

  const setFilters = useCallback(
    (next: ListingFilters) => {
      const query = filtersToQuery(preset, next);
      const nextSearch = query ? `?${query}` : '';
      setSearch(nextSearch);
      navigate(`${globalThis.location.pathname}${nextSearch}`, { replace: true });
    },
    [preset],
  );

  return [filters, setFilters] as const;
}
