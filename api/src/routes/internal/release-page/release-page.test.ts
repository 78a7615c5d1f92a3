// /internal/release-page: the release page's state, the same for every gateway and API process.
import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { appOnSameDatabase, setUpTestContext } from '../../../testing/test-app';
import { SIGN_IN_ATTEMPTS_PER_MINUTE } from '.';

const TOKEN = 'release-admin-token-for-tests';
const ctx = setUpTestContext({ releaseAdminToken: TOKEN }, { resetEachTest: false });
let second: FastifyInstance;
before(async () => {
  await ctx.built();
  second = await appOnSameDatabase(ctx, { releaseAdminToken: TOKEN });
});
after(() => second.close());
beforeEach(() => ctx.database.rawTransaction((c) => c.exec('TRUNCATE rate_limits')));

const bearer = { authorization: `Bearer ${TOKEN}` };
const call = (app: FastifyInstance, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  app.inject({ method, url: `/internal/release-page${url}`, headers: bearer, payload: payload as object });

test('answers 404 without the token, with a wrong one, and when the release page is off', async () => {
  for (const headers of [{}, { authorization: 'Bearer nope' }]) {
    const answer = await ctx.app.inject({ url: '/internal/release-page/epoch', headers });
    assert.equal(answer.statusCode, 404);
  }
  const off = await appOnSameDatabase(ctx, { releaseAdminToken: '' });
  try {
    assert.equal(
      (await off.inject({ url: '/internal/release-page/epoch', headers: bearer })).statusCode,
      404,
    );
  } finally {
    await off.close();
  }
});

test('a sign-out epoch renewed through one process is the one every other reads', async () => {
  const before = (await call(ctx.app, 'GET', '/epoch')).json().epoch;
  const renewed = await call(ctx.app, 'POST', '/epoch');
  assert.equal(renewed.statusCode, 200);
  const { epoch } = renewed.json();
  assert.match(epoch, /^[A-Za-z0-9_-]{24}$/);
  assert.notEqual(epoch, before);
  assert.equal((await call(second, 'GET', '/epoch')).json().epoch, epoch);
});

test(`wrong tokens from one address add up across processes: blocked after ${SIGN_IN_ATTEMPTS_PER_MINUTE}`, async () => {
  const address = '203.0.113.7';
  for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_MINUTE; i++) {
    const app = i % 2 ? second : ctx.app;
    assert.equal((await call(app, 'GET', `/sign-in-throttle?address=${address}`)).json().blocked, false);
    await call(app, 'POST', '/sign-in-throttle', { address });
  }
  const verdict = (await call(second, 'GET', `/sign-in-throttle?address=${address}`)).json();
  assert.equal(verdict.blocked, true);
  assert.ok(verdict.retryAfterSeconds >= 1 && verdict.retryAfterSeconds <= 60);
  assert.equal((await call(ctx.app, 'GET', '/sign-in-throttle?address=203.0.113.8')).json().blocked, false);
  const tooLong = await call(ctx.app, 'POST', '/sign-in-throttle', { address: 'x'.repeat(65) });
  assert.equal(tooLong.statusCode, 400);
});

test('counting comes first and says when it is past the limit; a right token gives its count back', async () => {
  const address = '203.0.113.9';
  const counted = await Promise.all(
    Array.from({ length: 30 }, () => call(ctx.app, 'POST', '/sign-in-throttle', { address })),
  );
  const allowed = counted.filter((answer) => !answer.json().blocked).length;
  assert.equal(allowed, SIGN_IN_ATTEMPTS_PER_MINUTE, 'exactly the limit may be compared');
  const other = '203.0.113.10';
  for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_MINUTE + 2; i++) {
    assert.equal((await call(second, 'POST', '/sign-in-throttle', { address: other })).json().blocked, false);
    assert.equal((await call(ctx.app, 'DELETE', '/sign-in-throttle', { address: other })).statusCode, 204);
  }
});
