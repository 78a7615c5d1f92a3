// What crawlers and link previews get from the gateway itself: the HTTP status of a page (404
// for what is not one, docs/routes.md) and robots.txt; sitemap.xml is sitemap.ts. Product pages
// are checked against the API, with a short budget and a small cache so a page never waits long
// on it; the answer is kept for the page's head (head.ts: title, description, Open Graph, schema.org).
import { API_PATHS } from '@storefront/shared/contracts/api-paths';
import { ROOT_REDIRECT, matchStoreRoute } from '@storefront/shared/navigation/store-routes';
import { PRIVATE_PAGES, asHeadProduct, type HeadProduct } from './head.js';

/** How long the gateway waits on the API for a page's status. */
const SEO_API_BUDGET_MS = 1_000;
const PRODUCT_CACHE_MS = 60_000;
const PRODUCT_CACHE_SIZE = 2_000;

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /releases/',
    ...PRIVATE_PAGES.map((page) => `Disallow: ${page}`),
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

interface ProductAnswer {
  exists: boolean;
  product?: HeadProduct;
}

export interface Seo {
  /**
   * 301 target, 404, or 200 for a page path; on a product page the 200 carries the API's product
   * when it answered (for the head, head.ts).
   */
  pageStatus(
    pathname: string,
  ): Promise<{ status: 200; product?: HeadProduct } | { status: 404 } | { status: 301; location: string }>;
}

export function createSeo(apiUrl: string, fetchImpl: typeof fetch = fetch): Seo {
  const productCache = new Map<number, { known: ProductAnswer; at: number }>();

  const getJson = async (path: string): Promise<{ status: number; body: unknown }> => {
    const response = await fetchImpl(new URL(path, apiUrl), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(SEO_API_BUDGET_MS),
    });
    return { status: response.status, body: response.ok ? await response.json() : null };
  };

  /** What the API says of a product; undefined when it cannot say (slow, down, an odd answer). */
  async function productOf(productId: number): Promise<ProductAnswer | undefined> {
    const cached = productCache.get(productId);
    if (cached && Date.now() - cached.at < PRODUCT_CACHE_MS) return cached.known;
    try {
      const { status, body } = await getJson(API_PATHS.product(productId));
      // Only the API's own "no such product" makes a 404: when it is slow or down the page
      // still renders, and its slice says what it can.
      if (status !== 200 && status !== 404) return undefined;
      // A 200 the head cannot read still says the product exists: the page gets the route's head.
      const product = status === 200 ? asHeadProduct(body) : null;
      const known: ProductAnswer = { exists: status === 200, ...(product ? { product } : {}) };
      if (productCache.size >= PRODUCT_CACHE_SIZE) productCache.delete(productCache.keys().next().value!);
      productCache.set(productId, { known, at: Date.now() });
      return known;
    } catch {
      return undefined;
    }
  }

  return {
    async pageStatus(pathname) {
      const route = matchStoreRoute(pathname);
      if (route.kind === 'root') return { status: 301, location: ROOT_REDIRECT };
      if (route.kind === 'not-found') return { status: 404 };
      if (route.kind === 'product') {
        const known = await productOf(route.productId);
        if (known?.exists === false) return { status: 404 };
        return known?.product ? { status: 200, product: known.product } : { status: 200 };
      }
      return { status: 200 };
    },
  };
}
