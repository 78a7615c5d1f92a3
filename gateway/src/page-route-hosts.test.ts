// The origin a page is finished for (page-route.ts, page-finisher.ts): the request's own when it is
// one of STORE_ORIGINS, else STORE_PUBLIC_URL's. A flood of made-up Hosts is served the public
// origin's kept page, never finished again and never naming itself; each store origin keeps its own.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from './config.js';
import { createEdge } from './edge.js';
import { registerPageRoute } from './page-route.js';
import { renderPage } from './page-html.js';
import { stopManifestFeed } from './release/active-releases.js';
import { createDataLoader } from './ssr/data-loader.js';
import { createServerBuilds } from './ssr/server-builds.js';
import { shipFakeStore } from './testing/fake-build.js';
import { startReleaseStore } from './testing/release-store.js';

const root = await mkdtemp(join(tmpdir(), 'gateway-page-hosts-'));
process.env.RELEASES_DIR = join(root, 'releases');
await startReleaseStore();

const PUBLIC = 'http://localhost:8123';

/** A stand-in API: the home page's carousel. */
async function startApi(): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    if (req.url === '/api/products/new')
      res.writeHead(200, { 'content-type': 'application/json' }).end('["Seamless Tee"]');
    else res.writeHead(404, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** The absolute links of a page's head: its canonical and og:url. */
function links(html: string): string[] {
  const canonical = /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
  const ogUrl = /<meta property="og:url" content="([^"]*)">/.exec(html)?.[1];
  return [canonical ?? 'no canonical', ogUrl ?? 'no og:url'];
}

describe('the origin a page is finished for', () => {
  let app: FastifyInstance;
  let api: Awaited<ReturnType<typeof startApi>>;
  /** Each finishing of a page (page-html.ts's renderPage): its head's canonical. */
  const finished: string[] = [];

  before(async () => {
    await shipFakeStore(root);
    api = await startApi();
    // As npm start on PORT=8123 sets it (serve-all-env.ts), plus an https origin behind a balancer.
    const config = {
      ...loadConfig({
        ...process.env,
        STORE_PUBLIC_URL: PUBLIC,
        STORE_ORIGINS: `${PUBLIC},http://127.0.0.1:8123,https://shop.example`,
        GATEWAY_TRUSTED_PROXIES: '127.0.0.1',
      }),
      apiUrl: api.url,
      publicApiBaseUrl: '',
    };
    app = await createEdge(config);
    app.addHook('onClose', async () => stopManifestFeed());
    registerPageRoute(app, {
      config,
      builds: createServerBuilds(),
      get: createDataLoader({ apiUrl: api.url, timeoutMs: 1_000 }),
      pageCacheMs: 60_000,
      renderPage: (pathname, releases, options) => {
        finished.push(links(options.head)[0]);
        return renderPage(pathname, releases, options);
      },
    });
  });

  after(async () => {
    await app.close();
    await new Promise((resolve) => api.server.close(resolve));
    await rm(root, { recursive: true, force: true });
  });

  const home = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/home', headers: { 'accept-encoding': 'br', ...headers } });
  const html = (res: { rawPayload: Buffer }) => brotliDecompressSync(res.rawPayload).toString('utf8');

  it('serves 2,000 made-up Hosts the public origin’s kept page: no new finishing, no link to them', async () => {
    const real = await home({ host: 'localhost:8123' });
    assert.equal(real.statusCode, 200);
    assert.deepEqual(links(html(real)), [`${PUBLIC}/home`, `${PUBLIC}/home`]);
    assert.deepEqual(finished, [`${PUBLIC}/home`]);
    const namingOthers: string[] = [];
    for (let i = 0; i < 2_000; i++) {
      const host = `${randomBytes(6).toString('hex')}.example`;
      const res = await home({ host });
      assert.equal(res.statusCode, 200, host);
      const page = html(res);
      const named = links(page);
      if (page.includes(host) || named.some((link) => link !== `${PUBLIC}/home`)) namingOthers.push(host);
    }
    assert.equal(finished.length, 1, 'no page finished (nor compressed) for a made-up Host');
    assert.deepEqual(namingOthers, [], 'every answer links to the public origin, naming no made-up Host');
    // The real Host's page is still the kept one: the same bytes, compressed once.
    assert.deepEqual((await home({ host: 'localhost:8123' })).rawPayload, real.rawPayload);
    assert.equal(finished.length, 1);
  });

  it('gives a configured second origin its own links, kept as well', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await home({ host: '127.0.0.1:8123' });
      assert.deepEqual(links(html(res)), ['http://127.0.0.1:8123/home', 'http://127.0.0.1:8123/home']);
    }
    assert.equal(finished.filter((link) => link === 'http://127.0.0.1:8123/home').length, 1);
  });

  it('takes the scheme from the connection or a trusted proxy’s X-Forwarded-Proto, as before', async () => {
    const secure = await home({ host: 'shop.example', 'x-forwarded-proto': 'https' });
    assert.deepEqual(links(html(secure)), ['https://shop.example/home', 'https://shop.example/home']);
    // http://shop.example is not one of the store's origins: the public origin's page.
    const plain = await home({ host: 'shop.example' });
    assert.deepEqual(links(html(plain)), [`${PUBLIC}/home`, `${PUBLIC}/home`]);
    // The same port on another name (the Host's, not a configured one) is no store origin either.
    const other = await home({ host: 'localhost:8124' });
    assert.deepEqual(links(html(other)), [`${PUBLIC}/home`, `${PUBLIC}/home`]);
  });

  it('still answers 400 to a malformed Host', async () => {
    assert.equal((await home({ host: 'a b' })).statusCode, 400);
  });
});
