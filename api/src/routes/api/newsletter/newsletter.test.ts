import assert from 'node:assert/strict';
import { after, beforeEach, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { linkIn, startLocalSmtpServer, type LocalSmtpServer } from '../../../testing/local-smtp-server';
import {
  ORIGIN,
  STORE_ORIGIN,
  appOnSameDatabase,
  setUpTestContext,
  uniqueName,
} from '../../../testing/test-app';
import { CONFIRMED, LINK_INVALID, SUBSCRIBE_ANSWER } from '.';
import { A_DAY_PER_N } from '../../../auth/a-day';
import { NETWORK_ADDRESSES } from '../../../http/client-address';

let smtp: LocalSmtpServer;
const mailConfig = () => ({
  smtpUrl: smtp.smtpUrl,
  outboxDir: '/nonexistent',
  from: 'Store <store@example.test>',
});

const ctx = setUpTestContext(
  async () => {
    smtp = await startLocalSmtpServer();
    return { mail: mailConfig() };
  },
  { resetEachTest: false },
);
beforeEach(async () => {
  await ctx.database.rawTransaction((c) =>
    c.exec('TRUNCATE auth_throttle, newsletter_subscriptions, rate_limits'),
  );
  smtp.messages.length = 0;
});
after(async () => {
  await smtp.close();
});

const post = (app: FastifyInstance, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: '127.0.0.1',
    headers: { ...ORIGIN, ...headers },
  });
const subscribe = (email: string, app = ctx.app, headers?: Record<string, string>) =>
  post(app, '/api/newsletter/subscribe', { email }, headers);
const confirm = (token: string, app = ctx.app) => post(app, '/api/newsletter/confirm', { token });
const raw = <T = Record<string, unknown>>(text: string, params: unknown[]) =>
  ctx.database.rawTransaction((client) => client.query<T>(text, params));
const address = () => `${uniqueName('news')}@example.test`;
const linkMailedTo = async (email: string) => {
  const mail = await smtp.waitFor((m) => m.to.includes(email) && /Confirm your DSGN Fitness/.test(m.subject));
  return linkIn(mail);
};

describe('e-mail sign-up, double opt-in', () => {
  test('subscribe mails a link to the sign-up page; confirming it signs the address up, once', async () => {
    const email = address();
    const answer = await subscribe(email);
    assert.equal(answer.statusCode, 202);
    assert.deepEqual(answer.json(), { message: SUBSCRIBE_ANSWER });
    assert.equal(await ctx.app.repos.newsletter.statusOf(email), 'pending');

    const link = await linkMailedTo(email);
    assert.equal(link.origin, STORE_ORIGIN);
    assert.equal(link.pathname, '/email-sign-up');
    const token = link.searchParams.get('token')!;
    // Only the token's hash is kept.
    const stored = await raw<{ token_hash: string }>(
      'SELECT token_hash FROM newsletter_subscriptions WHERE email = $1',
      [email],
    );
    assert.notEqual(stored.rows[0].token_hash, token);

    const first = await confirm(token);
    assert.equal(first.statusCode, 200);
    assert.deepEqual(first.json(), { message: CONFIRMED });
    assert.equal(await ctx.app.repos.newsletter.statusOf(email), 'confirmed');
    const again = await confirm(token);
    assert.equal(again.statusCode, 400);
    assert.deepEqual(again.json(), { message: LINK_INVALID });
  });

  test('a new sign-up of a pending address retires the earlier link; a confirmed one gets no mail', async () => {
    const email = address();
    await subscribe(email);
    const first = (await linkMailedTo(email)).searchParams.get('token')!;
    smtp.messages.length = 0;
    await subscribe(email.toUpperCase());
    const second = (await linkMailedTo(email)).searchParams.get('token')!;
    assert.equal((await confirm(first)).statusCode, 400);
    assert.equal((await confirm(second)).statusCode, 200);

    smtp.messages.length = 0;
    const answer = await subscribe(email);
    // The same answer as for a new address: it tells nobody who is signed up.
    assert.deepEqual([answer.statusCode, answer.json()], [202, { message: SUBSCRIBE_ANSWER }]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(smtp.messages.length, 0);
    assert.equal(await ctx.app.repos.newsletter.statusOf(email), 'confirmed');
  });

  test('refuses what is not an address or a token, with a sentence', async () => {
    for (const email of ['nobody', 'a@b', `${'x'.repeat(250)}@example.test`, '"a b"@example.test']) {
      const answer = await subscribe(email);
      assert.equal(answer.statusCode, 400, email);
      assert.match(answer.json().message, /valid e-mail address/);
    }
    assert.equal((await confirm('not a token')).statusCode, 400);
    assert.equal((await confirm('A'.repeat(43))).statusCode, 400);
    assert.equal(await ctx.app.repos.newsletter.count(), 0);
  });

  test('an expired link confirms nothing', async () => {
    const email = address();
    await subscribe(email);
    const token = (await linkMailedTo(email)).searchParams.get('token')!;
    await raw(
      "UPDATE newsletter_subscriptions SET token_expires_at = now() - interval '1 second' WHERE email = $1",
      [email],
    );
    assert.equal((await confirm(token)).statusCode, 400);
    assert.equal(await ctx.app.repos.newsletter.statusOf(email), 'pending');
  });

  test('needs the store as the origin', async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: address() },
      headers: { origin: 'https://elsewhere.example' },
    });
    assert.equal(answer.statusCode, 403);
  });

  test('forgets pending addresses that were never confirmed after 7 days', async () => {
    const old = address();
    await subscribe(old);
    await raw(
      "UPDATE newsletter_subscriptions SET requested_at = now() - interval '8 days' WHERE email = $1",
      [old],
    );
    await subscribe(address());
    assert.equal(await ctx.app.repos.newsletter.statusOf(old), null);
  });
});

