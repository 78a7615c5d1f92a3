import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { activate, publish } from './release/operations.js';
import { buildGateway } from './server.js';
import { fakeBuild } from './testing/fake-build.js';
import { startReleaseStore } from './testing/release-store.js';

const root = await mkdtemp(join(tmpdir(), 'gateway-seo-'));
process.env.RELEASES_DIR = join(root, 'releases');
await startReleaseStore();

/** A stand-in API: it is never asked for a page's status (the catalog's head says a product's 404). */
async function startApi(): Promise<{ server: Server; url: string; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://api');
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (/^\/api\/products\/\d+$/.test(url.pathname)) return json(404, { message: 'Product not found' });
    return json(404, { message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits };
}

let api: Awaited<ReturnType<typeof startApi>>;
let app: FastifyInstance;

before(async () => {
  api = await startApi();
  const dist = await fakeBuild(root, 'shell', {
    'index.html':
      '<!doctype html><html><head><title>Store</title></head><body><div id="root"></div></body></html>',
  });
  await activate('shell', (await publish('shell', { distDir: dist })).version);
  app = await buildGateway({ apiUrl: api.url });
});

after(async () => {
  await app?.close();
  api?.server.close();
  await rm(root, { recursive: true, force: true });
});

describe('page statuses', () => {
  it('redirects / to /home for good, keeping the query', async () => {
    const res = await app.inject({ method: 'GET', url: '/?utm_source=x' });
    assert.equal(res.statusCode, 301);
    assert.equal(res.headers.location, '/home?utm_source=x');
  });

  // `//` was read as an address with no host, and the page route answered 500.
  it('reads a path that starts with // as the path it is', async () => {
    const root = await app.inject({ method: 'GET', url: '//' });
    assert.equal(root.statusCode, 301);
    assert.equal(root.headers.location, '/home');
    for (const url of ['//home', '///x'])
      assert.equal((await app.inject({ method: 'GET', url })).statusCode, 404, url);
  });

  it('reads a request target in absolute form (as a proxy may send it) by its path', async () => {
    // Over a socket: an injected request turns the target into a path before the gateway sees it.
    const address = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('http://', '');
    const [host, port] = address.split(':');
    const status = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), host, () =>
        socket.write(
          'GET http://shop.example/men/products HTTP/1.1\r\nHost: shop.example\r\nConnection: close\r\n\r\n',
        ),
      );
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      socket.on('end', () => resolve(answer.split('\r\n')[0]));
      socket.on('error', reject);
    });
    assert.equal(status, 'HTTP/1.1 200 OK');
  });

  it('answers 200 for the pages of the route table', async () => {
    for (const url of [
      '/home',
      '/cart',
      '/men/products',
      '/women/products/filter/DSGN',
      '/men/products/15',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 200, url);
      assert.match(res.body, /<div id="root">/);
    }
  });

  it('answers 404, with the store frame, for unknown pages and presets', async () => {
    for (const url of [
      '/no/such/page',
      '/men/products/filter/leggings',
      '/kids/products',
      '/men/products/abc',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 404, url);
      assert.match(res.body, /<div id="root">/, `${url} still renders the store's not-found page`);
      assert.equal(res.headers['cache-control'], 'no-cache');
    }
  });

  it('never asks the API about a product: without a catalog that says so, a product page is a page', async () => {
    // A missing product's 404 is the catalog's head (ssr/server-rendering.test.ts, mf-catalog's product-head).
    const res = await app.inject({ method: 'GET', url: '/men/products/999' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(api.hits, []);
  });
});

describe('robots.txt', () => {
  it('robots.txt keeps crawlers out of the API and personal pages and names the sitemap', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'shop.example' } });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/plain/);
    assert.match(res.body, /^User-agent: \*$/m);
    assert.match(res.body, /^Disallow: \/api\/$/m);
    assert.match(res.body, /^Disallow: \/cart$/m);
    // shop.example is no origin of this store (STORE_ORIGINS): the public one is named, never a
    // Host a client made up (robots.txt is kept by shared caches for an hour).
    assert.match(res.body, /^Sitemap: http:\/\/localhost:8080\/sitemap\.xml$/m);
    const own = await app.inject({ method: 'GET', url: '/robots.txt', headers: { host: '127.0.0.1:8080' } });
    assert.match(own.body, /^Sitemap: http:\/\/127\.0\.0\.1:8080\/sitemap\.xml$/m);
  });
});
