import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { after, beforeEach, describe, it } from 'node:test';
import { FRONTENDS, type FrontendName } from '../paths.js';
import { fakeBuild } from '../testing/fake-build.js';
import { buildGateway } from '../server.js';
import { activate, publish, rollback } from './operations.js';
import { forgetLastGoodManifest } from './active-releases.js';
import { manifestPath, readManifest } from './manifest.js';

const root = await mkdtemp(join(tmpdir(), 'gateway-manifest-safety-'));
const releases = join(root, 'releases');
process.env.RELEASES_DIR = releases;
const run = promisify(execFile);
const cli = join(import.meta.dirname, 'cli.ts');

const dist = (files: Record<string, string>, name: FrontendName = 'mf-cart'): Promise<string> =>
  fakeBuild(root, name, files);
const shellFiles = (n: number) => ({ 'index.html': `<html><head></head><body>shell ${n}</body></html>` });

beforeEach(async () => {
  await rm(releases, { recursive: true, force: true });
  forgetLastGoodManifest();
});
after(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('release manifest under concurrent commands (item 5)', () => {
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
    const manifest = JSON.parse(await readFile(manifestPath(), 'utf8')) as Awaited<
      ReturnType<typeof readManifest>
    >;
    for (const name of names) assert.ok(manifest.frontends[name]?.active, `${name} kept`);
    assert.equal(manifest.frontends['mf-cart']?.activations.length, 5);
  });

  it('loses no update across separate CLI processes', async () => {
    const names: FrontendName[] = [...FRONTENDS];
    const dists = await Promise.all(
      names.map((name, i) =>
        dist(name === 'shell' ? shellFiles(i) : { 'remoteEntry.js': `var x${i};` }, name),
      ),
    );
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
    for (const name of names) assert.equal(manifest.frontends[name]?.published.length, 1, name);
    for (const name of names) assert.ok(manifest.frontends[name]?.active, name);
  });
});

describe('release CLI versions (item 5)', () => {
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

describe('a bad manifest (item 5)', () => {
  async function page() {
    const app = await buildGateway({ apiUrl: 'http://127.0.0.1:9' });
    try {
      return await app.inject({ method: 'GET', url: '/home' });
    } finally {
      await app.close();
    }
  }

  for (const [label, content] of [
    ['corrupt', '{"frontends": {'],
    ['empty', ''],
    ['oddly shaped', '{"frontends": {"shell": {"active": "../../etc", "published": [], "activations": []}}}'],
    ['an array', '[]'],
  ]) {
    it(`keeps serving the last good manifest when it becomes ${label}`, async () => {
      await publish('shell', { distDir: await dist(shellFiles(1), 'shell') });
      assert.equal((await page()).statusCode, 200);
      await writeFile(manifestPath(), content);
      const res = await page();
      assert.equal(res.statusCode, 200);
      assert.match(res.body, /shell 1/);
    });

    it(`answers a plain 503 with no internals when the only manifest is ${label}`, async () => {
      await mkdir(releases, { recursive: true });
      await writeFile(manifestPath(), content);
      const res = await page();
      assert.equal(res.statusCode, 503);
      assert.match(String(res.headers['content-type']), /text\/html/);
      assert.doesNotMatch(res.body, /manifest|releases|tmp|SyntaxError|"statusCode"/i);
    });
  }

  it('keeps the last good shell when the manifest points at a missing shell folder', async () => {
    const { version } = await publish('shell', { distDir: await dist(shellFiles(1), 'shell') });
    assert.equal((await page()).statusCode, 200);
    const manifest = await readManifest();
    manifest.frontends.shell!.active = '9.9.9-00000000';
    await writeFile(manifestPath(), JSON.stringify(manifest));
    const res = await page();
    assert.equal(res.statusCode, 200);
    assert.ok(res.body.includes(`/releases/shell/${version}`) || /shell 1/.test(res.body));
    await rm(join(releases, 'shell', version), { recursive: true });
    forgetLastGoodManifest();
    const none = await page();
    assert.equal(none.statusCode, 503);
    assert.doesNotMatch(none.body, /ENOENT|releases/);
  });
});
