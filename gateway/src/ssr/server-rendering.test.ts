// Server rendering through the gateway: published releases with server builds, a page request,
// the shell's index.html filled with the frame, its fragments, their styles and data.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { FrontendName } from '../paths.js';
import { activate, publish } from '../release/operations.js';
import { buildGateway } from '../server.js';
import { fakeBuild, withServerBuild } from '../testing/fake-build.js';
import { ACCOUNT, CART, CATALOG, HANGS, SHELL, THROWS } from './fake-server-builds.js';
import { startReleaseStore } from '../testing/release-store.js';

const root = await mkdtemp(join(tmpdir(), 'gateway-ssr-'));
process.env.RELEASES_DIR = join(root, 'releases');
await startReleaseStore();

const INDEX =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>DSGN Fitness</title>' +
  '<script defer src=__SHELL_BASE__/main.js></script></head><body><div id=root></div></body></html>';

async function ship(name: FrontendName, code: string, files: Record<string, string> = {}) {
  const distDir = await fakeBuild(root, name, withServerBuild(name, code, files));
  const { version } = await publish(name, { distDir, activate: false });
  await activate(name, version, { reason: 'test', force: true });
  return version;
}

/** A stand-in API answering the fake builds' requests; counts them. */
async function startApi(): Promise<{ server: Server; url: string; asked: string[] }> {
  const asked: string[] = [];
  const answers: Record<string, unknown> = {
    '/api/products/new': ['Seamless Tee', 'Summer </script><script>alert(1)</script> sale'],
    '/api/products/15': { name: 'Power Tee' },
  };
  const server = createServer((req, res) => {
    asked.push(req.url ?? '');
    const answer = answers[req.url ?? ''];
    if (req.headers.cookie) res.writeHead(400).end('no cookies expected');
    else if (answer) res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    else res.writeHead(404, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked };
}

describe('server-rendered pages', () => {
  let app: FastifyInstance;
  let api: Awaited<ReturnType<typeof startApi>>;
  const versions: Partial<Record<FrontendName, string>> = {};

  before(async () => {
    versions.shell = await ship('shell', SHELL, { 'index.html': INDEX });
    versions['mf-catalog'] = await ship('mf-catalog', CATALOG);
    versions['mf-cart'] = await ship('mf-cart', CART);
    versions['mf-account'] = await ship('mf-account', ACCOUNT);
    api = await startApi();
    app = await buildGateway({
      apiUrl: api.url,
      publicApiBaseUrl: '',
      pageCacheMs: 0,
      ssrBudgetMs: 150,
    });
  });

  after(async () => {
    await app.close();
    await new Promise((resolve) => api.server.close(resolve));
    await rm(root, { recursive: true, force: true });
  });

  it("fills the shell's index.html: frame and fragments in the root, styles and data in the head", async () => {
    const res = await app.inject({ method: 'GET', url: '/home', headers: { cookie: 'sf_session=secret' } });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-cache');
    const [head, body] = res.body.split('</head>');
    assert.match(body, /<div id="root"><main><h1>Store<\/h1>/);
    assert.match(body, /<li>Seamless Tee<\/li><li>Summer &lt;\/script&gt;/);
    assert.ok(body.includes(`data-slice="mf-cart" data-version="${versions['mf-cart']}"`));
    // The route's head (head.ts) names the page, whatever the frame's render called it; the
    // page's fragment says its description and Open Graph over it, for the store's origin (the
    // injected Host, localhost:80, is none of the default STORE_ORIGINS: STORE_PUBLIC_URL's).
    assert.match(head, /<title>DSGN Fitness \| Gym Clothing &amp; Sportswear<\/title>/);
    assert.match(head, /<link rel="canonical" href="http:\/\/localhost:8080\/home">/);
    assert.equal(head.match(/<meta name="description"/g)?.length, 1);
    assert.match(head, /<meta name="description" content="2 new products">/);
    assert.match(head, /<meta property="og:url" content="http:\/\/localhost:8080\/home">/);
    assert.match(head, /<style[^>]*data-styled/);
    // The data block: escaped, never run (no hash allows it), before the shell's deferred script runs.
    const data = /<script type="application\/json" id="store-data">(.*?)<\/script>/.exec(head);
    assert.ok(data, 'the page data is in the head');
    assert.doesNotMatch(data[1], /<\/script>/);
    const pageData = JSON.parse(data[1]) as { data: Record<string, unknown>; slots: string[] };
    // Each rendered slot's data by its key (the carousel's: the heart and the cart load none).
    assert.equal(pageData.slots.length, 3);
    assert.deepEqual(Object.values(pageData.data), [
      ['Seamless Tee', 'Summer </script><script>alert(1)</script> sale'],
    ]);
    assert.ok(pageData.slots.includes(Object.keys(pageData.data)[0]));
    // Each root rendered once, said in the page's Server-Timing.
    const renders = /sf-render;desc="([^"]*)"/.exec(String(res.headers['server-timing']))?.[1];
    assert.deepEqual(
      renders?.split(',').sort(),
      ['frame:1', ...pageData.slots.map((key) => `${key}:1`)].sort(),
    );
    // Only the manifest script may run inline: the CSP allows its hash and no other, so nothing
    // rendered from data (the banner above tries a script) could run.
    const manifestScript = /<script>(window.__STORE_MANIFEST__=[\s\S]*?)<\/script>/.exec(head)?.[1];
    assert.ok(manifestScript);
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    assert.equal(
      scriptSrc,
      `'self' 'sha256-${createHash('sha256').update(manifestScript, 'utf8').digest('base64')}'`,
    );
    // The API was asked as nobody: the shopper's cookie stays with the shopper.
    assert.ok(api.asked.includes('/api/products/new'));
  });

  it("answers the page's fragment's head: a product's title, or the catalog's 404", async () => {
    const found = await app.inject({ method: 'GET', url: '/men/products/15' });
    assert.equal(found.statusCode, 200);
    assert.match(found.body, /<title>Power Tee \| Store<\/title>/);
    assert.match(found.body, /<h2>Power Tee<\/h2>/);
    const missing = await app.inject({ method: 'GET', url: '/men/products/999' });
    assert.equal(missing.statusCode, 404);
    assert.match(missing.body, /<title>PAGE NOT FOUND \| DSGN Fitness<\/title>/);
    assert.match(missing.body, /<meta name="robots" content="noindex">/);
    assert.match(missing.body, /<h2>PRODUCT NOT FOUND<\/h2>/);
    // The API was asked for the product once per page, by the catalog's load only.
    assert.equal(api.asked.filter((url) => url === '/api/products/999').length, 1);
  });

  it("answers the route table's 404, with the frame, and its redirect", async () => {
    const missing = await app.inject({ method: 'GET', url: '/nowhere' });
    assert.equal(missing.statusCode, 404);
    assert.match(missing.body, /<div id="root"><main>/);
    const moved = await app.inject({ method: 'GET', url: '/' });
    assert.equal(moved.statusCode, 301);
    assert.equal(moved.headers.location, '/home');
  });

  it('never serves a server build to a browser', async () => {
    const base = `/releases/mf-catalog/${versions['mf-catalog']}`;
    assert.equal((await app.inject({ method: 'GET', url: `${base}/remoteEntry.js` })).statusCode, 200);
    for (const path of [
      'server/render.cjs',
      'server/render.cjs.br',
      'server/render.cjs.gz',
      'Server/render.cjs',
      'server%2Frender.cjs',
    ])
      assert.equal((await app.inject({ method: 'GET', url: `${base}/${path}` })).statusCode, 404, path);
  });

  for (const [failure, code] of [
    ['throws', THROWS],
    ['hangs', HANGS],
  ] as const) {
    it(`renders the rest of the page within the budget when a slice's server build ${failure}`, async () => {
      const stable = versions['mf-catalog']!;
      const broken = await ship('mf-catalog', `${code}\n/* ${failure} */`);
      try {
        const started = Date.now();
        const res = await app.inject({ method: 'GET', url: '/home' });
        assert.ok(Date.now() - started < 150 + 300, `answered in ${Date.now() - started} ms`);
        assert.equal(res.statusCode, 200);
        assert.match(res.body, /<span>Cart \(0\)<\/span>/);
        assert.doesNotMatch(res.body, /data-slice="mf-catalog"|sf-slot:/);
        assert.match(res.body, /data-slot="mf-catalog\/ProductCarousel"/);
        assert.ok(res.body.includes(`"mf-catalog":{"version":"${broken}"`));
      } finally {
        await activate('mf-catalog', stable, { reason: 'test', force: true });
      }
    });
  }

  it('uses an activated version on the next request, without a restart', async () => {
    const before = await app.inject({ method: 'GET', url: '/home' });
    assert.match(before.body, /<h2>New<\/h2>/);
    const next = await ship(
      'mf-catalog',
      CATALOG.replace("h('h2', null, props.title)", "h('h2', null, 'Next')"),
    );
    const after = await app.inject({ method: 'GET', url: '/home' });
    assert.match(after.body, /<h2>Next<\/h2>/);
    assert.ok(after.body.includes(`data-slice="mf-catalog" data-version="${next}"`));
  });

  it('answers a kept page from memory: the same bytes, its own store origin and the next activation', async () => {
    const kept = await buildGateway({
      apiUrl: api.url,
      publicApiBaseUrl: '',
      pageCacheMs: 60_000,
      storeOrigins: ['http://store.example', 'http://shop.example'],
      storePublicUrl: 'http://store.example',
    });
    try {
      const ask = (host = 'store.example') =>
        kept.inject({ method: 'GET', url: '/home', headers: { host, 'accept-encoding': 'br' } });
      const first = await ask();
      const second = await ask();
      assert.equal(first.headers['content-encoding'], 'br');
      assert.deepEqual(second.rawPayload, first.rawPayload);
      assert.equal(second.headers['content-security-policy'], first.headers['content-security-policy']);
      const html = brotliDecompressSync(second.rawPayload).toString('utf8');
      assert.match(html, /<link rel="canonical" href="http:\/\/store\.example\/home">/);
      // The CSP allows the kept page's own manifest script.
      const manifestScript = /<script>(window.__STORE_MANIFEST__=[\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
      assert.ok(
        String(second.headers['content-security-policy']).includes(
          `'sha256-${createHash('sha256').update(manifestScript, 'utf8').digest('base64')}'`,
        ),
      );
      // Another store origin's page names its own address, not the kept one's; a Host that is
      // none of them gets the public origin's page (page-route-hosts.test.ts).
      const other = brotliDecompressSync((await ask('shop.example')).rawPayload).toString('utf8');
      assert.match(other, /<link rel="canonical" href="http:\/\/shop\.example\/home">/);
      assert.deepEqual((await ask('made-up.example')).rawPayload, first.rawPayload);
      // An activation is a new page at once, however long pages are kept.
      const next = await ship('mf-account', ACCOUNT.replace("'Save'", "'Save!'"));
      const after = brotliDecompressSync((await ask()).rawPayload).toString('utf8');
      assert.ok(after.includes(`data-slice="mf-account" data-version="${next}"`));
    } finally {
      await kept.close();
    }
  });

  it("serves the shell's page as before when the shell's server build fails", async () => {
    await ship('shell', THROWS, {
      'index.html': INDEX.replace('<div id=root></div>', '<div id=root>client</div>'),
    });
    const res = await app.inject({ method: 'GET', url: '/home' });
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /<div id=root>client<\/div>/);
    assert.doesNotMatch(res.body, /store-data/);
  });
});
