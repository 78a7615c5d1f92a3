import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, beforeEach, describe, it } from 'node:test';
import { REPO_ROOT } from '../paths.js';
import { fakeBuild } from '../testing/fake-build.js';
import { activate, publish, rollback } from './operations.js';
import { activeReleases } from './active-releases.js';
import { readCurrentManifest as readManifest } from './manifest-change.js';
import { readSnapshot } from './store.js';
import { resetReleaseStates, startReleaseStore } from '../testing/release-store.js';

const root = await mkdtemp(join(tmpdir(), 'gateway-manifest-'));
const releases = join(root, 'releases');
process.env.RELEASES_DIR = releases;
await startReleaseStore();

const { version: cartPackageVersion } = JSON.parse(
  await readFile(join(REPO_ROOT, 'mf-cart', 'package.json'), 'utf8'),
) as { version: string };

/**
 * A fresh mf-cart build holding the given files (and what the checks need), and one naming the
 * test: the database keeps every version published, so each test's versions are its own.
 */
let testNumber = 0;
const dist = (files: Record<string, string>): Promise<string> =>
  fakeBuild(root, 'mf-cart', { ...files, 'test.txt': String(testNumber) });

const cartV1 = { 'remoteEntry.js': 'var cart = 1;', 'chunks/drawer.js': 'export const drawer = 1;' };
const cartV2 = { ...cartV1, 'chunks/drawer.js': 'export const drawer = 2;' };

beforeEach(async () => {
  testNumber++;
  await resetReleaseStates();
  await rm(releases, { recursive: true, force: true });
});

