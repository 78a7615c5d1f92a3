// The API as a Fastify instance over an open database: main.ts serves it,
// tests build it around their own database.
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import { configFromEnv, type AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { seedCatalog } from './db/seed';
import { registerCompression } from './http/compression';
import { clientErrorHandler, frameworkErrors, installErrorHandling } from './http/errors';
import { installOriginGuard } from './http/origin-guard';
import { registerOpenApi } from './http/openapi';
import { installCallsAtOnce } from './http/calls-at-once';
import { installResponseHeaders } from './http/response-headers';
import { installValidation } from './http/validation';
import { authPlugin } from './plugins/auth';
import { configPlugin } from './plugins/config';
import { repositoriesPlugin } from './plugins/repositories';
import { registerRoutes } from './routes';

export interface BuildAppOptions {
  database: Database;
  /** Overrides of the environment's configuration. */
  config?: Partial<AppConfig>;
  /** Where request logs go when logging is on (tests read them); stdout otherwise. */
  logStream?: { write(line: string): void };
}

/** Opens the configured database, applies pending migrations and the catalog seed. */
export async function openStoreDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'> & Partial<Pick<AppConfig, 'pgPoolSize'>>,
): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgPoolSize: config.pgPoolSize,
  });
  try {
    await migrate(database);
    await seedCatalog(database);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  return database;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const config: AppConfig = { ...configFromEnv(), ...options.config };

  const app = Fastify({
    logger: config.logger
      ? {
          redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          serializers: { req: serializeRequest },
          ...(options.logStream ? { stream: options.logStream } : {}),
        }
      : false,
    bodyLimit: config.bodyLimit,
    // Only the configured proxies (the gateway) may tell the shopper's scheme and address.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Router and HTTP parser failures answer generic JSON too, never Fastify's body with the URL.
    frameworkErrors,
    clientErrorHandler,
  });

  installErrorHandling(app);
  installValidation(app);
  installEmptyTolerantJson(app);

  await app.register(cookie);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, !origin || config.storeOrigins.includes(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS'],
    // An OPTIONS without Access-Control-Request-Method gets the CORS headers, not a plain-text 400.
    strictPreflight: false,
  });
  await registerCompression(app);
  await registerOpenApi(app, config.bodyLimit);
  installOriginGuard(app, config.storeOrigins);
  installResponseHeaders(app);
  installCallsAtOnce(app, config.trustedProxies);

  await app.register(configPlugin, { config });
  await app.register(repositoriesPlugin, { database: options.database });
  await app.register(authPlugin);
  await registerRoutes(app);

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.ready();
  return app;
}

/** Query parameters that carry a secret: a guest order's mailed key, a token, Google's code. */
const SECRET_QUERY_PARAMETERS = new Set(['key', 'token', 'code']);

/**
 * A request URL as the logs may keep it: the value of each secret query parameter is replaced,
 * so whoever reads the logs cannot open a guest's order (docs/cart.md#guest-checkout).
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0];
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed name is kept as sent.
      }
      return SECRET_QUERY_PARAMETERS.has(decoded.toLowerCase()) ? `${name}=[Redacted]` : pair;
    });
  return `${url.slice(0, at)}?${query.join('&')}`;
}

/** Fastify's request fields, with the URL's secrets redacted. */
function serializeRequest(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Clients send `Content-Type: application/json` with no body on logout and on
 * deletes (docs/api.md#users): that is an empty body, not malformed JSON.
 */
function installEmptyTolerantJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}
