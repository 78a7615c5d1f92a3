// The page route (page-route.ts) through the whole gateway: the active shell's HTML with its base
// and the inlined manifest, a new activation on the next page, 503 without a shell.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { SLICES, type FrontendName } from './paths.js';
import { activate, publish } from './release/operations.js';
import { buildGateway } from './server.js';
import { fakeBuild, fakeShellIndex } from './testing/fake-build.js';
import { startReleaseStore } from './testing/release-store.js';

const root = await mkdtemp(join(tmpdir(), 'gateway-page-route-'));
const releases = join(root, 'releases');
process.env.RELEASES_DIR = releases;
await startReleaseStore();
/** Nothing listens there: these pages need no API. */
const NO_API = 'http://127.0.0.1:9';

const shellIndex = fakeShellIndex;

async function publishFrom(name: FrontendName, files: Record<string, string>) {
  return (await publish(name, { distDir: await fakeBuild(root, name, files) })).version;
}

/** The JSON inlined as `window.<name>=...;` in the page. */
function inlined(html: string, name: string): unknown {
  const match = new RegExp(`window\\.${name}=(.*?);(?:window|</script>)`).exec(html);
  assert.ok(match, `${name} is inlined`);
  return JSON.parse(match[1]);
}

after(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('page route without an active shell', () => {
  it('answers page routes with 503', async () => {
    const app = await buildGateway({ apiUrl: NO_API });
    try {
      const res = await app.inject({ method: 'GET', url: '/home' });
      assert.equal(res.statusCode, 503);
      // A plain page with no internals.
      assert.match(String(res.headers['content-type']), /text\/html/);
      assert.doesNotMatch(res.body, /releases|manifest|error|ENOENT|tmp/i);
    } finally {
      await app.close();
    }
  });
});

describe('page route', () => {
  let app: FastifyInstance;
  const versions = {} as Record<FrontendName, string>;

  before(async () => {
    for (const slice of SLICES) {
      versions[slice] = await publishFrom(slice, { 'remoteEntry.js': `var ${slice.replace('-', '_')} = 1;` });
    }
    versions.shell = await publishFrom('shell', {
      'index.html': shellIndex('index page'),
      'main.js': 'console.log("shell");',
    });
    app = await buildGateway({ apiUrl: NO_API, publicApiBaseUrl: '' });
  });

  after(async () => {
    await app.close();
  });

  it("answers a page route with the active shell's index.html, its base filled in", async () => {
    const res = await app.inject({ method: 'GET', url: '/men/products/filter/new?sort=1' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/html/);
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.match(res.body, /index page/);
    const base = `/releases/shell/${versions.shell}`;
    assert.ok(res.body.includes(`<script src="${base}/main.js"></script>`));
    assert.ok(res.body.includes(`href="${base}/main.css"`));
    assert.ok(!res.body.includes('__SHELL_BASE__'));
  });

  it('inlines the release manifest in the head, and adds no script request of its own', async () => {
    const res = await app.inject({ method: 'GET', url: '/women/products/20' });
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    const expected = Object.fromEntries(
      SLICES.map((s) => [s, { version: versions[s], entry: `/releases/${s}/${versions[s]}/remoteEntry.js` }]),
    );
    assert.deepEqual(inlined(head, '__STORE_MANIFEST__'), { frontends: expected });
    assert.deepEqual(inlined(head, '__STORE_CONFIG__'), { apiBaseUrl: '' });
    // The shell's loader asks for the remote entries from the manifest once the page has been shown
    // (shell/src/index.html): the manifest is the only place they appear.
    for (const { entry } of Object.values(expected)) assert.equal(res.body.split(entry).length - 1, 1, entry);
    assert.ok(!res.body.includes('rel="preload"'));
  });

  it('escapes < in the inlined JSON so it cannot close the script', async () => {
    const hostile = 'https://api.example.com/</script><script>alert(1)</script>';
    const hostileApp = await buildGateway({ apiUrl: NO_API, publicApiBaseUrl: hostile });
    try {
      const res = await hostileApp.inject({ method: 'GET', url: '/home' });
      assert.ok(!res.body.includes('<script>alert(1)'));
      assert.ok(res.body.includes('\\u003c/script>'));
      assert.deepEqual(inlined(res.body, '__STORE_CONFIG__'), { apiBaseUrl: hostile });
    } finally {
      await hostileApp.close();
    }
  });

  it('uses a newly activated release on the next page load, without a restart', async () => {
    const next = await publishFrom('mf-search', { 'remoteEntry.js': 'var mf_search = 2;' });
    try {
      const res = await app.inject({ method: 'GET', url: '/wishlist' });
      const manifest = inlined(res.body, '__STORE_MANIFEST__') as {
        frontends: Record<string, { version: string; entry: string }>;
      };
      assert.equal(manifest.frontends['mf-search'].version, next);
      assert.equal(manifest.frontends['mf-search'].entry, `/releases/mf-search/${next}/remoteEntry.js`);
    } finally {
      await activate('mf-search', versions['mf-search']);
    }
  });
  it('answers other methods on pages with 404', async () => {
    const res = await app.inject({ method: 'POST', url: '/home' });
    assert.equal(res.statusCode, 404);
  });
});
