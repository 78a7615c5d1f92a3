// The request log (app.ts) keeps each request's URL without the secrets in its query: a guest
// order's mailed key (docs/cart.md#guest-checkout), a token or Google's code.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { redactUrl } from './app';
import { createTestContext, ORIGIN, type TestContext } from './testing/test-app';

const log: string[] = [];
let ctx: TestContext;
before(async () => {
  ctx = await createTestContext({ logger: true }, { write: (line: string) => void log.push(line) });
});
after(async () => {
  await ctx.close();
});

test('an order opened with ?key= is logged without the key', async () => {
  const secrets = ['s3cretOrderKey0123456789abcdefghijklmnopq', 'tokenSecretValue42', 'googleCodeSecret7'];
  for (const url of [
    `/api/orders/1?key=${secrets[0]}`,
    `/api/orders/2?KEY=${secrets[0]}&x=1`,
    `/api/orders/3?%6Bey=${secrets[0]}`,
    `/api/users/email/verify?token=${secrets[1]}`,
    `/api/users/google/callback?state=s&code=${secrets[2]}`,
  ]) {
    await ctx.app.inject({ method: 'GET', url, headers: ORIGIN });
  }
  const text = log.join('');
  const urls = log.map((line) => JSON.parse(line)).flatMap((entry) => (entry.req ? [entry.req.url] : []));
  assert.ok(urls.includes('/api/orders/1?key=[Redacted]'), text);
  assert.ok(urls.includes('/api/orders/2?KEY=[Redacted]&x=1'), text);
  for (const secret of secrets) assert.ok(!text.includes(secret), `the log carries ${secret}: ${text}`);
});

test('redactUrl leaves other parameters and plain paths as they are', () => {
  assert.equal(redactUrl('/api/products?page=2&sort=price'), '/api/products?page=2&sort=price');
  assert.equal(redactUrl('/api/orders/7'), '/api/orders/7');
  assert.equal(redactUrl('/api/orders/7?key=a&key=b'), '/api/orders/7?key=[Redacted]&key=[Redacted]');
  assert.equal(redactUrl('/x?%zz=1'), '/x?%zz=1');
});
