// The API as a Fastify instance over an open database: main.ts serves it,
// tests build it around their own database.
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { GoogleSignIn } from './auth/google';
import { configFromEnv, type AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { seedCatalog } from './db/seed';
import { clientErrorHandler, frameworkErrors, installErrorHandling } from './http/errors';
import { installOriginGuard } from './http/origin-guard';
import { installResponseHeaders } from './http/response-headers';
import { SessionManager } from './http/session';
import { installValidation } from './http/validation';
import { authThrottleRepository } from './auth/throttle';
import { createMailer } from './mail/mailer';
import { cartRepository } from './repositories/cart';
import { CatalogCache } from './repositories/catalog-cache';
import { productsRepository } from './repositories/products';
import { sessionsRepository } from './repositories/sessions';
import { usersRepository } from './repositories/users';
import { wishlistRepository } from './repositories/wishlist';
import { cartRoutes } from './routes/cart';
import { healthRoutes } from './routes/health';
import { productRoutes } from './routes/products';
import { userRoutes } from './routes/users';
import { wishlistRoutes } from './routes/wishlist';
import { orderRoutes } from './routes/orders';
import { ordersRepository } from './repositories/orders';
import { releaseHealthRepository } from './repositories/release-health';
import { telemetryRoutes } from './routes/telemetry';

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
  const { db } = options.database;

  const app = Fastify({
    logger: config.logger
      ? {
          redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
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
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many attempts, please try again in ${context.after}`,
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Storefront API',
        version: '1.0.0',
        description: 'Every call of the store (SPEC section 7).',
      },
    },
  });
  installOriginGuard(app, config.storeOrigins);
  installResponseHeaders(app);

  const sessions = sessionsRepository(db, {
    idleHours: config.sessionIdleHours,
    absoluteHours: config.sessionAbsoluteHours,
    memoryMs: options.database.kind === 'pglite' ? config.sessionMemoryMs : 0,
  });
  const session = new SessionManager(sessions, config.sessionAbsoluteHours);
  const users = usersRepository(db);
  const mailer = createMailer(config.mail, app.log);
  app.addHook('onClose', async () => mailer.close());

  await app.register(async (scope) => healthRoutes(scope, db));
  const catalogCache = new CatalogCache(config.catalogCacheMs);
  await app.register(async (scope) => productRoutes(scope, productsRepository(db), catalogCache));
  await app.register(async (scope) =>
    userRoutes(scope, {
      users,
      session,
      sessions,
      throttle: authThrottleRepository(db, { enabled: config.authRateLimit > 0 }),
      mailer,
      authRateLimit: config.authRateLimit,
      google: config.google ? new GoogleSignIn(config.google, db, users) : null,
      storePublicUrl: config.storePublicUrl,
    }),
  );
  await app.register(async (scope) => cartRoutes(scope, { cart: cartRepository(db), session }));
  await app.register(async (scope) => wishlistRoutes(scope, { wishlist: wishlistRepository(db), session }));
  await app.register(async (scope) =>
    orderRoutes(scope, { orders: ordersRepository(db, cartRepository), session }),
  );

  const releaseHealth = releaseHealthRepository(db);
  app.addHook('onClose', async () => releaseHealth.close());
  await app.register(async (scope) =>
    telemetryRoutes(scope, { health: releaseHealth, releaseAdminToken: config.releaseAdminToken }),
  );

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.ready();
  return app;
}

/**
 * Clients send `Content-Type: application/json` with no body on logout and on
 * deletes (SPEC section 7): that is an empty body, not malformed JSON.
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
