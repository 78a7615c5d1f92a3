import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestContext, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.close());

test('GET /api/health checks the database', async () => {
  const response = await ctx.app.inject({ url: '/api/health' });
  assert.equal(response.statusCode, 200);
  assert.deepEqual(response.json(), { status: 'ok', database: 'ok' });
});

test('GET /api/openapi.json documents every call of SPEC section 7', async () => {
  const response = await ctx.app.inject({ url: '/api/openapi.json' });
  assert.equal(response.statusCode, 200);
  const doc = response.json();
  assert.match(doc.openapi, /^3\./);
  for (const path of [
    '/api/cart',
    '/api/cart/{productId}',
    '/api/cart/update/quantity',
    '/api/wishlist',
    '/api/wishlist/{productId}',
    '/api/wishlist/clothingType/{type}',
    '/api/products',
    '/api/products/search',
    '/api/products/{productId}',
    '/api/products/clothingType/{category}',
    '/api/products/new',
    '/api/products/sale',
    '/api/products/dsgn',
    '/api/users/signup',
    '/api/users/login',
    '/api/users/logout',
    '/api/users/persistOAuth',
    '/api/users/auth/google',
  ]) {
    assert.ok(doc.paths[path], path);
  }
});

test('unknown routes answer 404 with a JSON message', async () => {
  const response = await ctx.app.inject({ url: '/api/nothing-here' });
  assert.equal(response.statusCode, 404);
  assert.equal(typeof response.json().message, 'string');
});
