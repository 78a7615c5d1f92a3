// Starts the store API. Every variable is parsed and checked first (config.ts):
// one that cannot work stops the process with a message naming it. Migrations
// and the catalog seed run before the server listens.
import type { ServerResponse } from 'node:http';
import { Server as NetServer, type AddressInfo } from 'node:net';
import { ConfigError, configFromEnv, type AppConfig } from './config';
import type { Database } from './db/client';

let config: AppConfig;
try {
  config = configFromEnv();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  // A wrong setting is the operator's to fix: the message, not a stack trace.
  console.error(`api: ${error.message}`);
  process.exit(1);
}

// The rest of the API (routes, PGlite, drizzle) is loaded once the settings are known to work: a
// wrong one is said at once, not after the seconds that loading takes.
const [{ buildApp, openStoreDatabase }, { DataDirInUseError }] = await Promise.all([
  import('./app'),
  import('./db/client'),
]);

let database: Database;
try {
  database = await openStoreDatabase(config);
} catch (error) {
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(`api: ${error.message}`);
  process.exit(1);
}
// On PGlite the catalogue command cannot open the folder this process holds: it sends its work
// here, with a secret made now (catalog/running-api.ts, routes/internal/catalog).
const { announceRunningApi, localUrl, newCatalogImportToken } = await import('./catalog/running-api');
const catalogImportToken = database.kind === 'pglite' ? newCatalogImportToken() : '';
const app = await buildApp({ database, config: { ...config, catalogImportToken } });
// The listing's queries once, before the first shopper's (repositories/catalog-warm-up.ts).
const { warmUpListings } = await import('./repositories/catalog-warm-up');
await warmUpListings(app.repos.catalogListing);

// While stopping, every answer says Connection: close, so a client (the gateway, the balancer) ends
// its kept-alive connection after the request it has in flight instead of sending the next one to
// a process that is going away. A request's headers may have come before the signal, so the answers
// still unsent are told too.
let stopping = false;
const unanswered = new Set<ServerResponse>();
app.server.prependListener('request', (_request, response) => {
  if (stopping) return void response.setHeader('Connection', 'close');
  unanswered.add(response);
  response.once('close', () => unanswered.delete(response));
});
const closeWhenAnswered = () => {
  for (const response of unanswered) if (!response.headersSent) response.setHeader('Connection', 'close');
};

const address = await app.listen({ port: config.port, host: config.host });
let unannounce = () => {};
if (catalogImportToken) {
  const listening = app.server.address() as AddressInfo;
  const { STARTED_AT } = await import('./db/data-dir-lock');
  unannounce = announceRunningApi(config.dataDir, {
    pid: process.pid,
    startedAt: STARTED_AT,
    url: localUrl(listening.address, listening.port),
    token: catalogImportToken,
  });
  process.once('exit', () => unannounce());
}
// Said once everything is in place: the command can reach the store as soon as it is up.
console.log(`api on ${address}`);

/** How long requests in flight may take to finish once SIGTERM came (README, Past one machine). */
const DRAIN_MS = 10_000;
/**
 * How long kept-alive connections may still bring requests after SIGTERM: the balancer's checks see
 * the closed port within about 1.5 s and stop sending here (deploy/haproxy.cfg). Closing an idle
 * connection at once raced a request the balancer was just sending on it.
 */
const GRACE_MS = 2_000;

async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  closeWhenAnswered();
  // A hung request or close must not keep a stopped API alive for ever.
  setTimeout(() => {
    console.error(`api: requests still in flight ${DRAIN_MS} ms after ${signal}; exiting anyway`);
    process.exit(1);
  }, DRAIN_MS).unref();
  try {
    // No new connection from now on (net's close: http's would also close idle connections at
    // once); the callback comes when the last connection has ended.
    const drained = new Promise<void>((resolve) =>
      NetServer.prototype.close.call(app.server, () => resolve()),
    );
    const grace = setTimeout(() => {
      app.server.closeIdleConnections();
      // An answer whose headers went out before the signal kept its connection alive; ending after
      // the grace, nothing else would close that connection before the keep-alive timeout.
      for (const response of unanswered)
        response.once('finish', () => setImmediate(() => app.server.closeIdleConnections()));
    }, GRACE_MS);
    await drained;
    clearTimeout(grace);
    unannounce();
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    console.error(`api: failed to stop cleanly on ${signal}`, error);
    process.exit(1);
  }
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
