import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
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
import { EMAIL_TAKEN, USERNAME_TAKEN } from '.';

const ctx = setUpTestContext();

const post = (url: string, payload: unknown, headers: Record<string, string> = ORIGIN) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

const PASSWORD = 'Secret1!x';

describe('POST /api/users/signup', () => {
  test('creates the user, answers the user object and starts a session', async () => {
    const name = uniqueName();
    const response = await post('/api/users/signup', {
      username: name,
      email: `${name}@example.com`,
      password: PASSWORD,
    });
    assert.equal(response.statusCode, 201);
    const body = response.json();
    assert.deepEqual(Object.keys(body).sort(), ['email', 'emailVerified', 'id', 'userName']);
    assert.equal(body.userName, name);
    assert.equal(body.emailVerified, false);
    const cookie = String(response.headers['set-cookie']);
    assert.match(cookie, /^sf_session=[A-Za-z0-9_-]{43}/);
    assert.match(cookie, /HttpOnly/);
    assert.match(cookie, /SameSite=Lax/);
    assert.match(cookie, /Path=\//);
    assert.doesNotMatch(cookie, /Secure/);
    assert.doesNotMatch(response.body, /Secret1|argon2/);
    const me = await as(ctx.app, { cookie: sessionCookie(response) })({ url: '/api/users/persistOAuth' });
    assert.deepEqual(me.json(), { userName: name, email: `${name}@example.com`, emailVerified: false });
  });

  test('answers 409 with the exact plain bodies for a taken name or e-mail, whatever the case', async () => {
    const shopper = await signUp(ctx.app);
    const byName = await post('/api/users/signup', {
      username: shopper.userName.toUpperCase(),
      email: 'other@example.com',
      password: PASSWORD,
    });
    assert.equal(byName.statusCode, 409);
    assert.equal(byName.body, USERNAME_TAKEN);
    assert.equal(byName.body, 'Username already registered');
    const byEmail = await post('/api/users/signup', {
      username: uniqueName(),
      email: shopper.email.toUpperCase(),
      password: PASSWORD,
    });
    assert.equal(byEmail.statusCode, 409);
    assert.equal(byEmail.body, EMAIL_TAKEN);
    assert.equal(byEmail.body, 'Email already registered');
  });

  test('concurrent sign-ups of one name make one user; the others hear 409', async () => {
    const name = uniqueName();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        post('/api/users/signup', { username: name, email: `${name}${i}@example.com`, password: PASSWORD }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    assert.deepEqual(statuses, [201, 409, 409, 409, 409]);
    assert.ok(answers.filter((a) => a.statusCode === 409).every((a) => a.body === USERNAME_TAKEN));
  });

  test('refuses invalid entries with 400 and a JSON message', async () => {
    const good = { username: uniqueName(), email: 'a@b.co', password: PASSWORD };
    for (const payload of [
      {},
      { ...good, username: undefined },
      { ...good, email: undefined },
      { ...good, password: undefined },
      { ...good, username: '1abc' },
      { ...good, username: 'abc' },
      { ...good, username: 'a'.repeat(25) },
      { ...good, username: "bob'; DROP TABLE users;--" },
      { ...good, email: 'not-an-email' },
      { ...good, password: 'short1!A'.slice(0, 7) },
      { ...good, password: 'alllowercase1!' },
      { ...good, password: 'NoDigits!!' },
      { ...good, password: 'NoSpecial11' },
      { ...good, username: 42 },
      { ...good, password: ['Secret1!x'] },
      [],
      null,
    ]) {
      const response = await post('/api/users/signup', payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.equal(typeof response.json().message, 'string');
    }
  });
});

describe('POST /api/users/login', () => {
  test('answers the user object and a fresh session id', async () => {
    const shopper = await signUp(ctx.app);
    const response = await post(
      '/api/users/login',
      { username: shopper.userName, password: shopper.password },
      { ...ORIGIN, cookie: shopper.cookie },
    );
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      id: shopper.id,
      userName: shopper.userName,
      email: shopper.email,
      emailVerified: false,
    });
    const fresh = sessionCookie(response);
    assert.notEqual(fresh, shopper.cookie);
    // The session id from before sign-in no longer works.
    assert.equal((await as(ctx.app, shopper)({ url: '/api/users/persistOAuth' })).statusCode, 204);
    assert.equal((await as(ctx.app, { cookie: fresh })({ url: '/api/users/persistOAuth' })).statusCode, 200);
  });

  test('400 for a missing field, 401 for wrong credentials', async () => {
    const shopper = await signUp(ctx.app);
    for (const payload of [
      {},
      { username: shopper.userName },
      { password: 'x' },
      { username: '', password: '' },
      null,
    ]) {
      const response = await post('/api/users/login', payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.equal(response.json().message, 'Missing username or password');
    }
    for (const payload of [
      { username: shopper.userName, password: 'Wrong1!xx' },
      { username: 'nobody-here', password: shopper.password },
      { username: "' OR '1'='1", password: "' OR '1'='1" },
    ]) {
      const response = await post('/api/users/login', payload);
      assert.equal(response.statusCode, 401, JSON.stringify(payload));
      assert.equal(response.json().message, 'Incorrect username or password');
      assert.equal(response.headers['set-cookie'], undefined);
    }
  });
});

describe('POST /api/users/login by e-mail address', () => {
  test('the e-mail address (any case) logs in as the user name does; a wrong password is the same 401', async () => {
    const shopper = await signUp(ctx.app);
    for (const username of [shopper.email, shopper.email.toUpperCase()]) {
      const response = await post('/api/users/login', { username, password: shopper.password });
      assert.equal(response.statusCode, 200, username);
      assert.equal(response.json().userName, shopper.userName);
      sessionCookie(response);
    }
    const wrong = await post('/api/users/login', { username: shopper.email, password: 'Wrong1!xx' });
    assert.equal(wrong.statusCode, 401);
    assert.equal(wrong.json().message, 'Incorrect username or password');
    const unknown = await post('/api/users/login', {
      username: 'nobody@example.com',
      password: shopper.password,
    });
    assert.equal(unknown.statusCode, 401);
  });
});

describe('session', () => {
  // No session is the answer most visitors get: 204 with no user, not an error status that every
  // visitor's browser console would report (only 200 signs the shopper in).
  test('persistOAuth is 204 with no user without a session or with a forged one', async () => {
    for (const cookie of [undefined, 'sf_session=forged', `sf_session=${'a'.repeat(43)}`]) {
      const response = await ctx.app.inject({
        url: '/api/users/persistOAuth',
        headers: cookie ? { cookie } : {},
      });
      assert.equal(response.statusCode, 204);
      assert.equal(response.body, '');
    }
  });

  test('logout ends the session, with an empty JSON body or none', async () => {
    const shopper = await signUp(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { ...ORIGIN, cookie: shopper.cookie, 'content-type': 'application/json' },
    });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['set-cookie']), /sf_session=;/);
    assert.equal((await as(ctx.app, shopper)({ url: '/api/users/persistOAuth' })).statusCode, 204);
    const again = await post('/api/users/logout', 'null', { ...ORIGIN, 'content-type': 'application/json' });
    assert.equal(again.statusCode, 200);
  });

  test('expired sessions are refused', async () => {
    const shopper = await signUp(ctx.app);
    await ctx.database.rawTransaction((c) =>
      c.exec("UPDATE sessions SET expires_at = now() - interval '1 second'"),
    );
    assert.equal((await as(ctx.app, shopper)({ url: '/api/users/persistOAuth' })).statusCode, 204);
  });

  test('idle sessions are refused', async () => {
    const shopper = await signUp(ctx.app);
    await ctx.database.rawTransaction((c) =>
      c.exec("UPDATE sessions SET last_seen_at = now() - interval '400 days'"),
    );
    assert.equal((await as(ctx.app, shopper)({ url: '/api/users/persistOAuth' })).statusCode, 204);
  });

  test('the cookie is Secure when the gateway forwards HTTPS', async () => {
    const name = uniqueName();
    const response = await post(
      '/api/users/signup',
      { username: name, email: `${name}@example.com`, password: PASSWORD },
      { ...ORIGIN, 'x-forwarded-proto': 'https' },
    );
    assert.match(String(response.headers['set-cookie']), /Secure/);
  });

  test('the database holds only hashes of session ids and argon2id password hashes', async () => {
    const shopper = await signUp(ctx.app);
    const token = shopper.cookie.split('=')[1];
    const { rows } = await ctx.database.rawTransaction((c) =>
      c.query<{ id_hash: string; password_hash: string }>(
        'SELECT s.id_hash, u.password_hash FROM sessions s JOIN users u ON u.id = s.user_id',
      ),
    );
    assert.equal(rows.length, 1);
    assert.notEqual(rows[0].id_hash, token);
    assert.match(rows[0].id_hash, /^[0-9a-f]{64}$/);
    assert.match(rows[0].password_hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('origin checks, CORS and limits', () => {
  const signupPayload = () => {
    const name = uniqueName();
    return { username: name, email: `${name}@example.com`, password: PASSWORD };
  };

  test('state-changing calls from another origin, or with no origin at all, answer 403', async () => {
    for (const headers of [
      {},
      { origin: 'http://evil.example' },
      { referer: 'http://evil.example/home' },
      { origin: 'null' },
    ]) {
      const response = await post('/api/users/signup', signupPayload(), headers as Record<string, string>);
      assert.equal(response.statusCode, 403, JSON.stringify(headers));
      assert.equal(typeof response.json().message, 'string');
    }
    const byReferer = await post('/api/users/signup', signupPayload(), { referer: `${STORE_ORIGIN}/signup` });
    assert.equal(byReferer.statusCode, 201);
  });

  test('CORS allows only the store origins, with credentials', async () => {
    const preflight = (origin: string) =>
      ctx.app.inject({
        method: 'OPTIONS',
        url: '/api/cart/1',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const ok = await preflight(STORE_ORIGIN);
    assert.equal(ok.headers['access-control-allow-origin'], STORE_ORIGIN);
    assert.equal(ok.headers['access-control-allow-credentials'], 'true');
    const evil = await preflight('http://evil.example');
    assert.equal(evil.headers['access-control-allow-origin'], undefined);
  });

  test('malformed JSON is 400, huge bodies 413, other content types 415, all as JSON', async () => {
    const malformed = await post('/api/users/login', '{"username": "a",', {
      ...ORIGIN,
      'content-type': 'application/json',
    });
    assert.equal(malformed.statusCode, 400);
    assert.equal(typeof malformed.json().message, 'string');
    const huge = await post(
      '/api/users/signup',
      JSON.stringify({ username: 'a'.repeat(100_000), email: 'a@b.co', password: PASSWORD }),
      { ...ORIGIN, 'content-type': 'application/json' },
    );
    assert.equal(huge.statusCode, 413);
    assert.equal(typeof huge.json().message, 'string');
    const text = await post('/api/users/login', 'username=a', {
      ...ORIGIN,
      'content-type': 'application/x-www-form-urlencoded',
    });
    assert.equal(text.statusCode, 415);
    assert.equal(typeof text.json().message, 'string');
    const poisoned = await post(
      '/api/users/login',
      '{"__proto__": {"admin": true}, "username": "a", "password": "b"}',
      {
        ...ORIGIN,
        'content-type': 'application/json',
      },
    );
    assert.equal(poisoned.statusCode, 400);
  });

  test('log-in and sign-up are rate limited per client when configured', async () => {
    await ctx.database.rawTransaction((c) => c.exec('TRUNCATE auth_throttle'));
    const limited = await appOnSameDatabase(ctx, { authRateLimit: 3 });
    try {
      const attempt = () =>
        limited.inject({
          method: 'POST',
          url: '/api/users/login',
          headers: ORIGIN,
          payload: { username: 'nobody', password: 'Wrong1!xx' },
        });
      for (let i = 0; i < 3; i++) assert.equal((await attempt()).statusCode, 401);
      const blocked = await attempt();
      assert.equal(blocked.statusCode, 429);
      assert.match(blocked.json().message, /Too many attempts/);
      // Another account from the same address is not locked out.
      const other = await limited.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: ORIGIN,
        payload: { username: 'somebody-else', password: 'Wrong1!xx' },
      });
      assert.equal(other.statusCode, 401);
      const signupAttempt = () =>
        limited.inject({ method: 'POST', url: '/api/users/signup', headers: ORIGIN, payload: {} });
      for (let i = 0; i < 3; i++) assert.equal((await signupAttempt()).statusCode, 400);
      assert.equal((await signupAttempt()).statusCode, 429);
    } finally {
      await limited.close();
    }
  });
});

test('passwords, hashes and session ids never reach the logs', async () => {
  const lines: string[] = [];
  const logged = await appOnSameDatabase(ctx, { logger: true }, { write: (line) => void lines.push(line) });
  try {
    const name = uniqueName();
    const signup = await logged.inject({
      method: 'POST',
      url: '/api/users/signup',
      headers: ORIGIN,
      payload: { username: name, email: `${name}@example.com`, password: PASSWORD },
    });
    const cookie = sessionCookie(signup);
    await logged.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { ...ORIGIN, cookie },
      payload: { username: name, password: 'Wrong1!xx' },
    });
    await logged.inject({ url: '/api/cart', headers: { cookie } });
    const all = lines.join('\n');
    assert.ok(lines.length > 0);
    assert.doesNotMatch(all, /Secret1!x|Wrong1!xx|argon2/);
    assert.ok(!all.includes(cookie.split('=')[1]));
  } finally {
    await logged.close();
  }
});
