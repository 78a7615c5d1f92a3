// The product page fragment's data (docs/architecture.md#server-rendering): the product, or null
// when the API has none (the page is the catalog's not-found, and its head a 404), and its
// suggestions. The server's `load` and the browser's hooks ask the API with the same calls.
import type {
  LoadContext,
  Product,
  ProductPageProps,
  ProductWithStock,
  ReviewsPage,
} from '@storefront/shared';
import { fetchCarousel, fetchProduct, fetchReviews, failedStatus } from '../../api/products-api';

export interface ProductPageData {
  product: ProductWithStock | null;
  /** YOU MIGHT ALSO LIKE; absent when it could not be had (the carousel loads it). */
  similar?: Product[];
  /**
   * The latest reviews as anyone sees them (asked without the shopper's cookies, so nothing
   * personal); absent when they could not be had (the section asks in the browser).
   */
  reviews?: ReviewsPage;
  /**
   * The store's clock (ms) when the server loaded the page: the delivery estimate is worked out
   * from it on the server and again, identically, in the browser's first render.
   */
  now?: number;
}

/** The route parameter as a product id, or null when it is not one. */
export function parseProductId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
}

/** A product the API does not have, or an id that is none: the catalog's not-found page. */
export const isMissing = (error: unknown): boolean => [400, 404].includes(failedStatus(error) ?? 0);

const MINUTE_MS = 60_000;

export async function loadProductPage(
  { productId }: ProductPageProps,
  { get }: LoadContext,
): Promise<ProductPageData> {
  const id = parseProductId(productId);
  // The store's clock to the minute, the delivery note's step: every render of a product within a
  // minute is then the same page, which the gateway keeps rather than renders and compresses again
  // (docs/architecture.md#server-rendering).
  const now = Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
  if (id === null) return { product: null };
  let product: ProductWithStock;
  try {
    product = await fetchProduct(id, get);
  } catch (error) {
    if (isMissing(error)) return { product: null };
    throw error;
  }
  const query = {
    source: 'similar',
    gender: product.gender,
    category: product.category,
    excludeProductId: product.productId,
  } as const;
  const [similar, reviews] = await Promise.all([
    fetchCarousel(query, get).catch(() => undefined),
    fetchReviews(id, get).catch(() => undefined),
  ]);
  return {
    product,
    now,
    ...(similar ? { similar } : {}),
    ...(reviews ? { reviews } : {}),
  };
}
