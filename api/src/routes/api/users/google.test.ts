import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { GoogleSignIn, userNameFromProfile } from '../../../auth/google';
import { usersRepository } from '../../../repositories/users';
import { startLocalOidcProvider, type LocalOidcProvider } from '../../../testing/local-oidc-provider';
import { signInAtLocalProvider } from '../../../testing/oidc-browser';
import {
  STORE_ORIGIN,
  appOnSameDatabase,
  as,
  createTestContext,
  signUp,
  type TestContext,
} from '../../../testing/test-app';

const REDIRECT_URI = `${STORE_ORIGIN}/api/users/auth/google/callback`;

let ctx: TestContext;
let provider: LocalOidcProvider;
let app: FastifyInstance;

before(async () => {
  ctx = await createTestContext();
  provider = await startLocalOidcProvider({ redirectUris: [REDIRECT_URI] });
  app = await appOnSameDatabase(ctx, {
    google: {
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      redirectUri: REDIRECT_URI,
    },
  });
});
beforeEach(() => ctx.reset());
after(async () => {
  await app.close();
  await provider.close();
  await ctx.close();
});

const cookieOf = (header: string | string[] | undefined, name: string) => {
  const all = Array.isArray(header) ? header : header ? [header] : [];
  return all.find((c) => c.startsWith(`${name}=`))?.split(';')[0];
};

/** The whole browser round trip: API start, provider sign-in, API callback. */
async function googleSignIn(login: string) {
  const start = await app.inject({ url: '/api/users/auth/google' });
  assert.equal(start.statusCode, 302);
  const flowCookie = cookieOf(start.headers['set-cookie'], 'sf_oidc');
  assert.ok(flowCookie);
  const authorizationUrl = new URL(String(start.headers.location));
  assert.equal(authorizationUrl.origin, provider.issuer);
  assert.equal(authorizationUrl.searchParams.get('code_challenge_method'), 'S256');
  assert.ok(authorizationUrl.searchParams.get('state'));
  assert.ok(authorizationUrl.searchParams.get('nonce'));
  assert.equal(authorizationUrl.searchParams.get('redirect_uri'), REDIRECT_URI);
  const callback = await signInAtLocalProvider(authorizationUrl.href, login, REDIRECT_URI);
  const finish = await app.inject({
    url: `/api/users/auth/google/callback${callback.search}`,
    headers: { cookie: flowCookie },
  });
  return { finish, flowCookie, callback };
}

