// The gateway: what a CDN plus an edge function would do in production.
// Page routes get the active shell's HTML with the release manifest and preload
// hints inlined (no round trip before the first view can start); release files
// are immutable; /api goes to the API.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import httpProxy from '@fastify/http-proxy';
import { activeReleases, type ActiveRelease } from './release/manifest.js';
import { FRONTENDS, releasesDir, type FrontendName } from './paths.js';

export interface GatewayOptions {
  apiUrl?: string;
  /** Base URL the browser uses for the API; empty means same origin (through this gateway). */
  publicApiBaseUrl?: string;
  logger?: boolean;
}

interface PrerenderRoute {
  pattern: string;
  file: string;
  slices?: FrontendName[];
}

const SLICES = FRONTENDS.filter((f) => f !== 'shell');
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Keeps `</script>` and friends in inlined JSON from closing the tag. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

async function readPrerenderRoutes(shellDir: string): Promise<PrerenderRoute[]> {
  try {
    const parsed = JSON.parse(await readFile(join(shellDir, 'prerender.json'), 'utf8')) as {
      routes: PrerenderRoute[];
    };
    return parsed.routes;
  } catch {
    return [];
  }
}

export async function renderPage(
  pathname: string,
  releases: Partial<Record<FrontendName, ActiveRelease>>,
  options: { publicApiBaseUrl: string },
): Promise<string | null> {
  const shell = releases.shell;
  if (!shell) return null;
  const shellDir = join(releasesDir(), 'shell', shell.version);
  const route = (await readPrerenderRoutes(shellDir)).find((r) => new RegExp(r.pattern).test(pathname));
  const file = route && existsSync(join(shellDir, route.file)) ? route.file : 'index.html';
  const template = await readFile(join(shellDir, file), 'utf8');

  const frontends: Record<string, { version: string; entry: string }> = {};
  for (const slice of SLICES) {
    const release = releases[slice];
    if (release) frontends[slice] = { version: release.version, entry: `${release.base}/remoteEntry.js` };
  }
  const wanted = route?.slices ?? SLICES;
  const preloads = wanted
    .filter((slice) => frontends[slice])
    .map((slice) => `<link rel="preload" as="script" href="${frontends[slice].entry}">`)
    .join('');
  const head =
    `<script>window.__STORE_MANIFEST__=${inlineJson({ frontends })};` +
    `window.__STORE_CONFIG__=${inlineJson({ apiBaseUrl: options.publicApiBaseUrl })};</script>${preloads}`;
  return template.replaceAll('__SHELL_BASE__', shell.base).replace('</head>', `${head}</head>`);
}

/** Page HTML is small and made per request: compress it on the fly. */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('Vary', 'Accept-Encoding');
  if (/\bbr\b/.test(accepted)) {
    const compressed = brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('Content-Encoding', 'br').send(compressed);
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(gzipSync(body));
  return reply.send(body);
}

const isPageRequest = (url: string) => {
  const path = url.split('?')[0];
  return !path.startsWith('/api/') && !path.startsWith('/releases/') && !/\.[a-z0-9]+$/i.test(path);
};

export async function buildGateway(options: GatewayOptions = {}): Promise<FastifyInstance> {
  const apiUrl = options.apiUrl ?? process.env.API_URL ?? 'http://127.0.0.1:3000';
  const publicApiBaseUrl = options.publicApiBaseUrl ?? process.env.PUBLIC_API_BASE_URL ?? '';
  const app = Fastify({ logger: options.logger ?? false });

  await app.register(httpProxy, {
    upstream: apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    http: { requestOptions: { timeout: 30_000 } },
    // The API rate-limits per shopper address and marks cookies Secure behind HTTPS:
    // it needs to know who asked and how.
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-forwarded-for': [headers['x-forwarded-for'], request.ip].filter(Boolean).join(', '),
        'x-forwarded-proto': String(headers['x-forwarded-proto'] ?? request.protocol),
        'x-forwarded-host': String(headers['x-forwarded-host'] ?? request.host),
      }),
    },
  });

  await app.register(fastifyStatic, {
    root: releasesDir(),
    prefix: '/releases/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    // @fastify/static 10 hands the reply, not the raw response.
    setHeaders(reply, path) {
      const inRelease = normalize(path).split(sep).length > normalize(releasesDir()).split(sep).length + 1;
      reply.header('Cache-Control', inRelease ? IMMUTABLE : 'no-cache');
      reply.header('Access-Control-Allow-Origin', '*');
    },
  });

  app.get('/healthz', async () => ({ status: 'ok' }));

  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ message: 'Not found' });
    }
    if (!isPageRequest(request.url)) return reply.code(404).type('text/plain').send('Not found');
    const pathname = new URL(request.url, 'http://gateway').pathname;
    const html = await renderPage(pathname, await activeReleases(), { publicApiBaseUrl });
    if (!html) {
      return reply
        .code(503)
        .type('text/plain')
        .send('No shell release is active. Run `npm start`, or `pnpm release publish shell`.');
    }
    reply.header('Cache-Control', 'no-cache').header('X-Content-Type-Options', 'nosniff');
    return sendCompressed(request, reply.type('text/html; charset=utf-8'), html);
  });

  return app;
}
