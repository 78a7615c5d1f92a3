import { useEffect, useReducer, useState } from 'react';
import styled from 'styled-components';
import {
  CloseIcon,
  FilterIcon,
  RemoteParcel,
  SkeletonCards,
  StoreLink,
  useAuth,
  useMediaQuery,
} from '@storefront/shared';
import type { Product } from '@storefront/shared';
import { useWishlistUi } from '../../../lib/wishlist-store';
import { fetchFilteredWishlist } from '../api/wishlist-page-api';
import {
  DEFAULT_FILTERS,
  activeFilterKeys,
  applyClientFilters,
  chipLabel,
  filtersReducer,
  subheading,
} from '../hooks/wishlist-filters';
import { FilterGroups } from './filter-groups';
import { FilterOverlay } from './filter-overlay';

// A div: the frame's layout holds the page's one main landmark.
const Page = styled.div`
  max-width: 1400px;
  margin: 0 auto;
  padding: 24px 20px 64px;
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.text};
`;

const Centered = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  max-width: 560px;
  margin: 48px auto;
  text-align: center;
  h1 {
    margin: 0;
    font-size: 26px;
    letter-spacing: 0.06em;
  }
  p {
    margin: 0;
    line-height: 1.5;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  flex-wrap: wrap;
  justify-content: center;
`;

const ButtonLink = styled(StoreLink)<{ $solid?: boolean }>`
  display: inline-block;
  min-width: 150px;
  padding: 12px 20px;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-align: center;
  text-decoration: none;
  border: 1px solid ${({ theme }) => theme.colors.ink};
  border-radius: 999px;
  color: ${({ $solid, theme }) => ($solid ? theme.colors.surface : theme.colors.ink)};
  background: ${({ $solid, theme }) => ($solid ? theme.colors.ink : 'transparent')};
`;

const Sparkle = () => <span aria-hidden="true">✨</span>;

const Heading = styled.header`
  margin-bottom: 16px;
  h1 {
    margin: 0;
    font-size: 26px;
    letter-spacing: 0.06em;
  }
  p {
    margin: 4px 0 0;
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
  }
`;

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
`;

const ToolButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 8px 14px;
  font: inherit;
  font-weight: 700;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.ink};
  background: transparent;
  border: 1px solid ${({ theme }) => theme.colors.ink};
  border-radius: 999px;
  cursor: pointer;
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: 10px;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.surface};
  background: ${({ theme }) => theme.colors.ink};
`;

const ColumnToggle = styled.div`
  display: inline-flex;
  gap: 4px;
  button {
    padding: 6px 10px;
    font: inherit;
    background: transparent;
    border: 1px solid ${({ theme }) => theme.colors.line};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.ink};
    font-weight: 700;
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
  button {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 6px 10px;
    font: inherit;
    font-size: 13px;
    background: ${({ theme }) => theme.colors.subtle};
    border: 0;
    border-radius: 999px;
    cursor: pointer;
  }
`;

const Body = styled.div`
  display: flex;
  gap: 32px;
  margin-top: 16px;
`;

const SidePanel = styled.aside`
  flex: 0 0 260px;
  align-self: flex-start;
  position: sticky;
  top: 16px;
`;

const Results = styled.div`
  flex: 1;
  min-width: 0;
`;

// The page's own placeholders for the first load, laid out like the catalog grid.
const SkeletonGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 16px;
  ${({ theme }) => theme.media.upTo766} {
    grid-template-columns: repeat(2, 49%);
    gap: 2%;
  }
`;

const Empty = styled.p`
  margin: 32px 0;
  text-align: center;
`;

function SignedOutInvite() {
  return (
    <Page>
      <Centered aria-label="Wishlist">
        <h1>SAVE TO WISHLIST</h1>
        <p>
          <Sparkle />{' '}
          <span>
            Ever wish you could save all your fave fits &amp; accessories in one place to come back to later?
            Almost like a wishlist.
          </span>{' '}
          <Sparkle />
        </p>
        <Actions>
          <ButtonLink href="/signup" $solid>
            CREATE ACCOUNT
          </ButtonLink>
          <ButtonLink href="/login">LOG IN</ButtonLink>
        </Actions>
      </Centered>
    </Page>
  );
}

function NoWishes() {
  return (
    <Centered aria-label="Empty wishlist">
      <p>
        <Sparkle /> <span>No products to show.. time to make some wishes!</span> <Sparkle />
      </p>
      <Actions>
        <ButtonLink href="/men/products" $solid>
          SHOP MEN
        </ButtonLink>
        <ButtonLink href="/women/products" $solid>
          SHOP WOMEN
        </ButtonLink>
      </Actions>
    </Centered>
  );
}

