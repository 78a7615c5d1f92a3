// The listing's filters live in the query string (through the shell's router), so
// a filtered listing survives reload, back and forward, and can be shared.
import { useCallback, useMemo } from 'react';
import { navigate, useLocationSearch } from '@storefront/shared';
import type { Gender, ListingPreset } from '@storefront/shared';
import { filtersToQuery, parseFilters, type ListingFilters } from '../listing-filters';

export function useListingFilters(gender: Gender, preset: ListingPreset) {
  const search = useLocationSearch();
  const filters = useMemo(() => parseFilters(gender, preset, search), [gender, preset, search]);

  const setFilters = useCallback(
    (next: ListingFilters) => {
      const query = filtersToQuery(preset, next);
      navigate(`${globalThis.location.pathname}${query ? `?${query}` : ''}`, { replace: true });
    },
    [preset],
  );

  return [filters, setFilters] as const;
}
