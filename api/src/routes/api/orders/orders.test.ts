import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { CheckoutConflict, CheckoutSummary, Order } from '@storefront/shared/contracts';
import { checkoutTotals } from '@storefront/shared/contracts/checkout';
import { stock } from '../../../db/schema';
import { as, setUpTestContext, signUp, STORE_ORIGIN, type Shopper } from '../../../testing/test-app';
import { ADDRESS_FIXTURE as ADDRESS } from '@storefront/shared/testing/fixtures';

const ctx = setUpTestContext();

let keys = 0;
const newKey = () => `key-${Date.now().toString(36)}-${(keys++).toString(36)}`;

const client = (shopper: Shopper | null) => as(ctx.app, shopper);
const add = async (shopper: Shopper, productId: number, size: string, quantity = 1) => {
  const response = await client(shopper)({
    method: 'POST',
    url: `/api/cart/${productId}`,
    payload: { size, quantity },
  });
  assert.equal(response.statusCode, 201, response.body);
};
const summary = async (shopper: Shopper): Promise<CheckoutSummary> => {
  const response = await client(shopper)({ url: '/api/orders/summary' });
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
};
const place = (
  shopper: Shopper | null,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) => client(shopper)({ method: 'POST', url: '/api/orders', payload: body, headers });
const orderBody = (cartVersion: string, extra: Record<string, unknown> = {}) => ({
  idempotencyKey: newKey(),
  cartVersion,
  address: ADDRESS,
  deliveryMethod: 'standard',
  paymentMethod: 'pay-on-delivery',
  ...extra,
});
const setStock = (productId: number, size: string, quantity: number) =>
  ctx.database.db
    .update(stock)
    .set({ quantity })
    .where(sql`${stock.productId} = ${productId} AND ${stock.size} = ${size}`);
const stockOf = async (productId: number, size: string) => {
  const [row] = await ctx.database.db
    .select({ quantity: stock.quantity })
    .from(stock)
    .where(sql`${stock.productId} = ${productId} AND ${stock.size} = ${size}`);
  return row.quantity;
};

