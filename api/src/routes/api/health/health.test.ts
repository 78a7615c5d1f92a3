import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import type { Db } from '../../../db/client';
import type { Repositories } from '../../../plugins/repositories';
import { healthRepository } from '../../../repositories/health';
import { createTestContext, setUpTestContext } from '../../../testing/test-app';
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

test('a write failing with ENOSPC is logged with that code and no query parameters', async () => {
  const log: string[] = [];
  const app = Fastify({ logger: { stream: { write: (line: string) => void log.push(line) } } });
  let calls = 0;
  const db = {
    execute: async () => {
      if (calls++ === 0) return { rows: [] }; // the read works
      const cause = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      throw Object.assign(new Error('Failed query: insert into health_checks\nparams: 1'), { cause });
    },
  } as unknown as Db;
  // The route plugin reads its repository from the instance: hand it one over the failing database.
  app.decorate('repos', { health: healthRepository(db) } as unknown as Repositories);
  await app.register(healthRoutes, { prefix: '/api/health' });
  const response = await app.inject({ url: '/api/health' });
  await app.close();
  assert.equal(response.statusCode, 503);
  assert.equal(response.json().database, 'read-only');
  const failure = log.map((l) => JSON.parse(l)).find((l) => /refuses writes/.test(l.msg));
  assert.ok(failure, log.join(''));
  assert.equal(failure.code, 'ENOSPC');
  assert.doesNotMatch(log.join(''), /params/);
});
