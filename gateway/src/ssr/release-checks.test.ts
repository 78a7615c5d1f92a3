// The release checks run a version's server build before it goes live (release/checks.ts).
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, beforeEach, describe, it } from 'node:test';
import type { FrontendName } from '../paths.js';
import { checkRelease } from '../release/checks.js';
import { activate, publish } from '../release/operations.js';
import { forgetLastGoodManifest } from '../release/active-releases.js';
import { readCurrentManifest } from '../release/manifest-change.js';
import { fakeBuild, withServerBuild } from '../testing/fake-build.js';
import { CART, CART_WITH_DRAWER, CATALOG, HANGS, SHELL, THROWS } from './fake-server-builds.js';
import { resetReleaseStates, startReleaseStore } from '../testing/release-store.js';

const root = await mkdtemp(join(tmpdir(), 'gateway-ssr-checks-'));
process.env.RELEASES_DIR = join(root, 'releases');
await startReleaseStore();

beforeEach(async () => {
  await resetReleaseStates();
  await rm(join(root, 'releases'), { recursive: true, force: true });
  forgetLastGoodManifest();
});
after(() => rm(root, { recursive: true, force: true }));

const EXPOSES: Partial<Record<FrontendName, string[]>> = {
  'mf-catalog': ['ProductCarousel'],
  'mf-cart': ['MiniCart'],
};

async function published(name: FrontendName, code: string | null, exposes = EXPOSES[name]) {
  const remote = `var x;({${(exposes ?? []).map((e) => `"./${e}":()=>1`).join(',')}});`;
  const files =
    code === null
      ? {}
      : withServerBuild(
          name,
          code,
          name === 'shell' ? {} : { 'remoteEntry.js': remote },
          exposes ? { exposes } : {},
        );
  const distDir = await fakeBuild(root, name, files);
  return (await publish(name, { distDir, activate: false })).version;
}

const versionsOf = (name: FrontendName, version: string) => ({ versions: { [name]: version } });

describe('release checks of server builds', () => {
  it('activate a shell and slices whose server builds render', async () => {
    await activate('shell', await published('shell', SHELL));
    await activate('mf-catalog', await published('mf-catalog', CATALOG));
    await activate('mf-cart', await published('mf-cart', CART));
    assert.ok((await readCurrentManifest()).frontends['mf-cart']?.active);
  });

  it('renders an expose that needs props with sample props', async () => {
    const code = CATALOG.replace(
      'function Root(props) {',
      "function Root(props) { if (!props.source) throw new Error('no source');",
    );
    const version = await published('mf-catalog', code);
    assert.deepEqual(await checkRelease('mf-catalog', version, versionsOf('mf-catalog', version)), []);
  });

  for (const [label, code, expected] of [
    ['throws while rendering', THROWS, /does not render MiniCart: a broken server build/],
    [
      'throws while loading',
      'throw new Error("boom at load");',
      /server\/render.cjs does not load: boom at load/,
    ],
    [
      'requires a module the gateway does not provide',
      'require("node:child_process");',
      /node:child_process is not provided to server builds/,
    ],
    ['exports no fragments', 'exports.nothing = 1;', /exports no fragments/],
  ] as const) {
    it(`refuses a slice whose server build ${label}`, async () => {
      const version = await published('mf-cart', code);
      await assert.rejects(activate('mf-cart', version), (error: Error) => {
        assert.match(error.message, /^refused: mf-cart .*--force skips the checks/);
        assert.match(error.message, expected);
        return true;
      });
    });
  }

  it('refuses a shell whose server build throws on /home', async () => {
    const version = await published('shell', THROWS);
    await assert.rejects(activate('shell', version), /does not render \/home: a broken server build/);
  });

  // The page route would take neither (ssr/compose.ts, render-slots.ts): every page would lose it.
  it('refuses a shell or a slice whose render answers less than a root (HTML, styles and slots)', async () => {
    const shell = await published('shell', "exports.render = () => ({ html: '<main></main>' });");
    await assert.rejects(activate('shell', shell), /does not render \/home: it answered no frame/);
    const cart = await published(
      'mf-cart',
      `exports.fragments = { MiniCart: { browserOnly: false, load: async () => undefined,
        render: () => ({ html: '<span>Cart</span>' }), head: () => null } };`,
    );
    const problems = await checkRelease('mf-cart', cart, versionsOf('mf-cart', cart));
    assert.match(problems.join(), /does not render MiniCart: it answered no HTML/);
  });

  it('refuses a server build that hangs (after the check budget)', { timeout: 10_000 }, async () => {
    const version = await published('mf-cart', HANGS);
    const problems = await checkRelease('mf-cart', version, versionsOf('mf-cart', version));
    assert.match(problems.join(), /does not render MiniCart: no answer within 5 s/);
  });

  it('lets an older build without a server build through, with a note', async () => {
    const version = await published('mf-cart', null);
    const notes: string[] = [];
    assert.deepEqual(
      await checkRelease('mf-cart', version, { ...versionsOf('mf-cart', version), notes }),
      [],
    );
    assert.match(notes.join(), /has no server build \(an older build\)/);
  });

  it('notes an expose that renders in the browser only', async () => {
    const version = await published('mf-cart', CART_WITH_DRAWER, ['MiniCart', 'CartDrawer']);
    const notes: string[] = [];
    assert.deepEqual(
      await checkRelease('mf-cart', version, { ...versionsOf('mf-cart', version), notes }),
      [],
    );
    assert.match(notes.join(), /CartDrawer renders in the browser only/);
  });
});
