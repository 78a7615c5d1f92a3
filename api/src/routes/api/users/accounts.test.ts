import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { ConfigError, configFromEnv } from '../../../config';
import { createMailer, mailAddress } from '../../../mail/mailer';
import { linkIn, startLocalSmtpServer, type LocalSmtpServer } from '../../../testing/local-smtp-server';
import {
  ORIGIN,
  STORE_ORIGIN,
  appOnSameDatabase,
  as,
  setUpTestContext,
  sessionCookie,
  signUp,
  uniqueName,
} from '../../../testing/test-app';
import {
  FORGOT_ANSWER,
  FORGOT_MIN_ANSWER_MS,
  RESET_DONE,
  RESET_LINK_INVALID,
  VERIFY_DONE,
  VERIFY_LINK_INVALID,
} from './account-routes';

let smtp: LocalSmtpServer;

const mailConfig = () => ({
  smtpUrl: smtp.smtpUrl,
  outboxDir: '/nonexistent',
  from: 'Store <store@example.test>',
});

// The SMTP server starts first: its URL is in the app's configuration.
const ctx = setUpTestContext(
  async () => {
    smtp = await startLocalSmtpServer();
    return { mail: mailConfig() };
  },
  { resetEachTest: false },
);
beforeEach(async () => {
  await ctx.reset();
  await ctx.database.rawTransaction((c) => c.exec('TRUNCATE auth_throttle, account_tokens'));
  smtp.messages.length = 0;
});
after(async () => {
  await smtp.close();
});

const post = (app: FastifyInstance, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers: { ...ORIGIN, ...headers } });

const mailTo = (email: string, subject: RegExp) =>
  smtp.waitFor((m) => m.to.includes(email) && subject.test(m.subject));

const tokenOf = (link: URL) => {
  const token = link.searchParams.get('token');
  assert.ok(token);
  return token;
};

describe('e-mail verification', () => {
  test('sign-up mails a link; following it verifies the address, once', async () => {
    const shopper = await signUp(ctx.app);
    assert.equal((shopper as unknown as { emailVerified: boolean }).emailVerified, false);
    const me = () => as(ctx.app, shopper)({ url: '/api/users/persistOAuth' });
    assert.deepEqual((await me()).json(), {
      userName: shopper.userName,
      email: shopper.email,
      emailVerified: false,
    });

    const mail = await mailTo(shopper.email, /Confirm your e-mail/);
    assert.equal(mail.from, 'store@example.test');
    const link = linkIn(mail);
    assert.equal(link.origin, STORE_ORIGIN);
    assert.equal(link.pathname, '/verify-email');

    // The link is opened in another browser: no session needed.
    const verified = await post(ctx.app, '/api/users/email/verify', { token: tokenOf(link) });
    assert.equal(verified.statusCode, 200);
    assert.equal(verified.json().message, VERIFY_DONE);
    assert.equal((await me()).json().emailVerified, true);
    const login = await post(ctx.app, '/api/users/login', {
      username: shopper.userName,
      password: shopper.password,
    });
    assert.deepEqual(login.json(), {
      id: shopper.id,
      userName: shopper.userName,
      email: shopper.email,
      emailVerified: true,
    });

    const again = await post(ctx.app, '/api/users/email/verify', { token: tokenOf(link) });
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().message, VERIFY_LINK_INVALID);
  });

  test('the database keeps only a hash of the token; an expired, forged or malformed one is refused', async () => {
    const shopper = await signUp(ctx.app);
    const token = tokenOf(linkIn(await mailTo(shopper.email, /Confirm/)));
    const { rows } = await ctx.database.rawTransaction((c) =>
      c.query<{ token_hash: string; purpose: string; hours: number }>(
        'SELECT token_hash, purpose, round(extract(epoch from expires_at - created_at) / 3600)::int AS hours FROM account_tokens',
      ),
    );
    assert.equal(rows.length, 1);
    assert.notEqual(rows[0].token_hash, token);
    assert.match(rows[0].token_hash, /^[0-9a-f]{64}$/);
    assert.deepEqual([rows[0].purpose, rows[0].hours], ['verify-email', 24]);

    await ctx.database.rawTransaction((c) =>
      c.exec("UPDATE account_tokens SET expires_at = now() - interval '1 second'"),
    );
    for (const payload of [{ token }, { token: 'A'.repeat(43) }, { token: 'short' }, {}, { token: 42 }]) {
      const response = await post(ctx.app, '/api/users/email/verify', payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.equal(response.json().message, VERIFY_LINK_INVALID);
    }
    assert.equal(
      (await as(ctx.app, shopper)({ url: '/api/users/persistOAuth' })).json().emailVerified,
      false,
    );
  });

  test('a signed-in shopper can ask for a new link; the old one stops working', async () => {
    const shopper = await signUp(ctx.app);
    const first = tokenOf(linkIn(await mailTo(shopper.email, /Confirm/)));
    smtp.messages.length = 0;
    const resend = await as(ctx.app, shopper)({ method: 'POST', url: '/api/users/email/resend' });
    assert.equal(resend.statusCode, 200);
    const second = tokenOf(linkIn(await mailTo(shopper.email, /Confirm/)));
    assert.notEqual(first, second);
    assert.equal((await post(ctx.app, '/api/users/email/verify', { token: first })).statusCode, 400);
    assert.equal((await post(ctx.app, '/api/users/email/verify', { token: second })).statusCode, 200);
    const done = await as(ctx.app, shopper)({ method: 'POST', url: '/api/users/email/resend' });
    assert.match(done.json().message, /already verified/);

    const signedOut = await post(ctx.app, '/api/users/email/resend', undefined);
    assert.equal(signedOut.statusCode, 401);
    const foreign = await as(
      ctx.app,
      shopper,
    )({
      method: 'POST',
      url: '/api/users/email/resend',
      headers: { origin: 'http://evil.example' },
    });
    assert.equal(foreign.statusCode, 403);
  });
});

