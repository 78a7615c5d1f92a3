// robots.txt (docs/routes.md#robots-and-sitemap): sitemap.xml is sitemap.ts, a page's status and
// head are the route table's and its fragment's (page-route.ts, head.ts).
import { PRIVATE_PAGES } from '@storefront/shared/navigation/store-routes';

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
