// PGlite's queue (client.ts) lets the event loop turn between queries: PGlite runs a query
// synchronously and its promises resolve in microtasks, so a backlog of queries handed over from one
// to the next ran back to back without a turn of the loop. In the bench at 100,000 products, 50
// clients searching with a new term each queued 7.7 s of searches that ran as one: no answer went
// out, no request came in and no time-out fired until all were done (api/README.md, Memory and stalls).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';
import { PGLITE_ONLY } from '../testing/suite-database';

test(
  'the event loop turns between queued PGlite queries: a timer fires before a backlog of 30 is done',
  PGLITE_ONLY,
  async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      let done = 0;
      const queries = Array.from({ length: 30 }, () =>
        database.db.execute(sql`SELECT count(*) FROM generate_series(1, 2000)`).then(() => (done += 1)),
      );
      const doneWhenTheLoopTurned = await new Promise<number>((resolve) =>
        setTimeout(() => resolve(done), 0),
      );
      await Promise.all(queries);
      assert.ok(
        doneWhenTheLoopTurned < 30,
        `${doneWhenTheLoopTurned} of 30 queries ran before a timer could`,
      );
    } finally {
      await database.close();
    }
  },
);
