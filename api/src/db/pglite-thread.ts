// PGlite on a thread of its own (pglite-worker.mjs), so that its queries never run on the API's
// event loop. PGlite runs a query synchronously where it is held: on the event loop a search (about
// a millisecond at 100,000 products), an import's transaction or a big read held every request
// meanwhile, product reads and static answers included (api/README.md, Memory and stalls).
//
// The client here answers what Drizzle's PGlite driver and client.ts call: query, exec,
// transaction and close. client.ts's queue gives the turns: a query may be posted while the one
// before it runs (two at the thread at most), which the thread runs in order.
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';

const WORKER = new URL('./pglite-worker.mjs', import.meta.url);

interface Call {
  op: 'query' | 'exec' | 'close';
  sql?: string;
  params?: unknown[];
  options?: { rowMode?: 'array' | 'object'; textTypes?: number[] };
}

type Answer =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; error: Record<string, unknown> };

/** An error of the database thread, with PostgreSQL's fields (code, detail…) as PGlite gave them. */
function errorOf(plain: Record<string, unknown>): Error {
  const { message, name, ...fields } = plain;
  const error = Object.assign(new Error(String(message)), fields);
  if (typeof name === 'string') error.name = name;
  return error;
}

/**
 * Every call's error once the thread has ended (closed, or died: out of memory): the database
 * cannot serve anyone, so a call answers 503 (http/errors.ts), as when PostgreSQL is down.
 */
export class DatabaseGoneError extends Error {
  readonly code = 'DATABASE_GONE';
  constructor(why: string) {
    super(`the embedded database's thread has ended (${why})`);
  }
}

/**
 * Only what can cross a thread. Functions cannot: Drizzle's parsers (its only options) keep a
 * type's text as it is, so their type ids are sent and the thread does the same; any other parser,
 * serializers and blobs are refused rather than lost.
 */
function crossing(options: QueryOptions | undefined): Call['options'] {
  if (!options) return undefined;
  const { rowMode, parsers, ...rest } = options;
  const other = Object.entries(rest).filter(([, value]) => value !== undefined);
  if (other.length > 0)
    throw new Error(`PGlite's thread cannot take ${other.map(([key]) => key).join(', ')}`);
  const textTypes = Object.entries(parsers ?? {}).map(([type, parse]) => {
    if (parse('text', Number(type)) !== 'text')
      throw new Error(`PGlite's thread keeps a type's text as it is: a parser of type ${type} would be lost`);
    return Number(type);
  });
  return { rowMode, textTypes: parsers ? textTypes : undefined };
}

export interface PgliteThread {
  /** The folder, as PGlite's own `dataDir` (health reads it to check the disk's free space). */
  dataDir: string;
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Opens PGlite on its own thread; rejects as PGlite.create would (a folder it cannot open).
 * `workerFile` is the thread's code (pglite-worker.mjs; a test gives one that dies).
 */
export async function openPgliteThread(
  dataDir: string,
  loadDataDir?: Blob,
  workerFile: URL = WORKER,
): Promise<PgliteThread> {
  const worker = new Worker(workerFile, {
    workerData: { dataDir, loadDataDir },
    // Not the process's `--import` preloads (tsx, in tests and tools): the thread's file is JavaScript.
    execArgv: [],
    // Its own heap holds PGlite's code and each answer's rows on their way (about 20 MB in the
    // bench); the API's own limit (256 MB, package.json) would otherwise apply to it again.
    resourceLimits: { maxOldGenerationSizeMb: 128 },
  });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let gone: Error | null = null;
  let closing: Promise<void> | null = null;
  const fail = (error: Error) => {
    gone ??= error;
    for (const { reject } of waiting.values()) reject(gone);
    waiting.clear();
  };

  await new Promise<void>((resolve, reject) => {
    const early = (error: Error) => reject(error);
    worker.once('error', early);
    worker.once('exit', (code) => reject(new Error(`PGlite's thread ended as it started (${code})`)));
    worker.once('message', (message: { ready: boolean; error?: Record<string, unknown> }) => {
      worker.off('error', early);
      if (message.ready) resolve();
      else reject(errorOf(message.error ?? { message: 'PGlite did not start' }));
    });
  });
  worker.removeAllListeners('exit');
  // Held only while a call waits for its answer: an idle database keeps no process alive, as
  // PGlite on the event loop did not (a command that ends without closing it still ends).
  worker.unref();
  worker.on('message', (answer: Answer) => {
    const call = waiting.get(answer.id);
    if (!call) return;
    waiting.delete(answer.id);
    if (waiting.size === 0) worker.unref();
    if (answer.ok) call.resolve(answer.result);
    else call.reject(errorOf(answer.error));
  });
  // A thread that dies (out of its heap; a WebAssembly abort is a query's error instead) fails
  // its calls and every later one with a 503, and says so once; health answers 503 too
  // (repositories/health.ts), so a supervisor restarts the process.
  const died = (why: string) => {
    if (!closing && !gone) process.emitWarning(`the embedded database's thread has ended: ${why}`);
    fail(new DatabaseGoneError(closing ? 'closed' : why));
  };
  worker.on('error', (error) => died(error.message));
  worker.on('messageerror', (error) => died(error.message));
  worker.on('exit', (code) => died(`exit code ${code}`));

  const send = <T>(call: Call): Promise<T> => {
    if (gone) return Promise.reject(gone);
    const id = (nextId += 1);
    return new Promise<T>((resolve, reject) => {
      try {
        worker.postMessage({ id, ...call });
      } catch (error) {
        // A parameter that cannot be copied (a function): this call's mistake alone.
        reject(error as Error);
        return;
      }
      if (waiting.size === 0) worker.ref();
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
    });
  };
  const query = async <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
    send<Results<T>>({ op: 'query', sql, params, options: crossing(options) });
  const exec = async (sql: string) => {
    await send({ op: 'exec', sql });
    return [] as Results[];
  };

  return {
    dataDir,
    query,
    exec,
    /** As PGlite's own: BEGIN, the calls, COMMIT, or ROLLBACK when fn throws or asks for it. */
    async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
      await exec('BEGIN');
      let closed = false;
      const open = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const tx = {
        query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
          open();
          return query<R>(sql, params, options);
        },
        exec: async (sql: string) => {
          open();
          return exec(sql);
        },
        rollback: async () => {
          open();
          await exec('ROLLBACK');
          closed = true;
        },
        get closed() {
          return closed;
        },
      } as unknown as Transaction;
      try {
        const result = await fn(tx);
        if (!closed) {
          closed = true;
          await exec('COMMIT');
        }
        return result;
      } catch (error) {
        if (!closed) {
          closed = true;
          await exec('ROLLBACK').catch(() => undefined);
        }
        throw error;
      }
    },
    /** Once, however often asked; a thread that cannot close PGlite is stopped all the same. */
    close() {
      closing ??= (async () => {
        if (gone) return;
        const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
        try {
          await send({ op: 'close' });
        } catch {
          await worker.terminate();
        }
        // Held until it has ended, so that the process waits for its folder to be let go.
        worker.ref();
        await exited;
      })();
      return closing;
    },
  };
}
