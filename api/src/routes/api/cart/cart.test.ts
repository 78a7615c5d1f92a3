import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Cart } from '@storefront/shared/contracts/schemas';
import { ORIGIN, as, setUpTestContext, signUp, type Shopper } from '../../../testing/test-app';

const ctx = setUpTestContext();

const client = (shopper: Shopper | null) => as(ctx.app, shopper);
const add = (shopper: Shopper | null, productId: number | string, payload: unknown) =>
  client(shopper)({ method: 'POST', url: `/api/cart/${productId}`, payload: payload as object });
const getCart = async (shopper: Shopper): Promise<Cart> => {
  const response = await client(shopper)({ url: '/api/cart/' });
  assert.equal(response.statusCode, 200);
  return response.json();
};
const product = async (id: number) => (await ctx.app.inject({ url: `/api/products/${id}` })).json();

describe('cart', () => {
  test('add answers 201; adding again adds to the quantity; totals are for the whole quantity', async () => {
    const shopper = await signUp(ctx.app);
    assert.deepEqual(await getCart(shopper), { stocks: [] });
    const first = await add(shopper, 16, { quantity: 1, size: 'medium' });
    assert.equal(first.statusCode, 201);
    assert.equal((await add(shopper, 16, { quantity: 2, size: 'medium' })).statusCode, 201);
    assert.equal((await add(shopper, 16, { quantity: 1, size: 'small' })).statusCode, 201);
    const cart = await getCart(shopper);
    assert.equal(cart.stocks.length, 2);
    const p = await product(16);
    const [medium] = cart.stocks;
    assert.equal(medium.productId, 16);
    assert.equal(medium.cart_stocks.quantity, 3);
    assert.equal(medium.cart_stocks.size, 'medium');
    assert.equal(medium.cart_stocks.price, Math.round(p.price * 300) / 100);
    assert.equal(
      medium.cart_stocks.salePrice,
      p.salePrice === null ? null : Math.round(p.salePrice * 300) / 100,
    );
    assert.equal(medium.cart_stocks.productName, p.name);
    assert.equal(medium.cart_stocks.gender, 'women');
    assert.equal(medium.cart_stocks.new, p.new);
    assert.equal(typeof medium.cart_stocks.stockId, 'number');
  });

  test('update quantity sets it (1 to 10), 400 otherwise with the line unchanged, 404 for a missing line', async () => {
    const shopper = await signUp(ctx.app);
    await add(shopper, 1, { quantity: 1, size: 'large' });
    const update = (payload: unknown) =>
      client(shopper)({ method: 'POST', url: '/api/cart/update/quantity', payload: payload as object });
    const ok = await update({ productId: 1, quantity: 7, size: 'large' });
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.json().stocks[0].cart_stocks.quantity, 7);
    assert.equal(ok.json().stocks[0].cart_stocks.price, (await product(1)).price * 7);
    for (const quantity of [0, 11, -1, 2.5, '3', null, 1e9]) {
      const response = await update({ productId: 1, quantity, size: 'large' });
      assert.equal(response.statusCode, 400, String(quantity));
      assert.equal(typeof response.json().message, 'string');
    }
    assert.equal((await getCart(shopper)).stocks[0].cart_stocks.quantity, 7);
    assert.equal((await update({ productId: 1, quantity: 2, size: 'small' })).statusCode, 404);
    assert.equal((await update({ productId: 2, quantity: 2, size: 'large' })).statusCode, 404);
    assert.equal((await update({ productId: 1, size: 'large' })).statusCode, 400);
    assert.equal((await update({ productId: 1, quantity: 2, size: 'huge' })).statusCode, 400);
  });

  test('add checks the product, the size, the quantity and the stock', async () => {
    const shopper = await signUp(ctx.app);
    assert.equal((await add(shopper, 9999, { quantity: 1, size: 'small' })).statusCode, 404);
    assert.equal((await add(shopper, 1, { quantity: 1, size: 'XXL' })).statusCode, 400);
    assert.equal((await add(shopper, 1, { quantity: 1 })).statusCode, 400);
    assert.equal((await add(shopper, 1, { quantity: 0, size: 'small' })).statusCode, 400);
    assert.equal((await add(shopper, 1, { quantity: 11, size: 'small' })).statusCode, 400);
    assert.equal((await add(shopper, 1, { quantity: '1', size: 'small' })).statusCode, 400);
    assert.equal((await add(shopper, 'abc', { quantity: 1, size: 'small' })).statusCode, 400);
    assert.equal((await add(shopper, 1, null)).statusCode, 400);
    await ctx.database.rawTransaction((c) =>
      c.exec("UPDATE stock SET quantity = 0 WHERE product_id = 1 AND size = 'small'"),
    );
    const soldOut = await add(shopper, 1, { quantity: 1, size: 'small' });
    assert.equal(soldOut.statusCode, 409);
    assert.equal(typeof soldOut.json().message, 'string');
    assert.deepEqual(await getCart(shopper), { stocks: [] });
  });

  test('quantity is capped at 10 when adds pile up', async () => {
    const shopper = await signUp(ctx.app);
    await add(shopper, 3, { quantity: 8, size: 'small' });
    assert.equal((await add(shopper, 3, { quantity: 5, size: 'small' })).statusCode, 201);
    assert.equal((await getCart(shopper)).stocks[0].cart_stocks.quantity, 10);
  });

  test('delete removes one line by size; 404 when it is not there', async () => {
    const shopper = await signUp(ctx.app);
    await add(shopper, 5, { quantity: 1, size: 'small' });
    await add(shopper, 5, { quantity: 1, size: 'large' });
    const response = await client(shopper)({ method: 'DELETE', url: '/api/cart/5?size=small' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(
      response.json().stocks.map((s: Cart['stocks'][number]) => s.cart_stocks.size),
      ['large'],
    );
    assert.equal(
      (await client(shopper)({ method: 'DELETE', url: '/api/cart/5?size=small' })).statusCode,
      404,
    );
    assert.equal((await client(shopper)({ method: 'DELETE', url: '/api/cart/5' })).statusCode, 400);
    assert.equal((await client(shopper)({ method: 'DELETE', url: '/api/cart/5?size=tiny' })).statusCode, 400);
    // A JSON content type with an empty body, as browsers' clients send it.
    const withHeader = await client(shopper)({
      method: 'DELETE',
      url: '/api/cart/5?size=large',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(withHeader.statusCode, 200);
    assert.deepEqual(withHeader.json(), { stocks: [] });
  });

  test('without a session or a guest bag: an empty cart, and 404 for a line (the first add opens a bag, guest-bag.test.ts)', async () => {
    const read = await client(null)({ method: 'GET', url: '/api/cart' });
    assert.equal(read.statusCode, 200);
    assert.deepEqual(read.json(), { stocks: [] });
    assert.equal(read.headers['set-cookie'], undefined);
    const calls = [
      {
        method: 'POST',
        url: '/api/cart/update/quantity',
        payload: { productId: 1, quantity: 2, size: 'small' },
      },
      { method: 'DELETE', url: '/api/cart/1?size=small' },
    ] as const;
    for (const call of calls) {
      const response = await client(null)({
        ...call,
        payload: 'payload' in call ? { ...call.payload } : undefined,
      });
      assert.equal(response.statusCode, 404, call.url);
      assert.equal(typeof response.json().message, 'string');
      assert.equal(response.headers['set-cookie'], undefined);
    }
  });

  test('no call reads or changes another user\u2019s cart', async () => {
    const alice = await signUp(ctx.app);
    const bob = await signUp(ctx.app);
    await add(alice, 7, { quantity: 2, size: 'medium' });
    assert.deepEqual(await getCart(bob), { stocks: [] });
    const update = await client(bob)({
      method: 'POST',
      url: '/api/cart/update/quantity',
      payload: { productId: 7, quantity: 9, size: 'medium' },
    });
    assert.equal(update.statusCode, 404);
    assert.equal((await client(bob)({ method: 'DELETE', url: '/api/cart/7?size=medium' })).statusCode, 404);
    await add(bob, 7, { quantity: 1, size: 'medium' });
    assert.equal((await getCart(alice)).stocks[0].cart_stocks.quantity, 2);
    assert.equal((await getCart(bob)).stocks[0].cart_stocks.quantity, 1);
  });

  test('50 concurrent adds of one line end with one line, quantity 10 and consistent totals', async () => {
    const shopper = await signUp(ctx.app);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => add(shopper, 20, { quantity: 1, size: 'extraLarge' })),
    );
    assert.ok(answers.every((a) => a.statusCode === 201));
    const cart = await getCart(shopper);
    assert.equal(cart.stocks.length, 1);
    const line = cart.stocks[0].cart_stocks;
    assert.equal(line.quantity, 10);
    const p = await product(20);
    assert.equal(line.price, p.price * 10);
    assert.equal(line.salePrice, p.salePrice === null ? null : p.salePrice * 10);
  });

  test('7 concurrent adds below the cap all count', async () => {
    const shopper = await signUp(ctx.app);
    await Promise.all(Array.from({ length: 7 }, () => add(shopper, 21, { quantity: 1, size: 'small' })));
    assert.equal((await getCart(shopper)).stocks[0].cart_stocks.quantity, 7);
  });

  test('a cart call from another origin is refused', async () => {
    const shopper = await signUp(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/1',
      headers: { cookie: shopper.cookie, origin: 'http://evil.example' },
      payload: { quantity: 1, size: 'small' },
    });
    assert.equal(response.statusCode, 403);
    assert.deepEqual(await getCart(shopper), { stocks: [] });
    assert.equal(ORIGIN.origin, 'http://localhost:8080');
  });
});
