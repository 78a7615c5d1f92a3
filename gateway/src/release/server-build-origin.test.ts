// A server build is checked against the sha256 the manifest recorded at publish before it runs,
// and comes from the release origin (RELEASES_URL) when this gateway's folder does not have it.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createServerBuilds, loadServerBuild, SERVER_BUILD_FILE } from '../ssr/server-builds.js';

const CODE =
  'globalThis.__h4Evaluated = (globalThis.__h4Evaluated ?? 0) + 1; module.exports = { fragments: {} };';
const TAMPERED = `${CODE} /* changed after publishing */`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const evaluated = () => (globalThis as { __h4Evaluated?: number }).__h4Evaluated ?? 0;
const release = { version: '1.0.0-abcdef01', base: '/releases/mf-cart/1.0.0-abcdef01' };

describe('server builds: the published hash and the release origin', () => {
  let root = '';
  let origin = '';
  let served = CODE;
  let fetches = 0;
  const server = createServer((request, response) => {
    fetches += 1;
    if (request.url !== `/mf-cart/${release.version}/${SERVER_BUILD_FILE}`) {
      response.statusCode = 404;
      return response.end();
    }
    response.end(served);
  });
  before(async () => {
    root = await mkdtemp(join(tmpdir(), 'gateway-server-origin-'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => {
    server.close();
    await rm(root, { recursive: true, force: true });
  });

  it('runs a local build whose sha256 is the published one, and refuses one that differs, unrun', async () => {
    const folder = join(root, 'mf-cart', release.version, 'server');
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'render.cjs'), CODE);
    const before = evaluated();
    assert.equal((await loadServerBuild('mf-cart', release, root, sha256(CODE), undefined)).status, 'ready');
    assert.equal(evaluated(), before + 1);
    await writeFile(join(folder, 'render.cjs'), TAMPERED);
    const refused = await loadServerBuild('mf-cart', release, root, sha256(CODE), undefined);
    assert.equal(refused.status, 'failed');
    assert.match((refused as { error: string }).error, /sha256 .* is not the published .*not run/);
    assert.equal(evaluated(), before + 1, 'the changed build never ran');
    await rm(join(root, 'mf-cart'), { recursive: true, force: true });
  });

  it('loads a build from RELEASES_URL once, checks it, and keeps it; a changed one is logged and refused', async () => {
    const logged: string[] = [];
    const builds = createServerBuilds({
      root: () => root,
      log: (m) => logged.push(m),
      expectedHash: () => sha256(CODE),
    });
    fetches = 0;
    const loaded = await loadServerBuild('mf-cart', release, root, sha256(CODE), origin);
    assert.equal(loaded.status, 'ready');
    assert.equal(fetches, 1);
    // Through the gateway's cache: fetched once for any number of requests.
    process.env.RELEASES_URL = origin;
    try {
      const all = await Promise.all(Array.from({ length: 5 }, () => builds.get('mf-cart', release)));
      assert.ok(all.every((b) => b.status === 'ready'));
      assert.equal(fetches, 2, 'one fetch for five requests');
    } finally {
      delete process.env.RELEASES_URL;
    }
    assert.deepEqual(logged, []);
    served = TAMPERED;
    builds.retain([]);
    process.env.RELEASES_URL = origin;
    try {
      assert.equal((await builds.get('mf-cart', release)).status, 'failed');
    } finally {
      delete process.env.RELEASES_URL;
    }
    assert.equal(logged.length, 1);
    assert.match(
      logged[0],
      /mf-cart 1\.0\.0-abcdef01: the server build does not load \(its sha256 .* is not the published/,
    );
    const other = { version: '1.0.0-abcdef02', base: '/releases/mf-cart/1.0.0-abcdef02' };
    assert.equal((await loadServerBuild('mf-cart', other, root, undefined, origin)).status, 'missing');
  });
});
