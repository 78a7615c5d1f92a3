// The edge (edge.ts) through the whole gateway: release files immutable and only from the
// releases folder, /api forwarded to a stand-in API, the health check.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { SLICES, type FrontendName } from './paths.js';
import { publish } from './release/operations.js';
import { buildGateway } from './server.js';
import { fakeBuild, fakeShellIndex } from './testing/fake-build.js';
import { startReleaseStore } from './testing/release-store.js';

const root = await mkdtemp(join(tmpdir(), 'gateway-edge-'));
const releases = join(root, 'releases');
process.env.RELEASES_DIR = releases;
await startReleaseStore();

const IMMUTABLE = 'public, max-age=31536000, immutable';

const shellIndex = fakeShellIndex;

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

after(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('edge', () => {
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

  it("has no manifest file to serve: the manifest is the database's, inlined in each page", async () => {
    const res = await app.inject({ method: 'GET', url: '/releases/manifest.json' });
    assert.equal(res.statusCode, 404);
  });

  it("never serves a file outside a release's own folder, such as an old checkout's manifest", async () => {
    await writeFile(join(releases, 'manifest.json'), '{"active":{}}');
    await writeFile(join(releases, 'mf-cart', 'notes.txt'), 'not a release file');
    for (const url of ['/releases/manifest.json', '/releases/mf-cart/notes.txt']) {
      const res = await app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 404, url);
    }
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
