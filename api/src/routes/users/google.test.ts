import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { userNameFromProfile } from '../../auth/google';
import { startLocalOidcProvider, type LocalOidcProvider } from '../../testing/local-oidc-provider';
import { signInAtLocalProvider } from '../../testing/oidc-browser';
import {
  STORE_ORIGIN,
  TEST_CONFIG,
  as,
  createTestContext,
  signUp,
  type TestContext,
} from '../../testing/test-app';

const REDIRECT_URI = `${STORE_ORIGIN}/api/users/auth/google/callback`;

let ctx: TestContext;
let provider: LocalOidcProvider;
let app: FastifyInstance;

before(async () => {
  ctx = await createTestContext();
  provider = await startLocalOidcProvider({ redirectUris: [REDIRECT_URI] });
  app = await buildApp({
    database: ctx.database,
    config: {
      ...TEST_CONFIG,
      google: {
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        redirectUri: REDIRECT_URI,
      },
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
  test('not configured: both routes answer 503 with a clear message', async () => {
    for (const url of ['/api/users/auth/google', '/api/users/auth/google/callback?code=x&state=y']) {
      const response = await ctx.app.inject({ url });
      assert.equal(response.statusCode, 503);
      assert.match(response.json().message, /not configured/);
    }
  });

  test('signs a new shopper in end to end and redirects to the store home', async () => {
    const { finish } = await googleSignIn('gina');
    assert.equal(finish.statusCode, 302);
    assert.equal(finish.headers.location, `${STORE_ORIGIN}/home`);
    const session = cookieOf(finish.headers['set-cookie'], 'sf_session');
    assert.ok(session);
    const me = await as(app, { cookie: session })({ url: '/api/users/persistOAuth' });
    assert.equal(me.statusCode, 200);
    assert.deepEqual(me.json(), { userName: 'gina', email: 'gina@example.test' });
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

  test('a verified e-mail of an existing account signs that account in', async () => {
    const local = await signUp(app, 'linda');
    const { finish } = await googleSignIn(local.email);
    const me = await as(app, { cookie: cookieOf(finish.headers['set-cookie'], 'sf_session')! })({
      url: '/api/users/persistOAuth',
    });
    assert.equal(me.json().userName, 'linda');
  });

  test('a callback without its flow cookie, replayed, or with a forged state goes back to /login', async () => {
    const { callback, flowCookie } = await googleSignIn('replay');
    const replay = await app.inject({
      url: `/api/users/auth/google/callback${callback.search}`,
      headers: { cookie: flowCookie },
    });
    assert.equal(replay.statusCode, 302);
    assert.equal(replay.headers.location, `${STORE_ORIGIN}/login`);
    assert.equal(cookieOf(replay.headers['set-cookie'], 'sf_session'), undefined);

    const noCookie = await app.inject({ url: `/api/users/auth/google/callback${callback.search}` });
    assert.equal(noCookie.headers.location, `${STORE_ORIGIN}/login`);

    const start = await app.inject({ url: '/api/users/auth/google' });
    const cookie = cookieOf(start.headers['set-cookie'], 'sf_oidc')!;
    const forged = await app.inject({
      url: '/api/users/auth/google/callback?code=forged&state=forged',
      headers: { cookie },
    });
    assert.equal(forged.headers.location, `${STORE_ORIGIN}/login`);
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
