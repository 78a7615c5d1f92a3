// Catalog calls of docs/api.md#products. Each public GET is first a GetRequest (path and
// parameters), sent by a FragmentGet: in the browser the shared client's, on the server the one
// the gateway hands a fragment's `load` (docs/architecture.md#server-rendering). The data hooks and
// the fragments' loads call the same functions, so the browser and the server ask the same thing.
import {
  API_PATHS,
  LoadError,
  PRODUCT_PAGE_DEFAULT_LIMIT,
  PRODUCT_PAGE_MAX_LIMIT,
  api,
  statusOf,
} from '@storefront/shared';
import type {
  Category,
  Collection,
  Colour,
  DsgnItem,
  FragmentGet,
  Gender,
  GetRequest,
  Product,
  ProductPage,
  ProductSort,
  ProductWithStock,
  ReviewsPage,
  Size,
  Style,
} from '@storefront/shared';

const CAROUSEL_LIMIT = 8;
const SUGGESTION_LIMIT = 6;

/** The browser's GET: the shared client. */
const browserGet: FragmentGet = async <T>(path: string, params?: Record<string, string>) => {
  const { data } = await api.get<T>(path, params ? { params } : undefined);
  return data;
};

const send = <T>(get: FragmentGet, { path, params }: GetRequest): Promise<T> => get<T>(path, params);

/** The API's status of a failed call, whichever GET sent it (null: it did not answer). */
export const failedStatus = (error: unknown): number | null =>
  error instanceof LoadError ? error.status : statusOf(error);

export const productRequest = (productId: number): GetRequest => ({ path: API_PATHS.product(productId) });

/** The product answer also says what is left per size (read fresh, never cached). */
export const fetchProduct = (productId: number, get = browserGet): Promise<ProductWithStock> =>
  send<ProductWithStock>(get, productRequest(productId));

/** The latest reviews of a product (docs/api.md#reviews); without a session, `canReview` is 'sign-in'. */
export const fetchReviews = (productId: number, get = browserGet): Promise<ReviewsPage> =>
  get<ReviewsPage>(API_PATHS.productReviews(productId));

/** What the paged listing filters (docs/api.md#paged-listing): a listing's, or a search's with `q`. */
export interface PageQuery {
  gender?: Gender;
  /** A search's words (a search's gender is optional). */
  q?: string;
  category?: Category;
  style?: Style;
  color?: readonly Colour[];
  size?: readonly Size[];
  new?: boolean;
  sale?: boolean;
  collection?: Collection;
  sort?: ProductSort;
}

/** One page of the listing: the first without `cursor`, then each page's `nextCursor`; 24 unless `limit`. */
export function pageRequest(query: PageQuery, cursor?: string | null, limit?: number): GetRequest {
  const params: Record<string, string> = {};
  if (query.q !== undefined) params.q = query.q;
  if (query.gender) params.gender = query.gender;
  if (query.category) params.category = query.category;
  if (query.style) params.style = query.style;
  if (query.color?.length) params.color = query.color.join(',');
  if (query.size?.length) params.size = query.size.join(',');
  if (query.new) params.new = '1';
  if (query.sale) params.sale = '1';
  if (query.collection) params.collection = query.collection;
  if (query.sort) params.sort = query.sort;
  if (limit !== undefined) params.limit = String(limit);
  if (cursor) params.cursor = cursor;
  return { path: API_PATHS.productsPage, params };
}

export const fetchPage = (query: PageQuery, cursor?: string | null, get = browserGet): Promise<ProductPage> =>
  send<ProductPage>(get, pageRequest(query, cursor));

/**
 * Page `n` of the listing (24 a page) alone: the products before it are stepped over from cursor
 * to cursor, PRODUCT_PAGE_MAX_LIMIT at a time (page 10 asks five times); the page's total, facets
 * and next cursor are its own. A page past the end has no products (and no next cursor).
 */
export async function fetchPageAt(query: PageQuery, n: number, get = browserGet): Promise<ProductPage> {
  let cursor: string | null = null;
  for (let skip = (n - 1) * PRODUCT_PAGE_DEFAULT_LIMIT; skip > 0;) {
    const limit = Math.min(skip, PRODUCT_PAGE_MAX_LIMIT);
    const step: ProductPage = await send<ProductPage>(get, pageRequest(query, cursor, limit));
    if (!step.nextCursor) return { ...step, products: [], nextCursor: null };
    cursor = step.nextCursor;
    skip -= limit;
  }
  return fetchPage(query, cursor, get);
}

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

export async function fetchCarousel(query: CarouselQuery, get = browserGet): Promise<Product[]> {
  return carouselProducts(query, await send<CarouselAnswer>(get, carouselRequest(query)));
}

/** Whether the product is on the signed-in shopper's wishlist (a plain boolean). */
export async function fetchWishlistFlag(productId: number): Promise<boolean> {
  // docs/api.md#client does not list this check among the calls whose 401 signs out.
  const { data } = await api.get<boolean>(API_PATHS.wishlistItem(productId), { authRedirect: false });
  return data === true;
}
