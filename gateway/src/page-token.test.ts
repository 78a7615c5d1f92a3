import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import {
  PAGE_TOKEN_TIMING,
  shopperOf,
  verifyPageToken,
  type PageToken,
} from '@storefront/shared/contracts/page-token';
import { fakeBuild } from './testing/fake-build.js';
import { buildGateway } from './server.js';
import { pageTokenMac } from './page-token.js';
import { publish, startCanary } from './release/operations.js';
import { startReleaseStore } from './testing/release-store.js';

const root = await mkdtemp(join(tmpdir(), 'gateway-page-token-'));
process.env.RELEASES_DIR = join(root, 'releases');
await startReleaseStore();
const SECRET = 'page-token-secret-for-the-gateway-tests';
after(async () => {
  await rm(root, { recursive: true, force: true });
});

let n = 0;
const version = async (name: 'mf-cart' | 'shell', activate = false) =>
  (await publish(name, { distDir: await fakeBuild(root, name, { 'x.txt': String(++n) }), activate })).version;

/** The token a page was answered with (Server-Timing: sf-page;desc="…"). */
async function tokenOf(headers: Record<string, unknown>): Promise<PageToken | null> {
  const timing = String(headers['server-timing'] ?? '');
  const match = new RegExp(`^${PAGE_TOKEN_TIMING};desc="([^"]+)"$`).exec(timing);
  return match ? verifyPageToken(pageTokenMac(SECRET), match[1]) : null;
}

describe('page tokens', () => {
  it('every page answered carries its own token, naming the versions and the shopper it was served to', async () => {
    const shell = await version('shell', true);
    const active = await version('mf-cart', true);
    const canary = await version('mf-cart');
    await startCanary('mf-cart', canary, 50);
    const app = await buildGateway({
      apiUrl: 'http://127.0.0.1:9',
      autoAbortIntervalMs: 0,
      pageTokenSecret: SECRET,
    });
    try {
      const pages = new Set<string>();
      const bodies = new Set<string>();
      for (let i = 0; i < 20; i++) {
        const remoteAddress = i % 2 ? '203.0.113.5' : '198.51.100.77';
        const response = await app.inject({ method: 'GET', url: '/home', remoteAddress });
        const token = await tokenOf(response.headers);
        assert.ok(token, 'a valid token');
        const served = /mf-cart":\{"version":"([^"]+)"/.exec(response.body)?.[1];
        assert.deepEqual(token.versions, { shell, 'mf-cart': served });
        assert.ok([active, canary].includes(served!));
        assert.equal(token.shopper, shopperOf(pageTokenMac(SECRET), remoteAddress));
        assert.ok(token.expires > Date.now() / 1000 + 3000);
        pages.add(token.page);
        // The two sides of the canary differ by their version; nothing else is per request.
        bodies.add(response.body.replaceAll(canary, active));
      }
      assert.equal(pages.size, 20, 'one page id per page served');
      assert.equal(bodies.size, 1, 'the page bytes are the same for everyone: the token is a header');
    } finally {
      await app.close();
    }
  });

  it('without a secret a page has no token (and its shell sends no telemetry)', async () => {
    const app = await buildGateway({
      apiUrl: 'http://127.0.0.1:9',
      autoAbortIntervalMs: 0,
      pageTokenSecret: '',
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/home' });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['server-timing'], undefined);
    } finally {
      await app.close();
    }
  });
});
