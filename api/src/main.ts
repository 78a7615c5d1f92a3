// Starts the store API: PORT (3000), HOST (127.0.0.1), DATA_DIR or DATABASE_URL,
// STORE_ORIGINS, STORE_PUBLIC_URL, GOOGLE_*; migrations and the seed run first.
import { buildApp, openStoreDatabase } from './app';
import { configFromEnv } from './config';

const config = configFromEnv();
const database = await openStoreDatabase(config);
const app = await buildApp({ database, config });

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const address = await app.listen({ port, host });
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