describe('e-mail sign-up under a flood', () => {
  test('one client writes and mails a bounded number, one mailbox gets at most 5 mails', async () => {
    const app = await appOnSameDatabase(ctx, {
      authRateLimit: 20,
      mail: mailConfig(),
      trustedProxies: ['127.0.0.1', '::1'],
    });
    try {
      // 200 different addresses from one client: 20 are taken, the rest answer 429 with a wait.
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => subscribe(`flood${i}@example.test`, app)),
      );
      const codes = answers.map((a) => a.statusCode);
      assert.equal(codes.filter((c) => c === 202).length, 20);
      assert.equal(codes.filter((c) => c === 429).length, 180);
      assert.ok(Number(answers.find((a) => a.statusCode === 429)!.headers['retry-after']) > 0);
      assert.equal(await app.repos.newsletter.count(), 20);

      // One victim's mailbox from many clients: at most 5 confirmation mails.
      const victim = address();
      const forVictim = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          subscribe(victim, app, { 'x-forwarded-for': `198.51.100.${i + 1}` }),
        ),
      );
      assert.equal(forVictim.filter((a) => a.statusCode === 202).length, 5);
      const mailsToVictim = () => smtp.messages.filter((m) => m.to.includes(victim)).length;
      for (let waited = 0; mailsToVictim() < 5 && waited < 10_000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal(mailsToVictim(), 5);

      // Guessing tokens: 20 wrong ones, then the client waits.
      const guesses = await Promise.all(Array.from({ length: 30 }, () => confirm('B'.repeat(43), app)));
      assert.equal(guesses.filter((a) => a.statusCode === 429).length, 10);
    } finally {
      await app.close();
    }
  });
});

describe('e-mail sign-up over a day (auth/a-day.ts)', () => {
  test(`one client asks for at most ${A_DAY_PER_N.newsletter}N subscriptions a day, however it paces itself`, async () => {
    const n = 20;
    const app = await appOnSameDatabase(ctx, {
      authRateLimit: n,
      mail: mailConfig(),
      trustedProxies: ['127.0.0.1', '::1'],
    });
    const from = { 'x-forwarded-for': '203.0.113.70' };
    try {
      for (let round = 0; round < A_DAY_PER_N.newsletter; round++) {
        for (let i = 0; i < n; i++) assert.equal((await subscribe(address(), app, from)).statusCode, 202);
        // The throttle forgets a quarter of an hour after the last attempt: as if it had passed.
        await ctx.database.rawTransaction((c) => c.exec('TRUNCATE auth_throttle'));
      }
      const refused = await subscribe(address(), app, from);
      assert.equal(refused.statusCode, 429, refused.body);
      assert.match(refused.json().message, /^Too many attempts, please try again in \d+ hours?$/);
      assert.equal(await app.repos.newsletter.count(), A_DAY_PER_N.newsletter * n);
      // Another client still can.
      assert.equal((await subscribe(address(), app, { 'x-forwarded-for': '198.51.100.70' })).statusCode, 202);
    } finally {
      await app.close();
    }
  });

  test(`the /64s of one IPv6 /48 share ${NETWORK_ADDRESSES} addresses' day: rotating through them buys no more`, async () => {
    // N = 1: each /64 may subscribe 3 a day (and once a quarter of an hour), its /48 48.
    const app = await appOnSameDatabase(ctx, {
      authRateLimit: 1,
      mail: mailConfig(),
      trustedProxies: ['127.0.0.1', '::1'],
    });
    const budget = A_DAY_PER_N.newsletter * NETWORK_ADDRESSES;
    const from = (i: number, site = '2001:db8:77') => ({ 'x-forwarded-for': `${site}:${i.toString(16)}::1` });
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= budget; i++) statuses.push((await subscribe(address(), app, from(i))).statusCode);
      assert.deepEqual(statuses, [...Array<number>(budget).fill(202), 429]);
      assert.equal(await app.repos.newsletter.count(), budget);
      // Another /48 and an IPv4 address are apart (client-address.test.ts: a refused /64 spends none of its own).
      assert.equal((await subscribe(address(), app, from(1, '2001:db8:78'))).statusCode, 202);
      assert.equal((await subscribe(address(), app, { 'x-forwarded-for': '198.51.100.71' })).statusCode, 202);
    } finally {
      await app.close();
    }
  });
});