describe('password reset', () => {
  test('a known and an unknown address get the same answer; only the known one gets mail', async () => {
    const shopper = await signUp(ctx.app);
    await mailTo(shopper.email, /Confirm/);
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await post(ctx.app, '/api/users/password/forgot', { email });
      return { response, ms: performance.now() - started };
    };
    // Three pairs, compared by their fastest: a busy CI machine stalls single calls by hundreds of
    // milliseconds, while a real difference (work the floor does not cover) shows in every pair.
    const pairs = [];
    for (let pair = 0; pair < 3; pair += 1) {
      pairs.push({
        unknown: await timed('nobody@example.com'),
        known: await timed(shopper.email.toUpperCase()),
      });
    }
    const unknownTimes = pairs.map((p) => p.unknown.ms);
    const knownTimes = pairs.map((p) => p.known.ms);
    const [unknownMs, knownMs] = [Math.min(...unknownTimes), Math.min(...knownTimes)];
    const [unknown, known] = [pairs[0].unknown.response, pairs[0].known.response];
    // Both wait for the same floor, so the time does not tell whether the address has an account.
    assert.ok(unknownMs >= FORGOT_MIN_ANSWER_MS - 5 && knownMs >= FORGOT_MIN_ANSWER_MS - 5);
    assert.ok(Math.abs(knownMs - unknownMs) < 100, `${knownTimes} vs ${unknownTimes} ms`);
    assert.equal(unknown.statusCode, 200);
    assert.equal(known.statusCode, 200);
    assert.equal(unknown.body, known.body);
    assert.equal(known.json().message, FORGOT_ANSWER);
    const mail = await mailTo(shopper.email, /Reset your password/);
    assert.equal(linkIn(mail).pathname, '/reset-password');
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(smtp.messages.filter((m) => m.to.includes('nobody@example.com')).length, 0);

    const invalid = await post(ctx.app, '/api/users/password/forgot', { email: 'not-an-email' });
    assert.equal(invalid.statusCode, 400);
    const foreign = await post(
      ctx.app,
      '/api/users/password/forgot',
      { email: shopper.email },
      { origin: 'http://evil.example' },
    );
    assert.equal(foreign.statusCode, 403);
  });

  test('the link sets the new password, ends every session, and works once', async () => {
    const shopper = await signUp(ctx.app);
    const login = await post(ctx.app, '/api/users/login', {
      username: shopper.userName,
      password: shopper.password,
    });
    const otherSession = { cookie: sessionCookie(login) };
    await post(ctx.app, '/api/users/password/forgot', { email: shopper.email });
    const token = tokenOf(linkIn(await mailTo(shopper.email, /Reset/)));

    const weak = await post(ctx.app, '/api/users/password/reset', { token, password: 'weakpassword' });
    assert.equal(weak.statusCode, 400);
    assert.match(weak.json().message, /Invalid Entry/);

    const NEW = 'Fresh2@pass';
    const reset = await post(
      ctx.app,
      '/api/users/password/reset',
      { token, password: NEW },
      {
        cookie: shopper.cookie,
      },
    );
    assert.equal(reset.statusCode, 200);
    assert.equal(reset.json().message, RESET_DONE);
    for (const session of [shopper, otherSession]) {
      assert.equal((await as(ctx.app, session)({ url: '/api/users/persistOAuth' })).statusCode, 204);
    }
    const old = await post(ctx.app, '/api/users/login', {
      username: shopper.userName,
      password: shopper.password,
    });
    assert.equal(old.statusCode, 401);
    const fresh = await post(ctx.app, '/api/users/login', { username: shopper.userName, password: NEW });
    assert.equal(fresh.statusCode, 200);
    // The mailbox was reached, so the address counts as verified.
    assert.equal(fresh.json().emailVerified, true);

    const reuse = await post(ctx.app, '/api/users/password/reset', { token, password: 'Other3#pass' });
    assert.equal(reuse.statusCode, 400);
    assert.equal(reuse.json().message, RESET_LINK_INVALID);
    assert.equal(
      (await post(ctx.app, '/api/users/login', { username: shopper.userName, password: NEW })).statusCode,
      200,
    );
  });

  test('an expired link is refused and changes nothing', async () => {
    const shopper = await signUp(ctx.app);
    await post(ctx.app, '/api/users/password/forgot', { email: shopper.email });
    const token = tokenOf(linkIn(await mailTo(shopper.email, /Reset/)));
    const { rows } = await ctx.database.rawTransaction((c) =>
      c.query<{ minutes: number }>(
        "SELECT round(extract(epoch from expires_at - created_at) / 60)::int AS minutes FROM account_tokens WHERE purpose = 'reset-password'",
      ),
    );
    assert.deepEqual(rows, [{ minutes: 60 }]);
    await ctx.database.rawTransaction((c) =>
      c.exec(
        "UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'reset-password'",
      ),
    );
    const expired = await post(ctx.app, '/api/users/password/reset', { token, password: 'Fresh2@pass' });
    assert.equal(expired.statusCode, 400);
    assert.equal(expired.json().message, RESET_LINK_INVALID);
    assert.equal((await as(ctx.app, shopper)({ url: '/api/users/persistOAuth' })).statusCode, 200);
    const login = await post(ctx.app, '/api/users/login', {
      username: shopper.userName,
      password: shopper.password,
    });
    assert.equal(login.statusCode, 200);
  });

  test('a verification token is no reset token', async () => {
    const shopper = await signUp(ctx.app);
    const token = tokenOf(linkIn(await mailTo(shopper.email, /Confirm/)));
    const response = await post(ctx.app, '/api/users/password/reset', { token, password: 'Fresh2@pass' });
    assert.equal(response.statusCode, 400);
  });
});