after(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('publish', () => {
  it('copies the build into an immutable folder named by package version and content hash, and activates it', async () => {
    const { version, copied } = await publish('mf-cart', { distDir: await dist(cartV1) });
    assert.match(version, new RegExp(`^${cartPackageVersion.replaceAll('.', '\\.')}-[0-9a-f]{8}$`));
    assert.equal(copied, true);
    const folder = join(releases, 'mf-cart', version);
    assert.equal(await readFile(join(folder, 'remoteEntry.js'), 'utf8'), 'var cart = 1;');
    assert.equal(await readFile(join(folder, 'chunks/drawer.js'), 'utf8'), 'export const drawer = 1;');

    const entry = (await readManifest()).frontends['mf-cart'];
    assert.equal(entry?.active, version);
    assert.ok(entry?.published.some((r) => r.version === version));
    assert.deepEqual(
      entry?.activations.map((a) => a.version),
      [version],
    );
    assert.deepEqual(await activeReleases(), {
      'mf-cart': { version, base: `/releases/mf-cart/${version}` },
    });
  });

  it('is idempotent for the same content, wherever the build sits', async () => {
    const first = await publish('mf-cart', { distDir: await dist(cartV1) });
    const before = await readSnapshot();
    const again = await publish('mf-cart', { distDir: await dist(cartV1) });
    assert.deepEqual(again, { version: first.version, copied: false });
    const entry = (await readManifest()).frontends['mf-cart'];
    assert.equal(entry?.published.filter((r) => r.version === first.version).length, 1);
    assert.equal(entry?.activations.length, 1);
    assert.equal((await readSnapshot()).version, before.version, 'nothing was written');
    assert.deepEqual(await readdir(join(releases, 'mf-cart')), [first.version]);
  });

  it('makes a new version when a file changes, keeping the old one', async () => {
    const v1 = await publish('mf-cart', { distDir: await dist(cartV1) });
    const v2 = await publish('mf-cart', { distDir: await dist(cartV2) });
    assert.notEqual(v2.version, v1.version);
    assert.equal(v2.copied, true);
    const entry = (await readManifest()).frontends['mf-cart'];
    assert.equal(entry?.active, v2.version);
    assert.deepEqual(entry?.published.map((r) => r.version).slice(-2), [v1.version, v2.version]);
    assert.equal(
      await readFile(join(releases, 'mf-cart', v1.version, 'chunks/drawer.js'), 'utf8'),
      cartV1['chunks/drawer.js'],
    );
  });

  it('makes a new version when a file is renamed', async () => {
    const v1 = await publish('mf-cart', { distDir: await dist(cartV1) });
    const renamed = await publish('mf-cart', {
      distDir: await dist({
        'remoteEntry.js': cartV1['remoteEntry.js'],
        'chunks/other.js': cartV1['chunks/drawer.js'],
      }),
    });
    assert.notEqual(renamed.version, v1.version);
  });

  it('leaves the active version alone with activate: false', async () => {
    const v1 = await publish('mf-cart', { distDir: await dist(cartV1) });
    const v2 = await publish('mf-cart', { distDir: await dist(cartV2), activate: false });
    const entry = (await readManifest()).frontends['mf-cart'];
    assert.equal(entry?.active, v1.version);
    assert.ok(entry?.published.some((r) => r.version === v2.version));
    assert.ok(existsSync(join(releases, 'mf-cart', v2.version, 'remoteEntry.js')));
  });

  it('precompresses text files for the static server', async () => {
    const { version } = await publish('mf-cart', { distDir: await dist(cartV1) });
    assert.ok(existsSync(join(releases, 'mf-cart', version, 'remoteEntry.js.gz')));
    assert.ok(existsSync(join(releases, 'mf-cart', version, 'remoteEntry.js.br')));
  });

  it('refuses a missing build folder', async () => {
    await assert.rejects(
      publish('mf-cart', { distDir: join(root, 'no-such-dist') }),
      /does not exist: build mf-cart first/,
    );
  });
});

describe('activate', () => {
  it('switches to a published version and records the activation', async () => {
    const v1 = await publish('mf-cart', { distDir: await dist(cartV1) });
    await publish('mf-cart', { distDir: await dist(cartV2) });
    await activate('mf-cart', v1.version);
    const entry = (await readManifest()).frontends['mf-cart'];
    assert.equal(entry?.active, v1.version);
    assert.equal(entry?.activations.at(-1)?.version, v1.version);
    assert.equal((await activeReleases())['mf-cart']?.version, v1.version);
  });

  it('refuses an unknown version and leaves the manifest unchanged', async () => {
    const v1 = await publish('mf-cart', { distDir: await dist(cartV1) });
    const before = await readSnapshot();
    await assert.rejects(activate('mf-cart', '9.9.9-deadbeef'), /mf-cart 9\.9\.9-deadbeef is not published/);
    assert.equal((await readSnapshot()).version, before.version, 'nothing was written');
    assert.equal((await readManifest()).frontends['mf-cart']?.active, v1.version);
  });

  it('refuses a version published for another frontend', async () => {
    const { version } = await publish('mf-cart', { distDir: await dist(cartV1) });
    await assert.rejects(activate('mf-search', version), /not published/);
  });
});

describe('rollback', () => {
  it('goes back to the previously active version', async () => {
    const v1 = await publish('mf-cart', { distDir: await dist(cartV1) });
    const v2 = await publish('mf-cart', { distDir: await dist(cartV2) });
    assert.deepEqual(await rollback('mf-cart'), { from: v2.version, to: v1.version });
    assert.equal((await readManifest()).frontends['mf-cart']?.active, v1.version);
    assert.equal((await activeReleases())['mf-cart']?.base, `/releases/mf-cart/${v1.version}`);
  });

  it('skips over re-activations of the current version', async () => {
    const v1 = await publish('mf-cart', { distDir: await dist(cartV1) });
    await publish('mf-cart', { distDir: await dist(cartV2) });
    const v3 = await publish('mf-cart', {
      distDir: await dist({ ...cartV2, 'remoteEntry.js': 'var cart = 3;' }),
    });
    await activate('mf-cart', v1.version);
    await activate('mf-cart', v3.version);
    // Activations: v1, v2, v3, v1, v3. Before the current v3 came v1.
    assert.deepEqual(await rollback('mf-cart'), { from: v3.version, to: v1.version });
  });

  it('only touches the frontend it rolls back', async () => {
    await publish('mf-cart', { distDir: await dist(cartV1) });
    await publish('mf-cart', { distDir: await dist(cartV2) });
    const search = await publish('mf-search', {
      distDir: await fakeBuild(root, 'mf-search', { 'remoteEntry.js': 'var search = 1;' }),
    });
    await rollback('mf-cart');
    assert.equal((await readManifest()).frontends['mf-search']?.active, search.version);
  });

  it('fails with a clear message when there is no earlier release', async () => {
    await publish('mf-cart', { distDir: await dist(cartV1) });
    await assert.rejects(rollback('mf-cart'), { message: 'mf-cart has no earlier release to roll back to' });
  });

  it('fails with a clear message when nothing is active', async () => {
    await assert.rejects(rollback('mf-account'), { message: 'mf-account has no active release' });
  });
});

describe('the manifest in the database', () => {
  it('is never written to the release folder: no manifest.json, no lock file, no temporary file', async () => {
    const v1 = await publish('mf-cart', { distDir: await dist(cartV1) });
    const v2 = await publish('mf-cart', { distDir: await dist(cartV2) });
    await activate('mf-cart', v1.version);
    await rollback('mf-cart');
    const files = (await readdir(releases, { recursive: true })).map(String);
    assert.deepEqual(
      files.filter((f) => /manifest|\.lock|\.tmp/.test(f)),
      [],
      'only release files in the folder',
    );
    assert.deepEqual(await readdir(releases), ['mf-cart']);
    assert.equal((await activeReleases())['mf-cart']?.version, v2.version, 'the pages read the database');
  });

  it('takes the changes of one process in turn: twenty activations at once all land', async () => {
    const v1 = await publish('mf-cart', { distDir: await dist(cartV1) });
    const v2 = await publish('mf-cart', { distDir: await dist(cartV2) });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => activate('mf-cart', i % 2 ? v2.version : v1.version)),
    );
    // v1, v2, then one activation for each of the twenty that changed the active version.
    const activations = (await readManifest()).frontends['mf-cart']!.activations.map((a) => a.version);
    assert.equal(activations.length, 22, activations.join(' '));
    assert.equal((await activeReleases())['mf-cart']?.version, v2.version);
  });

  it('reads a database with nothing active as no releases', async () => {
    assert.deepEqual(await activeReleases(), {});
  });
});
