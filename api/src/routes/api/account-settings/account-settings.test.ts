import assert from 'node:assert/strict';
import { after, beforeEach, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { linkIn, startLocalSmtpServer, type LocalSmtpServer } from '../../../testing/local-smtp-server';
import {
  ORIGIN,
  appOnSameDatabase,
  as,
  sessionCookie,
  setUpTestContext,
  signUp,
  uniqueName,
  type Shopper,
} from '../../../testing/test-app';
import { ACCOUNT_DELETED, PASSWORD_CHANGED, WRONG_PASSWORD } from '.';

let smtp: LocalSmtpServer;
const mailConfig = () => ({
  smtpUrl: smtp.smtpUrl,
  outboxDir: '/nonexistent',
  from: 'Store <store@example.test>',
});
const ctx = setUpTestContext(async () => {
  smtp = await startLocalSmtpServer();
  return { mail: mailConfig() };
});
beforeEach(async () => {
  await ctx.database.rawTransaction((c) => c.exec('TRUNCATE auth_throttle, rate_limits'));
  smtp.messages.length = 0;
});
after(async () => {
  await smtp.close();
});

const call = (shopper: Shopper | null, url: string, payload: object, app: FastifyInstance = ctx.app) =>
  as(app, shopper)({ method: 'POST', url: `/api/account-settings/${url}`, payload });
const logIn = (username: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/users/login',
    headers: ORIGIN,
    payload: { username, password },
  });
