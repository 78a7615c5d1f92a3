// PGlite's hot tables are vacuumed (pglite-housekeeping.ts): rows that calls rewrite or delete do
// not grow them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { healthRepository } from '../repositories/health';
import { setUpTestContext } from '../testing/test-app';
import { PGLITE_ONLY } from '../testing/suite-database';
import { HOT_TABLES, startHousekeeping } from './pglite-housekeeping';

const ctx = setUpTestContext({}, { resetEachTest: false });

const sizeOf = async (tables: string[]) =>
  Number(
    (
      await ctx.database.rawTransaction((c) =>
        c.query<{ bytes: string }>(
          `SELECT sum(pg_total_relation_size(t::regclass))::text AS bytes FROM unnest($1::text[]) AS t`,
          [tables],
        ),
      )
    ).rows[0].bytes,
  );

test('the hot tables are tables of the store', async () => {
  assert.ok((await sizeOf(HOT_TABLES)) > 0);
});

test('PGlite: what calls rewrite leaves no dead rows behind once vacuumed', PGLITE_ONLY, async () => {
  const housekeeping = startHousekeeping(ctx.database, () => {});
  housekeeping.stop();
  // The health check writes and deletes a row each time (at most once a second when served).
  const health = healthRepository(ctx.database.db, { writeEveryMs: 0 });
  const writes = async (count: number, tidyEvery?: number) => {
    for (let i = 1; i <= count; i++) {
      await health.write();
      if (tidyEvery && i % tidyEvery === 0) await housekeeping.tidy();
    }
  };
  // Vacuumed as it goes, the table reaches its size (its index keeps a few pages) and stays there.
  await housekeeping.tidy();
  await writes(2_000, 100);
  const settled = await sizeOf(['health_checks']);
  await writes(2_000, 100);
  const tidied = await sizeOf(['health_checks']);
  await writes(2_000);
  const untidied = await sizeOf(['health_checks']);
  assert.ok(tidied - settled <= 8 * 1024, `${settled} bytes, ${tidied} after 2,000 more writes tidied`);
  assert.ok(untidied - tidied > 32 * 1024, `${untidied - tidied} bytes more for 2,000 writes untidied`);
});
