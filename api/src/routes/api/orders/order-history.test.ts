// GET /api/orders/: the account's order history, a page at a time, each order with its lines
// (docs/api.md#orders). Orders are written straight into the tables here, so a big history is
// quick to make; placing one through the API is orders.test.ts's.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { OrderList } from '@storefront/shared/contracts';
import { ORDER_HISTORY_DEFAULT_LIMIT, ORDER_HISTORY_MAX_LIMIT } from '@storefront/shared/contracts/checkout';
import { ADDRESS_FIXTURE as ADDRESS } from '@storefront/shared/testing/fixtures';
import { orderLines, orders, products } from '../../../db/schema';
import { as, setUpTestContext, signUp, type Shopper } from '../../../testing/test-app';

const ctx = setUpTestContext();

const SIZES = ['extraSmall', 'small', 'medium', 'large', 'extraLarge'] as const;
let made = 0;

/** `count` orders of `linesEach` lines for the user, made in one statement (one created_at). */
async function makeOrders(userId: number, count: number, linesEach: number): Promise<number[]> {
  const { db } = ctx.database;
  const productIds = (await db.select({ id: products.id }).from(products).limit(linesEach)).map((p) => p.id);
  const rows = await db
    .insert(orders)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId,
        idempotencyKey: `history-${userId}-${made++}-${i}`,
        deliveryMethod: 'standard' as const,
        paymentMethod: 'pay-on-delivery' as const,
        addressName: ADDRESS.name,
        addressStreet: ADDRESS.street,
        addressCity: ADDRESS.city,
        addressPostcode: ADDRESS.postcode,
        addressCountry: ADDRESS.country,
        subtotalCents: 1000 * linesEach,
        discountCents: 0,
        deliveryFeeCents: 495,
        totalCents: 1000 * linesEach + 495,
      })),
    )
    .returning({ id: orders.id });
  const lines = rows.flatMap(({ id }) =>
    productIds.map((productId, n) => ({
      orderId: id,
      productId,
      productName: `Product ${productId}`,
      size: SIZES[n % SIZES.length],
      quantity: 1 + (n % 3),
      unitPriceCents: 1000,
      unitSalePriceCents: n % 2 === 0 ? null : 800,
    })),
  );
  for (let i = 0; i < lines.length; i += 1000) await db.insert(orderLines).values(lines.slice(i, i + 1000));
  return rows.map((r) => r.id);
}

const history = (shopper: Shopper | null, query = '') =>
  as(ctx.app, shopper)({ url: `/api/orders/${query}` });

async function page(shopper: Shopper, query = ''): Promise<OrderList> {
  const response = await history(shopper, query);
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

describe('order history', () => {
  test('each order comes with its lines: product, name, size, quantity and the prices paid', async () => {
    const shopper = await signUp(ctx.app);
    const [id] = await makeOrders(shopper.id, 1, 3);
    const { orders: listed, total, nextCursor } = await page(shopper);
    assert.equal(total, 1);
    assert.equal(nextCursor, null);
    assert.equal(listed[0].id, id);
    assert.equal(listed[0].lines.length, 3);
    assert.equal(listed[0].itemCount, 1 + 2 + 3);
    const [first, second] = listed[0].lines;
    assert.equal(typeof first.productId, 'number');
    assert.equal(first.productName, `Product ${first.productId}`);
    assert.equal(first.size, 'extraSmall');
    assert.equal(first.quantity, 1);
    assert.equal(first.unitPriceCents, 1000);
    assert.equal(first.unitSalePriceCents, null);
    assert.equal(first.lineTotalCents, 1000);
    assert.equal(second.unitSalePriceCents, 800);
    assert.equal(second.lineTotalCents, 800 * 2);
    // The same lines as the order's own answer.
    const one = await as(ctx.app, shopper)({ url: `/api/orders/${id}` });
    assert.deepEqual(listed[0].lines, one.json().lines);
  });

  test('pages the newest first with a cursor, every order once, the total on every page', async () => {
    const shopper = await signUp(ctx.app);
    // Two batches: the second is newer; within a batch one created_at, so the id breaks the tie.
    const older = await makeOrders(shopper.id, 12, 1);
    const newer = await makeOrders(shopper.id, 13, 1);
    const expected = [...newer.reverse(), ...older.reverse()];
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const answer: OrderList = await page(shopper, cursor ? `?cursor=${cursor}` : '');
      assert.equal(answer.total, 25);
      assert.ok(answer.orders.length <= ORDER_HISTORY_DEFAULT_LIMIT);
      seen.push(...answer.orders.map((o) => o.id));
      cursor = answer.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    assert.equal(pages, 3);
    assert.deepEqual(seen, expected);
    const small = await page(shopper, '?limit=4');
    assert.deepEqual(
      small.orders.map((o) => o.id),
      expected.slice(0, 4),
    );
    const next = await page(shopper, `?limit=4&cursor=${small.nextCursor}`);
    assert.deepEqual(
      next.orders.map((o) => o.id),
      expected.slice(4, 8),
    );
  });

  test('a limit out of bounds or a cursor this list did not give is a 400 with a sentence', async () => {
    const shopper = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const [theirs] = await makeOrders(other.id, 2, 1);
    await makeOrders(shopper.id, 2, 1);
    const foreign = Buffer.from(`o.${theirs}`).toString('base64url');
    for (const query of [
      '?limit=0',
      `?limit=${ORDER_HISTORY_MAX_LIMIT + 1}`,
      '?cursor=bm9wZQ',
      `?cursor=${foreign}`,
      '?cursor=' + 'x'.repeat(65),
    ]) {
      const response = await history(shopper, query);
      assert.equal(response.statusCode, 400, `${query}: ${response.body}`);
      assert.equal(typeof response.json().message, 'string');
    }
  });

  test('a signed-out caller gets 401; a shopper sees only their own orders', async () => {
    const shopper = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    await makeOrders(other.id, 3, 2);
    assert.equal((await history(null)).statusCode, 401);
    const mine = await page(shopper);
    assert.deepEqual(mine, { orders: [], total: 0, nextCursor: null });
  });

  test('flood: 60 orders of 50 lines each; a page holds at most 20 orders, 1,000 lines', async () => {
    const shopper = await signUp(ctx.app);
    await makeOrders(shopper.id, 60, 50);
    // The bound is what a page may hold, not how fast it answers (timings belong to the bench).
    const answer = await page(shopper, `?limit=${ORDER_HISTORY_MAX_LIMIT}`);
    assert.equal(answer.total, 60);
    assert.equal(answer.orders.length, ORDER_HISTORY_MAX_LIMIT);
    const lines = answer.orders.reduce((n, o) => n + o.lines.length, 0);
    assert.equal(lines, ORDER_HISTORY_MAX_LIMIT * 50);
    assert.equal((await page(shopper)).orders.length, ORDER_HISTORY_DEFAULT_LIMIT);
  });
});
