import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, open, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, beforeEach, describe, it } from 'node:test';
import { REPO_ROOT } from '../paths.js';
import { fakeBuild } from '../testing/fake-build.js';
import { activate, publish, rollback } from './operations.js';
import { activeReleases } from './active-releases.js';
import { manifestPath, readManifest } from './manifest.js';

const root = await mkdtemp(join(tmpdir(), 'gateway-manifest-'));
const releases = join(root, 'releases');
process.env.RELEASES_DIR = releases;

const { version: cartPackageVersion } = JSON.parse(
  await readFile(join(REPO_ROOT, 'mf-cart', 'package.json'), 'utf8'),
) as { version: string };

/** A fresh mf-cart build holding the given files (and what the checks need). */
const dist = (files: Record<string, string>): Promise<string> => fakeBuild(root, 'mf-cart', files);

const cartV1 = { 'remoteEntry.js': 'var cart = 1;', 'chunks/drawer.js': 'export const drawer = 1;' };
const cartV2 = { ...cartV1, 'chunks/drawer.js': 'export const drawer = 2;' };

beforeEach(async () => {
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
    assert.deepEqual(
      entry?.published.map((r) => r.version),
      [version],
    );
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
    const before = await readFile(manifestPath(), 'utf8');
    const again = await publish('mf-cart', { distDir: await dist(cartV1) });
    assert.deepEqual(again, { version: first.version, copied: false });
    const entry = (await readManifest()).frontends['mf-cart'];
    assert.equal(entry?.published.length, 1);
    assert.equal(entry?.activations.length, 1);
    assert.deepEqual(JSON.parse(await readFile(manifestPath(), 'utf8')), JSON.parse(before));
    assert.deepEqual(await readdir(join(releases, 'mf-cart')), [first.version]);
  });

  it('makes a new version when a file changes, keeping the old one', async () => {
    const v1 = await publish('mf-cart', { distDir: await dist(cartV1) });
    const v2 = await publish('mf-cart', { distDir: await dist(cartV2) });
    assert.notEqual(v2.version, v1.version);
    assert.equal(v2.copied, true);
    const entry = (await readManifest()).frontends['mf-cart'];
    assert.equal(entry?.active, v2.version);
    assert.deepEqual(
      entry?.published.map((r) => r.version),
      [v1.version, v2.version],
    );
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
    const before = await readFile(manifestPath(), 'utf8');
    await assert.rejects(activate('mf-cart', '9.9.9-deadbeef'), /mf-cart 9\.9\.9-deadbeef is not published/);
    assert.equal(await readFile(manifestPath(), 'utf8'), before);
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

describe('manifest writes', () => {
  it('replace the file in one step: a reader holding the old file still sees all of it', async () => {
    const v1 = await publish('mf-cart', { distDir: await dist(cartV1) });
    await publish('mf-cart', { distDir: await dist(cartV2), activate: false });
    const before = await readFile(manifestPath(), 'utf8');
    const reader = await open(manifestPath(), 'r');
    try {
      const v2 = (await readManifest()).frontends['mf-cart']?.published[1].version;
      assert.ok(v2);
      await activate('mf-cart', v2);
      // An in-place rewrite would truncate the file under the open handle.
      assert.equal(await reader.readFile('utf8'), before);
      assert.equal(JSON.parse(before).frontends['mf-cart'].active, v1.version);
      assert.equal((await readManifest()).frontends['mf-cart']?.active, v2);
    } finally {
      await reader.close();
    }
  });

  it('always leave a complete manifest and no temporary files', async () => {
    const v1 = await publish('mf-cart', { distDir: await dist(cartV1) });
    const v2 = await publish('mf-cart', { distDir: await dist(cartV2) });
    let reads = 0;
    let writing = true;
    const readers = (async () => {
      while (writing) {
        JSON.parse(await readFile(manifestPath(), 'utf8'));
        reads++;
      }
    })();
    for (let i = 0; i < 20; i++) await activate('mf-cart', i % 2 ? v2.version : v1.version);
    writing = false;
    await readers;
    assert.ok(reads > 0);
    const leftovers = (await readdir(releases, { recursive: true })).filter((f) => /\.tmp/.test(String(f)));
    assert.deepEqual(leftovers, []);
    assert.equal((await readManifest()).frontends['mf-cart']?.activations.length, 22);
  });

  it('reads a missing manifest as empty', async () => {
    assert.deepEqual(await readManifest(), { frontends: {} });
    assert.deepEqual(await activeReleases(), {});
  });
});
