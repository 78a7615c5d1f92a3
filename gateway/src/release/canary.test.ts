import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, beforeEach, describe, it } from 'node:test';
import { fakeBuild } from '../testing/fake-build.js';
import { buildGateway } from '../server.js';
import { CANARY_COOKIE, chooseSides } from '../canary-side.js';
import { abortCanary, activate, history, promote, publish, rollback, startCanary } from './operations.js';
import { activeReleases, forgetLastGoodManifest } from './active-releases.js';
import { readCurrentManifest } from './manifest-change.js';
import { judgeCanary } from './health.js';
import { resetReleaseStates, startReleaseStore } from '../testing/release-store.js';

const root = await mkdtemp(join(tmpdir(), 'gateway-canary-'));
process.env.RELEASES_DIR = join(root, 'releases');
await startReleaseStore();

let n = 0;
const version = async (name: 'mf-cart' | 'shell', activateIt = false) =>
  (
    await publish(name, {
      distDir: await fakeBuild(root, name, { 'x.txt': String(++n) }),
      activate: activateIt,
    })
  ).version;

beforeEach(async () => {
  await resetReleaseStates();
  await rm(join(root, 'releases'), { recursive: true, force: true });
  forgetLastGoodManifest();
});
after(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('canaries', () => {
  it('start, promote and abort, each in the history with its reason', async () => {
    const v1 = await version('mf-cart', true);
    const v2 = await version('mf-cart');
    await startCanary('mf-cart', v2, 25, { reason: 'new drawer' });
    assert.deepEqual((await activeReleases())['mf-cart']?.canary, {
      version: v2,
      base: `/releases/mf-cart/${v2}`,
      percent: 25,
    });
    await abortCanary('mf-cart', { reason: 'drawer flickers' });
    assert.equal((await readCurrentManifest()).frontends['mf-cart']?.canary, null);
    assert.equal((await activeReleases())['mf-cart']?.version, v1);

    await startCanary('mf-cart', v2, 10);
    await promote('mf-cart', { reason: 'healthy' });
    const entry = (await readCurrentManifest()).frontends['mf-cart'];
    assert.equal(entry?.active, v2);
    assert.equal(entry?.canary, null);
    const changes = (await history('mf-cart')).map((h) => [h.action, h.from, h.to, h.reason ?? null]);
    assert.deepEqual(changes.slice(-4), [
      ['canary', v1, v2, 'new drawer'],
      ['abort', v2, v1, 'drawer flickers'],
      ['canary', v1, v2, null],
      ['promote', v1, v2, 'healthy'],
    ]);
    // A promoted canary rolls back like any activation.
    assert.deepEqual(await rollback('mf-cart'), { from: v2, to: v1 });
  });

  it('one canary per frontend; none of the active version; whole percents 1-99', async () => {
    await version('mf-cart', true);
    const v2 = await version('mf-cart');
    const v3 = await version('mf-cart');
    await assert.rejects(startCanary('mf-cart', v2, 0), /--percent is a whole number from 1 to 99/);
    await assert.rejects(startCanary('mf-cart', v2, 100), /1 to 99/);
    await assert.rejects(startCanary('mf-cart', v2, 12.5), /1 to 99/);
    await startCanary('mf-cart', v2, 50);
    await assert.rejects(
      startCanary('mf-cart', v3, 50),
      /mf-cart has a canary .*: promote or abort it first/,
    );
    await assert.rejects(activate('mf-cart', v3), /promote or abort it first/);
    await abortCanary('mf-cart');
    await assert.rejects(abortCanary('mf-cart'), /mf-cart has no canary to abort/);
    await assert.rejects(promote('mf-cart'), /mf-cart has no canary to promote/);
  });

  it('an automatic abort leaves a newer canary alone', async () => {
    await version('mf-cart', true);
    const v2 = await version('mf-cart');
    const v3 = await version('mf-cart');
    await startCanary('mf-cart', v3, 50);
    assert.equal(await abortCanary('mf-cart', { auto: true, expectVersion: v2, reason: 'x' }), null);
    assert.equal((await readCurrentManifest()).frontends['mf-cart']?.canary?.version, v3);
  });
});

describe('which side a shopper gets', () => {
  it('is the same on every load for one seed, and about `percent` of seeds get the canary', () => {
    const releases = {
      'mf-cart': { version: '1.0.0-a', base: '/a', canary: { version: '1.0.0-b', base: '/b', percent: 30 } },
    };
    let canary = 0;
    for (let i = 0; i < 2000; i++) {
      const seed = `seed-${i}-xxxxxxxxxxxx`;
      const side = chooseSides(releases, seed)['mf-cart']!.version;
      assert.equal(chooseSides(releases, seed)['mf-cart']!.version, side);
      if (side === '1.0.0-b') canary++;
    }
    assert.ok(canary > 480 && canary < 720, `${canary} of 2000 got the canary`);
  });

  it('the page says which version each shopper got and keeps it across loads with a cookie', async () => {
    await version('shell', true);
    const v1 = await version('mf-cart', true);
    const v2 = await version('mf-cart');
    await startCanary('mf-cart', v2, 50);
    const app = await buildGateway({ apiUrl: 'http://127.0.0.1:9', autoAbortIntervalMs: 0 });
    try {
      const seen = new Set<string>();
      for (let i = 0; i < 40; i++) {
        // `/` is no page: it moves on before a side is chosen, so it sets no cookie.
        const root = await app.inject({ method: 'GET', url: '/' });
        assert.equal(root.statusCode, 301);
        assert.equal(root.headers['set-cookie'], undefined);
        const first = await app.inject({ method: 'GET', url: '/home' });
        const cookie = String(first.headers['set-cookie']).split(';')[0];
        assert.match(cookie, new RegExp(`^${CANARY_COOKIE}=[A-Za-z0-9_-]{16,64}$`));
        assert.match(String(first.headers['set-cookie']), /HttpOnly/);
        const got = /mf-cart":\{"version":"([^"]+)"/.exec(first.body)?.[1];
        const again = await app.inject({ method: 'GET', url: '/cart', headers: { cookie } });
        assert.equal(
          /mf-cart":\{"version":"([^"]+)"/.exec(again.body)?.[1],
          got,
          'same side on the next load',
        );
        assert.equal(again.headers['set-cookie'], undefined);
        seen.add(got!);
      }
      assert.deepEqual([...seen].sort(), [v1, v2].sort(), 'both sides are served');
      await promote('mf-cart');
      const after = await app.inject({ method: 'GET', url: '/home' });
      assert.match(after.body, new RegExp(`mf-cart":\\{"version":"${v2}"`));
      assert.equal(after.headers['set-cookie'], undefined, 'no cookie without a canary');
    } finally {
      await app.close();
    }
  });
});

describe('automatic abort rule', () => {
  const canary = { version: '1.0.0-b', autoAbort: { margin: 0.05, minViews: 20, minShoppers: 10 } };
  /** Figures of `shoppers` shoppers, `failing` of whom saw a failure and `erroring` an error. */
  const h = (views: number, failures: number, shoppers = 20, failing = 0, erroring = 0, errors = 0) => ({
    frontend: 'mf-cart',
    version: 'v',
    views,
    failures,
    errors,
    shoppers,
    failingShoppers: failing,
    erroringShoppers: erroring,
    series: [],
  });
  it('waits for the minimum of views and of distinct shoppers', () => {
    assert.equal(judgeCanary(canary, h(10, 9, 10, 10), h(100, 0)), null);
    // 1,000 failed page views from three addresses: three shoppers are not enough to judge.
    assert.equal(judgeCanary(canary, h(0, 1000, 3, 3), h(100, 0)), null);
  });
  it('aborts when the share of shoppers seeing failures or errors beats the active version by the margin, saying why', () => {
    assert.match(
      judgeCanary(canary, h(16, 4, 10, 2), h(99, 1, 100, 1))!,
      /automatic abort: load\/mount failure rate 20\.0% of shoppers against 1\.0% on the active version over 10 shoppers and 20 page views \(margin 5\.0%\)/,
    );
    assert.match(
      judgeCanary(canary, h(40, 0, 20, 0, 5, 10), h(100, 0, 100, 0, 1, 1))!,
      /error rate 25\.0% of shoppers against 1\.0%/,
    );
  });
  it('counts a client as one shopper however many failures it claims', () => {
    // 3 of 100 shoppers claim every page failed: 3% is within the margin.
    assert.equal(judgeCanary(canary, h(500, 3000, 100, 3), h(5000, 0, 900, 0)), null);
  });
  it('leaves a canary within the margin alone', () => {
    assert.equal(judgeCanary(canary, h(100, 5, 100, 5), h(100, 1, 100, 1)), null);
    assert.equal(judgeCanary({ version: 'x' }, h(100, 100, 100, 100), h(100, 0)), null);
  });
  it('applies the default minimum of shoppers to a rule written without one', () => {
    const old = { version: '1.0.0-b', autoAbort: { margin: 0.05, minViews: 20 } };
    assert.equal(judgeCanary(old, h(0, 100, 9, 9), h(100, 0)), null);
    assert.ok(judgeCanary(old, h(0, 100, 10, 10), h(100, 0)));
  });
});
