// Test support: one database per test file (PGlite in memory, or the
// PostgreSQL of DATABASE_URL), the app around it, and a reset between tests.
import { readFile } from 'node:fs/promises';
import { after, before, beforeEach } from 'node:test';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, openStoreDatabase, type BuildAppOptions } from '../app';
import { testToolsFromEnv, type AppConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { CATALOG_STOCK } from '../db/catalog';

export const STORE_ORIGIN = 'http://localhost:8080';
export const ORIGIN = { origin: STORE_ORIGIN };

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  reset(): Promise<void>;
  close(): Promise<void>;
}

const TEST_CONFIG: Partial<AppConfig> = {
  storeOrigins: [STORE_ORIGIN],
  storePublicUrl: STORE_ORIGIN,
  authRateLimit: 0,
  google: null,
  logger: false,
};

export async function createTestContext(
  config: Partial<AppConfig> = {},
  logStream?: BuildAppOptions['logStream'],
): Promise<TestContext> {
  const database = await openTestDatabase();
  const app = await buildApp({ database, config: { ...TEST_CONFIG, ...config }, logStream });
  const reset = () => resetData(database);
  await reset();
  return {
    app,
    database,
    reset,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

let template: Promise<Blob> | undefined;

/**
 * The test database: the PostgreSQL of DATABASE_URL (on the suite's runner, a copy of its own:
 * file-database.ts), else a new in-memory PGlite. Under the runner (run-suite.ts) that PGlite loads
 * the dump of a data folder it migrated and seeded once, which is what openStoreDatabase would make
 * here from nothing, at about a third of the CPU; a file run alone migrates as the API does.
 */
async function openTestDatabase(): Promise<Database> {
  const { databaseUrl, pgliteTemplate: dump } = testToolsFromEnv();
  if (databaseUrl || !dump) return openStoreDatabase({ databaseUrl, dataDir: 'memory://' });
  template ??= readFile(dump).then((bytes) => new Blob([bytes]));
  return openDatabase({ dataDir: 'memory://', loadDataDir: await template });
}

/**
 * The one set-up of a test file: its app and database are built before its tests and closed after
 * them, and the data is reset before each test unless `resetEachTest` is false. The fields are read
 * inside tests; a file's own top-level `before` awaits `built()` first (Node 20 starts top-level
 * `before` hooks together, not one after the other). `config` may be a function, called once,
 * when something must start first (a mail server whose URL goes into the configuration).
 */
export function setUpTestContext(
  config: Partial<AppConfig> | (() => Promise<Partial<AppConfig>>) = {},
  {
    resetEachTest = true,
    logStream,
  }: { resetEachTest?: boolean; logStream?: BuildAppOptions['logStream'] } = {},
): TestContext & { built(): Promise<TestContext> } {
  let building: Promise<TestContext> | undefined;
  let current: TestContext | undefined;
  const built = () =>
    (building ??= (async () => {
      const settings = typeof config === 'function' ? await config() : config;
      current = await createTestContext(settings, logStream);
      return current;
    })());
  const ready = () => {
    if (!current) throw new Error('the test context is built in before(): read it inside a test');
    return current;
  };
  before(async () => {
    await built();
  });
  if (resetEachTest) beforeEach(() => ready().reset());
  after(() => current?.close());
  return {
    get app() {
      return ready().app;
    },
    get database() {
      return ready().database;
    },
    reset: () => ready().reset(),
    close: () => ready().close(),
    built,
  };
}

/** A second app over a context's database, with other settings (a throttle, logs, Google). */
export function appOnSameDatabase(
  ctx: Pick<TestContext, 'database'>,
  config: Partial<AppConfig>,
  logStream?: BuildAppOptions['logStream'],
): Promise<FastifyInstance> {
  return buildApp({ database: ctx.database, config: { ...TEST_CONFIG, ...config }, logStream });
}

/** Removes every user (and with them sessions, carts, wishlists) and restores the seeded stock. */
async function resetData(database: Database): Promise<void> {
  await database.rawTransaction(async (client) => {
    await client.exec(
      'TRUNCATE users, user_identities, sessions, oidc_flows, carts, cart_lines, wishlists, wishlist_products RESTART IDENTITY CASCADE',
    );
    await client.query(
      `UPDATE stock SET quantity = s.quantity FROM jsonb_to_recordset($1::jsonb) AS s("productId" int, size text, quantity int)
       WHERE stock.product_id = s."productId" AND stock.size = s.size AND stock.quantity <> s.quantity`,
      [JSON.stringify(CATALOG_STOCK)],
    );
  });
}

/** The session cookie of an answer, as a Cookie header value. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const found = all.find((c) => c.startsWith('sf_session='));
  if (!found) throw new Error(`no session cookie in ${JSON.stringify(all)}`);
  return found.split(';')[0];
}

let counter = 0;
export const uniqueName = (prefix = 'shopper') =>
  `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

export interface Shopper {
  id: number;
  userName: string;
  email: string;
  password: string;
  cookie: string;
}

export async function signUp(app: FastifyInstance, name = uniqueName()): Promise<Shopper> {
  const password = 'Secret1!x';
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/signup',
    headers: ORIGIN,
    payload: { username: name, email: `${name}@example.com`, password },
  });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  return { ...response.json(), password, cookie: sessionCookie(response) };
}

/** inject() as a signed-in shopper from the store's origin. */
export function as(app: FastifyInstance, shopper: Pick<Shopper, 'cookie'> | null) {
  return (options: InjectOptions) =>
    app.inject({
      ...options,
      headers: { ...ORIGIN, ...(shopper ? { cookie: shopper.cookie } : {}), ...options.headers },
    });
}
