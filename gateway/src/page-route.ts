// The page route: every GET that is a page (not /api, a release file or a file). It reads the
// active releases, puts the shopper on their side of each canary (canary-side.ts), composes the
// page on the server from those releases (ssr/compose.ts, kept a moment in the page cache),
// finishes it into the shell's HTML for a store origin (page-finisher.ts: kept with the composed
// page, compressed once) and answers it with the route's status, the page token and the edge's headers.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ROOT_REDIRECT,
  STORE_PAGES,
  canonicalPath,
  matchStoreRoute,
} from '@storefront/shared/navigation/store-routes';
import { activeReleases, type ActiveRelease, type Releases } from './release/active-releases.js';
import type { FrontendName } from './paths.js';
import type { GatewayConfig } from './config.js';
import { headTags, pageHead } from './head.js';
import { renderComposedPage, sameComposedPage, type ComposedPage } from './ssr/compose.js';
import { liveKeys, type ServerBuilds } from './ssr/server-builds.js';
import type { FragmentGet } from '@storefront/shared';
import { createPageCache } from './page-cache.js';
import { renderedQuery } from '@storefront/shared/navigation/page-query';
import { storeOriginOf } from './request-origin.js';
import { createAtOnce, type AtOnce } from './calls-at-once.js';
import { pageTokenTiming } from './page-token.js';
import { canarySeed, chooseSides } from './canary-side.js';
import { createFinisher, type FinishedPage } from './page-finisher.js';
import type { renderPage } from './page-html.js';
import {
  contentSecurityPolicy,
  isPageRequest,
  pageHeaders,
  sendCompressed,
  sendGeneric,
} from './edge-answers.js';

/** What this shopper is served: their side of each canary, and the page composed from it. */
interface Rendered {
  releases: Releases;
  composed: ComposedPage | null;
}

export interface PageRouteOptions {
  config: GatewayConfig;
  /** The server builds, shared with the product pictures (server.ts). */
  builds: ServerBuilds;
  /** The API's public GETs (ssr/data-loader.ts). */
  get: FragmentGet;
  /** How long a rendered page is reused (ms, 0: rendered per request). */
  pageCacheMs?: number;
  /** A client's share of this gateway (calls-at-once.ts), shared with the product pictures. */
  atOnce?: AtOnce;
  /** Finishes a page (page-html.ts); a test counts its calls. */
  renderPage?: typeof renderPage;
}

/** How many pages any client can make up (madeUp) are kept, apart from the shared ones. */
const MADE_UP_PAGES_KEPT = 100;

/** A page's key in the page cache: its releases, then its URL (which has no space: it is encoded). */
const pageKey = (versions: string[], url: string) => `${versions.join(' ')} ${url}`;
const urlOfKey = (key: string) => key.slice(key.lastIndexOf(' ') + 1);

/**
 * Whether a rendered page is one any client can make up without end, kept apart (page-cache.ts) so
 * that a flood of them pushes out only each other: a search (a page per term); a path that is not
 * a page as the route table spells it (an unknown page, `/HOME`, `/home//`), each rendered and kept
 * as itself since the frame and the slices read the path as it came (the header's section, a slot
 * named by its props: `/men/x` and `/x` differ); an order's confirmation (its slot is named by the
 * order id); a listing with a query (its filters and pages); and, known only once rendered, a
 * page whose fragment says 404 (a product id the catalog does not have). Any origin will do for
 * the heads: only their status is read.
 */
function madeUp(url: string, page: ComposedPage): boolean {
  const [pathname, query] = url.split('?');
  if (pathname === STORE_PAGES.search.path || canonicalPath(pathname) !== pathname) return true;
  // A filtered listing, or a page past its first: millions of combinations, each a real page.
  if (query && matchStoreRoute(pathname).kind === 'listing') return true;
  return fragmentHeads(page, 'http://store.invalid').some((head) => head?.status === 404);
}

/**
 * Server rendering (README, Server rendering): each version's server build loaded once, the
 * API's public answers coalesced, and a rendered page reused a moment — the key names the
 * releases it was rendered from, so an activation is used by the next request. Gives the
 * shopper's releases and page; null when the releases cannot be read.
 */
function createRenderer(app: FastifyInstance, options: PageRouteOptions) {
  const { config, builds: serverBuilds, get, pageCacheMs } = options;
  const composedPages = createPageCache<ComposedPage>({
    freshMs: pageCacheMs ?? 1_000,
    staleMs: 10_000,
    keep: (page) => page.complete,
    // Rendered again every second under load, a page is mostly the same page: the one kept stays,
    // with its finished HTML and compressed bytes (page-finisher.ts).
    same: sameComposedPage,
    // A search term, a made-up path, an unknown product: pages any client picks, kept apart.
    apart: { test: (key, page) => madeUp(urlOfKey(key), page), maxEntries: MADE_UP_PAGES_KEPT },
  });
  const composePage = (url: string, releases: Releases) => {
    const versions = Object.entries(releases).map(([name, release]) => `${name}@${release!.version}`);
    const render = () =>
      renderComposedPage(url, releases, {
        budgetMs: config.ssrBudgetMs,
        builds: serverBuilds,
        get,
        log: (message) => app.log.warn(message),
      });
    return pageCacheMs === 0 ? render() : composedPages.get(pageKey(versions, url), render);
  };

  return (request: FastifyRequest, reply: FastifyReply, pathname: string, search: string) =>
    (async (): Promise<Rendered> => {
      const active = await activeReleases();
      // Versions no longer active or in a canary leave memory; the next page uses the new ones.
      serverBuilds.retain(liveKeys(active));
      // Loaded before a page needs them (each once: a map lookup afterwards).
      for (const [name, release] of Object.entries(active) as [FrontendName, ActiveRelease][]) {
        void serverBuilds.get(name, release);
        if (release.canary) void serverBuilds.get(name, release.canary);
      }
      const seed = canarySeed(request, reply, active);
      const releases = seed ? chooseSides(active, seed) : active;
      // Rendered (and kept) from the query the page reads, never from the rest
      // (shared/src/navigation/page-query.ts).
      const url = `${pathname}${renderedQuery(pathname, search)}`;
      const composed = await composePage(url, releases).catch((error: unknown) => {
        request.log.error(error, 'cannot render the page on the server');
        return null;
      });
      return { releases, composed };
    })().catch((error: unknown) => {
      request.log.error(error, 'cannot read the releases');
      return null;
    });
}

