// GET /images/products/{id}.png: a product's picture at a store address that never changes, for
// the order mail (docs/cart.md#order-mail). The picture and its files are the catalog's: this runs
// the active mf-catalog release's ./ProductPicture fragment (its load asks the API for the
// product; its head names the picture, an immutable file of that release, as og:image) and
// redirects there. So the API writes a store address into the mail and knows nothing of the
// catalog's files, and an old mail shows the live catalog's picture.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FragmentGet } from '@storefront/shared';
import { PRODUCT_PICTURE_PNG_SIZE, productPicturePngPath } from '@storefront/shared/contracts/fragments';
import { activeReleases, type ActiveRelease, type Releases } from './release/active-releases.js';
import { liveKeys, type ServerBuilds } from './ssr/server-builds.js';
import { sendGeneric } from './edge-answers.js';
import { createAtOnce, type AtOnce } from './calls-at-once.js';

/** How long an answer (a picture's address, or no such product) is kept and may be cached. */
const KEEP_MS = 60_000;
/** Answers kept at most: distinct ids beyond it push the oldest out (a flood costs memory once). */
const KEEP_MAX = 500;
const ID = /^([1-9]\d{0,8})\.png$/;
/**
 * The origin the fragment's head is told it runs on. Never the request's Host: a client picks that,
 * and a shared cache that does not key on Host would keep its redirect for everyone. A picture named
 * on this placeholder is a file of this store, answered as a path (`Location: /releases/…`).
 */
const THIS_STORE = 'https://store.invalid';

type Answer = { status: 302; location: string } | { status: 404 | 503 };

export interface ProductImageOptions {
  /** Where release files may also be served from (GATEWAY_RELEASE_ORIGINS). */
  releaseOrigins?: readonly string[];
  /** The page route's server builds (server.ts): one copy of each build in memory. */
  builds: ServerBuilds;
  /** The API's public GETs (ssr/data-loader.ts). */
  get: FragmentGet;
  /** A client's share of this gateway (calls-at-once.ts), shared with the pages; tests: its own. */
  atOnce?: AtOnce;
  /** Tests: the releases. */
  releases?: () => Promise<Releases>;
}

/** Where to send the client: a path on this store, or a configured release origin; else null. */
function catalogFileLocation(location: string, releaseOrigins: readonly string[]): string | null {
  try {
    const url = new URL(location);
    if (!url.pathname.startsWith('/releases/mf-catalog/')) return null;
    if (url.origin === THIS_STORE) return `${url.pathname}${url.search}`;
    return releaseOrigins.includes(url.origin) ? url.href : null;
  } catch {
    return null;
  }
}

export function registerProductImages(app: FastifyInstance, options: ProductImageOptions): void {
  const releases = options.releases ?? (() => activeReleases((m) => app.log.warn(m)));
  const { builds, get, atOnce = createAtOnce([]) } = options;
  // By catalog version and id: one load however many mails are opened at once.
  const kept = new Map<string, { at: number; answer: Promise<Answer> }>();

  async function answerFor(productId: number): Promise<Answer> {
    const active = await releases();
    const catalog = active['mf-catalog'];
    if (!catalog) return { status: 503 };
    // Versions no longer active or in a canary leave memory, as the page route keeps them.
    builds.retain(liveKeys(active));
    const key = `${catalog.version} ${productId}`;
    const now = Date.now();
    const hit = kept.get(key);
    if (hit && now - hit.at < KEEP_MS) return hit.answer;
    const answer = pictureOf(catalog, productId);
    kept.delete(key);
    kept.set(key, { at: now, answer });
    if (kept.size > KEEP_MAX) kept.delete(kept.keys().next().value as string);
    // A failure is not kept: the next request tries again.
    void answer.then((a) => a.status === 503 && kept.get(key)?.answer === answer && kept.delete(key));
    return answer;
  }

  async function pictureOf(catalog: ActiveRelease, productId: number): Promise<Answer> {
    try {
      const build = await builds.get('mf-catalog', catalog);
      const fragment = build.status === 'ready' ? build.fragments?.ProductPicture : undefined;
      if (!fragment || fragment.browserOnly) return { status: 503 };
      const props = { productId, size: PRODUCT_PICTURE_PNG_SIZE.width, alt: '' };
      const data = await fragment.load(props, { get, url: productPicturePngPath(productId) });
      const head = fragment.head(data, props, { origin: THIS_STORE });
      if (head?.status === 404) return { status: 404 };
      const image = head?.openGraph?.find(([property]) => property === 'og:image')?.[1];
      // Only to the catalog's own release files, on this store or a release origin: never elsewhere.
      const location = image && catalogFileLocation(image, options.releaseOrigins ?? []);
      return location ? { status: 302, location } : { status: 503 };
    } catch {
      return { status: 503 };
    }
  }

  app.get<{ Params: { file: string } }>('/images/products/:file', async (request, reply) => {
    const id = ID.exec(request.params.file)?.[1];
    if (!id) return sendGeneric(request, reply, 404);
    return atOnce(request, reply, () => sendPicture(request, reply, Number(id)));
  });

  async function sendPicture(request: FastifyRequest, reply: FastifyReply, id: number) {
    const answer = await answerFor(id);
    // The answer does not depend on the Host (or anything else the client sends): safe to share.
    if (answer.status === 302) {
      return reply
        .header('Cache-Control', `public, max-age=${KEEP_MS / 1000}`)
        .redirect(answer.location, 302);
    }
    if (answer.status === 503) reply.header('Retry-After', '60');
    return sendGeneric(request, reply, answer.status);
  }
}
