// The gateway: what a CDN plus an edge function would do in production.
// Page routes get the active shell's HTML with the release manifest inlined (no
// round trip before the first view can start); release files are immutable; /api
// goes to the API. This file puts the jobs together: the edge (edge.ts), the release page,
// automatic canary aborts, robots.txt and the sitemap, the mail's product pictures (product-images.ts)
// and the page route (page-route.ts).
import type { FastifyInstance } from 'fastify';
import { loadConfig, type GatewayConfig } from './config.js';
import { robotsTxt } from './seo.js';
import { createSitemap, registerSitemap, type Sitemap } from './sitemap.js';
import { startAutoAbort } from './release/health.js';
import { stopManifestFeed } from './release/active-releases.js';
import { releasesPage } from './releases-page/plugin.js';
import { storeOriginOf } from './request-origin.js';
import { createEdge, type EdgeTimeouts } from './edge.js';
import { sendGeneric } from './edge-answers.js';
import { registerPageRoute } from './page-route.js';
import { registerProductImages } from './product-images.js';
import { createAtOnce } from './calls-at-once.js';
import { createServerBuilds } from './ssr/server-builds.js';
import { createDataLoader } from './ssr/data-loader.js';
import { HEAD_BUDGET_MS } from './ssr/render-slots.js';

interface GatewayOptions extends Partial<GatewayConfig> {
  /** Slow-client limits (ms); tests shorten them. */
  timeouts?: EdgeTimeouts;
  /** Connections one client address may hold open (CONNECTIONS_AT_ONCE); tests make it small. */
  connectionsPerClient?: number;
  /** The sitemap's pages; tests hand a fake instead of an API. */
  sitemap?: Sitemap;
  /** How long a server-rendered page is reused (ms, 0: rendered per request); tests turn it off. */
  pageCacheMs?: number;
}

export async function buildGateway(options: GatewayOptions = {}): Promise<FastifyInstance> {
  const config: GatewayConfig = { ...loadConfig(), ...options };
  const { apiUrl } = config;
  const app = await createEdge(config, options);

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
  // The manifest's long-poll ends with the gateway (the next one to serve a page starts it again).
  app.addHook('onClose', async () => stopManifestFeed());

  const originOf = storeOriginOf(config);
  app.get('/robots.txt', async (request, reply) => {
    const origin = originOf(request);
    if (!origin) return sendGeneric(request, reply, 400);
    return reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(origin));
  });
  // A client's pages, pictures and sitemap files together, at most CALLS_AT_ONCE at once (calls-at-once.ts).
  const atOnce = createAtOnce(config.trustedProxies);
  registerSitemap(app, options.sitemap ?? createSitemap(apiUrl), originOf, atOnce);

  // Each version's server build evaluated once, for pages and pictures alike.
  const builds = createServerBuilds({ log: (message) => app.log.warn(message) });
  // The order mail's pictures, from the active catalog (docs/cart.md#order-mail): no page budget
  // bounds them, and a mail shown broken stays so, so the API gets 2 s.
  const pictureGet = createDataLoader({ apiUrl, timeoutMs: 2_000 });
  registerProductImages(app, { releaseOrigins: config.releaseOrigins, builds, get: pictureGet, atOnce });
  // A page fragment's head may be waited for past the slots' budget (render-slots.ts).
  const get = createDataLoader({ apiUrl, timeoutMs: Math.max(config.ssrBudgetMs, HEAD_BUDGET_MS) });
  registerPageRoute(app, { config, builds, get, pageCacheMs: options.pageCacheMs, atOnce });
  return app;
}
