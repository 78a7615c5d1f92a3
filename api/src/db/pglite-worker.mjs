// The embedded database's own thread (pglite-thread.ts): PGlite runs every query synchronously on
// the thread that holds it, so on the API's event loop a search, an import's transaction or a big
// read held every other request meanwhile. Here it holds this thread only. Plain JavaScript: a
// worker does not inherit the `--import tsx` of the tests and tools, and the built API copies it
// beside dist/main.js as it is.
//
// It runs what it is sent, one call at a time in the order sent. The API's queue (client.ts)
// gives each call its turn and its time-out; a transaction is BEGIN, its calls, then COMMIT or
// ROLLBACK, sent by the one caller that holds the turn.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** What crosses back of an error: its message and its own fields (PostgreSQL's code, detail…). */
function plainError(error) {
  const plain = { message: error instanceof Error ? error.message : String(error) };
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) plain[key] = value;
    }
    if (error instanceof Error) plain.name = error.name;
  }
  return plain;
}

/** Drizzle's parsers keep a type's text as it is (pglite-thread.ts sends their type ids). */
const keptAsText = (types) => Object.fromEntries(types.map((type) => [type, (value) => value]));

async function run(client, call) {
  if (call.op === 'exec') {
    await client.exec(call.sql);
    return null;
  }
  const { rowMode, textTypes } = call.options ?? {};
  const result = await client.query(call.sql, call.params, {
    ...(rowMode ? { rowMode } : {}),
    ...(textTypes ? { parsers: keptAsText(textTypes) } : {}),
  });
  return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
}

let client;
try {
  client = await PGlite.create({
    dataDir: workerData.dataDir,
    extensions: { pg_trgm },
    loadDataDir: workerData.loadDataDir,
  });
  // PGlite's one backend has no checkpointer: a checkpoint runs when its WAL passes max_wal_size,
  // at an import's end (catalog/import.ts) and at close. Each removes the segments before it
  // instead of renaming them into future ones sized by the WAL written since the last, which kept
  // 834 MB in pg_wal for good after 100,000 imported products (api/README.md, Memory and stalls).
  // A session setting: PGlite is one session for the thread's life.
  await client.exec('SET wal_recycle = off');
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: plainError(error) });
  process.exit(1);
}

let tail = Promise.resolve();
parentPort.on('message', (call) => {
  tail = tail.then(async () => {
    try {
      const result = call.op === 'close' ? await client.close() : await run(client, call);
      parentPort.postMessage({ id: call.id, ok: true, result: result ?? null });
    } catch (error) {
      parentPort.postMessage({ id: call.id, ok: false, error: plainError(error) });
    }
    if (call.op === 'close') parentPort.close();
  });
});
