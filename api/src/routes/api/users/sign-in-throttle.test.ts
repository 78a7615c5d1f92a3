// The sign-in throttle under bursts and the known-browser exemption (README "Security").
// Bursts go to two apps at once: on PostgreSQL (DATABASE_URL) each has its own connection pool,
// as two API processes would; on PGlite both share the embedded database.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TOO_MANY_AT_ONCE } from '@storefront/shared/contracts/calls-at-once';
import { openStoreDatabase } from '../../../app';
import { testToolsFromEnv, type AppConfig } from '../../../config';
import type { Database } from '../../../db/client';
import { linkIn, startLocalSmtpServer, type LocalSmtpServer } from '../../../testing/local-smtp-server';
import {
  ORIGIN,
  appOnSameDatabase,
  setUpTestContext,
  sessionCookie,
  uniqueName,
} from '../../../testing/test-app';
import { RESET_LINK_INVALID, VERIFY_LINK_INVALID } from './account-routes';
import { A_DAY_PER_N } from '../../../auth/a-day';

const LIMIT = 20;
const PASSWORD = 'Secret1!x';
let smtp: LocalSmtpServer;
const settings = (): Partial<AppConfig> => ({
  authRateLimit: LIMIT,
  mail: { smtpUrl: smtp.smtpUrl, outboxDir: '/nonexistent', from: 'Store <store@example.test>' },
});

const ctx = setUpTestContext(
  async () => {
    smtp = await startLocalSmtpServer();
    return settings();
  },
  { resetEachTest: false },
);
let otherDatabase: Database | undefined;
let second: FastifyInstance;
/** The two apps a burst is spread over. */
let apps: FastifyInstance[];

before(async () => {
  await ctx.built();
  const { databaseUrl } = testToolsFromEnv();
  if (databaseUrl) otherDatabase = await openStoreDatabase({ databaseUrl, dataDir: 'memory://' });
  second = await appOnSameDatabase({ database: otherDatabase ?? ctx.database }, settings());
  apps = [ctx.app, second];
});
beforeEach(async () => {
  await ctx.reset();
  await ctx.database.rawTransaction((c) => c.exec('TRUNCATE auth_throttle, account_tokens, rate_limits'));
  smtp.messages.length = 0;
});
after(async () => {
  await second.close();
  await otherDatabase?.close();
  await smtp.close();
});

const post = (
  app: FastifyInstance,
  url: string,
  remoteAddress: string,
  payload?: object,
  headers: Record<string, string> = {},
) => app.inject({ method: 'POST', url, remoteAddress, payload, headers: { ...ORIGIN, ...headers } });

/** Fires `count` calls at once, alternating between the two apps; answers the count per status. */
async function burst(
  count: number,
  call: (app: FastifyInstance, i: number) => Promise<LightMyRequestResponse>,
) {
  const answers = await Promise.all(Array.from({ length: count }, (_, i) => call(apps[i % 2], i)));
  const tally: Record<number, number> = {};
  for (const answer of answers) {
    tally[answer.statusCode] = (tally[answer.statusCode] ?? 0) + 1;
    // Past an address's calls at once (http/calls-at-once.ts) a call is refused before the throttle;
    // the calls each app works on at once still outnumber the throttle's budget.
    if (answer.statusCode === 429 && answer.json().message !== TOO_MANY_AT_ONCE) assertTooMany(answer);
  }
  return tally;
}

/**
 * The tally with the 503s taken as `status`: a guess counted by the throttle whose password check
 * then waited past the hashing queue's time-out (a loaded machine: 60 argon2 hashes at once on
 * 2 cores) answers 503 with Retry-After. It was counted and never checked, so it is one of the
 * budget's guesses all the same (CI on PostgreSQL saw 50 × 401 and 10 × 503 for 3N).
 */
function counted(tally: Record<number, number>, status: number): Record<number, number> {
  const { 503: busy = 0, ...rest } = tally;
  return busy ? { ...rest, [status]: (rest[status] ?? 0) + busy } : rest;
}

