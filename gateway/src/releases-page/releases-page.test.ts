import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { ReleaseHealth } from '@storefront/shared/contracts/telemetry';
import { fakeBuild } from '../testing/fake-build.js';
import { buildGateway } from '../server.js';
import { forgetLastGoodManifest } from '../release/active-releases.js';
import { publish, startCanary } from '../release/operations.js';
import { readCurrentManifest } from '../release/manifest-change.js';
import { SIGN_IN_ATTEMPTS_PER_MINUTE } from './session.js';
import { resetReleaseStates, startReleaseStore } from '../testing/release-store.js';

const root = await mkdtemp(join(tmpdir(), 'gateway-releases-page-'));
process.env.RELEASES_DIR = join(root, 'releases');
await startReleaseStore();
const TOKEN = 'release-page-test-token-0123456789';

// The API's release-health endpoint, answering what the test sets (or 404, as before it existed).
let healthAnswer: ReleaseHealth | null = null;
let healthAuth = '';
// And the release page's shared state (api/src/routes/internal/release-page), kept here as the
// API keeps it in its database: one epoch, wrong tokens counted per address, for every gateway.
let epoch = '';
const wrongTokens = new Map<string, number>();
function releasePageState(request: IncomingMessage, response: ServerResponse, body: string) {
  const url = new URL(request.url!, 'http://api');
  const json = (value: unknown) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
  if (request.headers.authorization !== `Bearer ${TOKEN}`) return void response.writeHead(404).end();
  if (url.pathname.endsWith('/epoch')) {
    if (request.method === 'POST') epoch = `${Math.random()}`;
    return json({ epoch });
  }
  // As the API counts: POST counts an attempt and says whether it is past the limit, DELETE gives
  // one back, GET only looks.
  const address = request.method === 'GET' ? url.searchParams.get('address')! : JSON.parse(body).address;
  const count = (wrongTokens.get(address) ?? 0) + ({ POST: 1, DELETE: -1 }[request.method!] ?? 0);
  wrongTokens.set(address, Math.max(0, count));
  return json({
    blocked:
      request.method === 'POST' ? count > SIGN_IN_ATTEMPTS_PER_MINUTE : count >= SIGN_IN_ATTEMPTS_PER_MINUTE,
    retryAfterSeconds: 60,
  });
}
const api: Server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk));
  request.on('end', () => answer(request, response, body));
});
function answer(request: IncomingMessage, response: ServerResponse, body: string) {
  if (request.url?.startsWith('/internal/release-page/')) return releasePageState(request, response, body);
  healthAuth = String(request.headers.authorization ?? '');
  if (!request.url?.startsWith('/internal/release-health') || !healthAnswer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(healthAnswer));
}
let apiUrl = '';

let n = 0;
const version = async (name: 'mf-cart' | 'shell', activate: boolean, files: Record<string, string> = {}) =>
  (
    await publish(name, {
      distDir: await fakeBuild(root, name, { 'x.txt': String(++n), ...files }),
      activate,
    })
  ).version;

let v1 = '';
let v2 = '';
let broken = '';
let app: FastifyInstance;

const gateway = (token = TOKEN, extra: Record<string, unknown> = {}) =>
  buildGateway({ releaseAdminToken: token, apiUrl, autoAbortIntervalMs: 0, ...extra });

const cookieFrom = (setCookie: unknown, name: string) =>
  /^([^=]+)=([^;]*)/.exec([setCookie].flat().find((c) => String(c).startsWith(`${name}=`)) as string)![0];