describe('one plain address per field', () => {
  // Each would make one message go to two mailboxes, or to the attacker's instead of the named one.
  const HOSTILE = [
    'a@x.test,victim@example.org',
    'x@example.test<attacker@evil.example>',
    'x@example.test <attacker@evil.example>',
    '"x@example.test"@evil.example',
    "o'x@example.test",
    'a@x.test;victim@example.org',
    'a@x.test:victim@example.org',
    'victim@example.org(a@x.test)',
    'a\\b@example.test',
    'a@[127.0.0.1].test',
    'a@x.test@evil.example',
    'a@x.test\r\nBcc: victim@example.org',
    'a@x.test\nvictim@example.org',
    'a@x.test\u0000',
    'a@x.test\u0085',
    `${'a'.repeat(243)}@example.com`,
  ];

  test('each is refused with 400 at sign-up and at the reset request, and no mail goes out', async () => {
    const shopper = await signUp(ctx.app);
    await mailTo(shopper.email, /Confirm/);
    smtp.messages.length = 0;
    for (const email of HOSTILE) {
      const name = uniqueName();
      const signup = await post(ctx.app, '/api/users/signup', {
        username: name,
        email,
        password: 'Secret1!x',
      });
      assert.equal(signup.statusCode, 400, JSON.stringify(email));
      assert.match(signup.json().message, /^Invalid Entry/);
      const forgot = await post(ctx.app, '/api/users/password/forgot', { email });
      assert.equal(forgot.statusCode, 400, JSON.stringify(email));
      assert.equal(forgot.json().message, 'Please enter a valid e-mail address');
    }
    // An address of the longest length a mail path takes (254) is still one.
    const longest = `b@${['c', 'd', 'e'].map((c) => c.repeat(63)).join('.')}.${'f'.repeat(56)}.com`;
    assert.equal(longest.length, 254);
    const payload = (email: string) => ({ username: uniqueName(), email, password: 'Secret1!x' });
    assert.equal((await post(ctx.app, '/api/users/signup', payload(longest))).statusCode, 201);
    const plain = `${uniqueName()}@example.com`;
    assert.equal((await post(ctx.app, '/api/users/signup', payload(plain))).statusCode, 201);
    assert.deepEqual((await mailTo(plain, /Confirm/)).to, [plain]);
    const { rows } = await ctx.database.rawTransaction((c) =>
      c.query<{ n: number }>('SELECT count(*)::int AS n FROM users'),
    );
    assert.equal(rows[0].n, 3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Nothing went to any of the hostile addresses (the 254-character one the test server refuses).
    assert.deepEqual(
      smtp.messages.map((m) => m.to),
      [[plain]],
    );
  });
});

describe('throttling shared through the database', () => {
  const LIMIT = 3;
  let limited: FastifyInstance;
  const build = () => appOnSameDatabase(ctx, { mail: mailConfig(), authRateLimit: LIMIT });
  before(async () => {
    limited = await build();
  });
  after(() => limited.close());

  const loginFrom = (app: FastifyInstance, remoteAddress: string, username: string) =>
    app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: ORIGIN,
      remoteAddress,
      payload: { username, password: 'Wrong1!xx' },
    });

  const assertTooMany = (response: Awaited<ReturnType<FastifyInstance['inject']>>) => {
    assert.equal(response.statusCode, 429);
    assert.match(response.json().message, /^Too many attempts, please try again in \d+ (seconds?|minutes)$/);
    assert.ok(Number(response.headers['retry-after']) > 0, String(response.headers['retry-after']));
  };

  test('one address trying many user names is stopped', async () => {
    for (let i = 0; i < LIMIT * 3; i++) {
      assert.equal(
        (await loginFrom(limited, '203.0.113.7', uniqueName('victim'))).statusCode,
        401,
        `try ${i}`,
      );
    }
    assertTooMany(await loginFrom(limited, '203.0.113.7', uniqueName('victim')));
    // Another address is not affected.
    assert.equal((await loginFrom(limited, '203.0.113.8', uniqueName('victim'))).statusCode, 401);
  });

  test('one user name tried from many addresses is stopped, even for the right password', async () => {
    const shopper = await signUp(ctx.app);
    // Shoppers' addresses as the gateway (the trusted proxy on loopback) forwards them.
    const viaGateway = (address: string, username: string) =>
      limited.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: { ...ORIGIN, 'x-forwarded-for': address },
        payload: { username, password: 'Wrong1!xx' },
      });
    for (let i = 0; i < LIMIT * 3; i++) {
      assert.equal((await viaGateway(`198.51.100.${i + 1}`, shopper.userName)).statusCode, 401);
    }
    assertTooMany(await viaGateway('198.51.100.200', shopper.userName.toUpperCase()));
    const right = await limited.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: ORIGIN,
      remoteAddress: '198.51.100.201',
      payload: { username: shopper.userName, password: shopper.password },
    });
    assertTooMany(right);
    // Only the account is blocked: another account logs in from one of the same addresses.
    const other = await signUp(ctx.app);
    const ok = await limited.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { ...ORIGIN, 'x-forwarded-for': '198.51.100.5' },
      payload: { username: other.userName, password: other.password },
    });
    assert.equal(ok.statusCode, 200);
  });

  test('counters survive rebuilding the app on the same database, and the wait grows', async () => {
    const name = uniqueName('guess');
    for (let i = 0; i < LIMIT; i++)
      assert.equal((await loginFrom(limited, '192.0.2.1', name)).statusCode, 401);
    const firstBlock = await loginFrom(limited, '192.0.2.1', name);
    assertTooMany(firstBlock);
    assert.ok(Number(firstBlock.headers['retry-after']) <= 60);

    const rebuilt = await build();
    try {
      assertTooMany(await loginFrom(rebuilt, '192.0.2.1', name));
      // The block runs out; the next failure blocks for twice as long.
      await ctx.database.rawTransaction((c) =>
        c.exec(
          "UPDATE auth_throttle SET blocked_until = now() - interval '1 second' WHERE blocked_until IS NOT NULL",
        ),
      );
      assert.equal((await loginFrom(rebuilt, '192.0.2.1', name)).statusCode, 401);
      const secondBlock = await loginFrom(rebuilt, '192.0.2.1', name);
      assertTooMany(secondBlock);
      assert.ok(Number(secondBlock.headers['retry-after']) > 60, String(secondBlock.headers['retry-after']));
    } finally {
      await rebuilt.close();
    }
  });

  test('sign-up, starting Google sign-in and reset requests are counted per address', async () => {
    const signupFrom = () =>
      limited.inject({
        method: 'POST',
        url: '/api/users/signup',
        headers: ORIGIN,
        remoteAddress: '192.0.2.50',
        payload: {},
      });
    for (let i = 0; i < LIMIT; i++) assert.equal((await signupFrom()).statusCode, 400);
    assertTooMany(await signupFrom());

    const google = await appOnSameDatabase(ctx, {
      mail: mailConfig(),
      authRateLimit: LIMIT,
      google: {
        issuer: 'http://127.0.0.1:9',
        clientId: 'x',
        clientSecret: 'y',
        redirectUri: `${STORE_ORIGIN}/cb`,
      },
    });
    try {
      const start = () => google.inject({ url: '/api/users/auth/google', remoteAddress: '192.0.2.60' });
      // The provider cannot be reached: each start sends the browser to the log-in page that says so.
      for (let i = 0; i < LIMIT * 3; i++) {
        const started = await start();
        assert.equal(started.statusCode, 302);
        assert.equal(started.headers.location, `${STORE_ORIGIN}/login?google=unavailable`);
      }
      assertTooMany(await start());
      const { rows } = await ctx.database.rawTransaction((c) =>
        c.query('SELECT count(*)::int AS n FROM oidc_flows'),
      );
      assert.equal(rows[0].n, 0);
    } finally {
      await google.close();
    }

    // One mailbox cannot be flooded with reset mail from many addresses.
    const forgot = (i: number) =>
      limited.inject({
        method: 'POST',
        url: '/api/users/password/forgot',
        headers: ORIGIN,
        remoteAddress: `192.0.2.${100 + i}`,
        payload: { email: 'flooded@example.com' },
      });
    for (let i = 0; i < LIMIT; i++) assert.equal((await forgot(i)).statusCode, 200);
    assertTooMany(await forgot(LIMIT));
  });

  test('resending the verification is limited per account', async () => {
    const shopper = await signUp(limited);
    for (let i = 0; i < LIMIT; i++) {
      const response = await as(limited, shopper)({ method: 'POST', url: '/api/users/email/resend' });
      assert.equal(response.statusCode, 200);
    }
    assertTooMany(await as(limited, shopper)({ method: 'POST', url: '/api/users/email/resend' }));
  });

  test('AUTH_RATE_LIMIT=0 disables it', async () => {
    for (let i = 0; i < 15; i++)
      assert.equal((await loginFrom(ctx.app, '192.0.2.99', 'nobody')).statusCode, 401);
    const { rows } = await ctx.database.rawTransaction((c) =>
      c.query('SELECT count(*)::int AS n FROM auth_throttle'),
    );
    assert.equal(rows[0].n, 0);
  });
});