export function WishlistPage() {
  const isLoggedIn = useAuth((s) => s.isLoggedIn);
  if (!isLoggedIn) return <SignedOutInvite />;
  return <SignedInWishlist />;
}

function SignedInWishlist() {
  const [filters, dispatch] = useReducer(filtersReducer, DEFAULT_FILTERS);
  const [products, setProducts] = useState<Product[] | null>(null);
  const [loading, setLoading] = useState(true);
  const [columns, setColumns] = useState<1 | 2>(2);
  const [panelOpen, setPanelOpen] = useState(true);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const revision = useWishlistUi((s) => s.revision);
  const wide = useMediaQuery('wide');
  const shortLabel = useMediaQuery('below500');
  // The catalog grid honours the column count only at 766px and below, so the toggle shows there only.
  const gridToggle = useMediaQuery('narrow');

  useEffect(() => {
    let current = true;
    setLoading(true);
    fetchFilteredWishlist(filters)
      .then((list) => current && setProducts(list))
      .catch((error: unknown) => {
        console.error('[mf-account] wishlist fetch failed', error);
        if (current) setProducts((previous) => previous ?? []);
      })
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [filters, revision]);

  // The overlay belongs to narrow screens: it closes by itself once the window is wide.
  useEffect(() => {
    if (wide) setOverlayOpen(false);
  }, [wide]);

  const active = activeFilterKeys(filters);
  const shown = products ? applyClientFilters(products, filters) : [];

  if (products !== null && !loading && products.length === 0 && active.length === 0) {
    return (
      <Page>
        <NoWishes />
      </Page>
    );
  }

  return (
    <Page>
      <Heading>
        <h1>YOUR WISHLIST</h1>
        <p>
          {subheading(filters)} <span data-testid="wishlist-count">({shown.length} products)</span>
        </p>
      </Heading>
      <Toolbar>
        <ToolButton
          type="button"
          aria-expanded={wide ? panelOpen : overlayOpen}
          onClick={() => (wide ? setPanelOpen((o) => !o) : setOverlayOpen(true))}
        >
          <FilterIcon size={18} />
          {shortLabel ? 'FILTER' : 'FILTER & SORT'}
          {active.length > 0 && (
            <Badge data-testid="filter-count" aria-label={`${active.length} active filters`}>
              {active.length}
            </Badge>
          )}
        </ToolButton>
        {gridToggle && (
          <ColumnToggle role="group" aria-label="Columns">
            <button type="button" aria-pressed={columns === 1} onClick={() => setColumns(1)}>
              1 column
            </button>
            <button type="button" aria-pressed={columns === 2} onClick={() => setColumns(2)}>
              2 columns
            </button>
          </ColumnToggle>
        )}
      </Toolbar>
      {active.length > 0 && (
        <Chips aria-label="Active filters">
          {active.map((key) => (
            <li key={key}>
              <button
                type="button"
                aria-label={`Remove filter ${chipLabel(filters, key)}`}
                onClick={() => dispatch({ type: 'remove', key })}
              >
                {chipLabel(filters, key)}
                <CloseIcon size={12} />
              </button>
            </li>
          ))}
        </Chips>
      )}
      <Body>
        {wide && panelOpen && (
          <SidePanel aria-label="Filters">
            <FilterGroups filters={filters} dispatch={dispatch} />
          </SidePanel>
        )}
        <Results>
          {products === null ? (
            <SkeletonGrid aria-busy="true" aria-label="Loading your wishlist">
              <SkeletonCards />
            </SkeletonGrid>
          ) : (
            <>
              {!loading && shown.length === 0 && (
                <Empty>
                  <Sparkle /> <span>No products to show.. time to make some wishes!</span> <Sparkle />
                </Empty>
              )}
              <RemoteParcel
                slice="mf-catalog"
                expose="ProductGrid"
                label="Your wishlist's products"
                reserve={{ minHeight: 320, width: '100%' }}
                parcelProps={{ products: shown, loading, sizeFilter: filters.size, columns }}
              />
            </>
          )}
        </Results>
      </Body>
      {overlayOpen && !wide && (
        <FilterOverlay
          filters={filters}
          dispatch={dispatch}
          count={shown.length}
          onClosed={() => setOverlayOpen(false)}
        />
      )}
    </Page>
  );
}
