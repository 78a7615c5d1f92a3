// One database handle for either engine: PGlite (embedded, a data folder) or a
// PostgreSQL server (DATABASE_URL). Both run the same migrations and queries.
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { openPgliteThread, type PgliteThread } from './pglite-thread';
import { schema } from './schema';

export { DataDirInUseError } from './data-dir-lock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw access for what Drizzle does not do: multi-statement migration files. */
export interface RawClient {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(text: string): Promise<void>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs fn in one transaction on one connection. */
  rawTransaction<T>(fn: (client: RawClient) => Promise<T>): Promise<T>;
  /** Runs one statement outside any transaction and without a time limit (VACUUM cannot run in one). */
  maintenance(text: string): Promise<void>;
  /**
   * PGlite: a checkpoint now, which removes the WAL segments written before it (pglite-worker.mjs).
   * PostgreSQL: nothing (its checkpointer does it, and CHECKPOINT needs a privileged role).
   */
  checkpoint(): Promise<void>;
  /**
   * Calls at the database now: on PostgreSQL the pool's connections lent out and the calls waiting
   * for one; on PGlite the calls in its queue, the running one included. Searches read it to send
   * several at once only while nothing else waits on the database (batches.ts).
   */
  callsAtDatabase(): number;
  close(): Promise<void>;
}

interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite folder, or 'memory://' for a throw-away database. */
  dataDir?: string;
  /** PGlite only: starts from this dump of a data folder (a migrated template, in tests) instead of an empty one. */
  loadDataDir?: Blob;
  /** PostgreSQL only (default 10). */
  pgPoolSize?: number;
  /** How long a query waits for a connection (PostgreSQL) or its turn (PGlite); default 5 s. */
  waitTimeoutMs?: number;
}

/** What a query waits for a connection or its turn before the caller answers 503 (errors.ts). */
export const DATABASE_WAIT_TIMEOUT_MS = 5_000;

/**
 * A query that waited its whole DATABASE_WAIT_TIMEOUT_MS for the embedded database, or for its
 * turn in a lane (lane.ts): a 503 with Retry-After (http/errors.ts).
 */
export class DatabaseBusyError extends Error {
  readonly code = 'DATABASE_BUSY';
  constructor(waitedMs: number, what = 'the embedded database') {
    super(`timeout exceeded when waiting for ${what} (${waitedMs} ms)`);
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const wait = options.waitTimeoutMs ?? DATABASE_WAIT_TIMEOUT_MS;
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.pgPoolSize ?? 10, wait)
    : openPglite(options.dataDir ?? 'memory://', wait, options.loadDataDir);
}

/**
 * PGlite runs one query at a time and queues the rest without limit: under a flood a request
 * would wait for ever. Its client's entry points go through this queue instead, which gives each
 * call its turn in order and lets one that waited `timeoutMs` go (DatabaseBusyError, a 503), as a
 * PostgreSQL pool does. Calls inside a transaction use the transaction's own handle, not these.
 *
 * A query is posted to the thread while the query before it still runs there: two at the thread
 * at most, which runs them in order (pglite-worker.mjs). Posted only once the one before answered,
 * the thread sat idle while the event loop came round to post the next: a third of its time under
 * a flood of product reads (api/README.md, Memory and stalls). A query so posted waits at the
 * thread for the one query before it without a time-out; queries are bounded (keyset pages, search
 * tiers of 500 rows). An exec (VACUUM, CHECKPOINT, a migration's file) and a transaction are not
 * posted ahead and hold the turn until they end, so no call waits at the thread behind them: one
 * that waits for them past its time-out is a 503, as before.
 */
export function queued(
  client: PgliteThread,
  timeoutMs: number,
): { turns: PgliteThread; calls: () => number } {
  let tail: Promise<void> = Promise.resolve();
  /** The last call posted to the thread. */
  let posted: Promise<unknown> = Promise.resolve();
  let calls = 0;
  const turn = async <T>(run: () => Promise<T>, ahead: boolean): Promise<T> => {
    calls += 1;
    try {
      return await take(run, ahead);
    } finally {
      calls -= 1;
    }
  };
  const take = async <T>(run: () => Promise<T>, ahead: boolean): Promise<T> => {
    let release!: () => void;
    const previous = tail;
    const done = new Promise<void>((resolve) => (release = resolve));
    tail = previous.then(() => done);
    let timer: NodeJS.Timeout | undefined;
    let gaveUp = false;
    try {
      await Promise.race([
        previous,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => {
            gaveUp = true;
            reject(new DatabaseBusyError(timeoutMs));
          }, timeoutMs);
        }),
      ]);
    } catch (error) {
      // Its place in the queue is passed on as soon as the calls before it are done.
      void previous.then(release);
      throw error;
    } finally {
      clearTimeout(timer);
    }
    if (gaveUp) throw new DatabaseBusyError(timeoutMs);
    if (!ahead) {
      try {
        // The query posted ahead of it, if one still runs: the thread is then this call's alone.
        await posted.catch(() => undefined);
        return await (posted = run());
      } finally {
        release();
      }
    }
    const before = posted;
    let call: Promise<T>;
    try {
      call = run();
    } catch (error) {
      release();
      throw error;
    }
    posted = call;
    // The next call is posted once the one before this has answered, while this one runs.
    void before.then(release, release);
    return await call;
  };
  const wrapped = { query: client.query, exec: client.exec, transaction: client.transaction } as const;
  const turns = new Proxy(client, {
    get(target, property, receiver) {
      if (property in wrapped) {
        const method = wrapped[property as keyof typeof wrapped] as (...args: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) => turn(() => method.apply(target, args), property === 'query');
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { turns, calls: () => calls };
}

async function openPglite(dataDir: string, waitTimeoutMs: number, loadDataDir?: Blob): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const unlock = inMemory ? () => undefined : lockDataDir(dataDir);
  let client: PgliteThread;
  try {
    // On its own thread (pglite-thread.ts), with pg_trgm, which the first migration creates.
    client = await openPgliteThread(dataDir, loadDataDir);
  } catch (error) {
    unlock();
    throw error;
  }
  const { turns, calls } = queued(client, waitTimeoutMs);
  // Drizzle's PGlite driver calls query and transaction, which the thread's client answers.
  const db = drizzlePglite({ client: turns as unknown as PGlite, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    rawTransaction: (fn) =>
      turns.transaction((tx) =>
        fn({
          query: async <T>(text: string, params?: unknown[]) => ({
            rows: (await tx.query<T>(text, params)).rows,
          }),
          exec: async (text) => {
            await tx.exec(text);
          },
        }),
      ),
    maintenance: async (text) => {
      await turns.exec(text);
    },
    checkpoint: async () => {
      await turns.exec('CHECKPOINT');
    },
    callsAtDatabase: calls,
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

async function openPostgres(databaseUrl: string, poolSize: number, waitTimeoutMs: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    // A request never waits for ever on a saturated pool or a dead server (a 503, errors.ts).
    connectionTimeoutMillis: waitTimeoutMs,
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
    async maintenance(text) {
      const conn = await pool.connect();
      try {
        await conn.query('SET statement_timeout = 0');
        await conn.query(text);
      } finally {
        await conn.query('RESET statement_timeout').catch(() => undefined);
        conn.release();
      }
    },
    checkpoint: async () => undefined,
    callsAtDatabase: () => pool.totalCount - pool.idleCount + pool.waitingCount,
    close: () => pool.end(),
  };
}
