// Starts the store API. Every variable is parsed and checked first (config.ts):
// one that cannot work stops the process with a message naming it. Migrations
// and the catalog seed run before the server listens.
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

const address = await app.listen({ port: config.port, host: config.host });
console.log(`api on ${address}`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  // A hung close must not keep a stopped API alive for ever.
  setTimeout(() => process.exit(1), 10_000).unref();
  try {
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