describe('mail configuration', () => {
  test('without SMTP_URL each message is a file in the outbox and the log says where', async () => {
    const outboxDir = mkdtempSync(join(tmpdir(), 'outbox-'));
    const logged: object[] = [];
    const mailer = createMailer(
      { outboxDir, from: 'Store <store@example.test>' },
      { info: (details) => void logged.push(details), warn: () => undefined },
    );
    try {
      await mailer.send({
        to: mailAddress('alice@example.com'),
        subject: 'Reset your password',
        text: 'hello',
      });
      const files = readdirSync(outboxDir);
      assert.equal(files.length, 1);
      assert.match(files[0], /\.eml$/);
      const raw = readFileSync(join(outboxDir, files[0]), 'utf8');
      assert.match(raw, /^To: alice@example\.com$/m);
      assert.match(raw, /^Subject: Reset your password$/m);
      assert.deepEqual(logged, [{ file: join(outboxDir, files[0]), subject: 'Reset your password' }]);
    } finally {
      mailer.close();
      rmSync(outboxDir, { recursive: true, force: true });
    }
  });

  test('SMTP_URL and MAIL_FROM that cannot work stop the start with the variable named', () => {
    assert.equal(configFromEnv({}).mail.smtpUrl, undefined);
    assert.equal(configFromEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' }).mail.smtpUrl, 'smtp://127.0.0.1:2525');
    for (const [env, name] of [
      [{ SMTP_URL: 'http://127.0.0.1:2525' }, 'SMTP_URL'],
      [{ SMTP_URL: 'not a url' }, 'SMTP_URL'],
      [{ MAIL_FROM: 'Store <no address>' }, 'MAIL_FROM'],
    ] as const) {
      assert.throws(
        () => configFromEnv(env),
        (error: Error) => error instanceof ConfigError && error.message.startsWith(name),
      );
    }
  });
});