function assertTooMany(response: LightMyRequestResponse) {
  assert.equal(response.statusCode, 429, response.body);
  assert.match(
    response.json().message,
    /^Too many attempts, please try again in \d+ (seconds?|minutes|hours?)$/,
  );
  assert.ok(Number(response.headers['retry-after']) > 0, String(response.headers['retry-after']));
}

const cookieOf = (response: LightMyRequestResponse, name: string) => {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  return all.find((c) => c.startsWith(`${name}=`));
};
const deviceCookie = (response: LightMyRequestResponse) => {
  const found = cookieOf(response, 'sf_device');
  assert.ok(found, 'a device cookie is set');
  return found.split(';')[0];
};

async function signUpFrom(remoteAddress: string, headers: Record<string, string> = {}) {
  const userName = uniqueName();
  const email = `${userName}@example.com`;
  const response = await post(
    ctx.app,
    '/api/users/signup',
    remoteAddress,
    { username: userName, email, password: PASSWORD },
    headers,
  );
  assert.equal(response.statusCode, 201, response.body);
  return { userName, email, response, session: sessionCookie(response), device: deviceCookie(response) };
}

const login = (
  app: FastifyInstance,
  remoteAddress: string,
  username: string,
  password: string,
  cookie?: string,
) => post(app, '/api/users/login', remoteAddress, { username, password }, cookie ? { cookie } : {});

const randomToken = () => randomBytes(32).toString('base64url');

