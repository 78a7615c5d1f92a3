// X-Forwarded-For/Proto are believed only from the configured proxies (the gateway):
// anyone else cannot pick the address the throttle keys on or get a Secure cookie over plain HTTP.
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { AppConfig } from '../config';
import { createTestContext, ORIGIN, uniqueName, type TestContext } from '../testing/test-app';

const contexts: TestContext[] = [];
after(async () => {
  for (const ctx of contexts) await ctx.close();
});

/** An app whose request log lines land in `lines`. */
async function appLogging(config: Partial<AppConfig>) {
  const lines: Record<string, unknown>[] = [];
  const ctx = await createTestContext(
    { ...config, logger: true },
    { write: (line: string) => void lines.push(JSON.parse(line)) },
  );
  contexts.push(ctx);
  return { ctx, lines };
}

/** The client address Fastify settled on (request.ip, the throttle's key), as its request log says. */
async function seenAddress(ctx: TestContext, lines: Record<string, unknown>[], remoteAddress: string) {
  lines.length = 0;
  await ctx.app.inject({
    url: '/api/products/1',
    remoteAddress,
    headers: { 'x-forwarded-for': '198.51.100.7' },
  });
  const incoming = lines.find((l) => l.msg === 'incoming request') as { req: { remoteAddress: string } };
  return incoming.req.remoteAddress;
}

async function signUpCookie(ctx: TestContext, remoteAddress: string): Promise<string> {
  const name = uniqueName();
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/users/signup',
    remoteAddress,
    headers: { ...ORIGIN, 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7' },
    payload: { username: name, email: `${name}@example.com`, password: 'Secret1!x' },
  });
  assert.equal(response.statusCode, 201, response.body);
  const header = response.headers['set-cookie'];
  const cookie = (Array.isArray(header) ? header : [header]).find((c) => c?.startsWith('sf_session='));
  assert.ok(cookie);
  return cookie;
}

describe('forwarded headers', () => {
  test('by default only the loopback gateway is believed', async () => {
    const { ctx, lines } = await appLogging({ trustedProxies: ['127.0.0.1', '::1'] });
    assert.equal(await seenAddress(ctx, lines, '127.0.0.1'), '198.51.100.7');
    assert.equal(await seenAddress(ctx, lines, '203.0.113.5'), '203.0.113.5');
    assert.match(await signUpCookie(ctx, '127.0.0.1'), /;\s*Secure/i);
    assert.doesNotMatch(await signUpCookie(ctx, '203.0.113.5'), /;\s*Secure/i);
  });

  test('exactly the configured proxies are believed: not loopback when the gateway is elsewhere', async () => {
    const { ctx, lines } = await appLogging({ trustedProxies: ['10.1.2.3'] });
    assert.equal(await seenAddress(ctx, lines, '10.1.2.3'), '198.51.100.7');
    assert.equal(await seenAddress(ctx, lines, '127.0.0.1'), '127.0.0.1');
    assert.match(await signUpCookie(ctx, '10.1.2.3'), /;\s*Secure/i);
    assert.doesNotMatch(await signUpCookie(ctx, '127.0.0.1'), /;\s*Secure/i);
  });

  test('an empty list believes nobody, not even loopback', async () => {
    const { ctx, lines } = await appLogging({ trustedProxies: [] });
    assert.equal(await seenAddress(ctx, lines, '127.0.0.1'), '127.0.0.1');
    assert.doesNotMatch(await signUpCookie(ctx, '127.0.0.1'), /;\s*Secure/i);
  });
});

test('a client that is not a trusted proxy cannot dodge the sign-in throttle with X-Forwarded-For', async () => {
  const { ctx } = await appLogging({ trustedProxies: ['127.0.0.1', '::1'], authRateLimit: 2 });
  // Counters outlive a test database reset (and, on PostgreSQL, a previous run): start from none.
  await ctx.database.rawTransaction((client) => client.exec('DELETE FROM auth_throttle'));
  const username = uniqueName('nobody');
  const attempt = (remoteAddress: string, i: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress,
      headers: { ...ORIGIN, 'x-forwarded-for': `198.51.100.${i}` },
      payload: { username, password: 'Wrong1!xx' },
    });
  // From elsewhere, each made-up X-Forwarded-For is ignored: the third try is already throttled.
  const statuses: number[] = [];
  for (let i = 1; i <= 3; i++) statuses.push((await attempt('203.0.113.9', i)).statusCode);
  assert.deepEqual(statuses, [401, 401, 429]);
  // Through the gateway, the forwarded address is the shopper's: three different shoppers are not throttled.
  const viaGateway: number[] = [];
  for (let i = 1; i <= 3; i++) viaGateway.push((await attempt('127.0.0.1', 10 + i)).statusCode);
  assert.deepEqual(viaGateway, [401, 401, 401]);
});