/** Answers every page request: registered as the not-found handler, after every other route. */
export function registerPageRoute(app: FastifyInstance, options: PageRouteOptions): void {
  const { config } = options;
  const renderFor = createRenderer(app, options);
  const finishPage = createFinisher(config, options.renderPage);
  // A page's links (canonical, og:url, a product's og:image and JSON-LD) name the store origin it
  // was asked at, else the public one: a Host the store does not answer to (any client's to make
  // up) neither names itself in them nor gets a page of its own to finish and compress, so it is
  // served the public origin's page, kept with every other (page-finisher.ts).
  const originOf = storeOriginOf(config);
  // A client's pages at once (calls-at-once.ts): past its share, no render and a 429.
  const atOnce = options.atOnce ?? createAtOnce(config.trustedProxies);

  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendGeneric(request, reply, 404);
    if (!isPageRequest(request.url)) return sendGeneric(request, reply, 404);
    // The client's Host (with the scheme it came over, or a trusted proxy's X-Forwarded-Proto): a
    // malformed one is its mistake (request-origin.ts), as on robots.txt and the sitemap.
    const origin = originOf(request);
    if (!origin) return sendGeneric(request, reply, 400);
    // Origin-form (`/…`) as it came, `//` a path and not an address without a host; absolute-form
    // (`http://host/…`, as a proxy may send) by its path.
    const { pathname, search } = request.url.startsWith('/')
      ? new URL(`http://gateway${request.url}`)
      : new URL(request.url, 'http://gateway');
    // The route table says what a path is (docs/routes.md): `/` is not a page, the store starts
    // at ROOT_REDIRECT; what is none of its pages gets the frame's not-found page and a 404.
    const route = matchStoreRoute(pathname);
    if (route.kind === 'root') return reply.code(301).header('Location', `${ROOT_REDIRECT}${search}`).send();
    return atOnce(request, reply, () =>
      answerPage(request, reply, pathname, search, route.kind === 'not-found', origin),
    );
  });

  /** The page rendered from the shopper's releases, headed, finished and sent. */
  async function answerPage(
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    search: string,
    unknownPath: boolean,
    origin: string,
  ) {
    const rendered = await renderFor(request, reply, pathname, search);
    const composed = rendered?.composed ?? null;
    let finished: FinishedPage | null = null;
    let notFound = unknownPath;
    try {
      // The page's fragment says its head (a product's, or its 404) for this origin.
      const heads = fragmentHeads(composed, origin, (error) =>
        request.log.warn(error, "a fragment's head failed: the route's head is used"),
      );
      const head = pageHead(pathname, heads, notFound);
      notFound ||= head.status === 404;
      if (rendered)
        finished = await finishPage(pathname, rendered.releases, composed, headTags(head, origin));
    } catch (error) {
      request.log.error(error, 'cannot render the page');
    }
    if (!finished) {
      request.log.warn('no usable shell release: answering 503');
      return sendGeneric(request, reply, 503);
    }
    // An unknown page still gets the store's frame and its not-found page, with the status a
    // crawler needs: the route table's, or the page's fragment's (a product the catalog does not have).
    return sendPage(request, reply, config, notFound ? 404 : 200, rendered!.releases, finished, composed);
  }
}

/** What the page's own fragments say in its head; one that throws says nothing (told to `warn`). */
function fragmentHeads(
  composed: ComposedPage | null,
  origin: string,
  warn: (error: unknown) => void = () => {},
) {
  return (composed?.heads ?? []).map((head) => {
    try {
      return head({ origin });
    } catch (error) {
      warn(error);
      return null;
    }
  });
}

/** `sf-render;desc="frame:1,s1abc:1"`: how many times each root of the page was rendered. */
const renderTiming = (composed: ComposedPage) =>
  `sf-render;desc="${[...composed.renders].map(([root, count]) => `${root}:${count}`).join(',')}"`;

/** The finished page with its status, page token and headers, compressed as the browser accepts. */
async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  config: GatewayConfig,
  status: number,
  releases: Releases,
  finished: FinishedPage,
  composed: ComposedPage | null,
) {
  reply.code(status).header('Cache-Control', 'no-cache');
  // The page's telemetry token (page-token.ts): `releases` is what this shopper was served.
  const timing = [pageTokenTiming(config.pageTokenSecret, request.ip, releases)];
  if (composed) timing.push(renderTiming(composed));
  if (timing.some(Boolean)) reply.header('Server-Timing', timing.filter(Boolean).join(', '));
  pageHeaders(reply, request, contentSecurityPolicy(config, finished.scriptHashes));
  return sendCompressed(request, reply.type('text/html; charset=utf-8'), finished.html, finished.encoded);
}
