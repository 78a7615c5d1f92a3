// A flood of right passwords (README "Security"): every log-in costs a password hash and writes a
// session, so log-ins are counted whether or not they succeed (an address's, or an account's
// known browsers'), and an account keeps only its most recently used sessions.
import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { ORIGIN, setUpTestContext, sessionCookie, signUp, type Shopper } from '../../../testing/test-app';
import { EVERY_LOG_IN_PER_N } from './sign-in-flows';

const LIMIT = 20;
/** Log-ins an address (or an account's known browsers) may make a window, right or wrong. */
const EVERY_LOG_IN = EVERY_LOG_IN_PER_N * LIMIT;
/** Sessions an account keeps (repositories/sessions.ts). */
const SESSIONS_KEPT = 10;

const ctx = setUpTestContext({ authRateLimit: LIMIT });

beforeEach(async () => {
  await ctx.database.rawTransaction((c) => c.exec('TRUNCATE auth_throttle, rate_limits'));
});

const login = (remoteAddress: string, shopper: Shopper, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/users/login',
    remoteAddress,
    headers: { ...ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: { username: shopper.userName, password: shopper.password },
  });

const deviceCookie = (response: LightMyRequestResponse) =>
  [response.headers['set-cookie'] ?? []]
    .flat()
    .find((c) => c.startsWith('sf_device='))
    ?.split(';')[0];

const sessionRows = async () =>
  (
    await ctx.database.rawTransaction((c) =>
      c.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions'),
    )
  ).rows[0].n;

const whoIs = async (cookie: string) => {
  const response = await ctx.app.inject({ url: '/api/users/persistOAuth', headers: { cookie } });
  return response.statusCode === 200 ? (response.json() as { userName: string }).userName : null;
};

function assertTooMany(response: LightMyRequestResponse) {
  assert.equal(response.statusCode, 429, response.body);
  assert.match(response.json().message, /^Too many attempts, please try again in \d+ (seconds?|minutes)$/);
  assert.ok(Number(response.headers['retry-after']) > 0, String(response.headers['retry-after']));
}

test(`150 right passwords for 3 accounts from one address: ${EVERY_LOG_IN} sign in, the rest 429 until the window ends; the accounts' own browsers are not held up`, async () => {
  const shoppers = [await signUp(ctx.app), await signUp(ctx.app), await signUp(ctx.app)];
  // The first account's own browser, known from a log-in elsewhere.
  const known = deviceCookie(await login('192.0.2.1', shoppers[0]));
  assert.ok(known);
  const tally: Record<number, number> = {};
  for (let round = 0; round < 15; round++) {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login('203.0.113.7', shoppers[i % 3])),
    );
    for (const answer of answers) {
      tally[answer.statusCode] = (tally[answer.statusCode] ?? 0) + 1;
      if (answer.statusCode !== 429) continue;
      assertTooMany(answer);
      // A fixed window, never a growing wait: the window's end.
      assert.ok(Number(answer.headers['retry-after']) <= 15 * 60);
    }
  }
  assert.deepEqual(tally, { 200: EVERY_LOG_IN, 429: 150 - EVERY_LOG_IN });
  assert.ok((await sessionRows()) <= shoppers.length * SESSIONS_KEPT, `${await sessionRows()} sessions`);
  // Strangers at the address spent its budget, not the owner's: a browser the account knows still signs in there.
  const owner = await login('203.0.113.7', shoppers[0], known);
  assert.equal(owner.statusCode, 200, owner.body);
  // Only that address waits: the same shoppers sign in from elsewhere.
  const elsewhere = await login('192.0.2.2', shoppers[1]);
  assert.equal(elsewhere.statusCode, 200, elsewhere.body);
  assertTooMany(await login('203.0.113.7', await signUp(ctx.app)));
});

test(`an account's known browsers make ${EVERY_LOG_IN} log-ins a window, from any address`, async () => {
  const shopper = await signUp(ctx.app);
  const known = deviceCookie(await login('192.0.2.1', shopper));
  assert.ok(known);
  const statuses: number[] = [];
  for (let i = 0; i < EVERY_LOG_IN + 5; i++) {
    statuses.push((await login(`198.51.100.${1 + (i % 200)}`, shopper, known)).statusCode);
  }
  // The log-in that gave the cookie counted on its address, not on the account.
  assert.deepEqual(statuses, [...Array(EVERY_LOG_IN).fill(200), ...Array(5).fill(429)]);
});

test(`an account keeps its ${SESSIONS_KEPT} newest sessions: the oldest ends at once, the newest ones still work`, async () => {
  const shopper = await signUp(ctx.app);
  const other = await signUp(ctx.app);
  // Looked up first, so a process that remembers lookups (PGlite) has it in memory.
  assert.equal(await whoIs(shopper.cookie), shopper.userName);
  const later: string[] = [];
  for (let i = 0; i < SESSIONS_KEPT; i++) {
    const response = await login(`192.0.2.${10 + i}`, shopper);
    assert.equal(response.statusCode, 200, response.body);
    later.push(sessionCookie(response));
  }
  assert.equal(await whoIs(shopper.cookie), null);
  for (const cookie of later) assert.equal(await whoIs(cookie), shopper.userName);
  // Another account's session is not touched.
  assert.equal(await whoIs(other.cookie), other.userName);
  assert.equal(await sessionRows(), SESSIONS_KEPT + 1);
});
