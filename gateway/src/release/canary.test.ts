import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, beforeEach, describe, it } from 'node:test';
import { fakeBuild } from '../testing/fake-build.js';
import { buildGateway, CANARY_COOKIE, chooseSides } from '../server.js';
import {
  abortCanary,
  activate,
  activeReleases,
  forgetLastGoodManifest,
  history,
  promote,
  publish,
  readManifest,
  rollback,
  startCanary,
} from './manifest.js';
import { judgeCanary } from './health.js';

const root = await mkdtemp(join(tmpdir(), 'gateway-canary-'));
process.env.RELEASES_DIR = join(root, 'releases');

let n = 0;
const version = async (name: 'mf-cart' | 'shell', activateIt = false) =>
  (
    await publish(name, {
      distDir: await fakeBuild(root, name, { 'x.txt': String(++n) }),
      activate: activateIt,
    })
  ).version;

beforeEach(async () => {
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
    assert.equal((await readManifest()).frontends['mf-cart']?.canary, null);
    assert.equal((await activeReleases())['mf-cart']?.version, v1);

    await startCanary('mf-cart', v2, 10);
    await promote('mf-cart', { reason: 'healthy' });
    const entry = (await readManifest()).frontends['mf-cart'];
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
    assert.equal((await readManifest()).frontends['mf-cart']?.canary?.version, v3);
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
  const canary = { version: '1.0.0-b', autoAbort: { margin: 0.05, minViews: 20 } };
  const h = (views: number, failures: number, errors = 0) => ({
    frontend: 'mf-cart',
    version: 'v',
    views,
    failures,
    errors,
    series: [],
  });
  it('waits for the minimum of views', () => {
    assert.equal(judgeCanary(canary, h(10, 9), h(100, 0)), null);
  });
  it('aborts when failures or errors beat the active version by the margin, saying why', () => {
    assert.match(
      judgeCanary(canary, h(16, 4), h(99, 1))!,
      /automatic abort: load\/mount failure rate 20\.0% against 1\.0% on the active version over 20 page views \(margin 5\.0%\)/,
    );
    assert.match(judgeCanary(canary, h(40, 0, 10), h(100, 0, 1))!, /error rate 25\.0% against 1\.0%/);
  });
  it('leaves a canary within the margin alone', () => {
    assert.equal(judgeCanary(canary, h(100, 5), h(100, 1)), null);
    assert.equal(judgeCanary({ version: 'x' }, h(100, 100), h(100, 0)), null);
  });
});