describe('orders', () => {
  test('the summary has the cart, its totals and the fee of each delivery method', async () => {
    const shopper = await signUp(ctx.app);
    await add(shopper, 1, 'medium', 2);
    await add(shopper, 16, 'small', 1);
    const s = await summary(shopper);
    assert.equal(s.cart.stocks.length, 2);
    const standard = checkoutTotals(s.cart.stocks, 'standard');
    assert.equal(s.subtotalCents, standard.subtotalCents);
    assert.equal(s.discountCents, standard.discountCents);
    assert.equal(s.totalCents, standard.totalCents);
    assert.equal(s.delivery.standard, standard.deliveryFeeCents);
    assert.equal(s.delivery.express, checkoutTotals(s.cart.stocks, 'express').deliveryFeeCents);
    assert.equal(typeof s.cartVersion, 'string');
  });

  test('placing an order writes it with the prices, takes the stock and empties the cart', async () => {
    const shopper = await signUp(ctx.app);
    await add(shopper, 1, 'medium', 2);
    await add(shopper, 16, 'small', 1);
    const before1 = await stockOf(1, 'medium');
    const s = await summary(shopper);
    const response = await place(shopper, orderBody(s.cartVersion, { deliveryMethod: 'express' }));
    assert.equal(response.statusCode, 201, response.body);
    const order: Order = response.json();
    const totals = checkoutTotals(s.cart.stocks, 'express');
    assert.equal(order.status, 'PLACED');
    assert.match(order.number, /^SF-\d{6}$/);
    assert.equal(order.itemCount, 3);
    assert.equal(order.lines.length, 2);
    assert.equal(order.subtotalCents, totals.subtotalCents);
    assert.equal(order.discountCents, totals.discountCents);
    assert.equal(order.deliveryFeeCents, totals.deliveryFeeCents);
    assert.equal(order.grandTotalCents, totals.grandTotalCents);
    assert.equal(
      order.lines.reduce((n, l) => n + l.lineTotalCents, 0),
      order.totalCents,
    );
    assert.deepEqual(order.address, ADDRESS);
    assert.equal(order.deliveryMethod, 'express');
    assert.equal(order.paymentMethod, 'pay-on-delivery');
    assert.equal(await stockOf(1, 'medium'), before1 - 2);
    assert.deepEqual((await summary(shopper)).cart.stocks, []);

    const list = (await client(shopper)({ url: '/api/orders/' })).json();
    assert.equal(list.orders.length, 1);
    assert.equal(list.orders[0].id, order.id);
    assert.equal(list.orders[0].itemCount, 3);
    assert.deepEqual(list.orders[0].lines, order.lines);
    const one = await client(shopper)({ url: `/api/orders/${order.id}` });
    assert.equal(one.statusCode, 200);
    assert.deepEqual(one.json(), order);
  });

  test('the same key twice (in a row or at once) makes one order and answers the same order', async () => {
    const shopper = await signUp(ctx.app);
    await add(shopper, 2, 'large', 1);
    const body = orderBody((await summary(shopper)).cartVersion);
    const [a, b] = await Promise.all([place(shopper, body), place(shopper, body)]);
    const statuses = [a.statusCode, b.statusCode].sort();
    assert.deepEqual(statuses, [200, 201], `${a.body} ${b.body}`);
    assert.deepEqual(a.json(), b.json());
    const again = await place(shopper, body);
    assert.equal(again.statusCode, 200);
    assert.deepEqual(again.json(), a.json());
    // The key may come as a header too.
    await add(shopper, 2, 'large', 1);
    const { idempotencyKey, ...noKey } = orderBody((await summary(shopper)).cartVersion);
    const byHeader = await place(shopper, noKey, { 'idempotency-key': idempotencyKey as string });
    assert.equal(byHeader.statusCode, 201);
    assert.equal(
      (await place(shopper, noKey, { 'idempotency-key': idempotencyKey as string })).json().id,
      byHeader.json().id,
    );
    const orders = (await client(shopper)({ url: '/api/orders' })).json().orders;
    assert.equal(orders.length, 2);
    assert.equal(orders[0].id, byHeader.json().id, 'newest first');
  });

  test('a cart changed since the summary answers 409 with the new totals and places nothing', async () => {
    const shopper = await signUp(ctx.app);
    await add(shopper, 3, 'small', 1);
    const first = await summary(shopper);
    await add(shopper, 3, 'small', 1);
    const response = await place(shopper, orderBody(first.cartVersion));
    assert.equal(response.statusCode, 409);
    const conflict: CheckoutConflict = response.json();
    assert.equal(conflict.reason, 'cart-changed');
    assert.match(conflict.message, /cart changed/);
    assert.deepEqual(conflict.summary, await summary(shopper));
    assert.equal(conflict.summary?.cart.stocks[0].cart_stocks.quantity, 2);
    assert.equal((await client(shopper)({ url: '/api/orders' })).json().orders.length, 0);
    const empty = await signUp(ctx.app);
    const none = await place(empty, orderBody((await summary(empty)).cartVersion));
    assert.equal(none.statusCode, 409);
    assert.equal(none.json().message, 'Your cart is empty');
  });

  test('a sold-out line answers 409 naming it; nothing is taken from the other lines', async () => {
    const shopper = await signUp(ctx.app);
    await add(shopper, 4, 'medium', 1);
    await add(shopper, 5, 'large', 2);
    const s = await summary(shopper);
    await setStock(5, 'large', 1);
    const before4 = await stockOf(4, 'medium');
    const response = await place(shopper, orderBody(s.cartVersion));
    assert.equal(response.statusCode, 409);
    const conflict: CheckoutConflict = response.json();
    assert.equal(conflict.reason, 'sold-out');
    assert.equal(conflict.line?.productId, 5);
    assert.equal(conflict.line?.available, 1);
    assert.match(conflict.message, /Only 1 left of .+ \(size L\)/);
    assert.equal(await stockOf(4, 'medium'), before4);
    assert.equal((await summary(shopper)).cart.stocks.length, 2, 'the cart is kept');
    await setStock(5, 'large', 0);
    const soldOut = await place(shopper, orderBody(s.cartVersion));
    assert.match(soldOut.json().message, /is sold out/);
  });

  test('50 shoppers racing for the last 10 units: 10 orders, 40 clear 409s, stock 0', async () => {
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => signUp(ctx.app)));
    for (const shopper of shoppers) await add(shopper, 7, 'small', 1);
    await setStock(7, 'small', 10);
    const summaries = await Promise.all(shoppers.map(summary));
    const answers = await Promise.all(
      shoppers.map((shopper, i) => place(shopper, orderBody(summaries[i].cartVersion))),
    );
    const placed = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode === 409);
    assert.equal(placed.length, 10, answers.map((a) => a.statusCode).join());
    assert.equal(refused.length, 40);
    for (const r of refused) assert.match(r.json().message, /sold out/);
    assert.equal(await stockOf(7, 'small'), 0);
    const expected = checkoutTotals(summaries[0].cart.stocks, 'standard').grandTotalCents;
    for (const p of placed) {
      const order: Order = p.json();
      assert.equal(order.grandTotalCents, expected);
      assert.equal(order.subtotalCents - order.discountCents + order.deliveryFeeCents, order.grandTotalCents);
    }
  });

  test("a shopper never sees another shopper's order (404), nor an unknown one", async () => {
    const ann = await signUp(ctx.app);
    const bob = await signUp(ctx.app);
    await add(ann, 1, 'small', 1);
    const order: Order = (await place(ann, orderBody((await summary(ann)).cartVersion))).json();
    assert.equal((await client(bob)({ url: `/api/orders/${order.id}` })).statusCode, 404);
    assert.equal((await client(bob)({ url: '/api/orders/999999' })).statusCode, 404);
    assert.deepEqual((await client(bob)({ url: '/api/orders' })).json(), {
      orders: [],
      total: 0,
      nextCursor: null,
    });
    assert.equal((await client(ann)({ url: `/api/orders/${order.id}` })).statusCode, 200);
  });

  test('input is validated (400 with a message)', async () => {
    const shopper = await signUp(ctx.app);
    await add(shopper, 1, 'small', 1);
    const { cartVersion } = await summary(shopper);
    const bad: Record<string, unknown>[] = [
      orderBody(cartVersion, { address: { ...ADDRESS, name: '   ' } }),
      orderBody(cartVersion, { address: { ...ADDRESS, postcode: '!!' } }),
      orderBody(cartVersion, { address: { ...ADDRESS, city: undefined } }),
      orderBody(cartVersion, { deliveryMethod: 'drone' }),
      orderBody(cartVersion, { paymentMethod: 'card' }),
      orderBody(cartVersion, { idempotencyKey: 'short' }),
      orderBody(cartVersion, { idempotencyKey: undefined }),
    ];
    for (const body of bad) {
      const response = await place(shopper, body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.equal(typeof response.json().message, 'string');
    }
    const mismatch = await place(shopper, orderBody(cartVersion), { 'idempotency-key': 'another-key-123' });
    assert.equal(mismatch.statusCode, 400);
    assert.equal((await client(shopper)({ url: '/api/orders/abc' })).statusCode, 400);
    assert.equal((await client(shopper)({ url: '/api/orders' })).json().orders.length, 0);
  });

  test('without a session: the list and an order need one (401), the summary is an empty cart, placing needs a bag (guest-checkout.test.ts); placing needs the store origin (403)', async () => {
    for (const url of ['/api/orders', '/api/orders/1']) {
      assert.equal((await client(null)({ url })).statusCode, 401, url);
    }
    const empty = await client(null)({ url: '/api/orders/summary' });
    assert.equal(empty.statusCode, 200);
    assert.deepEqual(empty.json().cart, { stocks: [] });
    assert.equal((await place(null, orderBody('x'))).statusCode, 400, 'a guest needs an e-mail address');
    assert.equal((await place(null, orderBody('x', { email: 'a@example.com' }))).statusCode, 409);
    const shopper = await signUp(ctx.app);
    await add(shopper, 1, 'small', 1);
    const body = orderBody((await summary(shopper)).cartVersion);
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: body,
      headers: { cookie: shopper.cookie, origin: 'https://evil.example' },
    });
    assert.equal(foreign.statusCode, 403);
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: body,
      headers: { cookie: shopper.cookie },
    });
    assert.equal(none.statusCode, 403);
    assert.equal((await place(shopper, body, { origin: STORE_ORIGIN })).statusCode, 201);
  });

  test('the openapi document lists the order calls', async () => {
    const doc = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
    assert.ok(doc.paths['/api/orders/summary'].get);
    assert.ok(doc.paths['/api/orders'].post);
    assert.ok(doc.paths['/api/orders'].get);
    assert.ok(doc.paths['/api/orders/{orderId}'].get);
  });
});

