// sitemap.xml (docs/routes.md#robots-and-sitemap): a sitemap index naming /sitemap-1.xml,
// /sitemap-2.xml… of at most 50,000 URLs each (the sitemaps protocol's limit): the public pages
// first (home, every listing and preset), then every product in id order. A file's products come
// from the API's id call (GET /api/products/ids, a file's worth at a time), never the whole
// catalogue at once; the count and each file are kept a few minutes, asked of the API once however
// many requests want them meanwhile. A file's XML is written a slice at a time, so a 50,000-URL
// file never holds the event loop, once for each store origin while the file is kept, and
// compressed once for all the requests that accept it: a crawler's (or anyone's) requests for the
// same file cost a lookup, not 3 MB written again (at 100,000 products, 17-40 ms each).
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FILTER_PRESETS, GENDERS, type Gender } from '@storefront/shared/contracts/vocabulary';
import { API_PATHS } from '@storefront/shared/contracts/api-paths';
import { FIXED_PAGES, PRIVATE_PAGES, productPath } from '@storefront/shared/navigation/store-routes';
import { sendCompressed, sendGeneric, type EncodedPage } from './edge-answers.js';
import type { AtOnce } from './calls-at-once.js';
import { escapeHtml } from './escape-html.js';

/** URLs per sitemap file: the protocol's maximum. */
export const SITEMAP_MAX_URLS = 50_000;
/** How long the gateway waits on the API for the count or a file's products. */
const SITEMAP_API_BUDGET_MS = 5_000;
const SITEMAP_CACHE_MS = 10 * 60_000;
/** Files kept at once (about 3 MB of paths each at 50,000 URLs). */
const SITEMAP_FILES_KEPT = 4;
/** URLs written per slice of a file's XML, between which other requests are served. */
const URLS_PER_SLICE = 2_000;

/** Public pages that exist whatever the catalogue holds: home, listings and their presets. */
export function fixedSitemapPaths(): string[] {
  const pages = Object.keys(FIXED_PAGES).filter((page) => !PRIVATE_PAGES.includes(page));
  for (const gender of GENDERS) {
    pages.push(`/${gender}/products`);
    for (const preset of FILTER_PRESETS[gender]) pages.push(`/${gender}/products/filter/${preset}`);
  }
  return pages;
}

export function sitemapIndexXml(origin: string, files: number): string {
  const entries = Array.from(
    { length: files },
    (_, i) => `<sitemap><loc>${escapeHtml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>`;
}

/** A sitemap file's XML, written a slice of URLs at a time with the event loop's turn between. */
async function sitemapXml(origin: string, paths: string[]): Promise<string> {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ];
  for (let start = 0; start < paths.length; start += URLS_PER_SLICE) {
    if (start > 0) await yieldToLoop();
    for (const path of paths.slice(start, start + URLS_PER_SLICE))
      parts.push(`<url><loc>${escapeHtml(origin + path)}</loc></url>`);
  }
  parts.push('</urlset>');
  return parts.join('');
}

/** A sitemap file as sent: its XML for one origin and its compressed bytes made so far. */
export interface SitemapFile {
  xml: string;
  encoded: EncodedPage;
}

export interface Sitemap {
  /** How many sitemap files there are (at least 1); null when the API cannot say. */
  fileCount(): Promise<number | null>;
  /** File `n` (1-based) written for `origin` (kept with its paths); 'none' past the last file; null when the API cannot say. */
  file(n: number, origin: string): Promise<SitemapFile | 'none' | null>;
}

/** The same call's answer for every caller while it runs. */
function singleFlight<K, T>(run: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const running = new Map<K, Promise<T>>();
  return (key) => {
    let answer = running.get(key);
    if (!answer) {
      answer = run(key).finally(() => running.delete(key));
      running.set(key, answer);
    }
    return answer;
  };
}

interface SitemapOptions {
  fetchImpl?: typeof fetch;
  /** URLs per file; tests make it small. */
  perFile?: number;
}

