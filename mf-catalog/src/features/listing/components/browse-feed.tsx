// The browser's products: the grid (its placeholders while loading), the empty message, TRY AGAIN
// when they could not load, and LOAD MORE under them while there are more (docs/catalog.md#paging).
import { Button, PRODUCT_PAGE_DEFAULT_LIMIT } from '@storefront/shared';
import { ProductGridView } from '../../../lib/product-lists/components/product-grid';
import type { useListingProducts } from '../hooks/use-listing-products';
import type { ListingFilters } from '../listing-filters';
import { LoadMore, LoadPrevious } from './load-more';
import { Empty, Failed } from './listing-page.styles';

export const EMPTY_MESSAGE = "No products found under those filters but keep checking, they're coming soon!";

interface BrowseFeedProps {
  list: ReturnType<typeof useListingProducts>;
  filters: ListingFilters;
  columns: 1 | 2;
  /** LOAD MORE's address: this page with the next `page`; null past the furthest page an address names. */
  nextHref: string | null;
  /** LOAD PREVIOUS's address: this page with the page before the first shown. */
  previousHref: string;
}

export function BrowseFeed({ list, filters, columns, nextHref, previousHref }: BrowseFeedProps) {
  const loading = list.status === 'loading';
  if (list.status === 'error') {
    return (
      <Failed role="alert">
        The products could not load.
        <Button variant="secondary" onClick={list.retry}>
          TRY AGAIN
        </Button>
      </Failed>
    );
  }
  // The products before the first shown (a listing opened on ?page=N) are a link away.
  const from = (list.first - 1) * PRODUCT_PAGE_DEFAULT_LIMIT + 1;
  const previous = list.status === 'ready' && list.first > 1 && (
    <LoadPrevious
      href={previousHref}
      before={Math.min(list.previousPage * PRODUCT_PAGE_DEFAULT_LIMIT, list.total)}
      state={list.previous}
      onLoadPrevious={list.loadPrevious}
    />
  );
  if (!loading && list.products.length === 0) {
    return (
      <>
        {previous}
        <Empty role="status">{EMPTY_MESSAGE}</Empty>
      </>
    );
  }
  return (
    <>
      {previous}
      <ProductGridView
        products={list.products}
        loading={loading}
        // The quick add's one ADD TO CART is for one chosen size.
        sizeFilter={filters.size.length === 1 ? filters.size[0] : null}
        columns={columns}
        loadingMore={list.more === 'loading'}
      />
      {list.status === 'ready' && list.hasMore && (
        <LoadMore
          href={nextHref}
          from={from}
          to={from + list.products.length - 1}
          total={list.total}
          state={list.more}
          onLoadMore={list.loadMore}
        />
      )}
    </>
  );
}