describe('Google sign-in', () => {
  test('not configured: the providers say so, and both routes send the browser to the log-in page that says it', async () => {
    assert.deepEqual((await ctx.app.inject({ url: '/api/users/auth/providers' })).json(), { google: false });
    assert.deepEqual((await app.inject({ url: '/api/users/auth/providers' })).json(), { google: true });
    for (const url of ['/api/users/auth/google', '/api/users/auth/google/callback?code=x&state=y']) {
      const response = await ctx.app.inject({ url });
      assert.equal(response.statusCode, 302, url);
      assert.equal(response.headers.location, `${STORE_ORIGIN}/login?google=unavailable`);
      assert.equal(response.body, '');
    }
  });

  test('signs a new shopper in end to end and redirects to the store home', async () => {
    const { finish } = await googleSignIn('gina');
    assert.equal(finish.statusCode, 302);
    assert.equal(finish.headers.location, `${STORE_ORIGIN}/home`);
    const session = cookieOf(finish.headers['set-cookie'], 'sf_session');
    assert.ok(session);
    // The browser is now known to the account (its log-ins have their own throttle budget).
    assert.match(
      String(cookieOf(finish.headers['set-cookie'], 'sf_device')),
      /^sf_device=\d+\.[0-9a-f]{32}\./,
    );
    const me = await as(app, { cookie: session })({ url: '/api/users/persistOAuth' });
    assert.equal(me.statusCode, 200);
    // Google vouched for the address: the account counts as verified.
    assert.deepEqual(me.json(), { userName: 'gina', email: 'gina@example.test', emailVerified: true });
    // The shopper has a working cart.
    const add = await as(app, { cookie: session })({
      method: 'POST',
      url: '/api/cart/1',
      payload: { quantity: 1, size: 'small' },
    });
    assert.equal(add.statusCode, 201);
  });

  test('the same identity finds the same user; a clashing name gets a unique one', async () => {
    const first = await googleSignIn('sam_g');
    const second = await googleSignIn('sam_g');
    const whoIs = async (finish: typeof first.finish) =>
      (
        await as(app, { cookie: cookieOf(finish.headers['set-cookie'], 'sf_session')! })({
          url: '/api/users/persistOAuth',
        })
      ).json();
    assert.deepEqual(await whoIs(first.finish), await whoIs(second.finish));
    const { rows } = await ctx.database.rawTransaction((c) =>
      c.query('SELECT count(*)::int AS n FROM users'),
    );
    assert.equal(rows[0].n, 1);

    const local = await signUp(app, 'taken_name');
    const clash = await googleSignIn('taken_name@elsewhere.test');
    const who = await whoIs(clash.finish);
    assert.notEqual(who.userName, local.userName);
    assert.match(who.userName, /^taken_name\d+$/);
  });

  test('an account whose e-mail is not verified is never linked: back to the log-in page', async () => {
    // The attacker registers the victim's address first and keeps the session.
    const attacker = await signUp(app, 'linda');
    const { finish } = await googleSignIn(attacker.email);
    assert.equal(finish.statusCode, 302);
    assert.equal(finish.headers.location, `${STORE_ORIGIN}/login?google=email-unverified`);
    assert.equal(cookieOf(finish.headers['set-cookie'], 'sf_session'), undefined);
    const { rows } = await ctx.database.rawTransaction((c) =>
      c.query('SELECT count(*)::int AS n FROM user_identities'),
    );
    assert.equal(rows[0].n, 0);
    const users = await ctx.database.rawTransaction((c) => c.query('SELECT count(*)::int AS n FROM users'));
    assert.equal(users.rows[0].n, 1);
  });

  test('a verified e-mail of a verified account links it and ends its other sessions', async () => {
    const local = await signUp(app, 'linda');
    await ctx.database.rawTransaction((c) => c.exec('UPDATE users SET email_verified_at = now()'));
    const { finish } = await googleSignIn(local.email);
    assert.equal(finish.headers.location, `${STORE_ORIGIN}/home`);
    const me = await as(app, { cookie: cookieOf(finish.headers['set-cookie'], 'sf_session')! })({
      url: '/api/users/persistOAuth',
    });
    assert.equal(me.json().userName, 'linda');
    // Whoever held a session before the link is signed out.
    assert.equal((await as(app, local)({ url: '/api/users/persistOAuth' })).statusCode, 204);
    // The next Google sign-in finds the identity and leaves other sessions alone.
    const again = await googleSignIn(local.email);
    const first = cookieOf(finish.headers['set-cookie'], 'sf_session')!;
    assert.equal(again.finish.headers.location, `${STORE_ORIGIN}/home`);
    assert.equal((await as(app, { cookie: first })({ url: '/api/users/persistOAuth' })).statusCode, 200);
  });

  test('an address the provider did not verify matches no account and is not marked verified', async () => {
    const local = await signUp(app, 'victim');
    await ctx.database.rawTransaction((c) => c.exec('UPDATE users SET email_verified_at = now()'));
    const google = new GoogleSignIn(
      { issuer: provider.issuer, clientId: 'x', clientSecret: 'y', redirectUri: REDIRECT_URI },
      ctx.database.db,
      usersRepository(ctx.database.db),
    );
    const { user, linked } = await google.userForClaims(provider.issuer, {
      sub: 'attacker-subject',
      email: local.email,
      email_verified: false,
      preferred_username: 'victim',
    });
    assert.equal(linked, false);
    assert.notEqual(user.id, local.id);
    assert.notEqual(user.email.toLowerCase(), local.email.toLowerCase());
    assert.equal(user.emailVerifiedAt, null);
  });

  test('a verified address that is not one plain address is treated as none: no link, a placeholder', async () => {
    const local = await signUp(app, 'victim');
    await ctx.database.rawTransaction((c) => c.exec('UPDATE users SET email_verified_at = now()'));
    const google = new GoogleSignIn(
      { issuer: provider.issuer, clientId: 'x', clientSecret: 'y', redirectUri: REDIRECT_URI },
      ctx.database.db,
      usersRepository(ctx.database.db),
    );
    for (const [i, email] of [
      `${local.email},attacker@evil.example`,
      `${local.email}<attacker@evil.example>`,
    ].entries()) {
      const { user, linked } = await google.userForClaims(provider.issuer, {
        sub: `odd-address-${i}`,
        email,
        email_verified: true,
        preferred_username: 'oddity',
      });
      assert.equal(linked, false);
      assert.notEqual(user.id, local.id);
      assert.match(user.email, /@users\.invalid$/);
      assert.equal(user.emailVerifiedAt, null);
    }
  });

  test('a callback without its flow cookie, replayed, or with a forged state goes back to /login, which says it failed', async () => {
    const { callback, flowCookie } = await googleSignIn('replay');
    const replay = await app.inject({
      url: `/api/users/auth/google/callback${callback.search}`,
      headers: { cookie: flowCookie },
    });
    assert.equal(replay.statusCode, 302);
    assert.equal(replay.headers.location, `${STORE_ORIGIN}/login?google=failed`);
    assert.equal(cookieOf(replay.headers['set-cookie'], 'sf_session'), undefined);

    const noCookie = await app.inject({ url: `/api/users/auth/google/callback${callback.search}` });
    assert.equal(noCookie.headers.location, `${STORE_ORIGIN}/login?google=failed`);

    const start = await app.inject({ url: '/api/users/auth/google' });
    const cookie = cookieOf(start.headers['set-cookie'], 'sf_oidc')!;
    const forged = await app.inject({
      url: '/api/users/auth/google/callback?code=forged&state=forged',
      headers: { cookie },
    });
    assert.equal(forged.headers.location, `${STORE_ORIGIN}/login?google=failed`);
  });
});

test('user names made from profiles follow the sign-up rules', () => {
  const pattern = /^[A-Za-z][A-Za-z0-9_-]{3,23}$/;
  for (const claims of [
    { sub: '1', name: 'José María' },
    { sub: '2', name: '42' },
    { sub: '3', email: 'x@y.z' },
    { sub: '4', preferred_username: 'a'.repeat(40) },
    { sub: '5' },
  ]) {
    assert.match(userNameFromProfile(claims), pattern);
    assert.match(userNameFromProfile(claims, '1234'), pattern);
  }
});
