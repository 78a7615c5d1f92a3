// The edge: what a CDN would do in front of the store. Slow clients are dropped, one address holds
// a bounded number of connections (connections-at-once.ts), every error is a
// generic answer (edge-answers.ts), /api is forwarded to the API with bounded bodies
// (api-proxy.ts) and release files are served immutable. Pages are page-route.ts's.
import { normalize, sep } from 'node:path';
import type { Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isFrontend, releasesDir, type FrontendName } from './paths.js';
import { publishedHash } from './release/active-releases.js';
import { isVersion } from './release/manifest.js';
import { ensureReleaseFile } from './release/origin-files.js';
import type { GatewayConfig } from './config.js';
import { FORM_POST_PATHS, formRoute } from '@storefront/shared/contracts/forms';
import { apiProxy } from './api-proxy.js';
import { sendGeneric } from './edge-answers.js';
import { registerReadiness } from './readiness.js';
import { limitConnections } from './connections-at-once.js';

/** Slow-client limits (ms). */
export interface EdgeTimeouts {
  connection?: number;
  request?: number;
  keepAlive?: number;
  headers?: number;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

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

/** Requests Node's parser rejects (bad syntax, headers too large) never reach a route. */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  // A deadline passed (headers or request): closed with nothing written. A browser's preconnected
  // connection has sent nothing yet when the headers' deadline passes, and it reads whatever was
  // written on it as the answer to the request it sends next: a shopper's page came back
  // {"message":"Bad request"}.
  if (!socket.writable || error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return socket.destroy();
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify({ message: tooLarge ? 'Request headers too large' : 'Bad request' });
  socket.end(
    `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
    // A trickling client would keep a half-closed socket open: drop it once answered.
    () => socket.destroy(),
  );
}

/** The Fastify instance with the edge's limits and answers, /api, /releases/, /healthz and /readyz. */
export async function createEdge(
  config: GatewayConfig,
  options: {
    logger?: boolean;
    timeouts?: EdgeTimeouts;
    /** Connections one client address may hold open (CONNECTIONS_AT_ONCE); tests make it small. */
    connectionsPerClient?: number;
  } = {},
): Promise<FastifyInstance> {
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
    clientErrorHandler: answerClientError,
  });
  app.server.headersTimeout = Math.min(timeouts.headers, timeouts.request);
  app.server.requestTimeout = timeouts.request;
  limitConnections(app.server, config.trustedProxies, options.connectionsPerClient);

  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    return sendGeneric(request, reply, status);
  });

  // /api to the API, with bodies bounded by the API's own limit (api-proxy.ts).
  await app.register(apiProxy, {
    apiUrl: config.apiUrl,
    trustedProxies: config.trustedProxies,
    bodyLimit: config.bodyLimit,
  });
  // The server-rendered pages' forms (shared/src/contracts/forms.ts): each address's POST goes to the
  // API under /forms, which answers with a 303 (docs/api.md#form-posts). The gateway knows the
  // addresses from the shared table, nothing of what the forms do.
  for (const path of FORM_POST_PATHS) {
    await app.register(apiProxy, {
      apiUrl: config.apiUrl,
      trustedProxies: config.trustedProxies,
      bodyLimit: config.bodyLimit,
      route: { prefix: path, rewritePrefix: formRoute(path), methods: ['POST'] },
    });
  }
  await registerReleaseFiles(app);
  // /healthz: the process answers; /readyz: it can serve shoppers (its API, a manifest).
  app.get('/healthz', async () => ({ status: 'ok' }));
  registerReadiness(app, { apiUrl: config.apiUrl });
  return app;
}

/**
 * A release file a request names, decoded: `/releases/<name>/<version>/<path>`; null for anything
 * else (a server build or source map included: never served, so never fetched).
 */
function releaseFileOf(url: string): { name: FrontendName; version: string; path: string } | null {
  const pathname = url.split('?', 1)[0];
  if (!pathname.startsWith('/releases/') || isServerFile(pathname.slice('/releases'.length))) return null;
  let parts: string[];
  try {
    parts = pathname.slice('/releases/'.length).split('/').map(decodeURIComponent);
  } catch {
    return null;
  }
  const [name, version, ...rest] = parts;
  const path = rest.join('/');
  if (!isFrontend(name) || !isVersion(version) || !path || /\.map(\.(gz|br))?$/.test(path)) return null;
  return { name, version, path };
}

/**
 * `/releases/<name>/<version>/…`: immutable, precompressed at publish. A file of a live release
 * this gateway's folder lacks (another machine's gateway) is fetched from RELEASES_URL first and
 * kept there (release/origin-files.ts), then served the same way; any other missing path is a 404
 * that fetches nothing.
 */
async function registerReleaseFiles(app: FastifyInstance) {
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const file = releaseFileOf(request.url);
      if (file) await ensureReleaseFile(file.name, file.version, file.path, publishedHash);
    });
    await registerStaticReleases(scope);
  });
}

async function registerStaticReleases(app: FastifyInstance) {
  await app.register(fastifyStatic, {
    root: releasesDir(),
    prefix: '/releases/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    // Only a release's own files (`<name>/<version>/<file>`): source maps stay on disk for
    // debugging but are never served, nor are the server builds (`<name>/<version>/server/`), nor
    // anything else in the folder (an old checkout's manifest.json: the manifest is the database's).
    allowedPath: (pathName) => releaseFileOf(`/releases${pathName}`) !== null,
    // @fastify/static 10 hands the reply, not the raw response.
    setHeaders(reply, path) {
      const inRelease = normalize(path).split(sep).length > normalize(releasesDir()).split(sep).length + 1;
      reply.header('Cache-Control', inRelease ? IMMUTABLE : 'no-cache');
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('X-Content-Type-Options', 'nosniff');
    },
  });
}
