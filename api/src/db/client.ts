// One database handle for either engine: PGlite (embedded, a data folder) or a
// PostgreSQL server (DATABASE_URL). Both run the same migrations and queries.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { schema } from './schema';

export { DataDirInUseError } from './data-dir-lock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw access for what Drizzle does not do: multi-statement migration files. */
interface RawClient {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(text: string): Promise<void>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs fn in one transaction on one connection. */
  rawTransaction<T>(fn: (client: RawClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite folder, or 'memory://' for a throw-away database. */
  dataDir?: string;
  /** PostgreSQL only (default 10). */
  pgPoolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.pgPoolSize ?? 10)
    : openPglite(options.dataDir ?? 'memory://');
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const unlock = inMemory ? () => undefined : lockDataDir(dataDir);
  let client: PGlite;
  try {
    // The first migration creates the pg_trgm extension, so PGlite must be able to load it.
    client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    rawTransaction: (fn) =>
      client.transaction((tx) =>
        fn({
          query: async <T>(text: string, params?: unknown[]) => ({
            rows: (await tx.query<T>(text, params)).rows,
          }),
          exec: async (text) => {
            await tx.exec(text);
          },
        }),
      ),
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

async function openPostgres(databaseUrl: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    // A request never waits for ever on a saturated pool or a dead server.
    connectionTimeoutMillis: 5_000,
    statement_timeout: 10_000,
  });
  pool.on('error', () => {
    // An idle client lost its server: the pool replaces it; requests report their own errors.
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    async rawTransaction(fn) {
      const conn = await pool.connect();
      try {
        await conn.query('BEGIN');
        const result = await fn({
          query: async <T>(text: string, params?: unknown[]) => ({
            rows: (await conn.query(text, params)).rows as T[],
          }),
          exec: async (text) => {
            await conn.query(text);
          },
        });
        await conn.query('COMMIT');
        return result;
      } catch (error) {
        await conn.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}
