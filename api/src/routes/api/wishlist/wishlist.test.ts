import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Product } from '@storefront/shared/contracts/schemas';
import { as, setUpTestContext, signUp, type Shopper } from '../../../testing/test-app';

const ctx = setUpTestContext();

const client = (shopper: Shopper | null) => as(ctx.app, shopper);
const add = (shopper: Shopper, productId: unknown) =>
  client(shopper)({ method: 'POST', url: '/api/wishlist/', payload: { productId } });
const ids = (products: Product[]) => products.map((p) => p.id);
const list = async (shopper: Shopper, url: string): Promise<Product[]> => {
  const response = await client(shopper)({ url });
  assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
  return response.json().products;
};
const effective = (p: Product) => p.salePrice ?? p.price;

describe('wishlist', () => {
  test('add answers 201 with the products; adding twice keeps one entry', async () => {
    const shopper = await signUp(ctx.app);
    const first = await add(shopper, 3);
    assert.equal(first.statusCode, 201);
    assert.deepEqual(ids(first.json().products), [3]);
    const again = await add(shopper, 3);
    assert.equal(again.statusCode, 201);
    assert.deepEqual(ids(again.json().products), [3]);
    assert.equal((await add(shopper, 9999)).statusCode, 404);
    for (const bad of ['3', null, 0, 1.5, undefined]) assert.equal((await add(shopper, bad)).statusCode, 400);
  });

  test('the per-product check answers a plain boolean', async () => {
    const shopper = await signUp(ctx.app);
    await add(shopper, 4);
    const yes = await client(shopper)({ url: '/api/wishlist/4' });
    assert.equal(yes.statusCode, 200);
    assert.equal(yes.body, 'true');
    const no = await client(shopper)({ url: '/api/wishlist/5/' });
    assert.equal(no.body, 'false');
  });

  test('remove answers 200 with the products, 404 when the product is not there', async () => {
    const shopper = await signUp(ctx.app);
    await add(shopper, 4);
    await add(shopper, 15);
    const removed = await client(shopper)({ method: 'DELETE', url: '/api/wishlist/4' });
    assert.equal(removed.statusCode, 200);
    assert.deepEqual(ids(removed.json().products), [15]);
    const missing = await client(shopper)({ method: 'DELETE', url: '/api/wishlist/4' });
    assert.equal(missing.statusCode, 404);
    assert.equal(typeof missing.json().message, 'string');
  });

  test('filters by gender, category, type and price order', async () => {
    const shopper = await signUp(ctx.app);
    // 3 men's hoodie, 4 men's shorts, 15 women's sports bra, 19 women's leggings, 16 women's t-shirt.
    for (const id of [3, 4, 15, 19, 16]) await add(shopper, id);
    const all = await list(shopper, '/api/wishlist');
    assert.equal(all.length, 5);
    assert.ok((await list(shopper, '/api/wishlist?gender=men')).every((p) => p.gender === 'men'));
    assert.ok((await list(shopper, '/api/wishlist?category=bottoms')).every((p) => p.category === 'bottoms'));
    const asc = await list(shopper, '/api/wishlist?priceFilter=low%20to%20high');
    for (let i = 1; i < asc.length; i++) assert.ok(effective(asc[i - 1]) <= effective(asc[i]));
    const desc = await list(shopper, '/api/wishlist/clothingType/all?priceFilter=high%20to%20low');
    for (let i = 1; i < desc.length; i++) assert.ok(effective(desc[i - 1]) >= effective(desc[i]));
    assert.deepEqual(
      ids(await list(shopper, '/api/wishlist/clothingType/tops?gender=women')).sort((a, b) => a - b),
      all
        .filter((p) => p.gender === 'women' && p.category === 'tops')
        .map((p) => p.id)
        .sort((a, b) => a - b),
    );
    const hoodies = await list(shopper, '/api/wishlist/clothingType/hoodies');
    assert.ok(hoodies.every((p) => p.style === 'hoodies'));
    assert.deepEqual(await list(shopper, '/api/wishlist/clothingType/pants?gender=women'), []);
    assert.equal((await client(shopper)({ url: '/api/wishlist/clothingType/hats' })).statusCode, 400);
    assert.equal((await client(shopper)({ url: '/api/wishlist?gender=kids' })).statusCode, 400);
  });

  test('every wishlist call without a session answers 401', async () => {
    for (const call of [
      { method: 'GET', url: '/api/wishlist' },
      { method: 'GET', url: '/api/wishlist/1' },
      { method: 'GET', url: '/api/wishlist/clothingType/all' },
      { method: 'POST', url: '/api/wishlist', payload: { productId: 1 } },
      { method: 'DELETE', url: '/api/wishlist/1' },
    ] as const) {
      const response = await client(null)({
        ...call,
        payload: 'payload' in call ? { ...call.payload } : undefined,
      });
      assert.equal(response.statusCode, 401, `${call.method} ${call.url}`);
    }
  });

  test('no call reads or changes another user\u2019s wishlist', async () => {
    const alice = await signUp(ctx.app);
    const bob = await signUp(ctx.app);
    await add(alice, 10);
    assert.deepEqual(await list(bob, '/api/wishlist'), []);
    assert.equal((await client(bob)({ url: '/api/wishlist/10' })).body, 'false');
    assert.equal((await client(bob)({ method: 'DELETE', url: '/api/wishlist/10' })).statusCode, 404);
    assert.deepEqual(ids(await list(alice, '/api/wishlist')), [10]);
  });
});
