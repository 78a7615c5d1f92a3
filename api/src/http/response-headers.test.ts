// Every answer is nosniff; everything about a signed-in shopper is no-store, so no browser or
// shared cache keeps a cart, a wishlist, an account or an order.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { setUpTestContext, ORIGIN, uniqueName } from '../testing/test-app';

const ctx = setUpTestContext({}, { resetEachTest: false });

describe('response headers', () => {
  test('the answers about a signed-in shopper are no-store and nosniff', async () => {
    const name = uniqueName();
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      headers: ORIGIN,
      payload: { username: name, email: `${name}@example.com`, password: 'Secret1!x' },
    });
    assert.equal(signup.statusCode, 201);
    assert.equal(signup.headers['cache-control'], 'no-store');
    const cookie = String(signup.headers['set-cookie']).split(';')[0];
    for (const url of ['/api/cart/', '/api/wishlist/', '/api/users/persistOAuth', '/api/orders']) {
      const response = await ctx.app.inject({ url, headers: { cookie } });
      assert.ok(response.statusCode < 500, `${url} answered ${response.statusCode}`);
      assert.equal(response.headers['cache-control'], 'no-store', url);
      assert.equal(response.headers['x-content-type-options'], 'nosniff', url);
    }
  });

  test('the catalog, the same for everyone, is nosniff and not marked no-store; errors are nosniff', async () => {
    const product = await ctx.app.inject({ url: '/api/products/1' });
    assert.equal(product.statusCode, 200);
    assert.equal(product.headers['x-content-type-options'], 'nosniff');
    assert.notEqual(product.headers['cache-control'], 'no-store');
    const missing = await ctx.app.inject({ url: '/api/nothing-here' });
    assert.equal(missing.headers['x-content-type-options'], 'nosniff');
  });
});
