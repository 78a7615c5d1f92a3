// /internal/release-manifest: one manifest for every gateway, changed by compare-and-set, heard at once.
// On PostgreSQL (DATABASE_URL) the second process has its own connection pool, so it hears a
// change through LISTEN/NOTIFY; on PGlite both apps share the one embedded database.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app';
import { openDatabase, type Database } from '../../../db/client';
import { testToolsFromEnv } from '../../../config';
import { appOnSameDatabase, setUpTestContext } from '../../../testing/test-app';
import { MAX_WAITERS } from '.';

const TOKEN = 'release-admin-token-for-tests';
const ctx = setUpTestContext({ releaseAdminToken: TOKEN }, { resetEachTest: false });
const databaseUrl = testToolsFromEnv().databaseUrl;
let second: FastifyInstance;
let secondDatabase: Database | null = null;
before(async () => {
  await ctx.built();
  await ctx.database.rawTransaction((c) =>
    c.exec('TRUNCATE releases, release_state, release_history; UPDATE release_manifest SET version = 0'),
  );
  if (databaseUrl) {
    secondDatabase = await openDatabase({ databaseUrl });
    second = await buildApp({
      database: secondDatabase,
      config: { releaseAdminToken: TOKEN, logger: false, storeOrigins: ['http://localhost:8080'] },
    });
  } else second = await appOnSameDatabase(ctx, { releaseAdminToken: TOKEN });
});
after(async () => {
  await second.close();
  await secondDatabase?.close();
});

const bearer = { authorization: `Bearer ${TOKEN}` };
const read = (app: FastifyInstance, query = '') =>
  app.inject({ url: `/internal/release-manifest${query}`, headers: bearer });
const change = (app: FastifyInstance, payload: object) =>
  app.inject({ method: 'POST', url: '/internal/release-manifest/changes', headers: bearer, payload });

const now = () => new Date().toISOString();
const HASH = 'a'.repeat(64);
const activation = (after: number, version: string) => ({
  after,
  publish: [
    {
      slice: 'mf-cart',
      version,
      info: { name: 'mf-cart' },
      fileHashes: { 'server/render.cjs': HASH },
      publishedAt: now(),
    },
  ],
  state: [{ slice: 'mf-cart', active: version, activations: [{ version, at: now() }], canary: null }],
  history: [{ slice: 'mf-cart', at: now(), action: 'activate', from: null, to: version }],
});

test('answers 404 without the token and with a wrong one', async () => {
  for (const headers of [{}, { authorization: 'Bearer nope' }]) {
    assert.equal((await ctx.app.inject({ url: '/internal/release-manifest', headers })).statusCode, 404);
    const post = await ctx.app.inject({
      method: 'POST',
      url: '/internal/release-manifest/changes',
      headers,
      payload: {},
    });
    assert.equal(post.statusCode, 404);
  }
});

test('without a token configured, loopback may read the manifest but not change it (403)', async () => {
  const open = await appOnSameDatabase(ctx, { releaseAdminToken: '' });
  try {
    const looked = await open.inject({ url: '/internal/release-manifest' });
    assert.equal(looked.statusCode, 200, 'loopback reads');
    const { version } = looked.json();
    const post = await open.inject({
      method: 'POST',
      url: '/internal/release-manifest/changes',
      payload: activation(version, '1.0.0-ffff0001'),
    });
    assert.equal(post.statusCode, 403, post.body);
    assert.match(post.json().message, /RELEASE_ADMIN_TOKEN/);
    assert.equal((await read(ctx.app)).json().version, version, 'nothing changed');
  } finally {
    await open.close();
  }
});

test('a change applies in one step, bumps the version, and every process reads it', async () => {
  const { version } = (await read(ctx.app)).json();
  const applied = await change(ctx.app, activation(version, '1.0.0-aaaa0001'));
  assert.equal(applied.statusCode, 200, applied.body);
  assert.equal(applied.json().version, version + 1);
  const manifest = (await read(second)).json();
  assert.equal(manifest.version, version + 1);
  assert.equal(manifest.frontends['mf-cart'].active, '1.0.0-aaaa0001');
  assert.deepEqual(
    manifest.frontends['mf-cart'].published.map((p: { version: string }) => p.version),
    ['1.0.0-aaaa0001'],
  );
  assert.equal(manifest.frontends['mf-cart'].history.at(-1).action, 'activate');
  assert.deepEqual(manifest.files['mf-cart']['1.0.0-aaaa0001'], { 'server/render.cjs': HASH });
  const info = await second.inject({
    url: '/internal/release-manifest/info?slice=mf-cart&version=1.0.0-aaaa0001',
    headers: bearer,
  });
  assert.deepEqual(info.json(), { info: { name: 'mf-cart' } });
});