async function signIn(target = app): Promise<string> {
  const res = await target.inject({
    method: 'POST',
    url: '/_releases/sign-in',
    payload: `token=${encodeURIComponent(TOKEN)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  assert.equal(res.statusCode, 303);
  return cookieFrom(res.headers['set-cookie'], 'sf_releases');
}

const csrfOf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)![1];

async function dashboard(session: string, flash = '') {
  const res = await app.inject({
    url: '/_releases',
    headers: { cookie: [session, flash].filter(Boolean).join('; ') },
  });
  assert.equal(res.statusCode, 200);
  return res.body;
}

/** Posts an action form; `confirm` adds the confirmation step's answer. */
async function act(session: string, action: string, fields: Record<string, string>, confirm = true) {
  const csrf = csrfOf(await dashboard(session));
  const body = new URLSearchParams({ ...fields, csrf, ...(confirm ? { confirm: 'yes' } : {}) });
  return app.inject({
    method: 'POST',
    url: `/_releases/actions/${action}`,
    payload: body.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: session },
  });
}

/** Follows an action's 303 back to the page and returns the page. */
async function outcome(session: string, res: Awaited<ReturnType<typeof act>>) {
  assert.equal(res.statusCode, 303, res.body);
  assert.equal(res.headers.location, '/_releases');
  return dashboard(session, cookieFrom(res.headers['set-cookie'], 'sf_releases_flash'));
}

before(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as { port: number }).port}`;
});
beforeEach(async () => {
  await resetReleaseStates();
  await rm(join(root, 'releases'), { recursive: true, force: true });
  forgetLastGoodManifest();
  healthAnswer = null;
  wrongTokens.clear();
  await version('shell', true);
  v1 = await version('mf-cart', true);
  v2 = await version('mf-cart', false);
  broken = await version('mf-cart', false, { 'remoteEntry.js': 'var mf_cart = {;' });
  app = await gateway();
});
after(async () => {
  await app?.close();
  api.close();
  await rm(root, { recursive: true, force: true });
});

describe('/_releases without RELEASE_ADMIN_TOKEN', () => {
  it('is absent: the page, its stylesheet and every action answer 404', async () => {
    const off = await gateway('');
    for (const [method, url] of [
      ['GET', '/_releases'],
      ['GET', '/_releases/page.css'],
      ['POST', '/_releases/sign-in'],
      ['POST', '/_releases/actions/activate'],
    ] as const) {
      const res = await off.inject({
        method,
        url,
        payload: method === 'POST' ? `token=${TOKEN}` : undefined,
        headers: method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
      });
      assert.equal(res.statusCode, 404, `${method} ${url}`);
      assert.doesNotMatch(res.body, /Release token/);
    }
    await off.close();
  });
});

describe('/_releases sign-in', () => {
  it('shows a sign-in form with a password field, not indexed, not cached, no script allowed', async () => {
    const res = await app.inject({ url: '/_releases' });
    assert.equal(res.statusCode, 200);
    assert.match(
      res.body,
      /<label for="token">Release token<\/label><input id="token" name="token" type="password"/,
    );
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.match(String(res.headers['x-robots-tag']), /noindex/);
    assert.match(res.body, /<meta name="robots" content="noindex, nofollow">/);
    assert.match(String(res.headers['content-security-policy']), /script-src 'none'.*form-action 'self'/);
    assert.doesNotMatch(res.body, /<script|<style| style=/);
    const css = await app.inject({ url: '/_releases/page.css' });
    assert.equal(css.statusCode, 200);
    assert.match(String(css.headers['content-type']), /^text\/css/);
  });

  it('a wrong token is 401 with a message; the right one sets a strict cookie that is not the token', async () => {
    const wrong = await app.inject({
      method: 'POST',
      url: '/_releases/sign-in',
      payload: 'token=not-the-token-at-all',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(wrong.statusCode, 401);
    assert.match(wrong.body, /role="alert"><p>That token is not right\./);
    assert.equal(wrong.headers['set-cookie'], undefined);

    const right = await app.inject({
      method: 'POST',
      url: '/_releases/sign-in',
      payload: `token=${TOKEN}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(right.statusCode, 303);
    const setCookie = String(right.headers['set-cookie']);
    assert.match(
      setCookie,
      /^sf_releases=[^;]+; Path=\/_releases; Max-Age=28800; HttpOnly; SameSite=Strict$/,
    );
    assert.ok(!setCookie.includes(TOKEN) && !setCookie.includes(encodeURIComponent(TOKEN)));
    const page = await dashboard(cookieFrom(right.headers['set-cookie'], 'sf_releases'));
    assert.match(page, /<h1>Releases<\/h1>/);
    // A forged or altered cookie is not a session.
    const forged = await app.inject({ url: '/_releases', headers: { cookie: 'sf_releases=abc.1.def' } });
    assert.match(forged.body, /Release token/);
  });

  it('marks the cookie Secure over https', async () => {
    const proxied = await gateway(TOKEN, { trustedProxies: ['127.0.0.1'] });
    const res = await proxied.inject({
      method: 'POST',
      url: '/_releases/sign-in',
      payload: `token=${TOKEN}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-proto': 'https' },
    });
    assert.match(String(res.headers['set-cookie']), /; Secure$/);
    await proxied.close();
  });

  it(`refuses more than ${SIGN_IN_ATTEMPTS_PER_MINUTE} wrong tokens a minute from one address with 429`, async () => {
    const attempt = (token: string) =>
      app.inject({
        method: 'POST',
        url: '/_releases/sign-in',
        payload: `token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_MINUTE; i++)
      assert.equal((await attempt(`wrong-${i}`)).statusCode, 401);
    const blocked = await attempt(TOKEN);
    assert.equal(blocked.statusCode, 429);
    assert.equal(blocked.headers['retry-after'], '60');
    assert.match(blocked.body, /Too many wrong tokens/);
    assert.equal(blocked.headers['set-cookie'], undefined);
  });

  it('counts a token before comparing it: of 30 wrong tokens sent at once, at most the limit are tried', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/_releases/sign-in',
          payload: `token=wrong-${i}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      ),
    );
    const tried = answers.filter((res) => res.statusCode === 401).length;
    assert.ok(tried <= SIGN_IN_ATTEMPTS_PER_MINUTE, `${tried} wrong tokens compared`);
    assert.equal(answers.filter((res) => res.statusCode === 429).length, 30 - tried);
    const right = await app.inject({
      method: 'POST',
      url: '/_releases/sign-in',
      payload: `token=${encodeURIComponent(TOKEN)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(right.statusCode, 429);
    assert.equal(right.headers['set-cookie'], undefined);
  });

  it('counts the wrong tokens of an IPv6 /64 as one address', async () => {
    const attempt = (i: number) =>
      app.inject({
        method: 'POST',
        url: '/_releases/sign-in',
        payload: `token=wrong-${i}`,
        remoteAddress: `2001:db8:7:7::${(i + 1).toString(16)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_MINUTE; i++) assert.equal((await attempt(i)).statusCode, 401);
    assert.equal((await attempt(SIGN_IN_ATTEMPTS_PER_MINUTE)).statusCode, 429);
    assert.deepEqual([...wrongTokens.keys()], ['2001:db8:7:7::/64']);
  });

  it('a right token is not counted against the limit', async () => {
    for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_MINUTE + 2; i++) await signIn();
  });

  it('signing out ends the session', async () => {
    const session = await signIn();
    const csrf = csrfOf(await dashboard(session));
    const res = await app.inject({
      method: 'POST',
      url: '/_releases/sign-out',
      payload: `csrf=${csrf}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: session },
    });
    assert.equal(res.statusCode, 303);
    assert.match(String(res.headers['set-cookie']), /^sf_releases=; Path=\/_releases; Max-Age=0/);
    // Even a copy of the old cookie no longer works.
    const again = await app.inject({ url: '/_releases', headers: { cookie: session } });
    assert.match(again.body, /Release token/);
  });
});

describe('/_releases state shared through the API', () => {
  const attempt = (target: FastifyInstance, token: string) =>
    target.inject({
      method: 'POST',
      url: '/_releases/sign-in',
      payload: `token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('wrong tokens sent to two gateways add up: the limit is per address, not per gateway', async () => {
    const other = await gateway();
    try {
      for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_MINUTE; i++) {
        assert.equal((await attempt(i % 2 ? other : app, `wrong-${i}`)).statusCode, 401);
      }
      assert.equal((await attempt(other, TOKEN)).statusCode, 429);
      assert.equal((await attempt(app, TOKEN)).statusCode, 429);
    } finally {
      await other.close();
    }
  });

  it('without an API to ask, the page answers 503 and tries no token', async () => {
    const cut = await gateway(TOKEN, { apiUrl: 'http://127.0.0.1:9' });
    try {
      const session = await signIn();
      const dashboardWithSession = await cut.inject({ url: '/_releases', headers: { cookie: session } });
      for (const res of [await attempt(cut, TOKEN), dashboardWithSession]) {
        assert.equal(res.statusCode, 503);
        assert.match(res.body, /Release page unavailable/);
        assert.equal(res.headers['set-cookie'], undefined);
        assert.equal(res.headers['cache-control'], 'no-store');
      }
    } finally {
      await cut.close();
    }
  });
});

describe('/_releases sign-out on every gateway', () => {
  it('a cookie signed out on one gateway is refused by another and by the same one restarted', async () => {
    const other = await gateway();
    try {
      const session = await signIn();
      const csrf = csrfOf(await dashboard(session));
      // Before the sign-out, any gateway with the token takes the cookie.
      const before = await other.inject({ url: '/_releases', headers: { cookie: session } });
      assert.match(before.body, /name="csrf"/);
      const out = await app.inject({
        method: 'POST',
        url: '/_releases/sign-out',
        payload: `csrf=${csrf}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: session },
      });
      assert.equal(out.statusCode, 303);
      const elsewhere = await other.inject({ url: '/_releases', headers: { cookie: session } });
      assert.match(elsewhere.body, /Release token/);
      assert.doesNotMatch(elsewhere.body, /name="csrf"/);
      await app.close();
      app = await gateway();
      const restarted = await app.inject({ url: '/_releases', headers: { cookie: session } });
      assert.match(restarted.body, /Release token/);
      assert.doesNotMatch(restarted.body, /name="csrf"/);
      // An action with the old cookie and its CSRF token is refused too.
      const action = await other.inject({
        method: 'POST',
        url: '/_releases/actions/rollback',
        payload: `csrf=${csrf}&frontend=mf-cart&reason=x&confirm=yes`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: session },
      });
      assert.equal(action.statusCode, 401);
      // Signing in again works on both.
      const again = await signIn();
      assert.match(await dashboard(again), /name="csrf"/);
    } finally {
      await other.close();
    }
  });
});

describe('/_releases page', () => {
  it('shows each frontend, its versions, health figures with a chart, and the history', async () => {
    await startCanary('mf-cart', v2, 20, { reason: 'new drawer', autoAbort: { margin: 0.05, minViews: 20 } });
    const since = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 14 * 60_000).toISOString();
    const minute = new Date(Date.parse(since) + 13 * 60_000).toISOString();
    healthAnswer = {
      since,
      versions: [
        {
          frontend: 'mf-cart',
          version: v1,
          views: 90,
          failures: 10,
          errors: 5,
          shoppers: 60,
          failingShoppers: 6,
          erroringShoppers: 3,
          series: [{ minute, views: 90, failures: 10, errors: 5 }],
        },
        {
          frontend: 'mf-cart',
          version: v2,
          views: 8,
          failures: 2,
          errors: 0,
          shoppers: 7,
          failingShoppers: 2,
          erroringShoppers: 0,
          series: [{ minute, views: 8, failures: 2, errors: 0 }],
        },
      ],
    };
    const page = await dashboard(await signIn());
    assert.equal(healthAuth, `Bearer ${TOKEN}`);
    for (const name of ['shell', 'mf-catalog', 'mf-cart', 'mf-account', 'mf-search']) {
      assert.match(page, new RegExp(`<h2 id="frontend-${name}">${name}</h2>`));
    }
    assert.match(
      page,
      new RegExp(
        `<th scope="row">Active</th><td class="version">${v1}</td><td>the rest</td><td>90</td><td>60</td><td>10.0%</td><td>5.0%</td>`,
      ),
    );
    assert.match(
      page,
      new RegExp(
        `<th scope="row">Canary</th><td class="version">${v2}</td><td>20%, automatic abort</td><td>8</td><td>7</td><td>20.0%</td><td>0.0%</td>`,
      ),
    );
    assert.match(page, /<svg class="chart"[^>]*role="img"/);
    assert.match(page, /Views: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 90, 0\. Failures: (0, ){13}10, 0\./);
    assert.match(page, /Promote canary<span class="vh"> mf-cart<\/span>/);
    assert.match(page, /Abort canary/);
    // With a canary running, nothing else can be activated or started.
    assert.doesNotMatch(page, /Start a canary of mf-cart|Activate<span class="vh"> mf-cart/);
    assert.match(
      page,
      new RegExp(
        `<td>mf-cart</td><td>canary 20%</td><td class="version">${v1}</td><td class="version">${v2}</td><td>new drawer</td>`,
      ),
    );
    // Newest first: the canary comes before the publishes.
    assert.ok(page.indexOf('canary 20%') < page.indexOf('<td>publish</td>'));
  });

  it('still works without health figures when the API answers 404', async () => {
    const page = await dashboard(await signIn());
    assert.match(page, /No health figures: the API did not answer/);
    assert.match(page, /<td colspan="4">no health figures<\/td>/);
    assert.match(page, new RegExp(`Activate<span class="vh"> mf-cart ${v2}</span>`));
    assert.match(page, /Start a canary of mf-cart/);
  });
});

describe('/_releases actions', () => {
  it('refuse without a session (401) or without the CSRF field (403), and change nothing', async () => {
    const session = await signIn();
    const before = await readCurrentManifest();
    const noSession = await app.inject({
      method: 'POST',
      url: '/_releases/actions/activate',
      payload: `frontend=mf-cart&version=${v2}&confirm=yes`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(noSession.statusCode, 401);
    for (const csrf of ['', '&csrf=forged']) {
      const res = await app.inject({
        method: 'POST',
        url: '/_releases/actions/activate',
        payload: `frontend=mf-cart&version=${v2}&confirm=yes${csrf}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: session },
      });
      assert.equal(res.statusCode, 403);
      assert.match(res.body, /did not come from the release page/);
    }
    // Another session's token does not do either.
    const other = csrfOf(await dashboard(await signIn()));
    const crossed = await app.inject({
      method: 'POST',
      url: '/_releases/actions/activate',
      payload: `frontend=mf-cart&version=${v2}&confirm=yes&csrf=${other}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: session },
    });
    assert.equal(crossed.statusCode, 403);
    assert.deepEqual(await readCurrentManifest(), before);
  });

  it('activate asks to confirm first, then runs with the reason and says so', async () => {
    const session = await signIn();
    const ask = await act(
      session,
      'activate',
      { frontend: 'mf-cart', version: v2, reason: 'fix drawer' },
      false,
    );
    assert.equal(ask.statusCode, 200);
    assert.match(ask.body, new RegExp(`Activate mf-cart ${v2} \\(now ${v1}\\)\\?`));
    assert.match(ask.body, /<button type="submit" name="confirm" value="yes" autofocus>Confirm<\/button>/);
    assert.match(ask.body, /value="fix drawer"/);
    assert.equal((await readCurrentManifest()).frontends['mf-cart']?.active, v1);

    const page = await outcome(
      session,
      await act(session, 'activate', { frontend: 'mf-cart', version: v2, reason: 'fix drawer' }),
    );
    assert.match(page, new RegExp(`role="status"><p>mf-cart ${v2} is active\\.`));
    const entry = (await readCurrentManifest()).frontends['mf-cart']!;
    assert.equal(entry.active, v2);
    assert.deepEqual(
      { action: entry.history!.at(-1)!.action, reason: entry.history!.at(-1)!.reason },
      { action: 'activate', reason: 'fix drawer' },
    );
  });

  it('the confirmation step carries the request: its Confirm posts what was asked, with the edited reason', async () => {
    const session = await signIn();
    const ask = await act(
      session,
      'canary',
      { frontend: 'mf-cart', version: v2, percent: '30', autoAbort: 'on', reason: 'first try' },
      false,
    );
    assert.match(
      ask.body,
      new RegExp(`Start a canary of mf-cart ${v2} for 30% of shoppers, with automatic abort\\?`),
    );
    const fields = Object.fromEntries(
      [...ask.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
        m[1],
        m[2],
      ]),
    );
    assert.deepEqual(Object.keys(fields).sort(), ['autoAbort', 'csrf', 'frontend', 'percent', 'version']);
    const res = await app.inject({
      method: 'POST',
      url: '/_releases/actions/canary',
      payload: new URLSearchParams({ ...fields, reason: 'second thought', confirm: 'yes' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: session },
    });
    await outcome(session, res);
    const entry = (await readCurrentManifest()).frontends['mf-cart']!;
    assert.deepEqual(
      {
        version: entry.canary?.version,
        percent: entry.canary?.percent,
        auto: Boolean(entry.canary?.autoAbort),
      },
      { version: v2, percent: 30, auto: true },
    );
    assert.equal(entry.history!.at(-1)!.reason, 'second thought');
  });

  it('takes form bodies only, and shows no message a link or a forged cookie could plant', async () => {
    const session = await signIn();
    const csrf = csrfOf(await dashboard(session));
    const json = await app.inject({
      method: 'POST',
      url: '/_releases/actions/activate',
      payload: { frontend: 'mf-cart', version: v2, csrf, confirm: 'yes' },
      headers: { cookie: session },
    });
    assert.equal(json.statusCode, 415);
    assert.equal((await readCurrentManifest()).frontends['mf-cart']?.active, v1);
    const forged = Buffer.from(JSON.stringify({ kind: 'status', text: 'all good, trust me' })).toString(
      'base64url',
    );
    const page = await dashboard(session, `sf_releases_flash=${forged}.${'A'.repeat(43)}`);
    assert.doesNotMatch(page, /trust me/);
    assert.match(page, /<div class="flash" role="status"><\/div>/);
  });

  it('a version that fails the checks is refused with their message, and nothing changes', async () => {
    const session = await signIn();
    const before = await readCurrentManifest();
    const page = await outcome(
      session,
      await act(session, 'activate', { frontend: 'mf-cart', version: broken }),
    );
    assert.match(page, /role="alert"><p>Not done: refused: mf-cart \S+: remoteEntry\.js does not load/);
    assert.deepEqual(await readCurrentManifest(), before);
    const canary = await outcome(
      session,
      await act(session, 'canary', { frontend: 'mf-cart', version: broken, percent: '5' }),
    );
    assert.match(canary, /role="alert"><p>Not done: refused: mf-cart \S+: remoteEntry\.js does not load/);
    assert.deepEqual(await readCurrentManifest(), before);
  });

  it('start, promote and abort a canary, and roll back, through the manifest operations', async () => {
    const session = await signIn();
    let page = await outcome(
      session,
      await act(session, 'canary', {
        frontend: 'mf-cart',
        version: v2,
        percent: '25',
        autoAbort: 'on',
        reason: 'try',
      }),
    );
    assert.match(page, new RegExp(`mf-cart ${v2} is a canary for 25% of shoppers\\.`));
    assert.deepEqual(
      (({ version, percent, autoAbort }) => ({ version, percent, autoAbort }))(
        (await readCurrentManifest()).frontends['mf-cart']!.canary!,
      ),
      { version: v2, percent: 25, autoAbort: { margin: 0.05, minViews: 20, minShoppers: 10 } },
    );
    page = await outcome(session, await act(session, 'abort', { frontend: 'mf-cart' }));
    assert.match(page, new RegExp(`mf-cart canary ${v2} aborted`));
    assert.equal((await readCurrentManifest()).frontends['mf-cart']!.canary, null);

    await outcome(session, await act(session, 'canary', { frontend: 'mf-cart', version: v2, percent: '10' }));
    const ask = await act(session, 'promote', { frontend: 'mf-cart' }, false);
    assert.match(ask.body, new RegExp(`Promote the mf-cart canary ${v2} to every shopper\\?`));
    page = await outcome(session, await act(session, 'promote', { frontend: 'mf-cart' }));
    assert.match(page, new RegExp(`mf-cart ${v2} promoted`));
    assert.equal((await readCurrentManifest()).frontends['mf-cart']!.active, v2);

    const back = await act(session, 'rollback', { frontend: 'mf-cart' }, false);
    assert.match(back.body, new RegExp(`Roll back mf-cart from ${v2} to ${v1}\\?`));
    page = await outcome(session, await act(session, 'rollback', { frontend: 'mf-cart' }));
    assert.match(page, new RegExp(`mf-cart rolled back from ${v2} to ${v1}\\.`));
    assert.equal((await readCurrentManifest()).frontends['mf-cart']!.active, v1);
    // A refusal from the operation itself (no canary to promote) is shown too.
    page = await outcome(session, await act(session, 'promote', { frontend: 'mf-cart' }));
    assert.match(page, /role="alert"><p>Not done: mf-cart has no canary to promote/);
  });

  it('answers 400 with a clear message for bad input, 404 for an unknown action', async () => {
    const session = await signIn();
    const before = await readCurrentManifest();
    for (const [action, fields, message] of [
      ['activate', { frontend: 'mf-nope', version: v2 }, /&#39;mf-nope&#39; is not a frontend of this store/],
      ['activate', { frontend: 'mf-cart', version: '../../etc' }, /is not a version/],
      ['canary', { frontend: 'mf-cart', version: v2, percent: '0' }, /whole percent from 1 to 99/],
      ['canary', { frontend: 'mf-cart', version: v2, percent: '100' }, /whole percent from 1 to 99/],
      ['canary', { frontend: 'mf-cart', version: v2, percent: '2.5' }, /whole percent from 1 to 99/],
      ['rollback', { frontend: 'mf-cart', reason: 'x'.repeat(501) }, /A reason is at most 500 characters/],
    ] as const) {
      const res = await act(session, action, fields);
      assert.equal(res.statusCode, 400, `${action} ${JSON.stringify(fields).slice(0, 80)}`);
      assert.match(res.body, message);
    }
    assert.equal((await act(session, 'delete', { frontend: 'mf-cart' })).statusCode, 404);
    assert.deepEqual(await readCurrentManifest(), before);
  });
});