export function createSitemap(
  apiUrl: string,
  { fetchImpl = fetch, perFile = SITEMAP_MAX_URLS }: SitemapOptions = {},
): Sitemap {
  const fixed = fixedSitemapPaths();
  let counted: { total: number; at: number } | null = null;
  /** Kept files: their paths and, by origin (a store origin: as many as configured), their XML. */
  const files = new Map<
    number,
    { paths: string[]; at: number; written: Map<string, Promise<SitemapFile>> }
  >();
  const fresh = <T extends { at: number }>(entry: T | null | undefined): T | null =>
    entry && Date.now() - entry.at < SITEMAP_CACHE_MS ? entry : null;

  /** `limit` products from `offset` in id order, and how many there are in all. */
  async function productIds(offset: number, limit: number) {
    const query = new URLSearchParams({ offset: String(offset), limit: String(limit) });
    const response = await fetchImpl(new URL(`${API_PATHS.productIds}?${query}`, apiUrl), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(SITEMAP_API_BUDGET_MS),
    });
    if (!response.ok) throw new Error(`the API answered ${response.status}`);
    const body = (await response.json()) as {
      total?: unknown;
      products?: { id?: unknown; gender?: unknown }[];
    };
    if (!Number.isInteger(body.total) || !Array.isArray(body.products)) throw new Error('an odd answer');
    return { total: body.total as number, products: body.products };
  }

  const count = singleFlight(async (): Promise<number | null> => {
    try {
      counted = { total: (await productIds(0, 1)).total, at: Date.now() };
      return counted.total;
    } catch {
      return counted?.total ?? null;
    }
  });
  const total = async (): Promise<number | null> => fresh(counted)?.total ?? count(undefined);

  async function fileCount() {
    const products = await total();
    return products === null ? null : Math.max(1, Math.ceil((fixed.length + products) / perFile));
  }

  /** File n's entry, asked of the API when it is not kept (once for every request meanwhile). */
  const load = singleFlight(async (n: number) => {
    const start = (n - 1) * perFile;
    const end = start + perFile;
    const paths = fixed.slice(start, end);
    try {
      const offset = Math.max(0, start - fixed.length);
      const limit = end - Math.max(start, fixed.length);
      if (limit > 0) {
        for (const { id, gender } of (await productIds(offset, limit)).products) {
          if (Number.isInteger(id) && GENDERS.includes(gender as never))
            paths.push(productPath(gender as Gender, id as number));
        }
      }
    } catch {
      return files.get(n) ?? null;
    }
    files.delete(n);
    if (files.size >= SITEMAP_FILES_KEPT) files.delete(files.keys().next().value!);
    const entry = { paths, at: Date.now(), written: new Map<string, Promise<SitemapFile>>() };
    files.set(n, entry);
    return entry;
  });

  async function entryOf(n: number) {
    const last = await fileCount();
    if (last === null) return null;
    if (n < 1 || n > last) return 'none';
    return fresh(files.get(n)) ?? load(n);
  }

  return {
    fileCount,
    async file(n, origin) {
      const entry = await entryOf(n);
      if (!entry || entry === 'none') return entry;
      let written = entry.written.get(origin);
      if (!written) {
        written = sitemapXml(origin, entry.paths).then((xml) => ({ xml, encoded: new Map() }));
        entry.written.set(origin, written);
      }
      return written;
    },
  };
}

/**
 * GET /sitemap.xml (the index) and /sitemap-N.xml (the files); a 503 with Retry-After while the
 * API cannot say what they hold, a 404 for a file past the last.
 */
export function registerSitemap(
  app: FastifyInstance,
  sitemap: Sitemap,
  /** The origin the links name (request-origin.ts storeOriginOf): never a made-up Host. */
  originOf: (request: FastifyRequest) => string | null,
  /** A client's share of this gateway (calls-at-once.ts), shared with its pages. */
  atOnce: AtOnce,
): void {
  const unavailable = (
    request: Parameters<typeof sendGeneric>[0],
    reply: Parameters<typeof sendGeneric>[1],
  ) => {
    reply.header('Retry-After', '60');
    return sendGeneric(request, reply, 503);
  };
  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request);
    if (!origin) return sendGeneric(request, reply, 400);
    const count = await sitemap.fileCount();
    if (count === null) return unavailable(request, reply);
    return reply
      .header('Cache-Control', 'public, max-age=600')
      .type('application/xml; charset=utf-8')
      .send(sitemapIndexXml(origin, count));
  });
  app.get<{ Params: { file: string } }>('/sitemap-:file', async (request, reply) => {
    const n = /^([1-9]\d{0,5})\.xml$/.exec(request.params.file)?.[1];
    if (!n) return sendGeneric(request, reply, 404);
    const origin = originOf(request);
    if (!origin) return sendGeneric(request, reply, 400);
    return atOnce(request, reply, async () => {
      const file = await sitemap.file(Number(n), origin);
      if (file === 'none') return sendGeneric(request, reply, 404);
      if (file === null) return unavailable(request, reply);
      reply.header('Cache-Control', 'public, max-age=600').type('application/xml; charset=utf-8');
      return sendCompressed(request, reply, file.xml, file.encoded);
    });
  });
}