const me = (cookie: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/users/persistOAuth', headers: { ...ORIGIN, cookie } });

describe('account settings', () => {
  test('change the password: the old one stops working, other devices are signed out, this one stays', async () => {
    const shopper = await signUp(ctx.app);
    const other = sessionCookie(await logIn(shopper.userName, shopper.password));
    const answer = await call(shopper, 'password', {
      currentPassword: shopper.password,
      newPassword: 'Newer2@yy',
    });
    assert.equal(answer.statusCode, 200);
    assert.deepEqual(answer.json(), { message: PASSWORD_CHANGED });
    assert.equal((await me(sessionCookie(answer))).statusCode, 200);
    assert.equal((await me(other)).statusCode, 204);
    assert.equal((await logIn(shopper.userName, shopper.password)).statusCode, 401);
    assert.equal((await logIn(shopper.userName, 'Newer2@yy')).statusCode, 200);
  });

  test('refuses a wrong current password and a new one off the rule, changing nothing', async () => {
    const shopper = await signUp(ctx.app);
    const wrong = await call(shopper, 'password', { currentPassword: 'Wrong1!xx', newPassword: 'Newer2@yy' });
    assert.deepEqual([wrong.statusCode, wrong.json()], [401, { message: WRONG_PASSWORD }]);
    const weak = await call(shopper, 'password', { currentPassword: shopper.password, newPassword: 'short' });
    assert.equal(weak.statusCode, 400);
    assert.match(weak.json().message, /password rules/);
    assert.equal((await logIn(shopper.userName, shopper.password)).statusCode, 200);
  });

  test('change the e-mail: unverified again, a link mailed to the new address, a taken one refused', async () => {
    const shopper = await signUp(ctx.app);
    const taken = await signUp(ctx.app);
    const clash = await call(shopper, 'email', {
      currentPassword: shopper.password,
      email: taken.email.toUpperCase(),
    });
    assert.equal(clash.statusCode, 409);
    const email = `${uniqueName('moved')}@example.test`;
    const answer = await call(shopper, 'email', { currentPassword: shopper.password, email });
    assert.equal(answer.statusCode, 200);
    assert.deepEqual(answer.json(), {
      id: shopper.id,
      userName: shopper.userName,
      email,
      emailVerified: false,
    });
    const mail = await smtp.waitFor((m) => m.to.includes(email) && /Confirm your e-mail/.test(m.subject));
    const token = linkIn(mail).searchParams.get('token');
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/email/verify',
      headers: ORIGIN,
      payload: { token },
    });
    assert.equal(verified.statusCode, 200);
    assert.deepEqual((await me(shopper.cookie)).json(), {
      userName: shopper.userName,
      email,
      emailVerified: true,
    });
  });

  test('delete the account: signed out everywhere, the name and address free again', async () => {
    const shopper = await signUp(ctx.app);
    await as(ctx.app, shopper)({ method: 'POST', url: '/api/cart/3', payload: { size: 'M' } });
    const wrong = await call(shopper, 'delete', { currentPassword: 'Wrong1!xx' });
    assert.equal(wrong.statusCode, 401);
    const answer = await call(shopper, 'delete', { currentPassword: shopper.password });
    assert.deepEqual([answer.statusCode, answer.json()], [200, { message: ACCOUNT_DELETED }]);
    assert.match(String(answer.headers['set-cookie']), /sf_session=;/);
    assert.equal((await me(shopper.cookie)).statusCode, 204);
    assert.equal((await logIn(shopper.userName, shopper.password)).statusCode, 401);
    const rows = await ctx.database.rawTransaction((c) =>
      c.query('SELECT count(*)::int AS n FROM carts WHERE user_id = $1', [shopper.id]),
    );
    assert.equal((rows.rows[0] as { n: number }).n, 0);
    const again = await signUp(ctx.app, shopper.userName);
    assert.equal(again.userName, shopper.userName);
  });

  test('needs a session and the store as the origin', async () => {
    assert.equal((await call(null, 'delete', { currentPassword: 'x' })).statusCode, 401);
    const shopper = await signUp(ctx.app);
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/account-settings/delete',
      headers: { origin: 'https://elsewhere.example', cookie: shopper.cookie },
      payload: { currentPassword: shopper.password },
    });
    assert.equal(foreign.statusCode, 403);
  });

  test('guessing the current password is throttled per account, and the right one still needs a wait', async () => {
    const app = await appOnSameDatabase(ctx, { authRateLimit: 20, mail: mailConfig() });
    try {
      const shopper = await signUp(app);
      const guesses = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          call(shopper, 'delete', { currentPassword: `Guess${i}!xx` }, app),
        ),
      );
      const codes = guesses.map((g) => g.statusCode);
      assert.equal(codes.filter((c) => c === 401).length, 5);
      assert.equal(codes.filter((c) => c === 429).length, 25);
      const blocked = await call(shopper, 'delete', { currentPassword: shopper.password }, app);
      assert.equal(blocked.statusCode, 429);
      assert.ok(Number(blocked.headers['retry-after']) > 0);
    } finally {
      await app.close();
    }
  });

  test('right passwords count too: N settings calls an account in a window, each a password hash', async () => {
    const app = await appOnSameDatabase(ctx, { authRateLimit: 20, mail: mailConfig() });
    try {
      const shopper = await signUp(app);
      const passwords = [shopper.password, 'Other2@pass'];
      const statuses: number[] = [];
      for (let i = 0; i < 25; i++) {
        const changed = await call(
          shopper,
          'password',
          { currentPassword: passwords[i % 2], newPassword: passwords[(i + 1) % 2] },
          app,
        );
        statuses.push(changed.statusCode);
        // This browser keeps a session: the new one the change started.
        if (changed.statusCode === 200) shopper.cookie = sessionCookie(changed);
      }
      assert.deepEqual(statuses, [...Array(20).fill(200), ...Array(5).fill(429)]);
    } finally {
      await app.close();
    }
  });

  test('an e-mail change mails the new address: 5 an account (one refused as taken spends none)', async () => {
    const app = await appOnSameDatabase(ctx, { authRateLimit: 20, mail: mailConfig() });
    try {
      const shopper = await signUp(app);
      const victim = `${uniqueName('victim')}@example.test`;
      // An address already another account's changes nothing and mails nobody: it spends nothing.
      const taken = await signUp(app);
      for (let i = 0; i < 6; i++)
        assert.equal(
          (await call(shopper, 'email', { currentPassword: shopper.password, email: taken.email }, app))
            .statusCode,
          409,
        );
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const email = i % 2 ? victim : `${uniqueName('own')}@example.test`;
        statuses.push(
          (await call(shopper, 'email', { currentPassword: shopper.password, email }, app)).statusCode,
        );
      }
      assert.deepEqual(statuses, [...Array(5).fill(200), ...Array(7).fill(429)]);
      // The five changes' mails (to the victim and to this test's own new addresses), once all came.
      const changeMail = (m: { to: string[]; subject: string }) =>
        /Confirm your e-mail/.test(m.subject) && m.to.some((to) => to === victim || to.startsWith('own'));
      await smtp.waitFor(() => smtp.messages.filter(changeMail).length >= 5);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const mails = smtp.messages.filter(changeMail);
      assert.equal(mails.length, 5);
    } finally {
      await app.close();
    }
  });
});
