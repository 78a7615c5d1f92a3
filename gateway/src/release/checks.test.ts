import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, beforeEach, describe, it } from 'node:test';
import { fakeBuild, fakeReleaseInfo } from '../testing/fake-build.js';
import type { FrontendName } from '../paths.js';
import { satisfies } from './checks.js';
import { activate, history, publish, rollback } from './operations.js';
import { forgetLastGoodManifest } from './active-releases.js';
import { readCurrentManifest } from './manifest-change.js';
import { resetReleaseStates, startReleaseStore } from '../testing/release-store.js';

const root = await mkdtemp(join(tmpdir(), 'gateway-checks-'));
process.env.RELEASES_DIR = join(root, 'releases');
await startReleaseStore();

const shellExpecting = (
  expects: Record<string, string[]>,
  provides = { shared: '1.0.0', react: '19.2.0' },
) => ({
  'release.json': fakeReleaseInfo('shell', { expects, provides }),
});
const cartExposing = (exposes: string[], built = { shared: '1.0.0', react: '^19.2.0' }) => ({
  'remoteEntry.js': `var mf_cart;({${exposes.map((e) => `"./${e}":()=>1`).join(',')}});`,
  'release.json': fakeReleaseInfo('mf-cart', { exposes, built }),
});

async function published(name: FrontendName, files: Record<string, string>) {
  return (await publish(name, { distDir: await fakeBuild(root, name, files), activate: false })).version;
}

beforeEach(async () => {
  await resetReleaseStates();
  await rm(join(root, 'releases'), { recursive: true, force: true });
  forgetLastGoodManifest();
});
after(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('checks before a version goes live', () => {
  it('activates a complete, compatible version that exposes what the shell mounts', async () => {
    await activate('shell', await published('shell', shellExpecting({ 'mf-cart': ['MiniCart'] })));
    const cart = await published('mf-cart', cartExposing(['MiniCart', 'CartPage']));
    await activate('mf-cart', cart);
    assert.equal((await readCurrentManifest()).frontends['mf-cart']?.active, cart);
  });

  const refusals: [string, Record<string, string>, RegExp][] = [
    ['an incomplete folder (no release.json)', { 'release.json': '' }, /release\.json is not JSON/],
    [
      'an entry that does not compile',
      { 'remoteEntry.js': 'var mf_cart = {;' },
      /remoteEntry\.js does not load/,
    ],
    [
      'a folder missing a file the build emitted',
      {
        'release.json': fakeReleaseInfo('mf-cart', {
          exposes: ['MiniCart'],
          files: ['remoteEntry.js', '404.js'],
        }),
      },
      /the folder is incomplete: 404\.js missing/,
    ],
    [
      'a release.json listing files outside its folder',
      { 'release.json': fakeReleaseInfo('mf-cart', { exposes: ['MiniCart'], files: ['../../shell/x.js'] }) },
      /lists files outside its folder/,
    ],
    [
      'an entry without a fragment it claims',
      { ...cartExposing(['MiniCart']), 'remoteEntry.js': 'var mf_cart;' },
      /does not expose MiniCart/,
    ],
    [
      'a version missing a fragment the shell mounts',
      cartExposing(['CartPage']),
      /does not expose MiniCart, which the shell .* mounts/,
    ],
    [
      'another major version of @storefront/shared',
      cartExposing(['MiniCart'], { shared: '2.0.0', react: '^19.2.0' }),
      /mf-cart .* was built against @storefront\/shared 2\.0\.0, but the shell .* provides @storefront\/shared 1\.0\.0/,
    ],
    [
      'a slice built on a newer @storefront/shared than the shell provides',
      cartExposing(['MiniCart'], { shared: '1.1.0', react: '^19.2.0' }),
      /mf-cart .* was built against @storefront\/shared 1\.1\.0, but the shell .* provides @storefront\/shared 1\.0\.0 \(an older one\)/,
    ],
    [
      'a React the shell does not provide',
      cartExposing(['MiniCart'], { shared: '1.0.0', react: '^20.0.0' }),
      /mf-cart .* needs React \^20\.0\.0, but the shell .* provides React 19\.2\.0/,
    ],
  ];
  for (const [label, files, message] of refusals) {
    it(`refuses ${label}, saying what failed, and changes nothing`, async () => {
      await activate('shell', await published('shell', shellExpecting({ 'mf-cart': ['MiniCart'] })));
      const good = await published('mf-cart', cartExposing(['MiniCart']));
      await activate('mf-cart', good);
      const bad = await published('mf-cart', { ...cartExposing(['MiniCart']), ...files });
      await assert.rejects(activate('mf-cart', bad), (error: Error) => {
        assert.match(error.message, /^refused: /);
        assert.match(error.message, message);
        assert.match(error.message, /--force skips the checks/);
        return true;
      });
      assert.equal((await readCurrentManifest()).frontends['mf-cart']?.active, good);
    });
  }

  it('--force skips the checks and the history says so', async () => {
    await activate('shell', await published('shell', shellExpecting({ 'mf-cart': ['MiniCart'] })));
    const bad = await published('mf-cart', cartExposing(['CartPage']));
    await activate('mf-cart', bad, { force: true, reason: 'hotfix, checked by hand' });
    const last = (await history('mf-cart')).at(-1);
    assert.deepEqual(
      { action: last?.action, to: last?.to, forced: last?.forced, reason: last?.reason },
      { action: 'activate', to: bad, forced: true, reason: 'hotfix, checked by hand' },
    );
  });

  it('checks a shell against every active slice', async () => {
    await activate('shell', await published('shell', shellExpecting({})));
    await activate('mf-cart', await published('mf-cart', cartExposing(['CartPage'])));
    const strict = await published('shell', {
      ...shellExpecting({ 'mf-cart': ['MiniCart'] }),
      'main.js': 'void 1;',
    });
    await assert.rejects(
      activate('shell', strict),
      /mf-cart .* does not expose MiniCart, which shell .* mounts/,
    );
    const newReact = await published('shell', {
      ...shellExpecting({}, { shared: '1.0.0', react: '18.3.0' }),
      'main.js': 'void 2;',
    });
    await assert.rejects(
      activate('shell', newReact),
      /needs React \^19\.2\.0, but shell .* provides React 18\.3\.0/,
    );
  });

  it('checks a rollback too', async () => {
    await activate('shell', await published('shell', shellExpecting({ 'mf-cart': ['MiniCart'] })));
    const old = await published('mf-cart', cartExposing(['MiniCart'], { shared: '0.9.0', react: '^19.0.0' }));
    await activate('mf-cart', old, { force: true });
    await activate('mf-cart', await published('mf-cart', cartExposing(['MiniCart'])));
    await assert.rejects(rollback('mf-cart'), /built against @storefront\/shared 0\.9\.0/);
  });
});

describe('version ranges', () => {
  it('understands the ranges the builds record', () => {
    assert.equal(satisfies('19.2.3', '^19.2.0'), true);
    assert.equal(satisfies('19.1.9', '^19.2.0'), false);
    assert.equal(satisfies('20.0.0', '^19.2.0'), false);
    assert.equal(satisfies('19.2.9', '~19.2.0'), true);
    assert.equal(satisfies('19.3.0', '~19.2.0'), false);
    assert.equal(satisfies('19.2.0', '19.2.0'), true);
    assert.equal(satisfies('nonsense', '^19.2.0'), false);
  });
});
