// Made-up paths through the whole gateway (page-route.ts, page-cache.ts): each still gets the page
// and status it got, but a flood of them pushes out only each other, never the pages shoppers share.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { COLOURS, SORT_BY } from '@storefront/shared/contracts/vocabulary';
import { buildGateway } from './server.js';
import { shipFakeStore } from './testing/fake-build.js';
import { startReleaseStore } from './testing/release-store.js';

const root = await mkdtemp(join(tmpdir(), 'gateway-page-flood-'));
process.env.RELEASES_DIR = join(root, 'releases');
await startReleaseStore();

/** The fake shell's frame renders so far (fake-server-builds.ts counts them). */
const frameRenders = () => (globalThis as { __renders?: Record<string, number> }).__renders?.frame ?? 0;

const random = () => randomBytes(6).toString('hex');

/** `home` in one of its 16 spellings by case (`/HOME`, `/hOmE`…), as the router takes them all. */
const spelling = (n: number) =>
  [...'home'].map((letter, i) => ((n >> i) & 1 ? letter.toUpperCase() : letter)).join('');

/** A stand-in API: product 15 and the home page's carousel; any other product is unknown (404). */
async function startApi(): Promise<{ server: Server; url: string }> {
  const answers: Record<string, unknown> = {
    '/api/products/new': ['Seamless Tee'],
    '/api/products/15': { name: 'Power Tee' },
  };
  const server = createServer((req, res) => {
    const answer = answers[req.url ?? ''];
    if (answer) res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    else res.writeHead(404, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('made-up paths', () => {
  let app: FastifyInstance;
  let api: Awaited<ReturnType<typeof startApi>>;

  before(async () => {
    await shipFakeStore(root);
    api = await startApi();
    app = await buildGateway({ apiUrl: api.url, publicApiBaseUrl: '', pageCacheMs: 60_000 });
  });

  after(async () => {
    await app.close();
    await new Promise((resolve) => api.server.close(resolve));
    await rm(root, { recursive: true, force: true });
  });

  it('2,600 of them (unknown pages, other spellings, orders, unknown products, filtered listings) leave the real pages cached', async () => {
    const real = ['/home', '/men/products/15'];
    for (const url of real) assert.equal((await app.inject({ url })).statusCode, 200, url);
    const rendered = frameRenders();
    const flood: [string, number][] = [];
    for (let i = 0; i < 500; i++) {
      flood.push([`/${random()}`, 404]);
      flood.push([`/${spelling(i % 16)}${'/'.repeat(1 + Math.floor(i / 16))}`, 200]);
      flood.push([`/checkout/confirmation/${random()}`, 200]);
      // A product id the catalog does not have: its fragment's head says 404.
      flood.push([`/men/products/${1_000 + i}`, 404]);
    }
    // Real listings, filtered: 600 of the millions of filter combinations (a colour, an order and
    // a page), more than the pool every shopper shares holds.
    for (let i = 0; i < 600; i++) {
      const colour = COLOURS[i % COLOURS.length];
      const page = 2 + (Math.floor(i / COLOURS.length) % 30);
      const sort = SORT_BY[Math.floor(i / (COLOURS.length * 30))];
      flood.push([`/men/products?color=${colour}&sort=${sort}&page=${page}`, 200]);
    }
    assert.equal(new Set(flood.map(([url]) => url)).size, flood.length);
    for (const [url, status] of flood) {
      const res = await app.inject({ url });
      assert.equal(res.statusCode, status, url);
    }
    assert.equal(frameRenders(), rendered + flood.length, 'each made-up path rendered once');
    for (const url of real) {
      const res = await app.inject({ url });
      assert.equal(res.statusCode, 200, url);
      assert.match(
        res.body,
        /<link rel="canonical" href="http:\/\/localhost:8080\/(home|men\/products\/15)">/,
      );
    }
    assert.equal(frameRenders(), rendered + flood.length, 'no real page rendered again');
    // The made-up pages are kept in a pool of their own, which stays small: the first are gone.
    await app.inject({ url: flood[0][0] });
    assert.equal(frameRenders(), rendered + flood.length + 1, 'the oldest made-up page was pushed out');
    await app.inject({ url: flood[flood.length - 1][0] });
    assert.equal(frameRenders(), rendered + flood.length + 1, 'the newest is still kept');
  });
});
