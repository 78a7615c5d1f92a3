// The log-in and sign-up pages' forms without JavaScript (docs/api.md#form-posts): POST
// /forms/login and /forms/signup (the gateway's /login and /signup), urlencoded, answered with a
// 303: signed in with the session cookie, or back to the page with ?error=. The same throttle as
// the JSON routes holds against a flood of form posts.
import assert from 'node:assert/strict';
import { beforeEach, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { ORIGIN, setUpTestContext, signUp, uniqueName } from '../../testing/test-app';

const LIMIT = 5;
const ctx = setUpTestContext({ authRateLimit: LIMIT });

beforeEach(async () => {
  await ctx.database.rawTransaction((c) => c.exec('TRUNCATE auth_throttle'));
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

function post(
  url: '/forms/login' | '/forms/signup',
  body: string,
  { address = '10.9.0.1', headers = ORIGIN as Record<string, string> } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url,
    remoteAddress: address,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: body,
  });
}

const cookies = (response: LightMyRequestResponse) => [response.headers['set-cookie'] ?? []].flat();
const sessionOf = (response: LightMyRequestResponse) =>
  cookies(response)
    .find((c) => c.startsWith('sf_session='))
    ?.split(';')[0];

async function whoIs(cookie: string | undefined) {
  const response = await ctx.app.inject({
    url: '/api/users/persistOAuth',
    headers: { ...ORIGIN, ...(cookie ? { cookie } : {}) },
  });
  return response.statusCode === 200 ? (response.json() as { userName: string }).userName : null;
}

const userCount = async () =>
  (
    (await ctx.database.rawTransaction((c) => c.query('SELECT count(*)::int AS n FROM users'))).rows[0] as {
      n: number;
    }
  ).n;

describe('POST /forms/login (the log-in page without JavaScript)', () => {
  test('the right name and password 303 to /home with an HttpOnly, SameSite=Lax session cookie', async () => {
    const shopper = await signUp(ctx.app);
    for (const typed of [shopper.userName, shopper.email.toUpperCase()]) {
      const response = await post('/forms/login', form({ username: typed, password: shopper.password }));
      assert.equal(response.statusCode, 303);
      assert.equal(response.headers.location, '/home');
      const session = cookies(response).find((c) => c.startsWith('sf_session='))!;
      assert.match(session, /HttpOnly/);
      assert.match(session, /SameSite=Lax/);
      assert.equal(await whoIs(sessionOf(response)), shopper.userName);
    }
  });

  test('a wrong password or an empty field goes back to the page with ?error=, signed out', async () => {
    const shopper = await signUp(ctx.app);
    const wrong = await post('/forms/login', form({ username: shopper.userName, password: 'Wrong1!xx' }));
    assert.equal(wrong.statusCode, 303);
    assert.equal(wrong.headers.location, '/login?error=failed');
    assert.equal(sessionOf(wrong), undefined);
    for (const body of [form({ username: shopper.userName, password: '' }), form({ username: 'x' }), '']) {
      const empty = await post('/forms/login', body);
      assert.equal(empty.statusCode, 303);
      assert.equal(empty.headers.location, '/login?error=missing');
    }
  });

  test("another site's form is refused (origin guard), signing nobody in", async () => {
    const shopper = await signUp(ctx.app);
    const body = form({ username: shopper.userName, password: shopper.password });
    for (const headers of [{ origin: 'https://evil.example' }, {} as Record<string, string>]) {
      const response = await post('/forms/login', body, { headers });
      assert.equal(response.statusCode, 403);
      assert.equal(sessionOf(response), undefined);
      assert.ok((response.json() as { message: string }).message);
    }
  });

  test('a flood of guesses from one address meets the throttle: the password is checked LIMIT times, then even the right one waits', async () => {
    const shopper = await signUp(ctx.app);
    const outcomes = new Map<string, number>();
    for (let i = 0; i < 200; i++) {
      const response = await post(
        '/forms/login',
        form({ username: shopper.userName, password: `Wrong${i}!xx` }),
      );
      assert.equal(response.statusCode, 303);
      const where = String(response.headers.location);
      outcomes.set(where, (outcomes.get(where) ?? 0) + 1);
    }
    assert.deepEqual(Object.fromEntries(outcomes), {
      '/login?error=failed': LIMIT,
      '/login?error=throttled': 200 - LIMIT,
    });
    const right = await post(
      '/forms/login',
      form({ username: shopper.userName, password: shopper.password }),
    );
    assert.equal(right.headers.location, '/login?error=throttled');
    assert.equal(sessionOf(right), undefined);
    // The JSON route shares the counters: the form is no fresh budget, nor the other way round.
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress: '10.9.0.1',
      headers: ORIGIN,
      payload: { username: shopper.userName, password: shopper.password },
    });
    assert.equal(json.statusCode, 429);
  });
});

describe('POST /forms/signup (the sign-up page without JavaScript)', () => {
  const fields = (name: string, password = 'Secret1!x', confirm = password) =>
    form({ username: name, email: `${name}@example.com`, password, confirm });

  test('valid fields create the account, sign it in and 303 to /home', async () => {
    const name = uniqueName();
    const response = await post('/forms/signup', fields(name));
    assert.equal(response.statusCode, 303);
    assert.equal(response.headers.location, '/home');
    assert.equal(await whoIs(sessionOf(response)), name);
  });

  test('broken rules, different passwords and taken names go back with ?error=, creating nothing', async () => {
    const taken = await signUp(ctx.app);
    const before = await userCount();
    const cases: [string, string][] = [
      [fields(uniqueName(), 'short'), 'invalid'],
      [fields(uniqueName(), 'Secret1!x', 'Secret1!y'), 'invalid'],
      [form({ username: uniqueName() }), 'invalid'],
      [fields(taken.userName), 'username'],
      [
        form({ username: uniqueName(), email: taken.email, password: 'Secret1!x', confirm: 'Secret1!x' }),
        'email',
      ],
    ];
    for (const [body, error] of cases) {
      const response = await post('/forms/signup', body, { address: `10.9.1.${error.length}` });
      assert.equal(response.statusCode, 303, body);
      assert.equal(response.headers.location, `/signup?error=${error}`, body);
      assert.equal(sessionOf(response), undefined);
    }
    assert.equal(await userCount(), before);
  });

  test('a flood of sign-ups from one address creates at most LIMIT accounts', async () => {
    const before = await userCount();
    let created = 0;
    for (let i = 0; i < 100; i++) {
      const response = await post('/forms/signup', fields(uniqueName('flood')), { address: '10.9.2.1' });
      assert.equal(response.statusCode, 303);
      if (response.headers.location === '/home') created++;
      else assert.equal(response.headers.location, '/signup?error=throttled');
    }
    assert.equal(created, LIMIT);
    assert.equal(await userCount(), before + LIMIT);
  });
});
