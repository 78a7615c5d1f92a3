// A quantity change racing an order: the order reads the cart, then empties it; a change that lands
// in between must either be in the order or be refused, never answered 200 and then silently
// dropped with the emptied cart.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { CheckoutSummary, Order } from '@storefront/shared/contracts/orders';
import type { Cart } from '@storefront/shared/contracts/schemas';
import { ADDRESS_FIXTURE as ADDRESS } from '@storefront/shared/testing/fixtures';
import { stock } from '../../../db/schema';
import { as, setUpTestContext, signUp } from '../../../testing/test-app';

const ctx = setUpTestContext();

const ROUNDS = 40;
const PRODUCT = 1;
const SIZE = 'medium';

test(`${ROUNDS} rounds of a quantity change racing an order: no 200 change is ever lost`, async (t) => {
  // Enough stock that neither call is refused for it.
  await ctx.database.db
    .update(stock)
    .set({ quantity: 1000 })
    .where(sql`${stock.productId} = ${PRODUCT} AND ${stock.size} = ${SIZE}`);
  const outcomes = new Map<string, number>();
  const lost: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const shopper = await signUp(ctx.app);
    const call = as(ctx.app, shopper);
    const added = await call({
      method: 'POST',
      url: `/api/cart/${PRODUCT}`,
      payload: { size: SIZE, quantity: 1 },
    });
    assert.equal(added.statusCode, 201, added.body);
    const summary: CheckoutSummary = (await call({ url: '/api/orders/summary' })).json();

    // The rounds sweep the order's transaction: the change starts 3 ms before the order up to 6 ms after it.
    const offset = (round % 10) - 3;
    const placing = sleep(Math.max(0, -offset)).then(() =>
      call({
        method: 'POST',
        url: '/api/orders',
        payload: {
          idempotencyKey: `race-${round}-${shopper.id}`,
          cartVersion: summary.cartVersion,
          address: ADDRESS,
          deliveryMethod: 'standard',
          paymentMethod: 'pay-on-delivery',
        },
      }),
    );
    const changing = sleep(Math.max(0, offset)).then(() =>
      call({
        method: 'POST',
        url: '/api/cart/update/quantity',
        payload: { productId: PRODUCT, size: SIZE, quantity: 2 },
      }),
    );
    const [order, change] = await Promise.all([placing, changing]);
    const cart: Cart = (await call({ url: '/api/cart/' })).json();
    const inCart = cart.stocks.find((s) => s.productId === PRODUCT)?.cart_stocks.quantity ?? 0;
    const ordered =
      order.statusCode === 201
        ? ((order.json() as Order).lines.find((l) => l.productId === PRODUCT)?.quantity ?? 0)
        : 0;
    const outcome = `change ${change.statusCode}, order ${order.statusCode}${order.statusCode === 201 ? ` of ${ordered}` : ''}, cart ${inCart}`;
    outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);

    const expected =
      change.statusCode === 200
        ? // The change counted: the order carries it, or the order was refused (409) and the cart keeps it.
          (order.statusCode === 201 && ordered === 2 && inCart === 0) ||
          (order.statusCode === 409 && inCart === 2)
        : // Refused (404) because the order had already taken the cart, with the quantity it held then.
          change.statusCode === 404 && order.statusCode === 201 && ordered === 1 && inCart === 0;
    if (!expected) lost.push(`round ${round} (offset ${offset} ms): ${outcome}`);
  }
  t.diagnostic(
    `${ctx.database.kind}: ${[...outcomes].map(([outcome, n]) => `${n} × ${outcome}`).join('; ')}`,
  );
  assert.deepEqual(lost, [], 'a quantity change answered 200 was lost, or an answer was unexpected');
});
