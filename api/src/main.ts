// Starts the store API. Every variable is parsed and checked first (config.ts):
// one that cannot work stops the process with a message naming it. Migrations
// and the catalog seed run before the server listens.
import type { ServerResponse } from 'node:http';
import { buildApp, openStoreDatabase } from './app';
import { ConfigError, configFromEnv, type AppConfig } from './config';
import { DataDirInUseError, type Database } from './db/client';

let config: AppConfig;
try {
  config = configFromEnv();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  // A wrong setting is the operator's to fix: the message, not a stack trace.
  console.error(`api: ${error.message}`);
  process.exit(1);
}

let database: Database;
try {
  database = await openStoreDatabase(config);
} catch (error) {
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(`api: ${error.message}`);
  process.exit(1);
}
const app = await buildApp({ database, config });

// While stopping, every answer says Connection: close, so a client (the gateway, the balancer) ends
// its kept-alive connection after the request it has in flight instead of sending the next one to
// a process that is going away (Fastify would answer that one 503). A request's headers may have
// come before the signal, so the answers still unsent are told too.
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
console.log(`api on ${address}`);

/** How long requests in flight may take to finish once SIGTERM came (README, Past one machine). */
const DRAIN_MS = 10_000;

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
    // Stops accepting, closes idle connections, waits for the requests in flight, then the database.
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
