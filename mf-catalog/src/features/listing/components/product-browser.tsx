import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  PageNotFound,
  ChevronIcon,
  FilterIcon,
  presetFor,
  scriptOnly,
  useLocationPath,
  useMediaQuery,
} from '@storefront/shared';
import type { FragmentDataProps, ProductBrowserProps } from '@storefront/shared';
import {
  WISHLIST_FILTERS,
  activeFilterCount,
  listingScope,
  searchWithFilters,
  type FilterScope,
  type ListingFilters,
} from '../listing-filters';
import { useListingFilters } from '../hooks/use-listing-filters';
import { useListingProducts } from '../hooks/use-listing-products';
import { MAX_PAGES, searchScope, searchWithPage, type ListingData } from '../listing-data';
import { BrowseHeading } from './browse-heading';
import { ColumnToggle } from './column-toggle';
import { FilterChips } from './filter-chips';
import { FilterGroups } from './filter-groups';
import { FilterOverlay } from './filter-overlay';
import { BrowseFeed } from './browse-feed';
import {
  SkipToResults,
  Toolbar,
  PanelToggle,
  OverlayButton,
  ActiveWord,
  Badge,
  Body,
  Panel,
  Feed,
} from './listing-page.styles';

export { EMPTY_MESSAGE } from './browse-feed';

/**
 * Product browsing, one screen for the listings and the wishlist page: the heading with the
 * count, the filters (kept in the URL), chips, column toggle, overlay and grid, over the
 * products of a source and with the filter groups the caller shows.
 */
export function ProductBrowser({
  source,
  groups,
  data,
}: ProductBrowserProps & FragmentDataProps<ListingData | null>) {
  const gender = source.kind === 'listing' ? source.gender : null;
  const filter = source.kind === 'listing' ? source.filter : undefined;
  const scope = useMemo((): FilterScope | null => {
    if (source.kind === 'search') return searchScope(groups);
    if (!gender) return { gender: null, groups, base: WISHLIST_FILTERS };
    const preset = presetFor(gender, filter);
    return preset && listingScope(gender, preset, groups);
  }, [source.kind, gender, filter, groups]);
  // An unknown preset: the store's one not-found page (the gateway answers 404).
  if (!scope) return <PageNotFound />;
  return <Browser source={source} scope={scope} data={data} />;
}

interface BrowserProps extends FragmentDataProps<ListingData | null> {
  source: ProductBrowserProps['source'];
  scope: FilterScope;
}

function Browser({ source, scope, data }: BrowserProps) {
  const [filters, setFilters, search] = useListingFilters(scope);
  const list = useListingProducts(source, filters, search, data);
  const path = useLocationPath();
  const [columns, setColumns] = useState<1 | 2>(2);
  const [panelOpen, setPanelOpen] = useState(true);
  const [overlayOpen, setOverlayOpen] = useState(false);
  // Before mount both answer false: the prerendered page and hydration agree (FILTER & SORT, no auto-close).
  const wide = useMediaQuery('wide');
  const shortLabel = useMediaQuery('below500');
  const activeCount = activeFilterCount(filters);
  const overlayLabel = shortLabel ? 'FILTER' : 'FILTER & SORT';
  // While another choice loads, the count stays the last one known (never a passing 0 on SEE
  // PRODUCTS or the heading); it changes once the new answer is there.
  const [count, setCount] = useState(list.status === 'ready' ? list.total : 0);
  if (list.status === 'ready' && list.total !== count) setCount(list.total);

  const overlayClosed = useCallback(() => setOverlayOpen(false), []);
  // Every filter choice is a link to the address it gives (the server renders it), so filters work
  // before the script runs; the controls that are only the script's are script-only (not drawn
  // without JavaScript; a tap before hydration is held for them: docs/frame.md#before-javascript).
  const hrefOf = useCallback(
    (next: ListingFilters) => `${path}${searchWithFilters(search, scope.base, next)}`,
    [path, search, scope.base],
  );

  // The overlay belongs to narrow screens: it closes by itself above 1024px.
  useEffect(() => {
    if (wide && overlayOpen) setOverlayOpen(false);
  }, [wide, overlayOpen]);

  return (
    <>
      <BrowseHeading source={source} filters={filters} count={count} />
      <Toolbar>
        {/* Past the filters straight to the products: the keyboard path through a listing stays short. */}
        <SkipToResults
          href="#listing-results"
          onClick={(event) => {
            // Focus moves without adding a #fragment to the shopper's URL.
            event.preventDefault();
            document.getElementById('listing-results')?.focus();
          }}
        >
          Skip to results
        </SkipToResults>
        <PanelToggle
          {...scriptOnly}
          type="button"
          aria-expanded={panelOpen}
          aria-controls="listing-filter-panel"
          onClick={() => setPanelOpen(!panelOpen)}
        >
          {panelOpen ? 'HIDE FILTERS' : 'SHOW FILTERS'}
          <ChevronIcon size={16} direction={panelOpen ? 'left' : 'right'} />
        </PanelToggle>
        <OverlayButton
          {...scriptOnly}
          type="button"
          aria-haspopup="dialog"
          onClick={() => setOverlayOpen(true)}
        >
          <FilterIcon size={18} />
          {overlayLabel}
          {/* Read as 'FILTER 2 active', its visible text included (never 'FILTER2'). */}
          {activeCount > 0 && (
            <>
              {' '}
              <Badge data-testid="filter-badge">{activeCount}</Badge>
              <ActiveWord> active</ActiveWord>
            </>
          )}
        </OverlayButton>
        <ColumnToggle columns={columns} onChange={setColumns} />
      </Toolbar>
      <FilterChips filters={filters} onChange={setFilters} hrefOf={hrefOf} />
      <Body>
        {panelOpen && (
          <Panel id="listing-filter-panel" aria-label="Filters">
            <FilterGroups
              scope={scope}
              filters={filters}
              facets={list.facets}
              onChange={setFilters}
              hrefOf={hrefOf}
            />
          </Panel>
        )}
        <Feed id="listing-results" tabIndex={-1}>
          <BrowseFeed
            list={list}
            filters={filters}
            columns={columns}
            // Past the furthest page an address names a link would render the last page again.
            nextHref={list.pages < MAX_PAGES ? `${path}${searchWithPage(search, list.pages + 1)}` : null}
            previousHref={`${path}${searchWithPage(search, list.previousPage)}`}
          />
        </Feed>
      </Body>
      {overlayOpen && (
        <FilterOverlay
          scope={scope}
          filters={filters}
          facets={list.facets}
          onChange={setFilters}
          count={count}
          onClosed={overlayClosed}
        />
      )}
    </>
  );
}
