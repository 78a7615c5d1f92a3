// A listing's data (docs/architecture.md#server-rendering): the products of the query its source
// and the address's filters make, named by that request so the browser's hook knows what it
// answers. The server's `load` and the browser's hook ask with the same calls.
import { presetFor, requestKey } from '@storefront/shared';
import type {
  Category,
  Gender,
  ListingPageProps,
  LoadContext,
  Product,
  ProductBrowserProps,
} from '@storefront/shared';
import { fetchListing, listingRequest, type ListingQuery } from '../../api/products-api';
import { LISTING_GROUPS, listingScope, parseFilters, type ListingFilters } from './listing-filters';

export interface ListingData {
  /** requestKey of the request these products answer. */
  request: string;
  products: Product[];
}

/** What the API filters for a listing of `gender` (the rest apply on the client). */
export const listingQuery = (gender: Gender, filters: ListingFilters): ListingQuery => ({
  gender,
  category: filters.category as Category,
  style: filters.style,
  priceFilter: filters.price,
  collection: filters.collection,
});

/** A listing's products for the page at `url` (its filters are in the query); null: no such listing. */
export async function loadListing(
  { gender, filter }: ListingPageProps,
  { get, url }: LoadContext,
  groups = LISTING_GROUPS[gender],
): Promise<ListingData | null> {
  const preset = presetFor(gender, filter);
  if (!preset) return null;
  const filters = parseFilters(
    listingScope(gender, preset, groups),
    new URL(url, 'http://store.invalid').search,
  );
  const query = listingQuery(gender, filters);
  return { request: requestKey(listingRequest(query)), products: await fetchListing(query, get) };
}

/** The product browser's data: a listing's (the wishlist is personal, never loaded on the server). */
export const loadBrowser = async (
  { source, groups }: ProductBrowserProps,
  context: LoadContext,
): Promise<ListingData | null> => (source.kind === 'listing' ? loadListing(source, context, groups) : null);
