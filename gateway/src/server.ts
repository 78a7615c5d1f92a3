// The gateway: what a CDN plus an edge function would do in production.
// Page routes get the active shell's HTML with the release manifest inlined (no
// round trip before the first view can start); release files are immutable; /api
// goes to the API.
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { activeReleases, type ActiveRelease } from './release/active-releases.js';
import { SLICES, releasesDir, type FrontendName } from './paths.js';
import type { PageManifest, StoreConfig } from '@storefront/shared/contracts/page-config';
import { loadConfig, type GatewayConfig } from './config.js';
import { cookieValue } from './cookies.js';
import { createSeo, robotsTxt, sitemapXml, type Seo } from './seo.js';
import { headTags } from './head.js';
import { startAutoAbort } from './release/health.js';
import { releasesPage } from './releases-page/plugin.js';
import { EPOCH_FILE } from './releases-page/sign-out-epoch.js';
import { inlineJson, PAGE_DATA_ID } from '@storefront/shared/server';
import { renderComposedPage, type ComposedPage } from './ssr/compose.js';
import { createServerBuilds, liveKeys, type ServerBuilds } from './ssr/server-builds.js';
import { createDataLoader } from './ssr/data-loader.js';
import { createPageCache } from './page-cache.js';
import { apiProxy } from './api-proxy.js';
import { renderedQuery } from './page-query.js';
import { requestOrigin } from './request-origin.js';
import { pageTokenTiming } from './page-token.js';

