// A browser's data (docs/architecture.md#server-rendering): the page of the paged listing
// (docs/api.md#paged-listing) that its source and the address's filters and `page` ask for, named
// by the first page's request so the browser's hook knows what it answers. The server's `load` and
// the browser's hook ask with the same calls.
import { LISTING_MAX_PAGE, presetFor, requestKey } from '@storefront/shared';
import type {
  ListingPageProps,
  LoadContext,
  ProductBrowserProps,
  ProductPage,
  ProductSource,
} from '@storefront/shared';
import { fetchPageAt, pageRequest, type PageQuery } from '../../api/products-api';
import {
  LISTING_GROUPS,
  WISHLIST_FILTERS,
  listingScope,
  parseFilters,
  type FilterScope,
  type ListingFilters,
} from './listing-filters';

export interface ListingData {
  /** requestKey of the first page's request these products answer. */
  request: string;
  /** Which page `page` is (the address's `page`, 1 without one). */
  pageNumber: number;
  /** That page's products alone, with the total, the facets and the next page's cursor. */
  page: ProductPage;
}

/**
 * The furthest page an address names (`?page=` above it reads as this; the shared
 * LISTING_MAX_PAGE, which the gateway's page cache reads too). The server renders the address's
 * page alone, so the HTML stays one page of cards whatever N is; reaching page N steps over the
 * N-1 before it (N/2 calls of the API), so N is bounded. Its LOAD MORE is no link (a link would
 * render this page again): with scripts it goes on appending, and every product is in the sitemap.
 */
export const MAX_PAGES = LISTING_MAX_PAGE;

/** The address's `page` (the page shown first): 1 when absent or not a number; at most MAX_PAGES. */
export function pagesOf(search: string): number {
  const raw = new URLSearchParams(search).get('page');
  const pages = raw !== null && /^\d{1,3}$/.test(raw) ? Number(raw) : 1;
  return Math.min(Math.max(pages, 1), MAX_PAGES);
}

/** The address's query with `page` set (or dropped at 1): a LOAD MORE link and the replaced URL. */
export function searchWithPage(search: string, page: number): string {
  const query = new URLSearchParams(search);
  if (page > 1) query.set('page', String(page));
  else query.delete('page');
  const written = query.toString();
  return written ? `?${written}` : '';
}

/** What the paged listing filters for a source's filters (a listing's gender is its route's). */
export function pageQuery(source: ProductSource, filters: ListingFilters): PageQuery {
  const query: PageQuery = {};
  if (source.kind === 'search') query.q = source.q;
  const gender = source.kind === 'listing' ? source.gender : filters.gender;
  if (gender) query.gender = gender;
  if (filters.category !== 'all') query.category = filters.category;
  if (filters.style) query.style = filters.style;
  if (filters.colour.length) query.color = filters.colour;
  if (filters.size.length) query.size = filters.size;
  if (filters.sortBy === 'new') query.new = true;
  if (filters.sortBy === 'sale') query.sale = true;
  if (filters.collection) query.collection = filters.collection;
  if (filters.price) query.sort = filters.price === 'low to high' ? 'price-asc' : 'price-desc';
  return query;
}

/** A search's scope: both categories and every filter off until the address says otherwise. */
export const searchScope = (groups: ProductBrowserProps['groups']): FilterScope => ({
  gender: null,
  groups,
  base: WISHLIST_FILTERS,
});

/** The page of `source` for the address `url` (filters and `page` are in its query). */
async function loadPaged(
  source: ProductSource,
  scope: FilterScope,
  { get, url }: LoadContext,
): Promise<ListingData> {
  const search = new URL(url, 'http://store.invalid').search;
  const query = pageQuery(source, parseFilters(scope, search));
  const pageNumber = pagesOf(search);
  return {
    request: requestKey(pageRequest(query)),
    pageNumber,
    page: await fetchPageAt(query, pageNumber, get),
  };
}

/** A listing's page for the address `url`; null: no such listing. */
export async function loadListing(
  { gender, filter }: ListingPageProps,
  context: LoadContext,
  groups = LISTING_GROUPS[gender],
): Promise<ListingData | null> {
  const preset = presetFor(gender, filter);
  if (!preset) return null;
  return loadPaged({ kind: 'listing', gender, filter }, listingScope(gender, preset, groups), context);
}

/** The product browser's data: a listing's or a search's (the wishlist is personal, never loaded on the server). */
export async function loadBrowser(
  { source, groups }: ProductBrowserProps,
  context: LoadContext,
): Promise<ListingData | null> {
  if (source.kind === 'listing') return loadListing(source, context, groups);
  if (source.kind === 'search') return loadPaged(source, searchScope(groups), context);
  return null;
}
