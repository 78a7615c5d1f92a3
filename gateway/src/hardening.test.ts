import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { publish } from './release/operations.js';
import { buildGateway } from './server.js';
import { fakeBuild } from './testing/fake-build.js';
import { startReleaseStore } from './testing/release-store.js';

const root = await mkdtemp(join(tmpdir(), 'gateway-hardening-'));
process.env.RELEASES_DIR = join(root, 'releases');
await startReleaseStore();

const shellHtml =
  '<!doctype html><html><head><title>Store</title><script>window.early=1</script></head>' +
  '<body><div id="root"></div><script src="__SHELL_BASE__/main.js"></script></body></html>';

async function publishFrom(name: 'shell' | 'mf-cart', files: Record<string, string>) {
  return (await publish(name, { distDir: await fakeBuild(root, name, files) })).version;
}

let cartVersion = '';
before(async () => {
  await publishFrom('shell', { 'index.html': shellHtml, 'main.js': 'console.log(1)', 'main.js.map': '{}' });
  cartVersion = await publishFrom('mf-cart', {
    'remoteEntry.js': 'var x=1;',
    'remoteEntry.js.map': '{"sources":[]}',
  });
});
after(async () => {
  await rm(root, { recursive: true, force: true });
});

/** The CSP hash of an inline script's body, as script-src lists it. */
const scriptHash = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

describe('security headers and the inlined scripts allowed by hash', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildGateway({ apiUrl: 'http://127.0.0.1:9', publicApiBaseUrl: 'https://api.example.com/' });
  });
  after(() => app.close());

  it('gives pages a CSP that allows exactly their own inline scripts, by hash', async () => {
    const first = await app.inject({ method: 'GET', url: '/home' });
    const csp = String(first.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1].split(' ') ?? [];
    const inlineScripts = [...first.body.matchAll(/<script(?![^>]*src=)([^>]*)>([\s\S]*?)<\/script>/g)];
    assert.equal(inlineScripts.length, 2);
    // The template's script and the manifest script, each allowed by its own hash and nothing else.
    assert.deepEqual(scriptSrc, ["'self'", ...inlineScripts.map(([, , body]) => scriptHash(body))]);
    assert.ok(inlineScripts.some(([, , body]) => body === 'window.early=1'));
    assert.ok(inlineScripts.some(([, , body]) => body.startsWith('window.__STORE_MANIFEST__=')));
    assert.doesNotMatch(first.body, /nonce=/);
    assert.doesNotMatch(csp, /script-src[^;]*(unsafe-inline|\*|https:)/);
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"]) {
      assert.ok(csp.includes(directive), directive);
    }
    assert.match(csp, /connect-src 'self' https:\/\/api\.example\.com/);
    assert.equal(first.headers['x-content-type-options'], 'nosniff');
    assert.equal(first.headers['x-frame-options'], 'DENY');
    assert.equal(first.headers['referrer-policy'], 'strict-origin-when-cross-origin');
    assert.match(String(first.headers['permissions-policy']), /camera=\(\)/);
    assert.equal(first.headers['strict-transport-security'], undefined);
  });

  it('does not tell the page overrides are allowed', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/home?override=mf-account=http://127.0.0.1:1/remoteEntry.js',
    });
    assert.doesNotMatch(res.body, /devOverrides/);
    assert.doesNotMatch(String(res.headers['content-security-policy']), /127\.0\.0\.1/);
  });

  it('sends HSTS only over HTTPS from a trusted proxy', async () => {
    const plain = await app.inject({
      method: 'GET',
      url: '/home',
      headers: { 'x-forwarded-proto': 'https' },
    });
    assert.equal(plain.headers['strict-transport-security'], undefined);
    const proxied = await buildGateway({ apiUrl: 'http://127.0.0.1:9', trustedProxies: ['127.0.0.1'] });
    try {
      const res = await proxied.inject({
        method: 'GET',
        url: '/home',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-proto': 'https' },
      });
      assert.match(String(res.headers['strict-transport-security']), /max-age=/);
    } finally {
      await proxied.close();
    }
  });

  it('serves release files with nosniff and never their source maps', async () => {
    const entry = await app.inject({ method: 'GET', url: `/releases/mf-cart/${cartVersion}/remoteEntry.js` });
    assert.equal(entry.statusCode, 200);
    assert.equal(entry.headers['x-content-type-options'], 'nosniff');
    for (const encoding of ['', 'gzip', 'br']) {
      const map = await app.inject({
        method: 'GET',
        url: `/releases/mf-cart/${cartVersion}/remoteEntry.js.map`,
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
      assert.equal(map.statusCode, 404, encoding);
      assert.doesNotMatch(map.body, /sources/);
    }
  });

  it('in dev-override mode tells the page and allows loopback scripts', async () => {
    const dev = await buildGateway({
      apiUrl: 'http://127.0.0.1:9',
      devOverrides: true,
      devOverrideOrigins: [],
    });
    try {
      const res = await dev.inject({ method: 'GET', url: '/home' });
      assert.match(res.body, /"devOverrides":\{"origins":\[\]\}/);
      assert.match(String(res.headers['content-security-policy']), /script-src[^;]*http:\/\/127\.0\.0\.1:\*/);
    } finally {
      await dev.close();
    }
  });
});

