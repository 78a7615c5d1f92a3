import { useCallback, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { ChevronIcon, FilterIcon, presetFor, theme } from '@storefront/shared';
import type { Gender, ListingPageProps, ListingPreset } from '@storefront/shared';
import { ProductGridView } from '../../../lib/product-lists/components/product-grid';
import { activeFilterCount, type ListingFilters } from '../listing-filters';
import { useListingFilters } from '../hooks/use-listing-filters';
import { useListingProducts } from '../hooks/use-listing-products';
import { useViewportWidth } from '../hooks/use-viewport-width';
import { ColumnToggle } from './column-toggle';
import { FilterChips } from './filter-chips';
import { FilterGroups } from './filter-groups';
import { FilterOverlay } from './filter-overlay';
import { CatalogNotFound } from '../../../lib/catalog-not-found';

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
  const width = useViewportWidth();
  const activeCount = activeFilterCount(filters);
  const count = loading ? 0 : products.length;

  const overlayClosed = useCallback(() => setOverlayOpen(false), []);

  // The overlay belongs to narrow screens: it closes by itself above 1024px.
  useEffect(() => {
    if (width > theme.breakpoints.wide && overlayOpen) setOverlayOpen(false);
  }, [width, overlayOpen]);

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
          {width < theme.breakpoints.shortFilterLabel ? 'FILTER' : 'FILTER & SORT'}
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

// Shown only while it has focus, like the frame's 'Skip to content'.
const SkipToResults = styled.a`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  &:focus {
    position: static;
    width: auto;
    height: auto;
    clip: auto;
    padding: 12px 16px;
    background: ${({ theme }) => theme.colors.ink};
    color: ${({ theme }) => theme.colors.surface};
  }
`;

const Page = styled.div`
  width: 100%;
  max-width: 1440px;
  margin: 0 auto;
  padding: 0 16px 48px;
  box-sizing: border-box;
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.text};
`;

const Hero = styled.section`
  padding: 32px 0 16px;
  text-align: center;
`;

const HeroTitle = styled.p`
  margin: 0;
  font-size: clamp(20px, 4vw, 34px);
  font-weight: 800;
  letter-spacing: 0.02em;
`;

const HeroText = styled.p`
  margin: 6px 0 0;
  color: ${({ theme }) => theme.colors.muted};
  letter-spacing: 0.08em;
`;

const Headings = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 16px;
  margin: 16px 0;
`;

const Heading = styled.h1`
  margin: 0;
  font-size: 28px;
  font-weight: 800;
`;

const SubHeading = styled.h2`
  margin: 0;
  font-size: 16px;
  font-weight: 700;
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 400;
`;

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 12px;
`;

const toolbarButton = `
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  padding: 0 14px;
  font: inherit;
  font-size: 13px;
  font-weight: 800;
  letter-spacing: 0.06em;
  cursor: pointer;
`;

const PanelToggle = styled.button`
  ${toolbarButton}
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.upTo1024} {
    display: none;
  }
`;

const OverlayButton = styled.button`
  ${toolbarButton}
  position: relative;
  border: 1px solid ${({ theme }) => theme.colors.ink};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.above1024} {
    display: none;
  }
`;

const Badge = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 20px;
  height: 20px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.surface};
  font-size: 11px;
`;

const Body = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 24px;
`;

const Panel = styled.aside`
  flex: 0 0 260px;
  position: sticky;
  top: 16px;
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  ${({ theme }) => theme.media.upTo1024} {
    display: none;
  }
`;

const Feed = styled.div`
  flex: 1;
  min-width: 0;
`;

const Empty = styled.p`
  margin: 48px 0;
  text-align: center;
  font-size: 16px;
`;
