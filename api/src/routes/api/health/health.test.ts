import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, openStoreDatabase } from '../../../app';
import { openDatabase, type Db } from '../../../db/client';
import { migrate } from '../../../db/migrate';
import type { Repositories } from '../../../plugins/repositories';
import { HEALTH_WRITE_EVERY_MS, healthRepository } from '../../../repositories/health';
import { createTestContext, setUpTestContext, STORE_ORIGIN } from '../../../testing/test-app';
import { PGLITE_ONLY } from '../../../testing/suite-database';
import { healthRoutes } from '.';

const ctx = setUpTestContext({}, { resetEachTest: false });

test('GET /api/health checks the database', async () => {
  const response = await ctx.app.inject({ url: '/api/health' });
  assert.equal(response.statusCode, 200);
  assert.deepEqual(response.json(), { status: 'ok', database: 'ok' });
});

test('GET /api/openapi.json documents every call of docs/api.md', async () => {
  const response = await ctx.app.inject({ url: '/api/openapi.json' });
  assert.equal(response.statusCode, 200);
  const doc = response.json();
  assert.match(doc.openapi, /^3\./);
  for (const path of [
    '/api/cart',
    '/api/cart/{productId}',
    '/api/cart/update/quantity',
    '/api/wishlist',
    '/api/wishlist/{productId}',
    '/api/wishlist/clothingType/{type}',
    '/api/products',
    '/api/products/search',
    '/api/products/{productId}',
    '/api/products/clothingType/{category}',
    '/api/products/new',
    '/api/products/sale',
    '/api/products/dsgn',
    '/api/users/signup',
    '/api/users/login',
    '/api/users/logout',
    '/api/users/persistOAuth',
    '/api/users/auth/google',
  ]) {
    assert.ok(doc.paths[path], path);
  }
});

test('unknown routes answer 404 with a JSON message', async () => {
  const response = await ctx.app.inject({ url: '/api/nothing-here' });
  assert.equal(response.statusCode, 404);
  assert.equal(typeof response.json().message, 'string');
});

test('a database that refuses writes (disk full) answers 503 read-only, and the log says why', async () => {
  const log: string[] = [];
  const logged = await createTestContext({ logger: true }, { write: (line: string) => void log.push(line) });
  // PostgreSQL's own answer when its disk is full: SQLSTATE 53100.
  const breakWrites = `
    CREATE FUNCTION test_disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full'; END $$;
    CREATE TRIGGER test_disk_full BEFORE INSERT OR UPDATE ON health_checks
      FOR EACH ROW EXECUTE FUNCTION test_disk_full();`;
  try {
    await logged.database.rawTransaction((client) => client.exec(breakWrites));
    const response = await logged.app.inject({ url: '/api/health' });
    assert.equal(response.statusCode, 503);
    assert.deepEqual(response.json(), {
      status: 'error',
      database: 'read-only',
      message: 'The database does not accept writes',
    });
    const failure = log.map((l) => JSON.parse(l)).find((l) => /refuses writes/.test(l.msg));
    assert.ok(failure, log.join(''));
    assert.equal(failure.code, '53100');
    assert.match(failure.message, /No space left on device/);
  } finally {
    await logged.database.rawTransaction((client) =>
      client.exec(
        'DROP TRIGGER IF EXISTS test_disk_full ON health_checks; DROP FUNCTION IF EXISTS test_disk_full();',
      ),
    );
    await logged.close();
  }
});

/** The health route alone, over a repository of our own, with its log. */
async function healthOver(repository: ReturnType<typeof healthRepository>) {
  const log: string[] = [];
  const app = Fastify({ logger: { stream: { write: (line: string) => void log.push(line) } } });
  // The route plugin reads its repository from the instance: hand it one over the failing database.
  app.decorate('repos', { health: repository } as unknown as Repositories);
  await app.register(healthRoutes, { prefix: '/api/health' });
  const response = await app.inject({ url: '/api/health' });
  await app.close();
  return {
    response,
    log: log.map((l) => JSON.parse(l)) as { msg: string; code?: string; message?: string }[],
  };
}

test('a write failing with ENOSPC is logged with that code and no query parameters', async () => {
  let calls = 0;
  const db = {
    execute: async () => {
      if (calls++ === 0) return { rows: [{ name: '0001_init.sql' }] }; // the read works
      const cause = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      throw Object.assign(new Error('Failed query: insert into health_checks\nparams: 1'), { cause });
    },
  } as unknown as Db;
  const { response, log } = await healthOver(healthRepository(db));
  assert.equal(response.statusCode, 503);
  assert.equal(response.json().database, 'read-only');
  assert.equal(response.headers['retry-after'], '5');
  const failure = log.find((l) => /refuses writes/.test(l.msg));
  assert.ok(failure, JSON.stringify(log));
  assert.equal(failure.code, 'ENOSPC');
  assert.doesNotMatch(JSON.stringify(log), /params/);
});