interface GatewayOptions extends Partial<GatewayConfig> {
  logger?: boolean;
  /** Slow-client limits (ms); tests shorten them. */
  timeouts?: { connection?: number; request?: number; keepAlive?: number; headers?: number };
  /** Page statuses and the sitemap; tests hand a fake instead of an API. */
  seo?: Seo;
  /** How long a server-rendered page is reused (ms, 0: rendered per request); tests turn it off. */
  pageCacheMs?: number;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The shell's empty root, however its template was minified. */
const EMPTY_ROOT = /<div id=(?:"root"|'root'|root)><\/div>/;

/** A page ready to send: its HTML and the CSP hashes of the inline scripts the gateway put in it. */
export interface RenderedPage {
  html: string;
  /** `'sha256-…'` of each inline script of the template and the manifest, for script-src. */
  scriptHashes: string[];
}

/** Inline scripts that run (not JSON data blocks), as `[attributes, body]`. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_SCRIPT = /\btype=["']?application\/(?:ld\+)?json/i;

/**
 * The CSP hashes of the page's own inline scripts: the shell template's (a release file) and the
 * manifest script. Hashes, not a per-request nonce (issue 10 item 8 allows either): the same page
 * bytes can then be answered to every shopper from memory, compressed once. Computed before the
 * server-rendered HTML is filled in, so nothing rendered from data can ever be allowed to run.
 */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (DATA_SCRIPT.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export async function renderPage(
  pathname: string,
  releases: Partial<Record<FrontendName, ActiveRelease>>,
  options: {
    publicApiBaseUrl: string;
    devOverrides?: boolean;
    devOverrideOrigins?: string[];
    /** The page rendered on the server (ssr/compose.ts): filled into the shell's index.html. */
    composed?: ComposedPage | null;
    /** The route's title, description, canonical URL and link-preview tags (head.ts). */
    head?: string;
  },
): Promise<RenderedPage | null> {
  const shell = releases.shell;
  if (!shell) return null;
  const shellDir = join(releasesDir(), 'shell', shell.version);
  const composed = options.composed ?? null;
  // Without a server-rendered page (no shell server build, or it failed) the shell renders in the
  // browser from its empty index.html.
  const template = await readFile(join(shellDir, 'index.html'), 'utf8');

  const frontends: PageManifest['frontends'] = {};
  for (const slice of SLICES) {
    const release = releases[slice];
    if (release) frontends[slice] = { version: release.version, entry: `${release.base}/remoteEntry.js` };
  }
  const config: StoreConfig = { apiBaseUrl: options.publicApiBaseUrl };
  // Only the gateway's own configuration can allow overrides; the page never decides from its URL.
  if (options.devOverrides) {
    config.devOverrides = { origins: options.devOverrideOrigins ?? [] };
  }
  const head =
    `<script>window.__STORE_MANIFEST__=${inlineJson({ frontends } satisfies PageManifest)};` +
    `window.__STORE_CONFIG__=${inlineJson(config)};</script>`;
  // No script is asked for by the HTML: the shell's loader (shell/src/index.html) asks for its
  // own scripts and the manifest's remote entries together once the page has been shown.
  const page = template.replaceAll('__SHELL_BASE__', shell.base).replace('</head>', () => `${head}</head>`);
  const scriptHashes = inlineScriptHashes(page);
  // After the hashes: the JSON-LD block is data, never run. A function replacer, because prices
  // in descriptions ('$40.00') would read as replacement patterns.
  // The route's own description replaces the template's generic one.
  const headed = options.head
    ? page
        .replace(/<meta\s+name=["']?description["']?[^>]*>/, '')
        .replace(/<title>[\s\S]*?<\/title>/, () => options.head!)
    : page;
  if (!composed) return { html: headed, scriptHashes };
  // Filled in after the hashes: nothing rendered from data is ever allowed to run. The page data is a JSON
  // data block (never run, so no nonce), in the head so it is there before the shell's deferred
  // script reads it.
  const data = `<script type="application/json" id="${PAGE_DATA_ID}">${inlineJson(composed.pageData)}</script>`;
  const html = (
    options.head
      ? headed
      : headed.replace(/<title>[\s\S]*?<\/title>/, (title) =>
          composed.title ? `<title>${escapeHtml(composed.title)}</title>` : title,
        )
  )
    .replace('</head>', () => `${composed.css}${data}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${composed.html}</div>`);
  return { html, scriptHashes };
}

/** How many finished pages (per head: host, product) are kept for one rendered page. */
const MAX_FINISHED_VARIANTS = 2;

/** A page ready to send, with the compressed bytes made so far. */
interface FinishedPage extends RenderedPage {
  encoded: EncodedPage;
}

/** The cookie that keeps a shopper on the same side of every canary across page loads. */
export const CANARY_COOKIE = 'sf_canary';
const SEED_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** The shopper's canary seed when a canary runs (set on their first page), else null. */
function canarySeed(
  request: FastifyRequest,
  reply: FastifyReply,
  releases: Partial<Record<FrontendName, ActiveRelease>>,
): string | null {
  if (!Object.values(releases).some((release) => release?.canary)) return null;
  const current = cookieValue(request.headers.cookie, CANARY_COOKIE);
  if (current && SEED_PATTERN.test(current)) return current;
  const seed = randomBytes(16).toString('base64url');
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'Set-Cookie',
    `${CANARY_COOKIE}=${seed}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly${secure}`,
  );
  return seed;
}

/** 0-99 for this shopper and this canary: a new canary draws again, the same one never does. */
export const canaryDraw = (seed: string, name: string, version: string): number =>
  createHash('sha256').update(`${seed}\0${name}\0${version}`).digest().readUInt32BE(0) % 100;

/** Which version of each frontend this shopper gets: the canary for `percent` of seeds. */
export function chooseSides(
  releases: Partial<Record<FrontendName, ActiveRelease>>,
  seed: string,
): Partial<Record<FrontendName, ActiveRelease>> {
  const chosen: Partial<Record<FrontendName, ActiveRelease>> = {};
  for (const [name, release] of Object.entries(releases) as [FrontendName, ActiveRelease][]) {
    const canary = release.canary;
    chosen[name] =
      canary && canaryDraw(seed, name, canary.version) < canary.percent
        ? { version: canary.version, base: canary.base }
        : { version: release.version, base: release.base };
  }
  return chosen;
}

/** A page's bytes by content encoding, compressed once ('' is the page as it is). */
type EncodedPage = Map<'br' | 'gzip' | '', Buffer | string>;

/**
 * Sends the page compressed as the browser accepts. `encoded` keeps each encoding made, so a page
 * answered again from memory (a kept server-rendered page) is compressed once, not per request.
 */
function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  encoded: EncodedPage = new Map(),
) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('Vary', 'Accept-Encoding');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : '';
  let bytes = encoded.get(encoding);
  if (bytes === undefined) {
    bytes =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
        : encoding === 'gzip'
          ? gzipSync(body)
          : body;
    encoded.set(encoding, bytes);
  }
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.send(bytes);
}

const isPageRequest = (url: string) => {
  const path = url.split('?')[0];
  return !path.startsWith('/api/') && !path.startsWith('/releases/') && !/\.[a-z0-9]+$/i.test(path);
};

/** A file of a release's server build: `/<name>/<version>/server/...`, however it is spelled. */
function isServerFile(pathName: string): boolean {
  let decoded = pathName;
  try {
    decoded = decodeURIComponent(pathName);
  } catch {
    return true;
  }
  const parts = decoded.split(/[\\/]+/).filter(Boolean);
  return parts.length >= 3 && parts[2].toLowerCase() === 'server';
}

const LOOPBACK_ORIGINS = ['http://127.0.0.1:*', 'http://localhost:*', 'http://[::1]:*'];

/** The page's Content Security Policy: scripts only from this origin and the release origins. */
function contentSecurityPolicy(config: GatewayConfig, scriptHashes: string[]): string {
  const overrideOrigins = config.devOverrides ? [...LOOPBACK_ORIGINS, ...config.devOverrideOrigins] : [];
  const scripts = ["'self'", ...config.releaseOrigins, ...overrideOrigins, ...scriptHashes];
  const api = config.publicApiBaseUrl ? [new URL(config.publicApiBaseUrl).origin] : [];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // styled-components writes <style> tags at run time; styles cannot run code, so this is the accepted cost.
    `style-src 'self' 'unsafe-inline' ${config.releaseOrigins.join(' ')}`.trim(),
    `img-src 'self' data: blob: https: ${config.releaseOrigins.join(' ')}`.trim(),
    `font-src 'self' data: ${config.releaseOrigins.join(' ')}`.trim(),
    `connect-src 'self' ${[...api, ...config.releaseOrigins, ...overrideOrigins].join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()';

function pageHeaders(reply: FastifyReply, request: FastifyRequest, csp?: string) {
  if (csp) reply.header('Content-Security-Policy', csp);
  reply
    .header('X-Content-Type-Options', 'nosniff')
    .header('X-Frame-Options', 'DENY')
    .header('Referrer-Policy', 'strict-origin-when-cross-origin')
    .header('Permissions-Policy', PERMISSIONS_POLICY);
  if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000');
}

const PLAIN_PAGE = (title: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
  `<body><h1>${title}</h1><p><a href="/home">Go to the store</a></p></body></html>`;

/** Generic answers: never Fastify's codes, echoed paths or upstream errors. */
function sendGeneric(request: FastifyRequest, reply: FastifyReply, status: number) {
  const messages: Record<number, string> = {
    400: 'Bad request',
    404: 'Not found',
    405: 'Method not allowed',
    413: 'Request too large',
    414: 'URI too long',
    502: 'The store is unavailable right now, please try again',
    503: 'The store is unavailable right now, please try again',
    504: 'The store is unavailable right now, please try again',
  };
  const message = messages[status] ?? (status >= 500 ? 'Something went wrong' : 'Bad request');
  if (String(request.url).startsWith('/api'))
    return reply.code(status).type('application/json').send({ message });
  if (!isPageRequest(request.url)) return reply.code(status).type('text/plain; charset=utf-8').send(message);
  pageHeaders(reply, request, "default-src 'none'; frame-ancestors 'none'");
  return reply.code(status).type('text/html; charset=utf-8').send(PLAIN_PAGE(message));
}

export async function buildGateway(options: GatewayOptions = {}): Promise<FastifyInstance> {
  const config: GatewayConfig = { ...loadConfig(), ...options };
  const { apiUrl } = config;
  const timeouts = {
    connection: 30_000,
    request: 30_000,
    keepAlive: 5_000,
    headers: 10_000,
    ...options.timeouts,
  };
  const app = Fastify({
    logger: options.logger ?? false,
    // No body the gateway reads is larger than the API would take (the release page's forms too).
    bodyLimit: config.bodyLimit,
    // A client trickling its request is dropped instead of holding a socket for minutes.
    connectionTimeout: timeouts.connection,
    requestTimeout: timeouts.request,
    keepAliveTimeout: timeouts.keepAlive,
    // X-Forwarded-* count only from a configured proxy.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    // Node checks header/request deadlines on this interval (30 s by default).
    http: { connectionsCheckingInterval: Math.min(1_000, timeouts.headers) },
    // Bad URLs and the like: Fastify's default body names its error code and echoes the path.
    frameworkErrors: (_error, request, reply) => sendGeneric(request, reply, 400),
    // Requests Node's parser rejects (bad syntax, headers too large) never reach a route.
    clientErrorHandler: (error: NodeJS.ErrnoException, socket) => {
      if (!socket.writable) return socket.destroy();
      const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
      const body = JSON.stringify({ message: tooLarge ? 'Request headers too large' : 'Bad request' });
      socket.end(
        `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
          `Connection: close\r\n\r\n${body}`,
        // A trickling client would keep a half-closed socket open: drop it once answered.
        () => socket.destroy(),
      );
    },
  });
  app.server.headersTimeout = Math.min(timeouts.headers, timeouts.request);
  app.server.requestTimeout = timeouts.request;

  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    return sendGeneric(request, reply, status);
  });

  // /api to the API, with bodies bounded by the API's own limit (api-proxy.ts).
  await app.register(apiProxy, {
    apiUrl,
    trustedProxies: config.trustedProxies,
    bodyLimit: config.bodyLimit,
  });

  await app.register(fastifyStatic, {
    root: releasesDir(),
    prefix: '/releases/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    // Source maps stay on disk for debugging but are never served, nor are the server builds
    // (`<name>/<version>/server/`): server code is not for browsers. Nor is the release page's
    // sign-out epoch, which only gateways read.
    allowedPath: (pathName) =>
      !pathName.endsWith('.map') &&
      !/\.map\.(gz|br)$/.test(pathName) &&
      !isServerFile(pathName) &&
      !pathName.includes(EPOCH_FILE),
    // @fastify/static 10 hands the reply, not the raw response.
    setHeaders(reply, path) {
      const inRelease = normalize(path).split(sep).length > normalize(releasesDir()).split(sep).length + 1;
      reply.header('Cache-Control', inRelease ? IMMUTABLE : 'no-cache');
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('X-Content-Type-Options', 'nosniff');
    },
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  // /_releases, for release managers: registers nothing unless RELEASE_ADMIN_TOKEN is set.
  await app.register(releasesPage, { config });

  // Canaries started with --auto-abort are judged here, so no one has to watch them.
  const stopAutoAbort = startAutoAbort({
    apiUrl,
    token: config.releaseAdminToken,
    intervalMs: config.autoAbortIntervalMs,
    log: (message) => app.log.warn(message),
  });
  app.addHook('onClose', async () => stopAutoAbort());

  const seo = options.seo ?? createSeo(apiUrl);
  app.get('/robots.txt', async (request, reply) => {
    const origin = requestOrigin(request);
    if (!origin) return sendGeneric(request, reply, 400);
    return reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(origin));
  });
  app.get('/sitemap.xml', async (request, reply) => {
    const origin = requestOrigin(request);
    if (!origin) return sendGeneric(request, reply, 400);
    const paths = await seo.sitemapPaths();
    if (!paths) {
      reply.header('Retry-After', '60');
      return sendGeneric(request, reply, 503);
    }
    return reply
      .header('Cache-Control', 'public, max-age=600')
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(origin, paths));
  });

  // Server rendering (README, Server rendering): each version's server build loaded once, the
  // API's public answers coalesced, and a rendered page reused a moment — the key names the
  // releases it was rendered from, so an activation is used by the next request.
  const serverBuilds: ServerBuilds = createServerBuilds({ log: (message) => app.log.warn(message) });
  const dataLoader = createDataLoader({ apiUrl, timeoutMs: Math.max(config.ssrBudgetMs, 1) });
  const composedPages = createPageCache<ComposedPage>({
    freshMs: options.pageCacheMs ?? 1_000,
    staleMs: options.pageCacheMs === 0 ? 0 : 10_000,
    keep: (page) => page.complete,
  });
  const composePage = (url: string, releases: Partial<Record<FrontendName, ActiveRelease>>) => {
    const versions = Object.entries(releases).map(([name, release]) => `${name}@${release!.version}`);
    const render = () =>
      renderComposedPage(url, releases, {
        apiUrl,
        budgetMs: config.ssrBudgetMs,
        builds: serverBuilds,
        loader: dataLoader,
        log: (message) => app.log.warn(message),
      });
    return options.pageCacheMs === 0 ? render() : composedPages.get(`${versions.join(' ')} ${url}`, render);
  };

  // The finished page (template, head tags, rendered HTML) and its compressed bytes, kept with the
  // rendered page it was made from: while that page is kept, the same route, head and releases
  // are answered from memory. Nothing in it is per request or per shopper (CSP hashes, no nonce;
  // the canary cookie is a header).
  const finishedPages = new WeakMap<ComposedPage, Map<string, FinishedPage>>();
  const finishPage = async (
    pathname: string,
    releases: Partial<Record<FrontendName, ActiveRelease>>,
    composed: ComposedPage | null,
    head: string,
  ): Promise<FinishedPage | null> => {
    const variants = composed ? (finishedPages.get(composed) ?? new Map<string, FinishedPage>()) : null;
    const key = `${pathname}\0${head}`;
    const kept = variants?.get(key);
    if (kept) return kept;
    const page = await renderPage(pathname, releases, { ...config, composed, head });
    if (!page) return null;
    const finished: FinishedPage = { ...page, encoded: new Map() };
    // A few heads per rendered page (the store's own host or two): the Host header is the
    // client's, so other variants are answered but not kept, and memory stays bounded.
    if (composed && variants && variants.size < MAX_FINISHED_VARIANTS) {
      variants.set(key, finished);
      finishedPages.set(composed, variants);
    }
    return finished;
  };

  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendGeneric(request, reply, 404);
    if (!isPageRequest(request.url)) return sendGeneric(request, reply, 404);
    // The page's links name the client's Host: a malformed one is its mistake (request-origin.ts).
    const origin = requestOrigin(request);
    if (!origin) return sendGeneric(request, reply, 400);
    const { pathname, search } = new URL(request.url, 'http://gateway');
    const rendering = (async () => {
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
      // Rendered (and kept) from the query the page reads, never from the rest (page-query.ts).
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
    // The route's status (an API question for a product) and the render run side by side.
    const [page, rendered] = await Promise.all([seo.pageStatus(pathname), rendering]);
    // `/` is not a page of its own: the store starts at /home (docs/routes.md).
    if (page.status === 301) {
      reply.removeHeader('Set-Cookie');
      return reply.code(301).header('Location', `${page.location}${search}`).send();
    }
    const composed = rendered?.composed ?? null;
    if (composed?.redirect) {
      const status = [301, 302, 303, 307, 308].includes(composed.status) ? composed.status : 302;
      return reply
        .code(status)
        .header('Cache-Control', 'no-cache')
        .header('Location', composed.redirect)
        .send();
    }
    let finished: FinishedPage | null = null;
    try {
      const notFound = page.status === 404 || composed?.status === 404;
      const head = headTags(pathname, origin, page.status === 200 ? page.product : undefined, {
        catalogBase: rendered?.releases['mf-catalog']?.base,
        notFound,
      });
      if (rendered) finished = await finishPage(pathname, rendered.releases, composed, head);
    } catch (error) {
      request.log.error(error, 'cannot render the page');
    }
    if (!finished) {
      request.log.warn('no usable shell release: answering 503');
      return sendGeneric(request, reply, 503);
    }
    // An unknown page still gets the store's frame and its not-found page, with the status a
    // crawler needs: the route table's (seo.ts, which asks the API about products) or the frame's.
    const status = page.status === 200 && composed?.status === 404 ? 404 : page.status;
    reply.code(status).header('Cache-Control', 'no-cache');
    // The page's telemetry token (page-token.ts): rendered.releases is what this shopper was served.
    const timing = await pageTokenTiming(config.pageTokenSecret, request.ip, rendered!.releases);
    if (timing) reply.header('Server-Timing', timing);
    pageHeaders(reply, request, contentSecurityPolicy(config, finished.scriptHashes));
    return sendCompressed(request, reply.type('text/html; charset=utf-8'), finished.html, finished.encoded);
  });

  return app;
}
