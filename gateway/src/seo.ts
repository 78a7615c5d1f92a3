// What crawlers get from the gateway itself: the HTTP status of a page from the route table (404
// for what is not one, docs/routes.md) and robots.txt; sitemap.xml is sitemap.ts. A page's
// fragment may say more (a product that does not exist: its head's 404, head.ts).
import { PRIVATE_PAGES, ROOT_REDIRECT, matchStoreRoute } from '@storefront/shared/navigation/store-routes';

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

export interface Seo {
  /** 301 target, 404, or 200 for a page path, from the route table alone. */
  pageStatus(
    pathname: string,
  ): Promise<{ status: 200 } | { status: 404 } | { status: 301; location: string }>;
}

/**
 * The route table's statuses. Whether a product exists is the catalog's to say: its product
 * page's head answers 404 for one the API does not know (page-route.ts reads it).
 */
export function createSeo(): Seo {
  return {
    async pageStatus(pathname) {
      const route = matchStoreRoute(pathname);
      if (route.kind === 'root') return { status: 301, location: ROOT_REDIRECT };
      if (route.kind === 'not-found') return { status: 404 };
      return { status: 200 };
    },
  };
}
