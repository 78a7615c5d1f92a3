// Ids are PostgreSQL integers: one out of 1..2147483647 (or not a whole number)
// answers 400 with a message on every id route, never a 500 from the database.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { as, setUpTestContext, signUp } from '../testing/test-app';

const ctx = setUpTestContext({}, { resetEachTest: false });
let call: ReturnType<typeof as>;
before(async () => {
  const { app } = await ctx.built();
  call = as(app, await signUp(app));
});

const BAD_PATH_IDS = ['2147483648', '-1', '0', '1.5', '1e300', '99999999999999999999'];
/** Raw JSON numbers: `1e300` is an integer to JSON.parse. */
const BAD_BODY_IDS = ['2147483648', '1e300', '-1', '0', '1.5', '"1"'];

const pathRoutes: [string, (id: string) => InjectOptions][] = [
  ['GET /api/products/{id}', (id) => ({ url: `/api/products/${id}` })],
  [
    'POST /api/cart/{id}',
    (id) => ({ method: 'POST', url: `/api/cart/${id}`, payload: { quantity: 1, size: 'small' } }),
  ],
  ['DELETE /api/cart/{id}', (id) => ({ method: 'DELETE', url: `/api/cart/${id}?size=small` })],
  ['GET /api/wishlist/{id}', (id) => ({ url: `/api/wishlist/${id}` })],
  ['DELETE /api/wishlist/{id}', (id) => ({ method: 'DELETE', url: `/api/wishlist/${id}` })],
];

const bodyRoutes: [string, (id: string) => InjectOptions][] = [
  [
    'POST /api/cart/update/quantity',
    (id) => ({
      method: 'POST',
      url: '/api/cart/update/quantity',
      headers: { 'content-type': 'application/json' },
      payload: `{"productId":${id},"quantity":1,"size":"small"}`,
    }),
  ],
  [
    'POST /api/wishlist',
    (id) => ({
      method: 'POST',
      url: '/api/wishlist/',
      headers: { 'content-type': 'application/json' },
      payload: `{"productId":${id}}`,
    }),
  ],
];

describe('ids out of range', () => {
  for (const [name, request] of pathRoutes) {
    test(`${name} answers 400 for ${BAD_PATH_IDS.join(', ')}; 404 at the largest id`, async () => {
      for (const id of BAD_PATH_IDS) {
        const response = await call(request(id));
        assert.equal(response.statusCode, 400, `${id}: ${response.body}`);
        assert.match(response.json().message, /productId/, id);
      }
      const largest = await call(request('2147483647'));
      assert.equal(largest.statusCode, name === 'GET /api/wishlist/{id}' ? 200 : 404, largest.body);
    });
  }
  for (const [name, request] of bodyRoutes) {
    test(`${name} answers 400 for ${BAD_BODY_IDS.join(', ')} in the body; 404 at the largest id`, async () => {
      for (const id of BAD_BODY_IDS) {
        const response = await call(request(id));
        assert.equal(response.statusCode, 400, `${id}: ${response.body}`);
        assert.match(response.json().message, /productId/, id);
      }
      const largest = await call(request('2147483647'));
      assert.equal(largest.statusCode, 404, largest.body);
    });
  }
});
