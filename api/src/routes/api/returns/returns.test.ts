import assert from 'node:assert/strict';
import { after, beforeEach, describe, test } from 'node:test';
import type { Order, Return, ReturnableList, ReturnList } from '@storefront/shared/contracts';
import { ADDRESS_FIXTURE as ADDRESS } from '@storefront/shared/testing/fixtures';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../../testing/local-smtp-server';
import { appOnSameDatabase, as, setUpTestContext, signUp, type Shopper } from '../../../testing/test-app';
import { A_DAY_PER_N } from '../../../auth/a-day';

let smtp: LocalSmtpServer;
const ctx = setUpTestContext(async () => {
  smtp = await startLocalSmtpServer();
  return { mail: { smtpUrl: smtp.smtpUrl, outboxDir: '/nonexistent', from: 'Store <store@example.test>' } };
});
beforeEach(async () => {
  smtp.messages.length = 0;
  // The day budgets (auth/a-day.ts) count in rate_limits, which a test's reset keeps.
  await ctx.database.rawTransaction((c) => c.exec('TRUNCATE rate_limits'));
});
after(async () => {
  await smtp.close();
});

let keys = 0;
const raw = <T>(text: string, params: unknown[] = []) =>
  ctx.database.rawTransaction(async (client) => (await client.query<T>(text, params)).rows);
/** A product with a regular price (returnable) or bought in the sale (final sale), in stock in medium. */
const productId = async (onSale: boolean) => {
  const [row] = await raw<{ id: number }>(
    `SELECT p.id FROM products p JOIN stock s ON s.product_id = p.id AND s.size = 'medium' AND s.quantity >= 5
     WHERE (p.sale_price_cents IS NOT NULL) = $1 ORDER BY p.id LIMIT 1`,
    [onSale],
  );
  return row.id;
};

async function order(shopper: Shopper, lines: { productId: number; quantity: number }[]): Promise<Order> {
  const call = as(ctx.app, shopper);
  for (const line of lines) {
    for (let i = 0; i < line.quantity; i++) {
      const added = await call({
        method: 'POST',
        url: `/api/cart/${line.productId}`,
        payload: { size: 'medium', quantity: 1 },
      });
      assert.ok([200, 201].includes(added.statusCode), added.body);
    }
  }
  const { cartVersion } = (await call({ url: '/api/orders/summary' })).json();
  const placed = await call({
    method: 'POST',
    url: '/api/orders',
    payload: {
      idempotencyKey: `return-${Date.now()}-${keys++}`,
      cartVersion,
      address: ADDRESS,
      deliveryMethod: 'standard',
      paymentMethod: 'pay-on-delivery',
    },
  });
  assert.equal(placed.statusCode, 201, placed.body);
  return placed.json();
}

const post = (shopper: Shopper | null, payload: Record<string, unknown>) =>
  as(ctx.app, shopper)({ method: 'POST', url: '/api/returns', payload });
const body = (o: Order, extra: Record<string, unknown> = {}) => ({
  orderId: o.id,
  productId: o.lines[0].productId,
  size: o.lines[0].size,
  quantity: 1,
  reason: 'too-small',
  ...extra,
});

