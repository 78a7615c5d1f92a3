// The narrow-screen FILTER & SORT sheet with the wishlist's filter groups.
import { FilterSheet } from '@storefront/shared';
import type { FilterAction, WishlistFilters } from '../hooks/wishlist-filters';
import { FilterGroups } from './filter-groups';

export interface FilterOverlayProps {
  filters: WishlistFilters;
  dispatch: (action: FilterAction) => void;
  count: number;
  onClosed: () => void;
}

export function FilterOverlay({ filters, dispatch, count, onClosed }: FilterOverlayProps) {
  return (
    <FilterSheet count={count} onClearAll={() => dispatch({ type: 'clear' })} onClosed={onClosed}>
      <FilterGroups filters={filters} dispatch={dispatch} />
    </FilterSheet>
  );
}
