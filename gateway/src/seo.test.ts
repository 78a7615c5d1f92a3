import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { activate, publish } from './release/operations.js';
import { buildGateway } from './server.js';
import { createSeo } from './seo.js';
import { fakeBuild } from './testing/fake-build.js';

const root = await mkdtemp(join(tmpdir(), 'gateway-seo-'));
process.env.RELEASES_DIR = join(root, 'releases');

/** What GET /api/products/20 answers: a whole product, for the page's head (head.ts). */
const PRODUCT_20 = {
  id: 20,
  productId: 20,
  name: 'Studio Leggings',
  gender: 'women',
  category: 'bottoms',
  style: 'leggings',
  price: 50,
  salePrice: 35,
  new: false,
  color: 'green',
  dsgn: 'DSGN',
  description: 'High-waisted leggings.',
  stock: [{ size: 'medium', available: 2 }],
};

/**
 * A stand-in API: product 15 exists (a man's top, an answer without details), 20 is a whole
 * product, 16 is down, 404 for any other id, lists by gender/category.
 */
async function startApi(): Promise<{ server: Server; url: string; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://api');
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/api/products/15') return json(200, { id: 15 });
    if (url.pathname === '/api/products/16') return json(503, { message: 'down' });
    if (url.pathname === '/api/products/20') return json(200, PRODUCT_20);
    if (/^\/api\/products\/\d+$/.test(url.pathname)) return json(404, { message: 'Product not found' });
    if (url.pathname === '/api/products/') {
      const key = `${url.searchParams.get('gender')}:${url.searchParams.get('category')}`;
      return json(
        200,
        key === 'men:tops' ? [{ id: 15 }, { id: 3 }] : key === 'women:bottoms' ? [{ id: 40 }] : [],
      );
    }
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

  it('answers 404, with the store frame, for unknown pages, presets and products', async () => {
    for (const url of [
      '/no/such/page',
      '/men/products/filter/leggings',
      '/kids/products',
      '/men/products/999',
      '/men/products/abc',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 404, url);
      assert.match(res.body, /<div id="root">/, `${url} still renders the store's not-found page`);
      assert.equal(res.headers['cache-control'], 'no-cache');
    }
  });

  it('renders the page (200) when the API cannot say whether a product exists', async () => {
    const res = await app.inject({ method: 'GET', url: '/men/products/16' });
    assert.equal(res.statusCode, 200);
  });

  it("keeps the API's product for the page's head, asking once a minute", async () => {
    const seo = createSeo(api.url);
    const first = await seo.pageStatus('/women/products/20');
    assert.equal(first.status, 200);
    assert.ok('product' in first && first.product);
    assert.equal(first.product.name, 'Studio Leggings');
    assert.equal(first.product.salePrice, 35);
    assert.deepEqual(first.product.stock, [{ size: 'medium', available: 2 }]);
    const asked = api.hits.filter((h) => h === '/api/products/20').length;
    assert.deepEqual(await seo.pageStatus('/men/products/20'), first);
    assert.equal(api.hits.filter((h) => h === '/api/products/20').length, asked);
  });

  it('answers 200 without a product when the API says little or nothing', async () => {
    const seo = createSeo(api.url);
    assert.deepEqual(await seo.pageStatus('/men/products/15'), { status: 200 });
    assert.deepEqual(await seo.pageStatus('/men/products/16'), { status: 200 });
    assert.deepEqual(await seo.pageStatus('/men/products/999'), { status: 404 });
    assert.deepEqual(await seo.pageStatus('/men/products'), { status: 200 });
  });

  it('asks the API about a product once, then remembers', async () => {
    const before = api.hits.filter((h) => h === '/api/products/999').length;
    await app.inject({ method: 'GET', url: '/women/products/999' });
    await app.inject({ method: 'GET', url: '/men/products/999' });
    assert.equal(api.hits.filter((h) => h === '/api/products/999').length, before);
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
    assert.match(res.body, /^Sitemap: http:\/\/shop\.example\/sitemap\.xml$/m);
  });
});