describe('returns', () => {
  test('signed out, every call is 401', async () => {
    for (const options of [
      { url: '/api/returns' },
      { url: '/api/returns/returnable' },
      {
        method: 'POST' as const,
        url: '/api/returns',
        payload: { orderId: 1, productId: 1, size: 'medium', quantity: 1, reason: 'faulty' },
      },
    ]) {
      const answer = await as(ctx.app, null)(options);
      assert.equal(answer.statusCode, 401, `${options.url} ${answer.body}`);
    }
  });

  test('a line is returned: 201 with the RMA number and lines, listed, and mailed with what to do next', async () => {
    const shopper = await signUp(ctx.app);
    const placed = await order(shopper, [{ productId: await productId(false), quantity: 2 }]);
    const before: ReturnableList = (await as(ctx.app, shopper)({ url: '/api/returns/returnable' })).json();
    assert.equal(before.lines.length, 1);
    assert.deepEqual(
      {
        ordered: before.lines[0].ordered,
        returnable: before.lines[0].returnable,
        finalSale: before.lines[0].finalSale,
      },
      { ordered: 2, returnable: 2, finalSale: false },
    );
    const answer = await post(shopper, body(placed, { note: '  Runs small  ' }));
    assert.equal(answer.statusCode, 201, answer.body);
    const ret: Return = answer.json();
    assert.match(ret.number, /^RMA-\d{6}$/);
    assert.equal(ret.status, 'requested');
    assert.equal(ret.orderNumber, placed.number);
    assert.equal(ret.note, 'Runs small');
    assert.deepEqual(ret.lines, [
      {
        productId: placed.lines[0].productId,
        productName: placed.lines[0].productName,
        size: 'medium',
        quantity: 1,
      },
    ]);
    const list: ReturnList = (await as(ctx.app, shopper)({ url: '/api/returns' })).json();
    assert.deepEqual(list, { returns: [ret], nextCursor: null });
    const after: ReturnableList = (await as(ctx.app, shopper)({ url: '/api/returns/returnable' })).json();
    assert.equal(after.lines[0].returned, 1);
    assert.equal(after.lines[0].returnable, 1);
    const mail = await smtp.waitFor(
      (m) => m.to.includes(shopper.email) && m.subject.startsWith('Your return'),
    );
    assert.equal(mail.subject, `Your return ${ret.number}`);
    assert.match(mail.text, new RegExp(`return ${ret.number} for order ${placed.number}`));
    assert.match(mail.text, /What to do next:/);
    assert.match(mail.text, new RegExp(`Write your return number ${ret.number}`));
    assert.match(mail.text, /Reason: Too small/);
  });

  test("another shopper's order is 404, a line not in it 404, and nothing is written", async () => {
    const owner = await signUp(ctx.app);
    const stranger = await signUp(ctx.app);
    const placed = await order(owner, [{ productId: await productId(false), quantity: 1 }]);
    const theirs = await post(stranger, body(placed));
    assert.equal(theirs.statusCode, 404);
    assert.match(theirs.json().message, new RegExp(`no order ${placed.number} on your account`));
    const noLine = await post(owner, body(placed, { size: 'extraLarge' }));
    assert.equal(noLine.statusCode, 404);
    assert.match(noLine.json().message, /has no such item in size XL/);
    const [{ n }] = await raw<{ n: number }>('SELECT count(*)::int AS n FROM returns');
    assert.equal(n, 0);
  });

  test('final sale is 403, and the returnable list says so', async () => {
    const shopper = await signUp(ctx.app);
    const placed = await order(shopper, [{ productId: await productId(true), quantity: 1 }]);
    const answer = await post(shopper, body(placed));
    assert.equal(answer.statusCode, 403);
    assert.match(answer.json().message, /final sale items cannot be returned/);
    const list: ReturnableList = (await as(ctx.app, shopper)({ url: '/api/returns/returnable' })).json();
    assert.deepEqual([list.lines[0].finalSale, list.lines[0].returnable], [true, 0]);
  });

  test('30 days after delivery (the estimated date) a line is 403 and no longer listed', async () => {
    const shopper = await signUp(ctx.app);
    const placed = await order(shopper, [{ productId: await productId(false), quantity: 1 }]);
    // Today is the database's (the window is counted there, in UTC), not this process's clock.
    const deliveredDaysAgo = async (days: number) => {
      const [{ today }] = await raw<{ today: string }>(
        `UPDATE orders SET created_at = now() - make_interval(days => $2::int + 3),
           estimated_delivery = (now() AT TIME ZONE 'UTC')::date - $2::int WHERE id = $1
         RETURNING to_char((now() AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS today`,
        [placed.id, days],
      );
      return today;
    };
    const today = await deliveredDaysAgo(30);
    const lastDay: ReturnableList = (await as(ctx.app, shopper)({ url: '/api/returns/returnable' })).json();
    assert.equal(lastDay.lines[0].returnBy, today);
    await deliveredDaysAgo(31);
    const answer = await post(shopper, body(placed));
    assert.equal(answer.statusCode, 403);
    assert.match(answer.json().message, /delivered more than 30 days ago/);
    const list: ReturnableList = (await as(ctx.app, shopper)({ url: '/api/returns/returnable' })).json();
    assert.deepEqual(list.lines, []);
  });

  test('more than is left to return is 409; a bad body is 400', async () => {
    const shopper = await signUp(ctx.app);
    const placed = await order(shopper, [{ productId: await productId(false), quantity: 2 }]);
    const tooMany = await post(shopper, body(placed, { quantity: 3 }));
    assert.equal(tooMany.statusCode, 409);
    assert.match(tooMany.json().message, /Only 2 of .* can still be returned/);
    for (const bad of [
      body(placed, { reason: 'bored' }),
      body(placed, { quantity: 0 }),
      body(placed, { note: 'x'.repeat(501) }),
    ]) {
      const answer = await post(shopper, bad);
      assert.equal(answer.statusCode, 400, JSON.stringify(bad));
      assert.equal(typeof answer.json().message, 'string');
    }
  });

  test('a flood of 500 posts, 25 at a time, records at most the units ordered', async () => {
    const shopper = await signUp(ctx.app);
    const placed = await order(shopper, [{ productId: await productId(false), quantity: 2 }]);
    const statuses: number[] = [];
    for (let round = 0; round < 20; round++) {
      const answers = await Promise.all(Array.from({ length: 25 }, () => post(shopper, body(placed))));
      statuses.push(...answers.map((a) => a.statusCode));
    }
    assert.equal(statuses.filter((s) => s === 201).length, 2);
    assert.equal(statuses.filter((s) => s === 409).length, 498);
    const [{ n, units }] = await raw<{ n: number; units: number }>(
      'SELECT count(*)::int AS n, coalesce(sum(quantity), 0)::int AS units FROM returns',
    );
    assert.deepEqual({ n, units }, { n: 2, units: 2 });
    const returnMails = () => smtp.messages.filter((m) => m.subject.startsWith('Your return'));
    await smtp.waitFor(() => returnMails().length >= 2);
    assert.equal(returnMails().length, 2);
  });

  test('the OpenAPI document lists the three operations with their answers', async () => {
    const doc = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
    const statuses = (path: string, method: string) => Object.keys(doc.paths[path][method].responses);
    for (const status of ['201', '400', '401', '403', '404', '409']) {
      assert.ok(statuses('/api/returns', 'post').includes(status), status);
    }
    assert.ok(statuses('/api/returns', 'get').includes('200'));
    assert.ok(statuses('/api/returns/returnable', 'get').includes('200'));
  });

  test('the list pages by cursor, newest first; a made-up cursor is 400', async () => {
    const shopper = await signUp(ctx.app);
    const placed = await order(shopper, [{ productId: await productId(false), quantity: 10 }]);
    // Twenty-one single-unit returns of two lines' worth would need more units: 10 here, and 11
    // more from a second order.
    const second = await order(shopper, [{ productId: await productId(false), quantity: 10 }]);
    const third = await order(shopper, [{ productId: await productId(false), quantity: 1 }]);
    for (const o of [placed, second]) {
      for (let i = 0; i < 10; i++) assert.equal((await post(shopper, body(o))).statusCode, 201);
    }
    assert.equal((await post(shopper, body(third))).statusCode, 201);
    const first: ReturnList = (await as(ctx.app, shopper)({ url: '/api/returns' })).json();
    assert.equal(first.returns.length, 20);
    assert.ok(first.nextCursor);
    assert.equal(first.returns[0].orderId, third.id);
    const next: ReturnList = (
      await as(ctx.app, shopper)({ url: `/api/returns?cursor=${first.nextCursor}` })
    ).json();
    assert.equal(next.returns.length, 1);
    assert.equal(next.nextCursor, null);
    // A cursor is the id of one of the shopper's own returns: a word, a number the list never gave
    // and another shopper's return are each a 400.
    const other = await signUp(ctx.app);
    const theirs = await order(other, [{ productId: await productId(false), quantity: 1 }]);
    const foreign: Return = (await post(other, body(theirs))).json();
    for (const cursor of ['abc', '2147483647', String(foreign.id)]) {
      const bad = await as(ctx.app, shopper)({ url: `/api/returns?cursor=${cursor}` });
      assert.equal(bad.statusCode, 400, cursor);
      assert.match(bad.json().message, /cursor is not one this list gave/);
    }
  });

  test(`an account returns at most ${A_DAY_PER_N.return}N a day (each mails it); a refused one spends nothing`, async () => {
    // A small N, so that one order of 10 units outlasts the day's returns.
    const n = 2;
    const throttled = await appOnSameDatabase(ctx, {
      authRateLimit: n,
      mail: { smtpUrl: smtp.smtpUrl, outboxDir: '/nonexistent', from: 'Store <store@example.test>' },
    });
    try {
      const shopper = await signUp(ctx.app);
      const placed = await order(shopper, [{ productId: await productId(false), quantity: 10 }]);
      const send = (payload: Record<string, unknown>) =>
        as(throttled, shopper)({ method: 'POST', url: '/api/returns', payload });
      // Not the shopper's order: refused, and the day is not spent by it.
      assert.equal((await send(body(placed, { orderId: 999_999 }))).statusCode, 404);
      const perDay = A_DAY_PER_N.return * n;
      const statuses: number[] = [];
      for (let i = 0; i < perDay + 3; i++) statuses.push((await send(body(placed))).statusCode);
      assert.deepEqual(statuses, [...Array(perDay).fill(201), ...Array(3).fill(429)]);
      const [{ count }] = await raw<{ count: number }>('SELECT count(*)::int AS count FROM returns');
      assert.equal(count, perDay);
    } finally {
      await throttled.close();
    }
  });
});
