// GET /images/products/{id}.png: a product's picture at a store address that never changes, for
// the order mail (docs/cart.md#order-mail). The picture and its files are the catalog's: this runs
// the active mf-catalog release's ./ProductPicture fragment (its load asks the API for the
// product; its head names the picture, an immutable file of that release, as og:image) and
// redirects there. So the API writes a store address into the mail and knows nothing of the
// catalog's files, and an old mail shows the live catalog's picture.
import type { FastifyInstance } from 'fastify';
import type { FragmentGet } from '@storefront/shared';
import { activeReleases, type ActiveRelease } from './release/active-releases.js';
import { createServerBuilds, liveKeys, type ServerBuilds } from './ssr/server-builds.js';
import { createDataLoader, fragmentGet } from './ssr/data-loader.js';
import { requestOrigin } from './request-origin.js';
import { sendGeneric } from './edge-answers.js';
import type { FrontendName } from './paths.js';

/** How long an answer (a picture's address, or no such product) is kept and may be cached. */
const KEEP_MS = 60_000;
/** Answers kept at most: distinct ids beyond it push the oldest out (a flood costs memory once). */
const KEEP_MAX = 500;
const ID = /^([1-9]\d{0,8})\.png$/;

type Answer = { status: 302; location: string } | { status: 404 | 503 };

export interface ProductImageOptions {
  apiUrl: string;
  /** Where release files may also be served from (GATEWAY_RELEASE_ORIGINS). */
  releaseOrigins?: readonly string[];
  /** Tests: the releases, the server builds and the API's GET. */
  releases?: () => Promise<Partial<Record<FrontendName, ActiveRelease>>>;
  builds?: ServerBuilds;
  get?: FragmentGet;
}

function isCatalogFile(location: string, origins: readonly string[]): boolean {
  try {
    const url = new URL(location);
    return origins.includes(url.origin) && url.pathname.startsWith('/releases/mf-catalog/');
  } catch {
    return false;
  }
}

export function registerProductImages(app: FastifyInstance, options: ProductImageOptions): void {
  const releases = options.releases ?? (() => activeReleases((m) => app.log.warn(m)));
  const builds = options.builds ?? createServerBuilds({ log: (m) => app.log.warn(m) });
  const get = options.get ?? fragmentGet(createDataLoader({ apiUrl: options.apiUrl, timeoutMs: 2_000 }));
  // By catalog version, origin and id: one load however many mails are opened at once.
  const kept = new Map<string, { at: number; answer: Promise<Answer> }>();

  async function answerFor(productId: number, origin: string): Promise<Answer> {
    const active = await releases();
    const catalog = active['mf-catalog'];
    if (!catalog) return { status: 503 };
    builds.retain(liveKeys({ 'mf-catalog': catalog }));
    const key = `${catalog.version} ${origin} ${productId}`;
    const now = Date.now();
    const hit = kept.get(key);
    if (hit && now - hit.at < KEEP_MS) return hit.answer;
    const answer = pictureOf(catalog, productId, origin);
    kept.delete(key);
    kept.set(key, { at: now, answer });
    if (kept.size > KEEP_MAX) kept.delete(kept.keys().next().value as string);
    // A failure is not kept: the next request tries again.
    void answer.then((a) => a.status === 503 && kept.get(key)?.answer === answer && kept.delete(key));
    return answer;
  }

  async function pictureOf(catalog: ActiveRelease, productId: number, origin: string): Promise<Answer> {
    try {
      const build = await builds.get('mf-catalog', catalog);
      const fragment = build.status === 'ready' ? build.fragments?.ProductPicture : undefined;
      if (!fragment || fragment.browserOnly) return { status: 503 };
      const props = { productId, size: 112, alt: '' };
      const data = await fragment.load(props, { get, url: `/images/products/${productId}.png` });
      const head = fragment.head(data, props, { origin });
      if (head?.status === 404) return { status: 404 };
      const location = head?.openGraph?.find(([property]) => property === 'og:image')?.[1];
      // Only to the catalog's own release files, on this store or a release origin: never elsewhere.
      if (!location || !isCatalogFile(location, [origin, ...(options.releaseOrigins ?? [])])) {
        return { status: 503 };
      }
      return { status: 302, location };
    } catch {
      return { status: 503 };
    }
  }

  app.get<{ Params: { file: string } }>('/images/products/:file', async (request, reply) => {
    const id = ID.exec(request.params.file)?.[1];
    if (!id) return sendGeneric(request, reply, 404);
    const origin = requestOrigin(request);
    if (!origin) return sendGeneric(request, reply, 400);
    const answer = await answerFor(Number(id), origin);
    if (answer.status === 302) {
      return reply
        .header('Cache-Control', `public, max-age=${KEEP_MS / 1000}`)
        .redirect(answer.location, 302);
    }
    if (answer.status === 503) reply.header('Retry-After', '60');
    return sendGeneric(request, reply, answer.status);
  });
}