describe('a burst is counted before anything is checked', () => {
  test(`300 parallel wrong passwords for one account from one address: ${LIMIT} are checked, the rest 429, then even the right one waits`, async () => {
    const shopper = await signUpFrom('192.0.2.1');
    const tally = await burst(300, (app) => login(app, '203.0.113.9', shopper.userName, 'Wrong1!xx'));
    assert.deepEqual(counted(tally, 401), { 401: LIMIT, 429: 300 - LIMIT });
    assertTooMany(await login(ctx.app, '203.0.113.9', shopper.userName, PASSWORD));
    assertTooMany(await login(second, '203.0.113.9', shopper.userName, PASSWORD));
  });

  test('300 parallel wrong passwords for one account from many addresses: the account takes 3N guesses', async () => {
    const shopper = await signUpFrom('192.0.2.1');
    const tally = await burst(300, (app, i) =>
      login(app, `198.51.100.${(i % 250) + 1}`, shopper.userName, 'Wrong1!xx'),
    );
    assert.deepEqual(counted(tally, 401), { 401: LIMIT * 3, 429: 300 - LIMIT * 3 });
    assertTooMany(await login(ctx.app, '198.51.100.251', shopper.userName, PASSWORD));
  });

  test('100 parallel wrong reset tokens from one address: N are tried; a real link from there then waits', async () => {
    const shopper = await signUpFrom('192.0.2.1');
    await post(ctx.app, '/api/users/password/forgot', '192.0.2.2', { email: shopper.email });
    const mail = await smtp.waitFor((m) => m.to.includes(shopper.email) && /Reset/.test(m.subject));
    const token = linkIn(mail).searchParams.get('token')!;
    const reset = (app: FastifyInstance, address: string, resetToken: string) =>
      post(app, '/api/users/password/reset', address, { token: resetToken, password: 'Fresh2@pass' });
    const tally = await burst(100, (app) => reset(app, '203.0.113.20', randomToken()));
    assert.deepEqual(tally, { 400: LIMIT, 429: 100 - LIMIT });
    assertTooMany(await reset(ctx.app, '203.0.113.20', token));
    // Only that address waits: the shopper's own link still works from elsewhere.
    const elsewhere = await reset(second, '192.0.2.3', token);
    assert.equal(elsewhere.statusCode, 200, elsewhere.body);
    const refused = await reset(ctx.app, '192.0.2.3', randomToken());
    assert.equal(refused.json().message, RESET_LINK_INVALID);
  });

  test('100 parallel wrong verification tokens from one address: N are tried', async () => {
    const shopper = await signUpFrom('192.0.2.1');
    const mail = await smtp.waitFor((m) => m.to.includes(shopper.email) && /Confirm/.test(m.subject));
    const token = linkIn(mail).searchParams.get('token')!;
    const verify = (app: FastifyInstance, address: string, verifyToken: string) =>
      post(app, '/api/users/email/verify', address, { token: verifyToken });
    const tally = await burst(100, (app) => verify(app, '203.0.113.30', randomToken()));
    assert.deepEqual(tally, { 400: LIMIT, 429: 100 - LIMIT });
    assertTooMany(await verify(ctx.app, '203.0.113.30', token));
    assert.equal((await verify(ctx.app, '192.0.2.4', randomToken())).json().message, VERIFY_LINK_INVALID);
    assert.equal((await verify(second, '192.0.2.4', token)).statusCode, 200);
  });

  test('50 parallel resends for one account send 5 mails; 100 parallel reset requests for one mailbox send 5', async () => {
    const shopper = await signUpFrom('192.0.2.1');
    await smtp.waitFor((m) => m.to.includes(shopper.email));
    smtp.messages.length = 0;
    const resends = await burst(50, (app, i) =>
      post(app, '/api/users/email/resend', `203.0.113.${40 + (i % 2)}`, undefined, {
        cookie: shopper.session,
      }),
    );
    assert.deepEqual(resends, { 200: 5, 429: 45 });
    const forgot = await burst(100, (app) =>
      post(app, '/api/users/password/forgot', '203.0.113.50', { email: shopper.email }),
    );
    assert.deepEqual(forgot, { 200: 5, 429: 95 });
    // Mails are sent in the background after the answers: wait for the five of each (a busy
    // machine takes longer than a fixed pause), then a moment more, so a sixth would be seen.
    const to = (subject: RegExp) =>
      smtp.messages.filter((m) => m.to.includes(shopper.email) && subject.test(m.subject)).length;
    const deadline = Date.now() + 15_000;
    while ((to(/Confirm/) < 5 || to(/Reset/) < 5) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(to(/Confirm/), 5);
    assert.equal(to(/Reset/), 5);
  });

  test('100 parallel sign-ups from one address create N accounts', async () => {
    const tally = await burst(100, (app) => {
      const name = uniqueName();
      return post(app, '/api/users/signup', '203.0.113.60', {
        username: name,
        email: `${name}@example.com`,
        password: PASSWORD,
      });
    });
    assert.deepEqual(tally, { 201: LIMIT, 429: 100 - LIMIT });
    const { rows } = await ctx.database.rawTransaction((c) =>
      c.query<{ n: number }>('SELECT count(*)::int AS n FROM users'),
    );
    assert.equal(rows[0].n, LIMIT);
  });
});

describe("an account's known browser is never locked out by strangers", () => {
  /**
   * 60 wrong passwords from 3 addresses (20 each, each address's in parallel): the account's 3N
   * budget is spent. One address at a time: 60 at once wait for the hashing lane (auth/passwords.ts)
   * past its 5 s on a busy machine, and those answer 503.
   */
  async function lockOut(userName: string) {
    for (const address of [100, 101, 102]) {
      const tally = await burst(LIMIT, (app) => login(app, `203.0.113.${address}`, userName, 'Wrong1!xx'));
      assert.deepEqual(counted(tally, 401), { 401: LIMIT });
    }
    assertTooMany(await login(ctx.app, '192.0.2.200', userName, PASSWORD));
  }

  test('the browser that signed up or logged in before still logs in; the cookie is HttpOnly, Lax, long-lived', async () => {
    const owner = await signUpFrom('192.0.2.10');
    const cookie = cookieOf(owner.response, 'sf_device')!;
    assert.match(cookie, /^sf_device=[1-9][0-9]*\.[0-9a-f]{32}\.[A-Za-z0-9_-]{43};/);
    assert.match(cookie, /HttpOnly/);
    assert.match(cookie, /SameSite=Lax/);
    assert.match(cookie, /Path=\/api\/users\/login/);
    assert.match(cookie, /Max-Age=31536000/);
    assert.doesNotMatch(cookie, /Secure/);
    const laptop = await login(ctx.app, '192.0.2.11', owner.userName, PASSWORD);
    assert.equal(laptop.statusCode, 200);
    const laptopDevice = deviceCookie(laptop);

    await lockOut(owner.userName);
    for (const [app, address, device] of [
      [ctx.app, '192.0.2.10', owner.device],
      [second, '192.0.2.12', laptopDevice],
      // Even from an address the strangers used (a shared network).
      [ctx.app, '203.0.113.100', laptopDevice],
    ] as const) {
      const known = await login(app, address, owner.userName, PASSWORD, device);
      assert.equal(known.statusCode, 200, known.body);
      assert.equal(known.json().userName, owner.userName);
      assert.notEqual(deviceCookie(known), device);
    }
    // An unknown browser still meets the account's limit.
    assertTooMany(await login(ctx.app, '192.0.2.13', owner.userName, PASSWORD));
  });

  test("another account's device cookie, or a forged or altered one, exempts nothing", async () => {
    const owner = await signUpFrom('192.0.2.20');
    const stranger = await signUpFrom('192.0.2.21');
    await lockOut(owner.userName);
    const [id, nonce, mac] = owner.device.slice('sf_device='.length).split('.');
    const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    const [strangerId, strangerNonce, strangerMac] = stranger.device.slice('sf_device='.length).split('.');
    for (const device of [
      stranger.device,
      `sf_device=${id}.${strangerNonce}.${strangerMac}`,
      `sf_device=${strangerId}.${nonce}.${mac}`,
      `sf_device=${id}.${nonce}.${flip(mac)}`,
      `sf_device=${id}.${'0'.repeat(32)}.${mac}`,
      `sf_device=${id}.${nonce}.${randomBytes(32).toString('base64url')}`,
      `sf_device=${id}.${nonce}`,
      `sf_device=${'9'.repeat(5000)}`,
    ]) {
      assertTooMany(await login(ctx.app, '192.0.2.22', owner.userName, PASSWORD, device));
    }
    assert.equal(
      (await login(ctx.app, '192.0.2.22', owner.userName, PASSWORD, owner.device)).statusCode,
      200,
    );
  });

  test('a known browser has a small budget of its own: 5 wrong passwords lock that browser only', async () => {
    const owner = await signUpFrom('192.0.2.30');
    const phone = deviceCookie(await login(ctx.app, '192.0.2.31', owner.userName, PASSWORD));
    const tally = await burst(30, (app) =>
      login(app, '192.0.2.30', owner.userName, 'Wrong1!xx', owner.device),
    );
    assert.deepEqual(counted(tally, 401), { 401: 5, 429: 25 });
    assertTooMany(await login(ctx.app, '192.0.2.30', owner.userName, PASSWORD, owner.device));
    assert.equal((await login(ctx.app, '192.0.2.30', owner.userName, PASSWORD, phone)).statusCode, 200);
    // Its guesses were not counted against the account: an unknown browser logs in too.
    assert.equal((await login(ctx.app, '192.0.2.32', owner.userName, PASSWORD)).statusCode, 200);
  });

  test('the cookie is Secure behind HTTPS, and a new password ends every earlier device cookie', async () => {
    // Through the gateway (the trusted proxy on loopback), which says the shopper came over HTTPS.
    const owner = await signUpFrom('127.0.0.1', { 'x-forwarded-proto': 'https' });
    assert.match(cookieOf(owner.response, 'sf_device')!, /Secure/);
    await post(ctx.app, '/api/users/password/forgot', '192.0.2.41', { email: owner.email });
    const mail = await smtp.waitFor((m) => m.to.includes(owner.email) && /Reset/.test(m.subject));
    const token = linkIn(mail).searchParams.get('token')!;
    const NEW = 'Fresh2@pass';
    const reset = await post(ctx.app, '/api/users/password/reset', '192.0.2.41', { token, password: NEW });
    assert.equal(reset.statusCode, 200);
    const tally = await burst(3 * LIMIT, (app, i) =>
      login(app, `203.0.113.${110 + (i % 3)}`, owner.userName, 'Wrong1!xx'),
    );
    assert.deepEqual(counted(tally, 401), { 401: 3 * LIMIT });
    assertTooMany(await login(ctx.app, '192.0.2.40', owner.userName, NEW, owner.device));
  });

  test('a successful log-in gives its attempt back: the right password never brings a block nearer', async () => {
    const owner = await signUpFrom('192.0.2.50');
    for (let i = 0; i < LIMIT - 1; i++) {
      assert.equal((await login(ctx.app, '203.0.113.120', owner.userName, 'Wrong1!xx')).statusCode, 401);
    }
    // 3N - 1 counted on the account from elsewhere, then the owner (unknown browser) gets in, twice.
    const tally = await burst(2 * LIMIT, (app, i) =>
      login(app, `203.0.113.${121 + (i % 2)}`, owner.userName, 'Wrong1!xx'),
    );
    assert.deepEqual(counted(tally, 401), { 401: 2 * LIMIT });
    for (let i = 0; i < 2; i++) {
      assert.equal((await login(ctx.app, '192.0.2.51', owner.userName, PASSWORD)).statusCode, 200);
    }
    assert.equal((await login(ctx.app, '203.0.113.123', owner.userName, 'Wrong1!xx')).statusCode, 401);
    assertTooMany(await login(ctx.app, '192.0.2.51', owner.userName, PASSWORD));
  });
});

describe('what an address creates in a day, however it paces itself (auth/a-day.ts)', () => {
  test(`one address creates at most ${A_DAY_PER_N.signup}N accounts a day, the throttle's quarter-hours forgotten between bursts`, async () => {
    const address = '203.0.113.60';
    const created: Awaited<ReturnType<typeof signUpFrom>>[] = [];
    for (let round = 0; round < A_DAY_PER_N.signup; round++) {
      for (let i = 0; i < LIMIT; i++) created.push(await signUpFrom(address));
      // The throttle forgets a quarter of an hour after the last attempt: as if it had passed.
      await ctx.database.rawTransaction((c) => c.exec('TRUNCATE auth_throttle'));
    }
    assert.equal(created.length, A_DAY_PER_N.signup * LIMIT);
    const userName = uniqueName();
    const refused = await post(ctx.app, '/api/users/signup', address, {
      username: userName,
      email: `${userName}@example.com`,
      password: PASSWORD,
    });
    assertTooMany(refused);
    assert.match(refused.json().message, /in (2[0-4]|1?\d) hours?$/);
    // No account, no mail for it; another address still signs up.
    assert.equal(
      (await post(ctx.app, '/api/users/login', '192.0.2.77', { username: userName, password: PASSWORD }))
        .statusCode,
      401,
    );
    await smtp.waitFor((m) => m.to.includes(created.at(-1)!.email));
    assert.ok(!smtp.messages.some((m) => m.to.includes(`${userName}@example.com`)));
    await signUpFrom('192.0.2.78');
  });

  test('a sign-up that creates nothing (a name taken) spends no day', async () => {
    const taken = await signUpFrom('192.0.2.79');
    for (let i = 0; i < LIMIT - 2; i++) {
      const again = await post(ctx.app, '/api/users/signup', '203.0.113.61', {
        username: taken.userName,
        email: `${uniqueName()}@example.com`,
        password: PASSWORD,
      });
      assert.equal(again.statusCode, 409, again.body);
    }
    const spent = await ctx.database.rawTransaction((c) =>
      c.query<{ n: number }>(`SELECT count(*)::int AS n FROM rate_limits WHERE key LIKE 'signup:day:%'`),
    );
    assert.equal(spent.rows[0].n, 1, "only the first address's account counted");
  });
});
