// release.json as tooling writes it (release-info.cjs; its type is shared/src/contracts/release-info.ts).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const { releaseInfo, withServerBuild } = require('./release-info.cjs');
const FRONTENDS = require('../shared/src/contracts/frontends.json');

const built = { shared: '1.0.0', react: '^19.2.0' };
const provides = { shared: '1.0.0', react: '19.2.0' };

test("a slice's release.json: its build, its exposes from frontends.json, its files", () => {
  const info = releaseInfo({ name: 'mf-cart', frontends: FRONTENDS, built, files: ['remoteEntry.js'] });
  assert.deepEqual(info, {
    name: 'mf-cart',
    built,
    exposes: Object.keys(FRONTENDS['mf-cart']),
    files: ['remoteEntry.js'],
  });
  assert.deepEqual(Object.keys(info), ['name', 'built', 'exposes', 'files']);
});

test("the shell's: what it provides and every slice's exposes it expects", () => {
  const info = releaseInfo({ name: 'shell', frontends: FRONTENDS, built, provides, files: ['main.js'] });
  assert.deepEqual(Object.keys(info), ['name', 'built', 'provides', 'expects', 'files']);
  assert.deepEqual(info.provides, provides);
  assert.deepEqual(
    Object.keys(info.expects),
    Object.keys(FRONTENDS).filter((name) => name !== 'shell'),
  );
  assert.deepEqual(info.expects['mf-search'], Object.keys(FRONTENDS['mf-search']));
  assert.throws(() => releaseInfo({ name: 'shell', frontends: FRONTENDS, built, files: [] }), /provides/);
});

test('a frontend frontends.json does not list has no release.json', () => {
  assert.throws(
    () => releaseInfo({ name: 'mf-blog', frontends: FRONTENDS, built, files: [] }),
    /mf-blog is not in shared\/src\/contracts\/frontends\.json/,
  );
});

test('the server build is listed once among the files, sorted, and named', () => {
  const info = releaseInfo({
    name: 'mf-cart',
    frontends: FRONTENDS,
    built,
    files: ['remoteEntry.js', 'a.js'],
  });
  const once = withServerBuild(info, 'server/render.cjs');
  assert.deepEqual(once.files, ['a.js', 'remoteEntry.js', 'server/render.cjs']);
  assert.equal(once.server, 'server/render.cjs');
  assert.deepEqual(withServerBuild(once, 'server/render.cjs'), once);
});
