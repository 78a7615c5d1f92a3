// The browser's products: the grid (its placeholders while loading), the empty message, TRY AGAIN
// when they could not load, and LOAD MORE under them while there are more (docs/catalog.md#paging).
import { Button } from '@storefront/shared';
import { ProductGridView } from '../../../lib/product-lists/components/product-grid';
import type { useListingProducts } from '../hooks/use-listing-products';
import type { ListingFilters } from '../listing-filters';
import { LoadMore } from './load-more';
import { Empty, Failed } from './listing-page.styles';

export const EMPTY_MESSAGE = "No products found under those filters but keep checking, they're coming soon!";

interface BrowseFeedProps {
  list: ReturnType<typeof useListingProducts>;
  filters: ListingFilters;
  columns: 1 | 2;
  /** LOAD MORE's address: this page with the next `page`. */
  nextHref: string;
}

export function BrowseFeed({ list, filters, columns, nextHref }: BrowseFeedProps) {
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
  if (!loading && list.products.length === 0) return <Empty role="status">{EMPTY_MESSAGE}</Empty>;
  return (
    <>
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
          shown={list.products.length}
          total={list.total}
          state={list.more}
          onLoadMore={list.loadMore}
        />
      )}
    </>
  );
}