describe('no internals in errors', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildGateway({ apiUrl: 'http://127.0.0.1:9' });
  });
  after(() => app.close());

  it('answers generic JSON with 502 when the API is down', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/products' });
    assert.ok([502, 503].includes(res.statusCode), String(res.statusCode));
    assert.deepEqual(Object.keys(res.json()), ['message']);
    assert.doesNotMatch(res.body, /ECONNREFUSED|127\.0\.0\.1|FST_/);
  });

  it("never sends Fastify's default bodies", async () => {
    const cases = [
      { method: 'POST' as const, url: '/healthz', json: true },
      { method: 'GET' as const, url: `/api/${'x'.repeat(200)}%`, json: true },
      { method: 'GET' as const, url: '/women/%E0%A4%A', json: false },
    ];
    for (const c of cases) {
      const res = await app.inject({ method: c.method, url: c.url });
      assert.ok(res.statusCode >= 400, c.url);
      assert.doesNotMatch(res.body, /FST_|xxxxxxxx|%E0|statusCode/, c.url);
    }
  });

  it("answers requests Node's parser rejects without Fastify's body", async () => {
    const server = await buildGateway({ apiUrl: 'http://127.0.0.1:9' });
    await server.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = server.server.address() as AddressInfo;
      for (const raw of [
        'GARBAGE\r\n\r\n',
        `GET /home HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      ]) {
        const answer = await new Promise<string>((resolve) => {
          let data = '';
          const socket = connect(port, '127.0.0.1', () => socket.write(raw));
          socket.on('data', (chunk: Buffer) => (data += chunk.toString()));
          socket.on('close', () => resolve(data));
          socket.on('error', () => resolve(data));
        });
        assert.match(answer, /^HTTP\/1\.1 4\d\d/);
        assert.doesNotMatch(answer, /Client Error|statusCode|FST_/);
      }
    } finally {
      await server.close();
    }
  });

  it('answers a plain page, not JSON, for a bad page route', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/home' });
    assert.equal(res.statusCode, 404);
    assert.match(String(res.headers['content-type']), /text\/html/);
  });
});

describe('forwarded headers', () => {
  async function upstream() {
    const seen: IncomingHttpHeaders[] = [];
    const server = createServer((req, res) => {
      seen.push(req.headers);
      res.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { server, seen, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  }
  const spoof = {
    'x-forwarded-for': '6.6.6.6',
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'evil.example',
  };

  it("ignores a client's own X-Forwarded-* values", async () => {
    const api = await upstream();
    const app = await buildGateway({ apiUrl: api.url, trustedProxies: [] });
    try {
      await app.inject({
        method: 'GET',
        url: '/api/x',
        remoteAddress: '10.1.2.3',
        headers: { ...spoof, host: 'shop.test' },
      });
      assert.equal(api.seen[0]['x-forwarded-for'], '10.1.2.3');
      assert.equal(api.seen[0]['x-forwarded-proto'], 'http');
      assert.equal(api.seen[0]['x-forwarded-host'], 'shop.test');
    } finally {
      await app.close();
      api.server.close();
    }
  });

  it('appends after a configured trusted proxy', async () => {
    const api = await upstream();
    const app = await buildGateway({ apiUrl: api.url, trustedProxies: ['10.0.0.1'] });
    try {
      await app.inject({ method: 'GET', url: '/api/x', remoteAddress: '10.0.0.1', headers: spoof });
      assert.equal(api.seen[0]['x-forwarded-for'], '6.6.6.6, 10.0.0.1');
      assert.equal(api.seen[0]['x-forwarded-proto'], 'https');
      assert.equal(api.seen[0]['x-forwarded-host'], 'evil.example');
    } finally {
      await app.close();
      api.server.close();
    }
  });
});

describe('slow clients', () => {
  /** fn with the port of a gateway listening with these time limits, closed afterwards. */
  async function onGateway(
    timeouts: { request: number; headers: number; connection: number },
    fn: (port: number) => Promise<void>,
  ) {
    const app = await buildGateway({ apiUrl: 'http://127.0.0.1:9', timeouts });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      await fn((app.server.address() as AddressInfo).port);
    } finally {
      await app.close();
    }
  }

  it('drops a client that trickles its headers', async () => {
    await onGateway({ request: 400, headers: 300, connection: 400 }, async (port) => {
      const started = Date.now();
      const closed = await new Promise<number>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write('GET /home HTTP/1.1\r\nHost: x\r\n');
          const timer = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 100);
          socket.on('close', () => {
            clearInterval(timer);
            resolve(Date.now() - started);
          });
        });
        socket.on('error', () => undefined);
      });
      assert.ok(closed < 3000, `dropped after ${closed} ms`);
    });
  });
  // A browser opens connections before it has a request for them (preconnect) and sends its next
  // request on one of them later: anything written on one first is read as that request's answer.
  // The headers' deadline passes first here, as by default (10 s against the connection's 30 s).
  it('closes a connection that sent nothing without writing on it', async () => {
    await onGateway({ request: 400, headers: 300, connection: 3_000 }, async (port) => {
      const started = Date.now();
      const { received, closedAfter } = await new Promise<{ received: string; closedAfter: number }>(
        (resolve) => {
          let received = '';
          const socket = connect(port, '127.0.0.1');
          socket.on('data', (chunk) => (received += chunk));
          socket.on('close', () => resolve({ received, closedAfter: Date.now() - started }));
          socket.on('error', () => undefined);
          // Past every limit: the test's own end, which the assertion below tells from the gateway's.
          setTimeout(() => socket.destroy(), 6_000);
        },
      );
      assert.equal(received, '');
      assert.ok(closedAfter < 4_000, `closed by the gateway within its limits, not after ${closedAfter} ms`);
    });
  });
  it('uses short limits by default', async () => {
    const app = await buildGateway({ apiUrl: 'http://127.0.0.1:9' });
    try {
      assert.ok(app.server.requestTimeout > 0 && app.server.requestTimeout <= 30_000);
      assert.ok(app.server.headersTimeout <= 30_000);
      assert.ok(app.initialConfig.connectionTimeout! > 0);
    } finally {
      await app.close();
    }
  });
});
