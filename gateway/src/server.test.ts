import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { SLICES, type FrontendName } from './paths.js';
import { activate, publish } from './release/operations.js';
import { buildGateway } from './server.js';
import { fakeBuild } from './testing/fake-build.js';

const root = await mkdtemp(join(tmpdir(), 'gateway-server-'));
const releases = join(root, 'releases');
process.env.RELEASES_DIR = releases;

const IMMUTABLE = 'public, max-age=31536000, immutable';

const shellIndex = (marker: string) =>
  `<!doctype html><html><head><title>Store</title><link rel="stylesheet" href="__SHELL_BASE__/main.css">` +
  `</head><body><div id="root">${marker}</div><script src="__SHELL_BASE__/main.js"></script></body></html>`;

async function publishFrom(name: FrontendName, files: Record<string, string>) {
  return (await publish(name, { distDir: await fakeBuild(root, name, files) })).version;
}

interface Seen {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A stand-in API on a free port that records what reached it. */
async function startUpstream(): Promise<{ server: Server; url: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      if (req.url?.startsWith('/api/cart')) {
        res.writeHead(401, { 'content-type': 'text/plain' }).end('Unauthorized');
        return;
      }
      res
        .writeHead(201, { 'content-type': 'application/json', 'set-cookie': 'sid=abc; Path=/; HttpOnly' })
        .end(JSON.stringify({ userName: 'gymrat', email: 'gym@rat.io' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
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

describe('gateway without an active shell', () => {
  it('answers page routes with 503', async () => {
    const app = await buildGateway({ apiUrl: 'http://127.0.0.1:9' });
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

describe('gateway', () => {
  let app: FastifyInstance;
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  const versions = {} as Record<FrontendName, string>;

  before(async () => {
    for (const slice of SLICES) {
      versions[slice] = await publishFrom(slice, { 'remoteEntry.js': `var ${slice.replace('-', '_')} = 1;` });
    }
    versions.shell = await publishFrom('shell', {
      'index.html': shellIndex('index page'),
      'main.js': 'console.log("shell");',
    });
    upstream = await startUpstream();
    app = await buildGateway({ apiUrl: upstream.url, publicApiBaseUrl: '' });
  });

  after(async () => {
    await app.close();
    await new Promise((resolve) => upstream.server.close(resolve));
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
    const hostileApp = await buildGateway({ apiUrl: upstream.url, publicApiBaseUrl: hostile });
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

  it('serves release files with immutable caching', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/releases/mf-cart/${versions['mf-cart']}/remoteEntry.js`,
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.body, 'var mf_cart = 1;');
    assert.equal(res.headers['cache-control'], IMMUTABLE);
    assert.match(String(res.headers['content-type']), /javascript/);

    const shellFile = await app.inject({ method: 'GET', url: `/releases/shell/${versions.shell}/main.js` });
    assert.equal(shellFile.statusCode, 200);
    assert.equal(shellFile.headers['cache-control'], IMMUTABLE);
  });

  it('serves the manifest itself without caching', async () => {
    const res = await app.inject({ method: 'GET', url: '/releases/manifest.json' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-cache');
  });

  it('answers 404 for unknown asset paths', async () => {
    for (const url of [
      `/releases/mf-cart/${versions['mf-cart']}/nope.js`,
      '/releases/mf-cart/0.0.0-00000000/remoteEntry.js',
      '/releases/mf-nope/1.0.0/remoteEntry.js',
      '/favicon.ico',
      '/main.js',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 404, url);
      assert.doesNotMatch(res.body, /<html/, url);
    }
  });

  it('does not serve files outside the releases folder', async () => {
    await writeFile(join(root, 'secret.txt'), 'secret');
    for (const url of [
      '/releases/../secret.txt',
      '/releases/%2e%2e/secret.txt',
      '/releases/..%2fsecret.txt',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      assert.notEqual(res.statusCode, 200, url);
      assert.ok(!res.body.includes('secret'), url);
    }
  });

  it('answers other methods on pages with 404', async () => {
    const res = await app.inject({ method: 'POST', url: '/home' });
    assert.equal(res.statusCode, 404);
  });

  it('forwards /api calls to the API with their method, path, query, body and cookies', async () => {
    upstream.seen.length = 0;
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/login?from=test',
      headers: { 'content-type': 'application/json', cookie: 'sid=old' },
      payload: { username: 'gymrat', password: 'Passw0rd!' },
    });
    assert.equal(res.statusCode, 201);
    assert.deepEqual(res.json(), { userName: 'gymrat', email: 'gym@rat.io' });
    assert.match(String(res.headers['set-cookie']), /sid=abc/);
    assert.equal(upstream.seen.length, 1);
    const [call] = upstream.seen;
    assert.equal(call.method, 'POST');
    assert.equal(call.url, '/api/users/login?from=test');
    assert.equal(call.headers.cookie, 'sid=old');
    assert.deepEqual(JSON.parse(call.body), { username: 'gymrat', password: 'Passw0rd!' });
    // The API rate-limits per shopper address and sets Secure cookies behind HTTPS.
    assert.equal(call.headers['x-forwarded-for'], '127.0.0.1');
    assert.equal(call.headers['x-forwarded-proto'], 'http');
  });

  it("passes the API's error statuses through", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/cart/' });
    assert.equal(res.statusCode, 401);
    assert.equal(res.body, 'Unauthorized');
    assert.equal(upstream.seen.at(-1)?.url, '/api/cart/');
  });

  it('answers its health check', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    assert.deepEqual(res.json(), { status: 'ok' });
  });
});