test('of two changes worked out from one version, one applies and the other is told 409', async () => {
  const { version } = (await read(ctx.app)).json();
  const answers = await Promise.all([
    change(ctx.app, activation(version, '1.0.0-bbbb0001')),
    change(second, activation(version, '1.0.0-cccc0001')),
  ]);
  const codes = answers.map((a) => a.statusCode).sort();
  assert.deepEqual(codes, [200, 409]);
  const refused = answers.find((a) => a.statusCode === 409)!.json();
  assert.match(refused.message, /changed meanwhile .*read them again and retry/);
  assert.equal(refused.version, version + 1);
  const manifest = (await read(ctx.app)).json();
  assert.equal(manifest.version, version + 1);
  assert.equal(manifest.frontends['mf-cart'].history.length, 2, 'the refused change wrote nothing');
});

test('a long-poll answers at once when newer, and within a moment of a change through another process', async () => {
  const { version } = (await read(ctx.app)).json();
  const atOnce = await read(second, `?after=${version - 1}`);
  assert.equal(atOnce.statusCode, 200);
  assert.equal(atOnce.json().version, version);

  const started = Date.now();
  const waiting = read(second, `?after=${version}`);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const changedAt = Date.now();
  assert.equal((await change(ctx.app, activation(version, '1.0.0-dddd0001'))).statusCode, 200);
  const heard = await waiting;
  const ms = Date.now() - changedAt;
  console.log(
    `long-poll heard a change through the other process in ${ms} ms (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`,
  );
  assert.equal(heard.statusCode, 200);
  assert.equal(heard.json().version, version + 1);
  // Order only (the answer came after the change, not before); the ms is a printed figure, since a
  // loaded machine may take any time to deliver it.
  assert.ok(Date.now() - started >= 300, 'it waited for the change');
  assert.ok(ms >= 0, 'answered after the change');
});

test('a long-poll past the version (the database went back: reset or restored) answers it at once', async () => {
  const { version } = (await read(ctx.app)).json();
  const started = Date.now();
  const answer = await read(ctx.app, `?after=${version + 5}&wait=2`);
  console.log(`a long-poll past the version answered in ${Date.now() - started} ms`);
  assert.equal(answer.statusCode, 200, 'not 204: the gateway must take the lower version');
  assert.equal(answer.json().version, version);
});

test('a long-poll with nothing new answers 204 after its wait', async () => {
  const { version } = (await read(ctx.app)).json();
  const started = Date.now();
  const answer = await read(ctx.app, `?after=${version}&wait=1`);
  assert.equal(answer.statusCode, 204);
  assert.ok(Date.now() - started >= 900);
});

test(`a flood of long-polls holds at most ${MAX_WAITERS} at once; the rest are told 503 to ask again`, async () => {
  const { version } = (await read(ctx.app)).json();
  // A wait long enough that every request is in before the first leaves (on PostgreSQL 250 of them
  // queue for a pool of 10: about 4 s on a busy machine, and with wait=1 the first had gone,
  // letting more than 200 in).
  const answers = await Promise.all(
    Array.from({ length: MAX_WAITERS + 50 }, () => read(ctx.app, `?after=${version}&wait=5`)),
  );
  const codes = answers.map((a) => a.statusCode);
  assert.equal(codes.filter((c) => c === 204).length, MAX_WAITERS);
  assert.equal(codes.filter((c) => c === 503).length, 50);
  assert.equal(answers.find((a) => a.statusCode === 503)!.headers['retry-after'], '1');
});

test('a change that is not one is refused with 400', async () => {
  const { version } = (await read(ctx.app)).json();
  const bad = [
    { after: version, state: [{ slice: 'mf-nope', active: null, activations: [], canary: null }] },
    { after: version, state: [{ slice: 'mf-cart', active: '../../etc', activations: [], canary: null }] },
    {
      ...activation(version, '1.0.0-eeee0001'),
      publish: [{ ...activation(version, '1.0.0-eeee0001').publish[0], fileHashes: { '../x': HASH } }],
    },
  ];
  for (const payload of bad) assert.equal((await change(ctx.app, payload)).statusCode, 400);
});

test('a long-poll already waiting when the version drops (a database restored) answers at once, not at the end of its wait', async () => {
  const { version } = (await read(ctx.app)).json();
  assert.ok(version >= 1, 'the tests above changed the manifest');
  const started = Date.now();
  const waiting = read(second, `?after=${version}&wait=10`);
  await new Promise((resolve) => setTimeout(resolve, 300));
  // What a restore does: the manifest's row goes back, with no change made and none notified.
  const restoredAt = Date.now();
  await ctx.database.rawTransaction((c) =>
    c.query('UPDATE release_manifest SET version = $1 WHERE id = 1', [version - 1]),
  );
  const answer = await waiting;
  const ms = Date.now() - restoredAt;
  console.log(
    `a waiting long-poll heard the version drop in ${ms} ms (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`,
  );
  assert.equal(answer.statusCode, 200, 'the lower manifest, not a 204 at the end of the wait');
  assert.equal(answer.json().version, version - 1);
  assert.ok(Date.now() - started < 5_000, `answered after ${Date.now() - started} ms of a 10 s wait`);
  // Later long-polls at the lower version wait again (no spin of 204s from the higher one remembered).
  const after = Date.now();
  assert.equal((await read(second, `?after=${version - 1}&wait=1`)).statusCode, 204);
  assert.ok(Date.now() - after >= 900, 'it waited');
});
