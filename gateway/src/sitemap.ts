// sitemap.xml: every public page a crawler should know (docs/routes.md#robots-and-sitemap). The
// product pages come from the API, asked within a short budget and kept for a while, so a crawler
// never makes the gateway walk the catalogue on each visit.
import type { FastifyInstance } from 'fastify';
import { CATEGORIES, FILTER_PRESETS, GENDERS } from '@storefront/shared/contracts/vocabulary';
import { API_PATHS } from '@storefront/shared/contracts/api-paths';
import { FIXED_PAGES } from '@storefront/shared/navigation/store-routes';
import { PRIVATE_PAGES } from './head.js';
import { requestOrigin } from './request-origin.js';
import { sendGeneric } from './edge-answers.js';

/** How long the gateway waits on the API for the sitemap's products. */
const SITEMAP_API_BUDGET_MS = 1_000;
const SITEMAP_CACHE_MS = 10 * 60_000;

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

export interface Sitemap {
  /** Every public page (products from the API); null when the API cannot say. */
  sitemapPaths(): Promise<string[] | null>;
}

export function createSitemap(apiUrl: string, fetchImpl: typeof fetch = fetch): Sitemap {
  let sitemap: { paths: string[]; at: number } | null = null;

  const getJson = async (path: string): Promise<{ status: number; body: unknown }> => {
    const response = await fetchImpl(new URL(path, apiUrl), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(SITEMAP_API_BUDGET_MS),
    });
    return { status: response.status, body: response.ok ? await response.json() : null };
  };

  return {
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

/** GET /sitemap.xml; a 503 with Retry-After while the API cannot list the products. */
export function registerSitemap(app: FastifyInstance, sitemap: Sitemap): void {
  app.get('/sitemap.xml', async (request, reply) => {
    const origin = requestOrigin(request);
    if (!origin) return sendGeneric(request, reply, 400);
    const paths = await sitemap.sitemapPaths();
    if (!paths) {
      reply.header('Retry-After', '60');
      return sendGeneric(request, reply, 503);
    }
    return reply
      .header('Cache-Control', 'public, max-age=600')
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(origin, paths));
  });
}
