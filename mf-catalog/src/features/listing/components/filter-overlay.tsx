// The narrow screens' FILTER & SORT overlay with the source's filter groups. Not split into
// a chunk of its own: the sheet is shared code and the groups are on the page already, so a
// chunk would only add a round trip between pressing FILTER and seeing the sheet.
import { FilterSheet, type ProductFacets } from '@storefront/shared';
import { clearAll, type FilterScope, type ListingFilters } from '../listing-filters';
import { FilterGroups } from './filter-groups';

interface FilterOverlayProps {
  scope: FilterScope;
  filters: ListingFilters;
  facets: ProductFacets | null;
  onChange: (next: ListingFilters) => void;
  /** Cards the current filters show: SEE PRODUCTS (N). */
  count: number;
  onClosed: () => void;
}

export function FilterOverlay({ scope, filters, facets, onChange, count, onClosed }: FilterOverlayProps) {
  return (
    <FilterSheet count={count} onClearAll={() => onChange(clearAll(filters))} onClosed={onClosed}>
      <FilterGroups scope={scope} filters={filters} facets={facets} onChange={onChange} />
    </FilterSheet>
  );
}
