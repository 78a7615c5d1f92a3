import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { after, beforeEach, describe, it } from 'node:test';
import { FRONTENDS, type FrontendName } from '../paths.js';
import { fakeBuild } from '../testing/fake-build.js';
import { buildGateway } from '../server.js';
import { activate, publish, rollback } from './operations.js';
import { forgetLastGoodManifest } from './active-releases.js';
import { readCurrentManifest as readManifest } from './manifest-change.js';
import { resetReleaseStates, startReleaseStore } from '../testing/release-store.js';

const root = await mkdtemp(join(tmpdir(), 'gateway-manifest-safety-'));
const releases = join(root, 'releases');
process.env.RELEASES_DIR = releases;
await startReleaseStore();
const run = promisify(execFile);
const cli = join(import.meta.dirname, 'cli.ts');

const dist = (files: Record<string, string>, name: FrontendName = 'mf-cart'): Promise<string> =>
  fakeBuild(root, name, files);
const shellFiles = (n: number) => ({ 'index.html': `<html><head></head><body>shell ${n}</body></html>` });

beforeEach(async () => {
  await resetReleaseStates();
  await rm(releases, { recursive: true, force: true });
  forgetLastGoodManifest();
});
after(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('release manifest under concurrent commands', () => {
  it('loses no update when ten commands run at once', async () => {
    const cart = [];
    for (let i = 0; i < 3; i++)
      cart.push((await publish('mf-cart', { distDir: await dist({ 'e.js': `${i}` }) })).version);
    // Ten read-modify-write commands at once: publishes of four frontends, activations, a rollback.
    const names: FrontendName[] = ['shell', 'mf-catalog', 'mf-account', 'mf-search'];
    const dists = await Promise.all(
      names.map((name, i) =>
        dist(name === 'shell' ? shellFiles(i) : { 'remoteEntry.js': `var x${i};` }, name),
      ),
    );
    const results = await Promise.all([
      ...names.map((name, i) => publish(name, { distDir: dists[i] })),
      ...names.map((name, i) => publish(name, { distDir: dists[i], activate: false })),
      activate('mf-cart', cart[0]),
      rollback('mf-cart'),
    ]);
    assert.equal(results.length, 10);
    const manifest = await readManifest();
    for (const name of names) assert.ok(manifest.frontends[name]?.active, `${name} kept`);
    assert.equal(manifest.frontends['mf-cart']?.activations.length, 5);
  });

  it('loses no update across separate CLI processes', async () => {
    const names: FrontendName[] = [...FRONTENDS];
    const dists = await Promise.all(
      names.map((name, i) =>
        dist(name === 'shell' ? shellFiles(10 + i) : { 'remoteEntry.js': `var cli${i};` }, name),
      ),
    );
    const before = await readManifest();
    await Promise.all(
      names.flatMap((name, i) => [
        run(process.execPath, ['--import', 'tsx', cli, 'publish', name, '--dist', dists[i]], {
          env: process.env,
        }),
        run(
          process.execPath,
          ['--import', 'tsx', cli, 'publish', name, '--no-activate', '--dist', dists[i]],
          {
            env: process.env,
          },
        ),
      ]),
    );
    const manifest = await readManifest();
    for (const name of names) {
      const added = manifest.frontends[name]!.published.filter(
        (r) => !before.frontends[name]?.published.some((old) => old.version === r.version),
      );
      assert.equal(added.length, 1, `${name}: one version published by its two commands`);
      assert.equal(manifest.frontends[name]?.active, added[0].version, name);
    }
  });
});

describe('release CLI versions', () => {
  it('refuses ../ and anything not a published version', async () => {
    await publish('mf-cart', { distDir: await dist({ 'e.js': '1' }) });
    for (const version of ['../shell/1.0.0-aaaaaaaa', '..', '1.0.0/../../x', 'latest', '1.0.0-deadbeef']) {
      await assert.rejects(activate('mf-cart', version), /not a version|not published/, version);
    }
    await assert.rejects(
      run(process.execPath, ['--import', 'tsx', cli, 'activate', 'mf-cart', '../../etc'], {
        env: process.env,
      }),
      /not a version/,
    );
  });
});

describe('the folder mode is gone', () => {
  it('a release command with RELEASE_MANIFEST=folder stops, saying where the manifest is, and writes nothing', async () => {
    const before = await readManifest();
    await assert.rejects(
      run(
        process.execPath,
        ['--import', 'tsx', cli, 'publish', 'mf-cart', '--direct', '--dist', await dist({})],
        {
          env: { ...process.env, RELEASE_MANIFEST: 'folder' },
        },
      ),
      /RELEASE_MANIFEST=folder is no longer supported: the release manifest lives in the store's database/,
    );
    assert.deepEqual(await readManifest(), before);
  });
});

describe('a manifest the gateway cannot serve', () => {
  async function page() {
    const app = await buildGateway({ apiUrl: 'http://127.0.0.1:9' });
    try {
      return await app.inject({ method: 'GET', url: '/home' });
    } finally {
      await app.close();
    }
  }

  it('keeps the last good shell when the manifest points at a missing shell folder; none: a plain 503', async () => {
    const { version } = await publish('shell', { distDir: await dist(shellFiles(1), 'shell') });
    const gone = await publish('shell', { distDir: await dist(shellFiles(2), 'shell'), activate: false });
    assert.equal((await page()).statusCode, 200);
    await rm(join(releases, 'shell', gone.version), { recursive: true });
    await activate('shell', gone.version, { force: true });
    const res = await page();
    assert.equal(res.statusCode, 200);
    assert.ok(res.body.includes(`/releases/shell/${version}`) || /shell 1/.test(res.body));
    forgetLastGoodManifest();
    const none = await page();
    assert.equal(none.statusCode, 503);
    assert.match(String(none.headers['content-type']), /text\/html/);
    assert.doesNotMatch(none.body, /ENOENT|manifest|releases|tmp|"statusCode"/i);
  });
});
