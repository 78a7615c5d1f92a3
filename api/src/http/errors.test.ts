// Failures answer generic JSON { message }: never Fastify's default body (FST_ERR_*
// codes, the echoed URL, internal messages), whatever the status.
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { setUpTestContext, ORIGIN } from '../testing/test-app';

const ctx = setUpTestContext({ bodyLimit: 1024 }, { resetEachTest: false });

/** The answer is exactly { message } with a human sentence and no internals. */
function assertGeneric(body: string, status: number, echo?: string) {
  const json = JSON.parse(body) as Record<string, unknown>;
  assert.deepEqual(Object.keys(json), ['message'], `${status}: ${body}`);
  assert.equal(typeof json.message, 'string');
  assert.doesNotMatch(body, /FST_|ERR_|\/api\/|statusCode|Error/, `${status}: ${body}`);
  if (echo) assert.ok(!body.includes(echo), `${status} echoes ${echo}: ${body}`);
}

const cases: [string, InjectOptions, number, string?][] = [
  [
    'malformed JSON',
    {
      method: 'POST',
      url: '/api/users/login',
      headers: { ...ORIGIN, 'content-type': 'application/json' },
      payload: '{"username":',
    },
    400,
  ],
  [
    'a wrong content type',
    {
      method: 'POST',
      url: '/api/users/login',
      headers: { ...ORIGIN, 'content-type': 'application/xml' },
      payload: '<login/>',
    },
    415,
  ],
  [
    'a body over the limit',
    {
      method: 'POST',
      url: '/api/users/login',
      headers: { ...ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(2000), password: 'y' }),
    },
    413,
  ],
  ['a path parameter over the length limit', { url: `/api/products/${'1'.repeat(3000)}` }, 414, '1111111111'],
  ['a malformed percent-encoding', { url: '/api/products/%E0%A4%A' }, 400, '%E0%A4%A'],
  ['an unknown route', { url: '/api/no-such-thing/<script>' }, 404, 'no-such-thing'],
  ['a missing Origin on a POST', { method: 'POST', url: '/api/cart/1' }, 403],
  ['an unknown method on a known address', { method: 'PUT', url: '/api/products/1', headers: ORIGIN }, 405],
  ['a method no route has', { method: 'PATCH', url: '/api/cart', headers: ORIGIN }, 405],
];

describe('error answers carry no internals', () => {
  for (const [name, options, status, echo] of cases) {
    test(`${name}: ${status} with a generic JSON message`, async () => {
      const response = await ctx.app.inject(options);
      assert.equal(response.statusCode, status, response.body);
      assert.match(String(response.headers['content-type']), /^application\/json/);
      assertGeneric(response.body, status, echo);
    });
  }

  test('405 says which methods the address has', async () => {
    const response = await ctx.app.inject({ method: 'PUT', url: '/api/products/1', headers: ORIGIN });
    assert.match(String(response.headers.allow), /GET/);
  });

  test('validation 400s keep their useful field message', async () => {
    const response = await ctx.app.inject({ url: '/api/products/abc' });
    assert.equal(response.statusCode, 400);
    assert.match(response.json().message, /productId/);
  });

  test('an OPTIONS without a preflight method is not a plain-text 400', async () => {
    const response = await ctx.app.inject({ method: 'OPTIONS', url: '/api/products/1', headers: ORIGIN });
    assert.ok(response.statusCode < 400, `${response.statusCode} ${response.body}`);
  });

  test('a request line too long for the HTTP parser answers 431 generic JSON over a real socket', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const path = `/api/products/${'a'.repeat(20_000)}`;
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path }, (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      });
      req.on('error', reject);
      req.end();
    });
    assert.equal(status, 431);
    assertGeneric(body, status, 'aaaaaaaaaa');
  });
});
