import { useCallback, useEffect, useMemo, useState } from 'react';
import { ChevronIcon, FilterIcon, presetFor, useMediaQuery } from '@storefront/shared';
import type { Gender, ListingPageProps, ListingPreset } from '@storefront/shared';
import { ProductGridView } from '../../../lib/product-lists/components/product-grid';
import { activeFilterCount, type ListingFilters } from '../listing-filters';
import { useListingFilters } from '../hooks/use-listing-filters';
import { useListingProducts } from '../hooks/use-listing-products';
import { ColumnToggle } from './column-toggle';
import { FilterChips } from './filter-chips';
import { FilterGroups } from './filter-groups';
import { FilterOverlay } from './filter-overlay';
import { CatalogNotFound } from '../../../lib/catalog-not-found';
import {
  SkipToResults,
  Page,
  Hero,
  HeroTitle,
  HeroText,
  Headings,
  Heading,
  SubHeading,
  Count,
  Toolbar,
  PanelToggle,
  OverlayButton,
  Badge,
  Body,
  Panel,
  Feed,
  Empty,
} from './listing-page.styles';

export const EMPTY_MESSAGE = "No products found under those filters but keep checking, they're coming soon!";

export function ListingPage({ gender, filter }: ListingPageProps) {
  const preset = useMemo(() => presetFor(gender, filter), [gender, filter]);
  if (!preset) {
    return (
      <CatalogNotFound
        title="PAGE NOT FOUND"
        message={`There is no ${gender === 'men' ? "men's" : "women's"} listing called '${filter}'.`}
      />
    );
  }
  return <Listing gender={gender} preset={preset} />;
}

function Listing({ gender, preset }: { gender: Gender; preset: ListingPreset }) {
  const [filters, setFilters] = useListingFilters(gender, preset);
  const { loading, products } = useListingProducts(gender, filters);
  const [columns, setColumns] = useState<1 | 2>(2);
  const [panelOpen, setPanelOpen] = useState(true);
  const [overlayOpen, setOverlayOpen] = useState(false);
  // Before mount both answer false: the prerendered page and hydration agree (FILTER & SORT, no auto-close).
  const wide = useMediaQuery('wide');
  const shortLabel = useMediaQuery('below500');
  const activeCount = activeFilterCount(filters);
  const count = loading ? 0 : products.length;

  const overlayClosed = useCallback(() => setOverlayOpen(false), []);

  // The overlay belongs to narrow screens: it closes by itself above 1024px.
  useEffect(() => {
    if (wide && overlayOpen) setOverlayOpen(false);
  }, [wide, overlayOpen]);

  const change = (next: ListingFilters) => setFilters(next);

  return (
    <Page>
      <Hero>
        <HeroTitle>FITNESS + FASHION = CONFIDENCE</HeroTitle>
        <HeroText>CONFIDENCE LOOKS GOOD ON YOU.</HeroText>
      </Hero>
      <Headings>
        <Heading>{gender === 'men' ? 'MEN' : 'WOMEN'}</Heading>
        <SubHeading data-testid="listing-subheading">
          {filters.category === 'tops' ? 'TOPS' : 'BOTTOMS'}
          {filters.style && ' & STYLE'} <Count data-testid="product-count">({count} products)</Count>
        </SubHeading>
      </Headings>
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
          type="button"
          aria-expanded={panelOpen}
          aria-controls="listing-filter-panel"
          onClick={() => setPanelOpen(!panelOpen)}
        >
          {panelOpen ? 'HIDE FILTERS' : 'SHOW FILTERS'}
          <ChevronIcon size={16} direction={panelOpen ? 'left' : 'right'} />
        </PanelToggle>
        <OverlayButton type="button" aria-haspopup="dialog" onClick={() => setOverlayOpen(true)}>
          <FilterIcon size={18} />
          {shortLabel ? 'FILTER' : 'FILTER & SORT'}
          {activeCount > 0 && (
            <Badge data-testid="filter-badge" aria-label={`${activeCount} active filters`}>
              {activeCount}
            </Badge>
          )}
        </OverlayButton>
        <ColumnToggle columns={columns} onChange={setColumns} />
      </Toolbar>
      <FilterChips filters={filters} onChange={change} />
      <Body>
        {panelOpen && (
          <Panel id="listing-filter-panel" aria-label="Filters">
            <FilterGroups gender={gender} filters={filters} onChange={change} />
          </Panel>
        )}
        <Feed id="listing-results" tabIndex={-1}>
          {!loading && products.length === 0 ? (
            <Empty role="status">{EMPTY_MESSAGE}</Empty>
          ) : (
            <ProductGridView
              products={products}
              loading={loading}
              sizeFilter={filters.size}
              columns={columns}
            />
          )}
        </Feed>
      </Body>
      {overlayOpen && (
        <FilterOverlay
          gender={gender}
          filters={filters}
          onChange={change}
          count={count}
          onClosed={overlayClosed}
        />
      )}
    </Page>
  );
}
