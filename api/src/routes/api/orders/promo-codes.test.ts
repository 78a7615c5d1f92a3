// Promo codes (docs/cart.md#promo-codes) and the one delivery rule on every summary: codes kept in
// the database (the seed's STUDENT20), clear sentences for unknown, expired and used-up codes, the
// discount on the summary and the order, and the last use of a code going to one order only.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { CheckoutSummary, Order } from '@storefront/shared/contracts';
import { checkoutTotals, deliveryQuote } from '@storefront/shared/contracts/checkout';
import { ADDRESS_FIXTURE as ADDRESS } from '@storefront/shared/testing/fixtures';
import { appOnSameDatabase, as, setUpTestContext, signUp, type Shopper } from '../../../testing/test-app';

const ctx = setUpTestContext();

let keys = 0;
const newKey = () => `promo-${Date.now().toString(36)}-${(keys++).toString(36)}`;

const exec = (statement: string) => ctx.database.rawTransaction((c) => c.exec(statement));

async function shopperWith(productId: number, size = 'medium', quantity = 1): Promise<Shopper> {
  const shopper = await signUp(ctx.app);
  const added = await as(
    ctx.app,
    shopper,
  )({
    method: 'POST',
    url: `/api/cart/${productId}`,
    payload: { quantity, size },
  });
  assert.equal(added.statusCode, 201, added.body);
  return shopper;
}

const summaryOf = async (shopper: Shopper, promoCode?: string) =>
  as(
    ctx.app,
    shopper,
  )({
    url: `/api/orders/summary${promoCode ? `?promoCode=${encodeURIComponent(promoCode)}` : ''}`,
  });

async function place(shopper: Shopper, promoCode?: string) {
  const summary: CheckoutSummary = (await summaryOf(shopper)).json();
  return as(
    ctx.app,
    shopper,
  )({
    method: 'POST',
    url: '/api/orders/',
    payload: {
      idempotencyKey: newKey(),
      cartVersion: summary.cartVersion,
      address: ADDRESS,
      deliveryMethod: 'standard',
      paymentMethod: 'pay-on-delivery',
      ...(promoCode ? { promoCode } : {}),
    },
  });
}

describe('promo codes', () => {
  test('the seed has STUDENT20 (20% off); a code is found in any case', async () => {
    for (const typed of ['STUDENT20', 'student20']) {
      const found = await ctx.app.inject({ url: `/api/cart/promo/${typed}` });
      assert.equal(found.statusCode, 200);
      assert.deepEqual(found.json(), { code: 'STUDENT20', percentOff: 20 });
    }
  });

  test('unknown, expired and used-up codes say so; a malformed one is a 400', async () => {
    await exec(`INSERT INTO promo_codes (code, percent_off, expires_at) VALUES ('SPRING10', 10, now() - interval '1 day')
                ON CONFLICT (code) DO UPDATE SET expires_at = EXCLUDED.expires_at`);
    await exec(`INSERT INTO promo_codes (code, percent_off, max_uses, uses) VALUES ('ONCE', 50, 1, 1)
                ON CONFLICT (code) DO UPDATE SET max_uses = 1, uses = 1`);
    const answer = async (code: string) => {
      const response = await ctx.app.inject({ url: `/api/cart/promo/${code}` });
      return [response.statusCode, response.json().message];
    };
    assert.deepEqual(await answer('NOPE'), [
      404,
      'NOPE is not a promo code of this store: check the spelling',
    ]);
    assert.deepEqual(await answer('spring10'), [409, 'The promo code SPRING10 has expired']);
    assert.deepEqual(await answer('ONCE'), [409, 'The promo code ONCE has been used up']);
    assert.equal((await ctx.app.inject({ url: `/api/cart/promo/${'A'.repeat(33)}` })).statusCode, 400);
    assert.equal((await ctx.app.inject({ url: '/api/cart/promo/a%20b' })).statusCode, 400);
    const shopper = await shopperWith(1);
    assert.equal((await summaryOf(shopper, 'NOPE')).statusCode, 404);
    assert.equal((await place(shopper, 'SPRING10')).statusCode, 409);
  });

  test('the summary and the order carry the discount; delivery follows the goods after it', async () => {
    const shopper = await shopperWith(16, 'medium', 3);
    const plain: CheckoutSummary = (await summaryOf(shopper)).json();
    const withCode: CheckoutSummary = (await summaryOf(shopper, 'student20')).json();
    assert.equal(plain.promo, null);
    assert.equal(plain.promoDiscountCents, 0);
    assert.deepEqual(withCode.promo, { code: 'STUDENT20', percentOff: 20 });
    assert.equal(withCode.promoDiscountCents, Math.floor(withCode.totalCents * 0.2));
    const goods = withCode.totalCents - withCode.promoDiscountCents;
    assert.equal(withCode.delivery.standard, deliveryQuote('standard', goods).feeCents);

    const placed = await place(shopper, 'Student20');
    assert.equal(placed.statusCode, 201, placed.body);
    const order: Order = placed.json();
    const expected = checkoutTotals(withCode.cart.stocks, 'standard', withCode.promo);
    assert.equal(order.promoCode, 'STUDENT20');
    assert.equal(order.promoDiscountCents, expected.promoDiscountCents);
    assert.equal(order.totalCents, goods);
    assert.equal(order.deliveryFeeCents, expected.deliveryFeeCents);
    assert.equal(order.grandTotalCents, expected.grandTotalCents);
    const { rows } = await ctx.database.rawTransaction((c) =>
      c.query<{ uses: number }>("SELECT uses FROM promo_codes WHERE code = 'STUDENT20'"),
    );
    assert.ok(rows[0].uses >= 1);
  });

  test('a cart under $75 pays the standard fee and is told how much more is free (the rule of the pages)', async () => {
    const shopper = await shopperWith(1, 'small');
    const summary: CheckoutSummary = (await summaryOf(shopper)).json();
    assert.ok(summary.totalCents < 7500);
    assert.equal(summary.delivery.standard, 495);
    const quote = deliveryQuote('standard', summary.totalCents);
    assert.equal(quote.feeCents, 495);
    assert.equal(
      quote.hint,
      `Spend $${((7500 - summary.totalCents) / 100).toFixed(2)} more for free standard delivery`,
    );
    assert.equal(deliveryQuote('standard', 3600).hint, 'Spend $39.00 more for free standard delivery');
    assert.equal(deliveryQuote('standard', 7500).label, 'Free Standard');
  });

  test('the last use of a code goes to one of two orders placed together', async () => {
    await exec(`INSERT INTO promo_codes (code, percent_off, max_uses) VALUES ('LASTONE', 10, 1)
                ON CONFLICT (code) DO UPDATE SET max_uses = 1, uses = 0`);
    const [a, b] = await Promise.all([shopperWith(3, 'small'), shopperWith(4, 'small')]);
    const answers = await Promise.all([place(a, 'LASTONE'), place(b, 'LASTONE')]);
    assert.deepEqual(answers.map((r) => r.statusCode).sort(), [201, 409]);
    assert.match(answers.find((r) => r.statusCode === 409)!.json().message, /used up/);
  });
});