test('a database whose reads return no rows answers 503 broken', async () => {
  // The test database, except that every statement answers no rows.
  const real = ctx.database.db;
  const empty = new Proxy(real, {
    get: (target, key) =>
      key === 'execute'
        ? async (query: Parameters<typeof real.execute>[0]) => ({
            ...((await target.execute(query)) as object),
            rows: [],
          })
        : Reflect.get(target, key),
  });
  const { response, log } = await healthOver(healthRepository(empty));
  assert.equal(response.statusCode, 503);
  assert.deepEqual(response.json(), {
    status: 'error',
    database: 'broken',
    message: 'The database answers reads with no rows',
  });
  assert.ok(
    log.find((l) => /reads with no rows/.test(l.msg)),
    JSON.stringify(log),
  );
});

test(
  'PGlite broken by a statement of 32,768 parameters: health answers 503 broken',
  PGLITE_ONLY,
  async () => {
    // PGlite's own failure (in memory, whatever DATABASE_URL says): after such a statement it answers
    // every query with no rows, SELECT 1 included, until it is restarted.
    const database = await openStoreDatabase({ dataDir: 'memory://' });
    const app = await buildApp({ database, config: { storeOrigins: [STORE_ORIGIN], logger: false } });
    try {
      assert.equal((await app.inject({ url: '/api/health' })).statusCode, 200);
      const params = Array.from({ length: 32_768 }, (_, i) => i + 1);
      await assert.rejects(
        database.rawTransaction((client) =>
          client.query(
            `SELECT id FROM products WHERE id IN (${params.map((_, i) => `$${i + 1}`).join(',')})`,
            params,
          ),
        ),
      );
      const response = await app.inject({ url: '/api/health' });
      assert.equal(response.statusCode, 503, response.body);
      assert.equal(response.json().database, 'broken');
    } finally {
      await app.close();
      await database.close();
    }
  },
);

test(
  'a PGlite folder whose disk has less free space than the threshold answers 503 disk-full',
  PGLITE_ONLY,
  async () => {
    const folder = mkdtempSync(join(tmpdir(), 'api-health-'));
    const database = await openDatabase({ dataDir: folder });
    try {
      await migrate(database);
      // The real free space of this folder's disk (statfs), against a threshold no disk meets.
      const { response, log } = await healthOver(
        healthRepository(database.db, { minFreeBytes: Number.MAX_SAFE_INTEGER }),
      );
      assert.equal(response.statusCode, 503, response.body);
      assert.deepEqual(response.json(), {
        status: 'error',
        database: 'disk-full',
        message: 'The database disk is almost full',
      });
      const failure = log.find((l) => /almost full/.test(l.msg));
      assert.match(failure?.message ?? '', /MB free on the disk of the PGlite folder/);
      // And with the real threshold, a disk with room answers ok.
      assert.equal((await healthOver(healthRepository(database.db))).response.statusCode, 200);
    } finally {
      await database.close();
      rmSync(folder, { recursive: true, force: true });
      rmSync(`${folder}.pid`, { force: true });
    }
  },
);

test('the check writes a new row each time and leaves none behind', async () => {
  const ids = async () =>
    (await ctx.database.rawTransaction((c) => c.query<{ id: number }>('SELECT id FROM health_checks'))).rows;
  const before = await ids();
  const inserted: number[] = [];
  const spy = new Proxy(ctx.database.db, {
    get: (target, key) =>
      key === 'execute'
        ? async (query: Parameters<typeof target.execute>[0]) => {
            const result = (await target.execute(query)) as { rows: { id?: number }[] };
            const id = result.rows[0]?.id;
            if (typeof id === 'number') inserted.push(id);
            return result;
          }
        : Reflect.get(target, key),
  });
  await healthRepository(spy).write();
  await healthRepository(spy).write();
  assert.equal(inserted.length, 2);
  assert.notEqual(inserted[0], inserted[1], 'a new row each time');
  assert.deepEqual(await ids(), before);
});

test('a flood of checks writes one row a second at most, and every check answers', async () => {
  const sequence = async () =>
    Number(
      (
        await ctx.database.rawTransaction((c) =>
          c.query<{ last_value: string }>('SELECT last_value FROM health_check_ids'),
        )
      ).rows[0].last_value,
    );
  const before = await sequence();
  const started = Date.now();
  let checks = 0;
  // At least 20 rounds, and past one write's standing: a check just before the flood (an earlier
  // test's) may stand for all of a flood shorter than that, and then none of its checks writes.
  for (let round = 0; round < 20 || Date.now() - started <= HEALTH_WRITE_EVERY_MS + 200; round++) {
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => ctx.app.inject({ url: '/api/health' })),
    );
    checks += answers.length;
    assert.deepEqual(new Set(answers.map((a) => a.statusCode)), new Set([200]));
  }
  const seconds = Math.ceil((Date.now() - started) / 1000);
  const written = (await sequence()) - before;
  assert.ok(
    written >= 1 && written <= seconds + 1,
    `${written} rows written in ${seconds} s for ${checks} checks`,
  );
});
