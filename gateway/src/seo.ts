// What crawlers and link previews get from the gateway itself: the HTTP status of a page (404
// for what is not one, docs/routes.md), robots.txt and sitemap.xml. Product pages are checked
// against the API, with a short budget and a small cache so a page never waits long on it; the
// answer is kept for the page's head (head.ts: title, description, Open Graph, schema.org).
import { CATEGORIES, FILTER_PRESETS, GENDERS } from '@storefront/shared/contracts/vocabulary';
import { API_PATHS } from '@storefront/shared/contracts/api-paths';
import { FIXED_PAGES, ROOT_REDIRECT, matchStoreRoute } from '@storefront/shared/navigation/store-routes';
import { PRIVATE_PAGES, asHeadProduct, type HeadProduct } from './head.js';

/** How long the gateway waits on the API for a page's status or the sitemap. */
const SEO_API_BUDGET_MS = 1_000;
const PRODUCT_CACHE_MS = 60_000;
const PRODUCT_CACHE_SIZE = 2_000;
const SITEMAP_CACHE_MS = 10 * 60_000;

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

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Public pages that exist whatever the catalogue holds: home, listings and their presets. */
export function fixedSitemapPaths(): string[] {
  const pages = Object.keys(FIXED_PAGES).filter((page) => !PRIVATE_PAGES.includes(page));
  for (const gender of GENDERS) {
    pages.push(`/${gender}/products`);
    for (const preset of FILTER_PRESETS[gender]) pages.push(`/${gender}/products/filter/${preset}`);
  }
  return pages;
}

export function sitemapXml(origin: string, paths: string[]): string {
  const urls = paths.map((path) => `<url><loc>${xmlEscape(origin + path)}</loc></url>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
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
  /** Every public page (products from the API); null when the API cannot say. */
  sitemapPaths(): Promise<string[] | null>;
}

export function createSeo(apiUrl: string, fetchImpl: typeof fetch = fetch): Seo {
  const productCache = new Map<number, { known: ProductAnswer; at: number }>();
  let sitemap: { paths: string[]; at: number } | null = null;

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
    async sitemapPaths() {
      if (sitemap && Date.now() - sitemap.at < SITEMAP_CACHE_MS) return sitemap.paths;
      try {
        const products: string[] = [];
        for (const gender of GENDERS) {
          for (const category of CATEGORIES) {
            const query = new URLSearchParams({ gender, category }).toString();
            const { status, body } = await getJson(`${API_PATHS.products}?${query}`);
            if (status !== 200 || !Array.isArray(body)) return sitemap?.paths ?? null;
            for (const item of body as { id?: unknown }[]) {
              if (Number.isInteger(item?.id)) products.push(`/${gender}/products/${item.id as number}`);
            }
          }
        }
        sitemap = { paths: [...fixedSitemapPaths(), ...new Set(products)], at: Date.now() };
        return sitemap.paths;
      } catch {
        return sitemap?.paths ?? null;
      }
    },
  };
}
