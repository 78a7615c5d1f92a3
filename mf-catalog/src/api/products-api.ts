// Catalog calls of docs/api.md#products, through the shared client. Each public GET is first a
// GetRequest (path and parameters): the fetch sends it, and a data hook looks the same request up
// in the page's server-rendered data (docs/architecture.md#server-rendering), so both are one thing.
import { API_PATHS, api } from '@storefront/shared';
import type {
  Category,
  Collection,
  DsgnItem,
  Gender,
  GetRequest,
  PriceFilter,
  Product,
  ProductWithStock,
  Style,
} from '@storefront/shared';

const CAROUSEL_LIMIT = 8;
const SUGGESTION_LIMIT = 6;

async function get<T>({ path, params }: GetRequest): Promise<T> {
  const { data } = await api.get<T>(path, params ? { params } : undefined);
  return data;
}

export const productRequest = (productId: number): GetRequest => ({ path: API_PATHS.product(productId) });

/** The product answer also says what is left per size (read fresh, never cached). */
export const fetchProduct = (productId: number): Promise<ProductWithStock> =>
  get<ProductWithStock>(productRequest(productId));

export interface ListingQuery {
  gender: Gender;
  category: Category;
  style: Style | null;
  priceFilter: PriceFilter | null;
  collection: Collection | null;
}

/** A chosen style is asked by clothing type; a whole category through the list query. */
export function listingRequest(query: ListingQuery): GetRequest {
  const params: Record<string, string> = { gender: query.gender };
  if (query.priceFilter) params.priceFilter = query.priceFilter;
  if (query.collection) params.collectionFilter = query.collection;
  if (query.style) return { path: API_PATHS.productsClothingType(query.style), params };
  return { path: API_PATHS.products, params: { ...params, category: query.category } };
}

export const fetchListing = (query: ListingQuery): Promise<Product[]> =>
  get<Product[]>(listingRequest(query));

type CarouselSource = 'new' | 'sale' | 'dsgn' | 'similar';

export interface CarouselQuery {
  source: CarouselSource;
  gender?: Gender;
  category?: Category;
  excludeProductId?: number;
}

/** What the API answers a carousel's request: DSGN items wrap their product. */
export type CarouselAnswer = Product[] | DsgnItem[];

/** Suggestions are the product's gender and category; the home lists are the API's own. */
export function carouselRequest({ source, gender, category }: CarouselQuery): GetRequest {
  if (source === 'similar') {
    return { path: API_PATHS.products, params: { gender: gender ?? 'men', category: category ?? 'tops' } };
  }
  if (source === 'dsgn') return { path: API_PATHS.productsDsgn };
  const path = source === 'new' ? API_PATHS.productsNew : API_PATHS.productsSale;
  return gender ? { path, params: { gender } } : { path };
}

/** The products a carousel shows: at most 8, suggestions at most 6 without the current product. */
export function carouselProducts(
  { source, excludeProductId }: CarouselQuery,
  answer: CarouselAnswer,
): Product[] {
  if (source === 'dsgn') return (answer as DsgnItem[]).map((item) => item.product).slice(0, CAROUSEL_LIMIT);
  const products = answer as Product[];
  if (source === 'similar') {
    return products.filter((p) => p.productId !== excludeProductId).slice(0, SUGGESTION_LIMIT);
  }
  return products.slice(0, CAROUSEL_LIMIT);
}

export async function fetchCarousel(query: CarouselQuery): Promise<Product[]> {
  return carouselProducts(query, await get<CarouselAnswer>(carouselRequest(query)));
}

/** Whether the product is on the signed-in shopper's wishlist (a plain boolean). */
export async function fetchWishlistFlag(productId: number): Promise<boolean> {
  // docs/api.md#client does not list this check among the calls whose 401 signs out.
  const { data } = await api.get<boolean>(API_PATHS.wishlistItem(productId), { authRedirect: false });
  return data === true;
}
