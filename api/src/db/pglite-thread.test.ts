// PGlite runs on a thread of its own (pglite-thread.ts): while it runs a query the API's event loop
// keeps turning, so answers that need no database (a listing from the answer cache, a 429, a 404)
// go out, requests come in and time-outs fire. On the event loop, a query held all of them until
// it was done, and a backlog of queries handed from one to the next held them for the whole
// backlog (in the bench at 100,000 products, 50 clients searching with a new term each: 7.7 s).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';
import { openPgliteThread } from './pglite-thread';
import { isDatabaseUnavailable } from '../http/errors';
import { PGLITE_ONLY } from '../testing/suite-database';
import { longestStall } from '../testing/event-loop-stall';

test(
  'the event loop keeps turning while PGlite runs a long query and a backlog of 30',
  PGLITE_ONLY,
  async () => {
    // Time enough for the backlog's turns on a busy machine: the wait is not what is tested.
    const database = await openDatabase({ dataDir: 'memory://', waitTimeoutMs: 120_000 });
    try {
      const started = performance.now();
      const stall = await longestStall(() =>
        Promise.all([
          database.db.execute(sql`SELECT count(*) FROM generate_series(1, 3000000)`),
          ...Array.from({ length: 30 }, () =>
            database.db.execute(sql`SELECT count(*) FROM generate_series(1, 20000)`),
          ),
        ]),
      );
      const took = performance.now() - started;
      // The long query alone takes hundreds of milliseconds; on the event loop the timer waited for
      // all of it. A busy test machine may hold a timer a little, never for the query.
      assert.ok(took > 150, `the queries took ${took.toFixed(0)} ms: too short to show anything`);
      assert.ok(
        stall < took / 3,
        `the event loop stood still ${stall.toFixed(0)} ms of ${took.toFixed(0)} ms`,
      );
    } finally {
      await database.close();
    }
  },
);

test(
  "PostgreSQL's error fields cross the thread, and a transaction that throws leaves nothing",
  PGLITE_ONLY,
  async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await database.db.execute(sql`CREATE TABLE kept (id integer PRIMARY KEY)`);
      await database.db.execute(sql`INSERT INTO kept VALUES (1)`);
      const refused = await database.db.execute(sql`INSERT INTO kept VALUES (1)`).then(
        () => null,
        (error: unknown) => error,
      );
      const cause = (refused as { cause?: unknown })?.cause ?? refused;
      assert.equal((cause as { code?: string }).code, '23505');
      assert.equal((cause as { constraint?: string }).constraint, 'kept_pkey');
      await assert.rejects(
        database.db.transaction(async (tx) => {
          await tx.execute(sql`INSERT INTO kept VALUES (2)`);
          throw new Error('changed its mind');
        }),
        /changed its mind/,
      );
      const { rows } = (await database.db.execute(sql`SELECT count(*)::int AS n FROM kept`)) as unknown as {
        rows: { n: number }[];
      };
      assert.equal(rows[0].n, 1);
    } finally {
      await database.close();
    }
  },
);

test(
  'after close, a call is refused at once rather than left waiting',
  { ...PGLITE_ONLY, timeout: 30_000 },
  async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    await Promise.all([database.close(), database.close()]);
    await assert.rejects(database.db.execute(sql`SELECT 1`), (error: Error) => {
      assert.match(
        String((error.cause as Error | undefined)?.message ?? error.message),
        /thread has ended \(closed\)/,
      );
      return true;
    });
  },
);

test(
  'a thread that dies fails its calls and every later one as the database unavailable (503)',
  { timeout: 30_000 },
  async () => {
    const folder = mkdtempSync(join(tmpdir(), 'pglite-thread-'));
    try {
      // Says it is ready, then ends at its first call, as a thread out of its heap would.
      const dying = join(folder, 'dying-worker.mjs');
      writeFileSync(
        dying,
        "import { parentPort } from 'node:worker_threads';\n" +
          'parentPort.postMessage({ ready: true });\n' +
          'parentPort.once("message", () => process.exit(3));\n',
      );
      const warnings: string[] = [];
      const warned = (warning: Error) => warnings.push(warning.message);
      process.on('warning', warned);
      const thread = await openPgliteThread('memory://', undefined, pathToFileURL(dying));
      try {
        for (const attempt of [thread.query('SELECT 1'), thread.query('SELECT 2')]) {
          await assert.rejects(attempt, (error: Error) => {
            assert.equal((error as { code?: string }).code, 'DATABASE_GONE');
            assert.ok(isDatabaseUnavailable(error));
            return true;
          });
        }
        await assert.rejects(thread.exec('SELECT 3'), /thread has ended \(exit code 3\)/);
        await thread.close();
        await new Promise((resolve) => setImmediate(resolve));
        assert.deepEqual(warnings, ["the embedded database's thread has ended: exit code 3"]);
      } finally {
        process.off('warning', warned);
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  },
);

test('a process that never closes the database still ends once its calls are answered', PGLITE_ONLY, () => {
  const folder = mkdtempSync(join(tmpdir(), 'pglite-thread-'));
  try {
    const script = join(folder, 'forgets-to-close.mts');
    const client = fileURLToPath(new URL('./client.ts', import.meta.url));
    writeFileSync(
      script,
      `import { openDatabase } from ${JSON.stringify(client)};\n` +
        `const database = await openDatabase({ dataDir: 'memory://' });\n` +
        `const { rows } = await database.rawTransaction((c) => c.query('SELECT 41 + 1 AS n'));\n` +
        `console.log(rows[0].n);\n`,
    );
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    assert.equal(run.signal, null, 'it had to be killed: the thread kept it alive');
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stdout.trim(), '42');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
