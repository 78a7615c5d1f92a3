import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from './server.js';
import { createSitemap, fixedSitemapPaths } from './sitemap.js';

const root = await mkdtemp(join(tmpdir(), 'gateway-sitemap-'));
process.env.RELEASES_DIR = join(root, 'releases');

/** A stand-in API that lists products by gender and category. */
async function startApi(): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://api');
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
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
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

let api: Awaited<ReturnType<typeof startApi>>;
let app: FastifyInstance;

before(async () => {
  api = await startApi();
  app = await buildGateway({ apiUrl: api.url });
});

after(async () => {
  await app?.close();
  api?.server.close();
  await rm(root, { recursive: true, force: true });
});

describe('sitemap.xml', () => {
  it('lists every listing, preset and product page', async () => {
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'shop.example' } });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of [
      '/home',
      '/men/products',
      '/women/products/filter/DSGN',
      '/men/products/filter/hoodies',
      '/men/products/15',
      '/men/products/3',
      '/women/products/40',
    ]) {
      assert.ok(locs.includes(`http://shop.example${path}`), path);
    }
    assert.ok(
      !locs.some((loc) => /\/(cart|account|checkout|wishlist|login)$/.test(loc)),
      'no personal pages',
    );
    assert.equal(locs.length, fixedSitemapPaths().length + 3);
  });

  it('is a 503 with Retry-After when the API cannot list the products', async () => {
    const sitemap = createSitemap('http://127.0.0.1:9');
    assert.equal(await sitemap.sitemapPaths(), null);
    const down = await buildGateway({ apiUrl: 'http://127.0.0.1:9' });
    try {
      const res = await down.inject({ method: 'GET', url: '/sitemap.xml' });
      assert.equal(res.statusCode, 503);
      assert.equal(res.headers['retry-after'], '60');
    } finally {
      await down.close();
    }
  });
});
