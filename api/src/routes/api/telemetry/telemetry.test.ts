import assert from 'node:assert/strict';
import { createHmac, randomUUID } from 'node:crypto';
import { beforeEach, describe, test } from 'node:test';
import { shopperOf, signPageToken, type PageToken } from '@storefront/shared/contracts/page-token';
import {
  TELEMETRY_KEEP_DAYS,
  TELEMETRY_MAX_ITEMS,
  TELEMETRY_MAX_PER_PAGE,
} from '@storefront/shared/contracts/telemetry-limits';
import type { ReleaseHealth, TelemetryItem } from '@storefront/shared/contracts/telemetry';
import { appOnSameDatabase, createTestContext, ORIGIN, setUpTestContext } from '../../../testing/test-app';
import { releaseHealthRepository } from '../../../repositories/release-health';
import { NETWORK_ADDRESSES } from '../../../http/client-address';
import { TELEMETRY_PAGES_PER_HOUR, TELEMETRY_RATE_PER_MINUTE } from '.';

const TOKEN = 'release-admin-token-for-tests';
const SECRET = 'page-token-secret-for-the-api-tests-0123';
/** The gateway's HMAC (gateway/src/page-token.ts) under `secret`. */
const macOf = (secret: string) => (data: string) =>
  createHmac('sha256', secret).update(data).digest('base64url');
const MAC = macOf(SECRET);
const ctx = setUpTestContext({ releaseAdminToken: TOKEN, pageTokenSecret: SECRET }, { resetEachTest: false });
let address = 0;
const nextAddress = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;
beforeEach(async () => {
  await ctx.database.rawTransaction((c) => c.exec('TRUNCATE release_health_pages, rate_limits'));
});

const CART = '1.0.0-ab12cd34';
const SHELL = '1.0.0-ffff0000';
const VERSIONS = { shell: SHELL, 'mf-cart': CART, 'mf-catalog': '1.0.0-cccc0001' };

/** What the gateway gives a page it serves to `shopperAddress`. */
const pageToken = async (shopperAddress: string, over: Partial<PageToken> = {}) =>
  signPageToken(MAC, {
    page: randomUUID(),
    shopper: shopperOf(MAC, shopperAddress),
    expires: Math.floor(Date.now() / 1000) + 600,
    versions: VERSIONS,
    ...over,
  });

const item = (over: Record<string, unknown> = {}): TelemetryItem => ({
  frontend: 'mf-cart',
  version: CART,
  views: 3,
  failures: 1,
  errors: 0,
  ...over,
});

/** A beacon from `remoteAddress` (its own by default: the limit is per address). */
const send = (payload: unknown, remoteAddress = nextAddress()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/telemetry',
    headers: { ...ORIGIN, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress,
  });
/** A beacon of a page served to `from`, sent from there. */
const report = async (items: unknown[], from = nextAddress(), page?: string) =>
  send({ page: page ?? (await pageToken(from)), items }, from);