describe('stock shown to shoppers', () => {
  test('the product says what is left per size, fresh after an order', async () => {
    await setStock(8, 'medium', 1);
    const product = (await ctx.app.inject({ url: '/api/products/8' })).json();
    assert.equal(product.id, 8);
    assert.equal(product.stock.length, 5);
    assert.deepEqual(
      product.stock.find((s: { size: string }) => s.size === 'medium'),
      { size: 'medium', available: 1 },
    );
    const shopper = await signUp(ctx.app);
    await add(shopper, 8, 'medium', 1);
    assert.equal((await place(shopper, orderBody((await summary(shopper)).cartVersion))).statusCode, 201);
    const after1 = (await ctx.app.inject({ url: '/api/products/8' })).json();
    assert.equal(after1.stock.find((s: { size: string }) => s.size === 'medium').available, 0);
  });

  test('adding more than is left answers 409 with a clear message', async () => {
    await setStock(9, 'large', 3);
    const shopper = await signUp(ctx.app);
    await add(shopper, 9, 'large', 2);
    const more = await client(shopper)({
      method: 'POST',
      url: '/api/cart/9',
      payload: { size: 'large', quantity: 2 },
    });
    assert.equal(more.statusCode, 409);
    assert.match(more.json().message, /Only 3 left in this size/);
    await setStock(9, 'large', 0);
    const none = await client(shopper)({
      method: 'POST',
      url: '/api/cart/9',
      payload: { size: 'large', quantity: 1 },
    });
    assert.equal(none.statusCode, 409);
    assert.match(none.json().message, /out of stock/);
  });
});