describe('a run of guessed codes', () => {
  let throttled: FastifyInstance;
  before(async () => {
    throttled = await appOnSameDatabase(ctx, { authRateLimit: 20 });
    await exec(`TRUNCATE auth_throttle;
                INSERT INTO promo_codes (code, percent_off, expires_at) VALUES ('ENDED', 10, now() - interval '1 day')
                ON CONFLICT (code) DO UPDATE SET expires_at = now() - interval '1 day'`);
  });
  after(async () => {
    await throttled.close();
  });
  const lookUp = (code: string, remoteAddress: string) =>
    throttled.inject({ url: `/api/cart/promo/${code}`, remoteAddress });

  test('50 unknown codes from one address: 20 are answered, then 429 on every call that takes a code', async () => {
    const guesser = '203.0.113.9';
    const statuses = [];
    for (let i = 0; i < 50; i++) statuses.push((await lookUp(`GUESS${i}`, guesser)).statusCode);
    assert.deepEqual(statuses, [...Array(20).fill(404), ...Array(30).fill(429)]);
    const refused = await lookUp('STUDENT20', guesser);
    assert.equal(refused.statusCode, 429);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.match(refused.json().message, /Too many attempts/);
    const summary = await throttled.inject({
      url: '/api/orders/summary?promoCode=GUESS99',
      remoteAddress: guesser,
    });
    assert.equal(summary.statusCode, 429);
    const shopper = await signUp(throttled);
    await as(
      throttled,
      shopper,
    )({ method: 'POST', url: '/api/cart/3', payload: { quantity: 1, size: 'small' } });
    const { cartVersion } = (await as(throttled, shopper)({ url: '/api/orders/summary' })).json();
    const order = await as(
      throttled,
      shopper,
    )({
      method: 'POST',
      url: '/api/orders/',
      remoteAddress: guesser,
      payload: {
        idempotencyKey: newKey(),
        cartVersion,
        address: ADDRESS,
        deliveryMethod: 'standard',
        paymentMethod: 'pay-on-delivery',
        promoCode: 'GUESS100',
      },
    });
    assert.equal(order.statusCode, 429, order.body);
    // Another address is not held up.
    assert.equal((await lookUp('STUDENT20', '198.51.100.4')).statusCode, 200);
  });

  test('codes that exist, usable or ended, are never counted', async () => {
    const shopper = '198.51.100.5';
    for (let i = 0; i < 30; i++) {
      assert.equal((await lookUp('student20', shopper)).statusCode, 200);
      assert.equal((await lookUp('ENDED', shopper)).statusCode, 409);
    }
    assert.equal((await lookUp('NOPE', shopper)).statusCode, 404);
  });
});
