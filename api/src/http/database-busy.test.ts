// A flood on a database with one connection (PostgreSQL: a pool of 1; PGlite: its one queue)
// while that connection is held: every call that waits past the wait time-out answers 503 with
// Retry-After, never a 500 and never an endless wait, and the store answers again once it is free.
import assert from 'node:assert/strict';
import { setTimeout as delay } from 'node:timers/promises';
import { test } from 'node:test';
import { testToolsFromEnv } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { seedCatalog } from '../db/seed';
import { appOnSameDatabase } from '../testing/test-app';

test('calls that wait past the time-out for the one connection answer 503 with Retry-After', async () => {
  const database = await openDatabase({
    databaseUrl: testToolsFromEnv().databaseUrl,
    dataDir: 'memory://',
    pgPoolSize: 1,
    waitTimeoutMs: 300,
  });
  await migrate(database);
  await seedCatalog(database);
  const app = await appOnSameDatabase({ database }, {});
  try {
    const urls = [
      '/api/products/page?gender=men&color=black',
      '/api/products/17',
      '/api/products/search?searchTerm=hood',
      '/api/products/?gender=women&category=tops',
    ];
    // What the connection is busy with: a transaction that lasts 2 s (searches share the pool).
    const busy = database.rawTransaction(() => delay(2_000));
    await delay(50);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const url = urls[i % urls.length];
        return app.inject({ url: `${url}${url.includes('?') ? '&' : '?'}n=${i}` });
      }),
    );
    const waited = performance.now() - started;
    for (const answer of answers) {
      assert.equal(answer.statusCode, 503, answer.body);
      assert.equal(answer.headers['retry-after'], '5');
      assert.match(answer.json().message, /try again/);
    }
    assert.ok(waited < 1_500, `the flood waited ${waited.toFixed(0)} ms`);
    await busy;
    for (const url of urls) assert.equal((await app.inject({ url })).statusCode, 200, url);
  } finally {
    await app.close();
    await database.close();
  }
});
