import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { CALLS_AT_ONCE, REFUSED_AFTER_MS } from '@storefront/shared/contracts/calls-at-once';
import { buildGateway } from './server.js';
import { createSitemap, fixedSitemapPaths, SITEMAP_MAX_URLS } from './sitemap.js';

const root = await mkdtemp(join(tmpdir(), 'gateway-sitemap-'));
process.env.RELEASES_DIR = join(root, 'releases');

/** 57 products, ids 1-57, men's odd, women's even. */
const PRODUCTS = Array.from({ length: 57 }, (_, i) => ({ id: i + 1, gender: i % 2 ? 'women' : 'men' }));
const PER_FILE = 10;

/**
 * A stand-in API answering the id call by offset and limit; it counts what it was asked, and a
 * file's ids (offset past 0) wait for `gate` when one is given.
 */
async function startApi(gate?: () => Promise<void>): Promise<{ server: Server; url: string; asked: URL[] }> {
  const asked: URL[] = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://api');
    asked.push(url);
    if (gate && Number(url.searchParams.get('limit')) > 1) await gate();
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/api/products/ids') {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 50_000);
      return json(200, { total: PRODUCTS.length, products: PRODUCTS.slice(offset, offset + limit) });
    }
    return json(404, { message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked };
}

let api: Awaited<ReturnType<typeof startApi>>;
let app: FastifyInstance;

before(async () => {
  api = await startApi();
  app = await buildGateway({
    apiUrl: api.url,
    sitemap: createSitemap(api.url, { perFile: PER_FILE }),
    storeOrigins: ['http://shop.example'],
    storePublicUrl: 'http://shop.example',
  });
});

after(async () => {
  await app?.close();
  api?.server.close();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'shop.example' } });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('sitemap.xml', () => {
  const files = Math.ceil((fixedSitemapPaths().length + PRODUCTS.length) / PER_FILE);

  it('is an index naming every sitemap file', async () => {
    const res = await get('/sitemap.xml');
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^application\/xml/);
    assert.match(
      res.body,
      /^<\?xml[^>]+\?><sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    assert.deepEqual(
      locs(res.body),
      Array.from({ length: files }, (_, i) => `http://shop.example/sitemap-${i + 1}.xml`),
    );
    assert.equal(SITEMAP_MAX_URLS, 50_000);
  });

  it('its files hold every public page and product once, in order, at most the cap each, asked a file at a time', async () => {
    const before = api.asked.length;
    const all: string[] = [];
    for (let n = 1; n <= files; n++) {
      const res = await get(`/sitemap-${n}.xml`);
      assert.equal(res.statusCode, 200, `file ${n}`);
      assert.match(
        res.body,
        /<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">.*<\/urlset>$/,
      );
      const urls = locs(res.body);
      assert.ok(urls.length > 0 && urls.length <= PER_FILE, `file ${n}: ${urls.length}`);
      all.push(...urls);
    }
    const expected = [...fixedSitemapPaths(), ...PRODUCTS.map((p) => `/${p.gender}/products/${p.id}`)].map(
      (path) => `http://shop.example${path}`,
    );
    assert.deepEqual(all, expected);
    assert.ok(all.includes('http://shop.example/women/products/filter/DSGN'));
    assert.ok(!all.some((loc) => /\/(cart|account|checkout|wishlist|login)$/.test(loc)), 'no personal pages');
    const asked = api.asked.slice(before).filter((u) => u.pathname === '/api/products/ids');
    assert.ok(asked.every((u) => Number(u.searchParams.get('limit')) <= PER_FILE));
  });

  it('keeps the count and the files for a while', async () => {
    await get('/sitemap.xml');
    await get('/sitemap-2.xml');
    const before = api.asked.length;
    await get('/sitemap.xml');
    await get('/sitemap-2.xml');
    assert.equal(api.asked.length, before);
  });

  it('answers 404 for a file past the last or a malformed name', async () => {
    for (const url of [
      `/sitemap-${files + 1}.xml`,
      '/sitemap-0.xml',
      '/sitemap-x.xml',
      '/sitemap-1.txt',
      '/sitemap-01.xml',
    ]) {
      assert.equal((await get(url)).statusCode, 404, url);
    }
  });

  it('is a 503 with Retry-After when the API cannot say', async () => {
    const down = await buildGateway({ apiUrl: 'http://127.0.0.1:9' });
    try {
      for (const url of ['/sitemap.xml', '/sitemap-1.xml']) {
        const res = await down.inject({ method: 'GET', url });
        assert.equal(res.statusCode, 503, url);
        assert.equal(res.headers['retry-after'], '60');
      }
    } finally {
      await down.close();
    }
  });
});

describe('sitemap files under a flood', () => {
  let held: Awaited<ReturnType<typeof startApi>>;
  let flooded: FastifyInstance;
  let open = () => {};
  let gate = Promise.resolve();

  before(async () => {
    held = await startApi(() => gate);
    flooded = await buildGateway({
      apiUrl: held.url,
      sitemap: createSitemap(held.url, { perFile: PER_FILE }),
      storeOrigins: ['http://shop.example'],
      storePublicUrl: 'http://shop.example',
    });
  });

  after(async () => {
    open();
    await flooded?.close();
    held?.server.close();
  });

  const fileAsks = () => held.asked.filter((u) => Number(u.searchParams.get('limit')) > 1).length;
  const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
    flooded.inject({
      method: 'GET',
      // The last file: products only (the first ones hold the fixed pages, asked of no API).
      url: `/sitemap-${Math.ceil((fixedSitemapPaths().length + PRODUCTS.length) / PER_FILE)}.xml`,
      remoteAddress,
      headers: { host: 'shop.example', ...headers },
    });

  it("asks the API once for a file however many want it, and past a client's share answers 429 without work", async () => {
    gate = new Promise<void>((resolve) => (open = resolve));
    // One address, more than its share, while the file's ids are held; another address beside it.
    const settled: number[] = [];
    const flood = Array.from({ length: CALLS_AT_ONCE + 8 }, () =>
      from('203.0.113.9').then((res) => (settled.push(res.statusCode), res)),
    );
    const other = from('198.51.100.4');
    await new Promise((resolve) => setTimeout(resolve, REFUSED_AFTER_MS + 300));
    assert.deepEqual(settled, Array(8).fill(429), 'past its share, refused a second later');
    open();
    const served = (await Promise.all([...flood, other])).filter((res) => res.statusCode !== 429);
    assert.equal(served.length, CALLS_AT_ONCE + 1);
    assert.deepEqual(new Set(served.map((res) => res.statusCode)), new Set([200]));
    assert.equal(new Set(served.map((res) => res.body)).size, 1, 'the same file for all');
    assert.equal(fileAsks(), 1, 'the API asked once for the file');
  });

  it('sends a kept file compressed for a client that accepts it, the same XML', async () => {
    const plain = await from('198.51.100.4');
    const gzipped = await from('198.51.100.4', { 'accept-encoding': 'gzip' });
    assert.equal(gzipped.statusCode, 200);
    assert.equal(gzipped.headers['content-encoding'], 'gzip');
    assert.match(String(gzipped.headers.vary), /Accept-Encoding/);
    assert.equal(gunzipSync(gzipped.rawPayload).toString(), plain.body);
    assert.ok(gzipped.rawPayload.length < plain.rawPayload.length);
    assert.equal(fileAsks(), 1, 'still the file asked once');
  });
});
