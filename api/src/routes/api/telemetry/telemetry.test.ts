import assert from 'node:assert/strict';
import { beforeEach, describe, test } from 'node:test';
import { TELEMETRY_MAX_ITEMS } from '@storefront/shared/contracts/telemetry-limits';
import type { ReleaseHealth } from '@storefront/shared/contracts/telemetry';
import { createTestContext, ORIGIN, setUpTestContext } from '../../../testing/test-app';
import { TELEMETRY_RATE_PER_MINUTE } from '.';

const TOKEN = 'release-admin-token-for-tests';
const ctx = setUpTestContext({ releaseAdminToken: TOKEN }, { resetEachTest: false });
let address = 0;
beforeEach(async () => {
  await ctx.database.rawTransaction((c) => c.exec('TRUNCATE release_health'));
});

const item = (over: Record<string, unknown> = {}) => ({
  frontend: 'mf-cart',
  version: '1.0.0-ab12cd34',
  views: 3,
  failures: 1,
  errors: 0,
  ...over,
});

/** A beacon from its own address, unless one is given (the limit is per address). */
const send = (payload: unknown, remoteAddress = `10.0.${Math.floor(++address / 250)}.${address % 250}`) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/telemetry',
    headers: { ...ORIGIN, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress,
  });

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
    c.query<{ n: string | number }>('SELECT count(*) AS n FROM release_health'),
  );
  return Number(rows[0].n);
};

describe('POST /api/telemetry', () => {
  test('adds batches up per frontend and version, per minute', async () => {
    assert.equal(
      (await send({ items: [item(), item({ frontend: 'shell', version: '1.0.0-ffff0000', failures: 0 })] }))
        .statusCode,
      204,
    );
    assert.equal((await send({ items: [item({ views: 2, errors: 4 })] })).statusCode, 204);
    const figures = await health();
    const cart = figures.versions.find((v) => v.frontend === 'mf-cart');
    assert.deepEqual(
      { views: cart?.views, failures: cart?.failures, errors: cart?.errors, points: cart?.series.length },
      { views: 5, failures: 2, errors: 4, points: 1 },
    );
    assert.ok(figures.versions.some((v) => v.frontend === 'shell' && v.views === 3));
  });

  const refused: [string, unknown, number][] = [
    ['not JSON', '{"items": [', 400],
    ['no items', { items: [] }, 400],
    ['an unknown frontend', { items: [item({ frontend: 'mf-evil' })] }, 400],
    ['a version that is not one', { items: [item({ version: '../../etc' })] }, 400],
    ['a negative count', { items: [item({ views: -1 })] }, 400],
    ['a count no browser sends', { items: [item({ views: 1_000_000 })] }, 400],
    ['too many items', { items: Array.from({ length: TELEMETRY_MAX_ITEMS + 1 }, () => item()) }, 400],
    ['an oversized body', { items: [item({ version: `1.0.0-${'a'.repeat(5000)}` })] }, 413],
  ];
  for (const [label, payload, status] of refused) {
    test(`refuses ${label} with a clear ${status} and stores nothing`, async () => {
      const response = await send(payload);
      assert.equal(response.statusCode, status, response.body);
      assert.equal(typeof response.json().message, 'string');
      await health();
      assert.equal(await stored(), 0);
    });
  }

  test('a flood from one address is cut off with 429, and shoppers are not slowed', async () => {
    const flooder = '10.9.9.9';
    const statuses = [];
    for (let i = 0; i < TELEMETRY_RATE_PER_MINUTE + 5; i++)
      statuses.push((await send({ items: [item()] }, flooder)).statusCode);
    assert.equal(statuses.filter((s) => s === 204).length, TELEMETRY_RATE_PER_MINUTE);
    assert.equal(statuses.at(-1), 429);
    const started = performance.now();
    const shopper = await ctx.app.inject({ method: 'GET', url: '/api/products/new' });
    assert.equal(shopper.statusCode, 200);
    assert.ok(performance.now() - started < 1_000);
    assert.equal(
      (await health()).versions[0].views,
      3 * TELEMETRY_RATE_PER_MINUTE,
      'only what was accepted counts',
    );
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
    await send({ items: [item()] });
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