const health = async (minutes?: number): Promise<ReleaseHealth> => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/internal/release-health${minutes ? `?minutes=${minutes}` : ''}`,
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
};
const stored = async () => {
  const { rows } = await ctx.database.rawTransaction((c) =>
    c.query<{ n: string | number }>('SELECT count(*) AS n FROM release_health_pages'),
  );
  return Number(rows[0].n);
};
const cartHealth = async () => (await health()).versions.find((v) => v.frontend === 'mf-cart');

describe('POST /api/telemetry', () => {
  test("adds up what pages report, per frontend and version, with each page's shopper", async () => {
    const shopper = '203.0.113.7';
    // Each minute the reports are written in is a point of the series: one, or two when the
    // reports straddle a minute's end.
    const minute = () => Math.floor(Date.now() / 60_000);
    const firstMinute = minute();
    const first = await pageToken(shopper);
    assert.equal(
      (await report([item(), item({ frontend: 'shell', version: SHELL, failures: 0 })], shopper, first))
        .statusCode,
      204,
    );
    assert.equal((await report([item({ views: 2, errors: 4 })], shopper, first)).statusCode, 204);
    // Another page of the same shopper, and a page of another shopper.
    assert.equal((await report([item({ views: 1, failures: 0 })], shopper)).statusCode, 204);
    assert.equal((await report([item({ views: 1, failures: 0 })], '198.51.100.8')).statusCode, 204);
    const minutes = minute() - firstMinute + 1;
    const cart = await cartHealth();
    assert.deepEqual(
      {
        views: cart?.views,
        failures: cart?.failures,
        errors: cart?.errors,
        shoppers: cart?.shoppers,
        failingShoppers: cart?.failingShoppers,
        erroringShoppers: cart?.erroringShoppers,
      },
      { views: 7, failures: 2, errors: 4, shoppers: 2, failingShoppers: 1, erroringShoppers: 1 },
    );
    const points = cart?.series.length ?? 0;
    assert.ok(points >= 1 && points <= minutes, `${points} points for reports over ${minutes} minute(s)`);
    assert.ok((await health()).versions.some((v) => v.frontend === 'shell' && v.views === 3));
  });

  test('counts nothing for a version the page was not served, however many are named', async () => {
    const madeUp = Array.from({ length: TELEMETRY_MAX_ITEMS }, (_, i) =>
      item({ version: `9.9.${i}-deadbeef`, failures: 1_000 }),
    );
    const response = await report([...madeUp.slice(1), item({ frontend: 'mf-search', version: CART })]);
    assert.equal(response.statusCode, 204);
    assert.equal(await stored(), 0);
  });

  test('a page counts at most its caps, however often it reports', async () => {
    const from = '192.0.2.44';
    const page = await pageToken(from);
    for (let i = 0; i < 20; i++) {
      assert.equal(
        (await report([item({ views: 1_000, failures: 1_000, errors: 1_000 })], from, page)).statusCode,
        204,
      );
    }
    const cart = await cartHealth();
    assert.deepEqual(
      [cart?.views, cart?.failures, cart?.errors, cart?.shoppers],
      [TELEMETRY_MAX_PER_PAGE, TELEMETRY_MAX_PER_PAGE, TELEMETRY_MAX_PER_PAGE, 1],
    );
  });

  const now = Math.floor(Date.now() / 1000);
  const refusedTokens: [string, () => Promise<string> | string][] = [
    ['no token at all', () => 'a.b'],
    [
      'a token signed with another secret',
      async () =>
        signPageToken(macOf(`${SECRET}-not-ours`), {
          page: 'p',
          shopper: 's',
          expires: now + 60,
          versions: VERSIONS,
        }),
    ],
    ['an expired token', () => pageToken('192.0.2.1', { expires: now - 1 })],
    ['a tampered token', async () => `${(await pageToken('192.0.2.1')).slice(0, -2)}xx`],
  ];
  for (const [label, make] of refusedTokens) {
    test(`refuses ${label} with a clear 400 and stores nothing`, async () => {
      const response = await send({ page: await make(), items: [item()] });
      assert.equal(response.statusCode, 400, response.body);
      assert.match(response.json().message, /token is not valid or has expired/);
      assert.equal(await stored(), 0);
    });
  }

  const refused: [string, (page: string) => unknown, number][] = [
    ['not JSON', () => '{"items": [', 400],
    ['a batch without its page token', () => ({ items: [item()] }), 400],
    ['no items', (page) => ({ page, items: [] }), 400],
    ['an unknown frontend', (page) => ({ page, items: [item({ frontend: 'mf-evil' })] }), 400],
    ['a version that is not one', (page) => ({ page, items: [item({ version: '../../etc' })] }), 400],
    ['a negative count', (page) => ({ page, items: [item({ views: -1 })] }), 400],
    ['a count no browser sends', (page) => ({ page, items: [item({ views: 1_000_000 })] }), 400],
    [
      'too many items',
      (page) => ({ page, items: Array.from({ length: TELEMETRY_MAX_ITEMS + 1 }, () => item()) }),
      400,
    ],
    ['an oversized body', (page) => ({ page, items: [item({ version: `1.0.0-${'a'.repeat(5000)}` })] }), 413],
  ];
  for (const [label, payload, status] of refused) {
    test(`refuses ${label} with a clear ${status} and stores nothing`, async () => {
      const response = await send(payload(await pageToken('192.0.2.2')));
      assert.equal(response.statusCode, status, response.body);
      assert.equal(typeof response.json().message, 'string');
      assert.equal(await stored(), 0);
    });
  }

  test('a flood of made-up versions and of real pages writes bounded rows, and the store keeps answering', async () => {
    // The attack that emptied every read on PGlite: 600 beacons from 10 addresses, each naming
    // 20 versions. Half carry no valid token, half a real page's token.
    const statuses = new Map<number, number>();
    await Promise.all(
      Array.from({ length: 10 }, async (_, a) => {
        const from = `100.64.0.${a + 1}`;
        for (let i = 0; i < 60; i++) {
          const items = Array.from({ length: TELEMETRY_MAX_ITEMS }, (_, v) =>
            v < 3
              ? item({
                  frontend: (['shell', 'mf-cart', 'mf-catalog'] as const)[v],
                  version: Object.values(VERSIONS)[v],
                })
              : item({ version: `1.${i}.${v}-feed${a}` }),
          );
          const page = i % 2 ? 'forged.token' : await pageToken(from);
          const status = (await send({ page, items }, from)).statusCode;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    );
    assert.deepEqual(Object.fromEntries(statuses), { 204: 300, 400: 300 });
    // One row per page and frontend it was served: 300 pages × 3 frontends.
    assert.equal(await stored(), 900);
    const cart = await cartHealth();
    assert.equal(cart?.shoppers, 10);
    assert.equal((await health()).versions.length, 3, 'no made-up version is counted');
    const listing = await ctx.app.inject({ method: 'GET', url: '/api/products/?gender=men&category=tops' });
    assert.equal(listing.statusCode, 200);
    assert.ok(listing.json().length > 0, 'reads still return rows');
  });

  test('a flood from one address is cut off with 429, and shoppers are not slowed', async () => {
    const flooder = '10.9.9.9';
    const page = await pageToken(flooder);
    const statuses = [];
    for (let i = 0; i < TELEMETRY_RATE_PER_MINUTE + 5; i++)
      statuses.push((await report([item({ views: 1, failures: 0 })], flooder, page)).statusCode);
    assert.equal(statuses.filter((s) => s === 204).length, TELEMETRY_RATE_PER_MINUTE);
    assert.equal(statuses.at(-1), 429);
    const started = performance.now();
    const shopper = await ctx.app.inject({ method: 'GET', url: '/api/products/new' });
    assert.equal(shopper.statusCode, 200);
    assert.ok(performance.now() - started < 1_000);
    assert.equal((await cartHealth())?.views, TELEMETRY_RATE_PER_MINUTE, 'only what was accepted counts');
  });

  test(`new pages from one address: ${TELEMETRY_PAGES_PER_HOUR} an hour write rows, then 429; known pages still report`, async () => {
    const flooder = '10.9.9.10';
    const known = await pageToken(flooder);
    assert.equal((await report([item()], flooder, known)).statusCode, 204);
    const statuses: number[] = [];
    for (let i = 1; i <= TELEMETRY_PAGES_PER_HOUR + 5; i++) {
      // Past the beacons of a minute as if the minute had passed: only the pages' hour counts here.
      if (i % TELEMETRY_RATE_PER_MINUTE === 0)
        await ctx.database.rawTransaction((c) =>
          c.exec(`DELETE FROM rate_limits WHERE key LIKE 'telemetry:%'`),
        );
      statuses.push((await report([item()], flooder)).statusCode);
    }
    // The known page was the hour's first new page: 599 more are taken, the next 6 refused.
    assert.deepEqual(statuses.slice(TELEMETRY_PAGES_PER_HOUR - 2), [204, ...Array(6).fill(429)]);
    assert.equal(statuses.filter((s) => s === 204).length, TELEMETRY_PAGES_PER_HOUR - 1);
    assert.equal(await stored(), TELEMETRY_PAGES_PER_HOUR, 'a row per page, the refused ones none');
    // A page that has reported before keeps reporting; another address's new page too.
    assert.equal((await report([item()], flooder, known)).statusCode, 204);
    assert.equal((await report([item()])).statusCode, 204);
  });

  test(`new pages from the /64s of one IPv6 /48: ${NETWORK_ADDRESSES} addresses' hour between them`, async () => {
    const from = (i: number) => `2001:db8:7e:${i.toString(16)}::1`;
    assert.equal((await report([item()], from(1))).statusCode, 204);
    // As if its other /64s had sent all but one of the /48's new pages this hour.
    const { rows } = await ctx.database.rawTransaction((c) =>
      c.query(`UPDATE rate_limits SET hits = $1 WHERE key LIKE 'telemetry-pages/48:%' RETURNING key`, [
        TELEMETRY_PAGES_PER_HOUR * NETWORK_ADDRESSES - 1,
      ]),
    );
    assert.equal(rows.length, 1);
    assert.equal((await report([item()], from(2))).statusCode, 204);
    assert.equal((await report([item()], from(3))).statusCode, 429);
    assert.equal(await stored(), 2, 'a row per page, the refused one none');
    assert.equal((await report([item()], '2001:db8:7f:1::1')).statusCode, 204, 'another /48');
  });

  test('two API processes on one database share the limit: their 429s start at the same count', async () => {
    // Behind a balancer one address's beacons land on every process: a limit kept per process would
    // allow 60 on each.
    const second = await appOnSameDatabase(ctx, { releaseAdminToken: TOKEN, pageTokenSecret: SECRET });
    try {
      const flooder = '10.9.9.10';
      const page = await pageToken(flooder);
      const payload = JSON.stringify({ page, items: [item({ views: 1, failures: 0 })] });
      const statuses: number[] = [];
      for (let i = 0; i < TELEMETRY_RATE_PER_MINUTE + 10; i++) {
        const app = i % 2 === 0 ? ctx.app : second;
        const answer = await app.inject({
          method: 'POST',
          url: '/api/telemetry',
          headers: { ...ORIGIN, 'content-type': 'application/json' },
          payload,
          remoteAddress: flooder,
        });
        statuses.push(answer.statusCode);
        if (answer.statusCode === 429) assert.match(String(answer.headers['retry-after']), /^\d+$/);
      }
      assert.equal(statuses.filter((s) => s === 204).length, TELEMETRY_RATE_PER_MINUTE);
      assert.deepEqual(statuses.slice(TELEMETRY_RATE_PER_MINUTE), Array(10).fill(429));
      assert.equal((await cartHealth())?.views, TELEMETRY_RATE_PER_MINUTE);
      // Another address has its own budget.
      assert.equal((await report([item()], '10.9.9.11')).statusCode, 204);
    } finally {
      await second.close();
    }
  });

  test(`rows are kept ${TELEMETRY_KEEP_DAYS} days, and a summary names at most 50 versions`, async () => {
    // A repository of its own: the app's has pruned already during the tests above.
    const releaseHealth = releaseHealthRepository(ctx.database.db);
    const day = 86_400_000;
    const token = (version: string): PageToken => ({
      page: randomUUID(),
      shopper: 's',
      expires: 0,
      versions: { 'mf-cart': version },
    });
    const old = Date.now() - (TELEMETRY_KEEP_DAYS + 1) * day;
    await releaseHealth.record(token(CART), [item()], old);
    for (let i = 0; i < 60; i++)
      await releaseHealth.record(token(`1.0.${i}-abcd`), [item({ version: `1.0.${i}-abcd` })]);
    assert.equal(await stored(), 60, 'the row older than the retention is gone');
    assert.equal((await health()).versions.length, 50);
  });

  test('answers 503 when the store has no page-token secret', async () => {
    const off = await createTestContext({ pageTokenSecret: '' });
    try {
      const response = await off.app.inject({
        method: 'POST',
        url: '/api/telemetry',
        headers: { ...ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify({ page: await pageToken('192.0.2.3'), items: [item()] }),
      });
      assert.equal(response.statusCode, 503);
      assert.match(response.json().message, /not collected/);
    } finally {
      await off.close();
    }
  });
});

describe('GET /internal/release-health', () => {
  test('needs the release token when one is configured', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-wrong-token', `Bearer ${TOKEN}x`]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/internal/release-health',
        headers: authorization ? { authorization } : {},
      });
      assert.equal(response.statusCode, 404);
    }
  });

  test('answers the window asked for, 1 minute to a day', async () => {
    await report([item()]);
    assert.equal((await health(1)).versions.length, 1);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/internal/release-health?minutes=0',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    assert.equal(bad.statusCode, 400);
  });

  test('without a token, only loopback may ask', async () => {
    const open = await createTestContext({ releaseAdminToken: '' });
    try {
      const local = await open.app.inject({
        method: 'GET',
        url: '/internal/release-health',
        remoteAddress: '127.0.0.1',
      });
      assert.equal(local.statusCode, 200);
      const remote = await open.app.inject({
        method: 'GET',
        url: '/internal/release-health',
        remoteAddress: '203.0.113.9',
      });
      assert.equal(remote.statusCode, 404);
    } finally {
      await open.close();
    }
  });
});
