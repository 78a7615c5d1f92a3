// Ratings and reviews (docs/api.md#reviews): only a signed-in shopper who ordered the product
// writes one, once (409 after); the list is the latest first with the average and count, paged by
// a strict cursor; the product answer carries { average, count }; a flood of posts from one
// shopper writes at most one review and is throttled (429) on the shared database throttle.
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { REVIEW_POSTS_PER_WINDOW } from '@storefront/shared/contracts/review-limits';
import { as, setUpTestContext, signUp, type Shopper } from '../../../testing/test-app';
import { ALREADY_REVIEWED, NOT_ORDERED } from './reviews';

const ctx = setUpTestContext({}, { resetEachTest: false });

/** An order of `shopper` holding `productId`, written as checkout writes one. */
async function ordered(shopper: Shopper, productId: number) {
  await ctx.database.db.execute(sql`
    WITH o AS (
      INSERT INTO orders (user_id, idempotency_key, delivery_method, payment_method, address_name, address_street,
        address_city, address_postcode, address_country, subtotal_cents, discount_cents, delivery_fee_cents, total_cents)
      VALUES (${shopper.id}, ${`review-${shopper.id}-${productId}`}, 'standard', 'pay-on-delivery', 'Jo', '1 Road',
        'Leeds', 'LS1 1AA', 'United Kingdom', 2500, 0, 0, 2500)
      RETURNING id)
    INSERT INTO order_lines (order_id, product_id, product_name, size, quantity, unit_price_cents)
    SELECT id, ${productId}, 'A product', 'medium', 1, 2500 FROM o`);
}

const post = (shopper: Shopper | null, productId: number, payload: object) =>
  as(ctx.app, shopper)({ method: 'POST', url: `/api/products/${productId}/reviews`, payload });
const review = { rating: 4, title: 'Great fit', body: 'Soft and <b>true</b> to size.' };

describe('reviews', () => {
  // The PostgreSQL test database is shared by every file: leave no reviews behind.
  after(() => ctx.database.db.execute(sql`DELETE FROM product_reviews WHERE product_id IN (20, 21, 22)`));

  test('only a shopper who ordered the product, once; the list, the average and the product answer', async () => {
    const product = 20;
    const reviewer = await signUp(ctx.app, `rev${Date.now().toString(36)}`);
    const stranger = await signUp(ctx.app);
    assert.equal((await post(null, product, review)).statusCode, 401);
    const refused = await post(stranger, product, review);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().message, NOT_ORDERED);
    const asStranger = await as(ctx.app, stranger)({ url: `/api/products/${product}/reviews` });
    assert.equal(asStranger.json().canReview, 'not-ordered');
    assert.equal(
      (await ctx.app.inject({ url: `/api/products/${product}/reviews` })).json().canReview,
      'sign-in',
    );

    await ordered(reviewer, product);
    const before = await as(ctx.app, reviewer)({ url: `/api/products/${product}/reviews` });
    assert.equal(before.json().canReview, 'yes');
    for (const bad of [
      { ...review, rating: 6 },
      { ...review, rating: 0 },
      { ...review, title: 'x'.repeat(81) },
      { ...review, title: '   ' },
      { ...review, body: 'x'.repeat(2001) },
    ]) {
      assert.equal((await post(reviewer, product, bad)).statusCode, 400, JSON.stringify(bad).slice(0, 60));
    }
    const written = await post(reviewer, product, review);
    assert.equal(written.statusCode, 201, written.body);
    const again = await post(reviewer, product, { ...review, rating: 1 });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, ALREADY_REVIEWED);

    const page = (await as(ctx.app, reviewer)({ url: `/api/products/${product}/reviews` })).json();
    assert.equal(page.canReview, 'reviewed');
    assert.equal(page.count, 1);
    assert.equal(page.average, 4);
    // Stored and answered as written: the page escapes it when it shows it.
    assert.deepEqual(
      { ...page.reviews[0], createdAt: undefined },
      { ...review, author: reviewer.userName[0].toUpperCase() + '.', createdAt: undefined },
    );
    const answer = (await ctx.app.inject({ url: `/api/products/${product}` })).json();
    assert.deepEqual(answer.rating, { average: 4, count: 1 });
    assert.equal((await post(reviewer, 999_999, review)).statusCode, 404);
  });

  test('the latest first, a page at a time; a forged cursor is a 400', async () => {
    const product = 21;
    const ratings = [5, 4, 2];
    for (const rating of ratings) {
      const shopper = await signUp(ctx.app);
      await ordered(shopper, product);
      assert.equal(
        (await post(shopper, product, { ...review, rating, title: `R${rating}` })).statusCode,
        201,
      );
    }
    const first = (await ctx.app.inject({ url: `/api/products/${product}/reviews?limit=2` })).json();
    assert.deepEqual(
      first.reviews.map((r: { title: string }) => r.title),
      ['R2', 'R4'],
    );
    assert.equal(first.count, 3);
    assert.equal(first.average, 3.7);
    const next = await ctx.app.inject({
      url: `/api/products/${product}/reviews?limit=2&cursor=${first.nextCursor}`,
    });
    assert.deepEqual(
      next.json().reviews.map((r: { title: string }) => r.title),
      ['R5'],
    );
    assert.equal(next.json().nextCursor, null);
    const forged = Buffer.from('r.0').toString('base64url');
    assert.equal(
      (await ctx.app.inject({ url: `/api/products/${product}/reviews?cursor=${forged}` })).statusCode,
      400,
    );
  });

  test('flood: 200 posts from one shopper write at most one review and are throttled', async () => {
    const product = 22;
    const shopper = await signUp(ctx.app);
    await ordered(shopper, product);
    const codes = await Promise.all(Array.from({ length: 200 }, () => post(shopper, product, review)));
    const count = (code: number) => codes.filter((r) => r.statusCode === code).length;
    console.log(`flood: 201 ${count(201)}, 409 ${count(409)}, 429 ${count(429)}`);
    assert.equal(count(201), 1);
    assert.equal(count(201) + count(409), REVIEW_POSTS_PER_WINDOW);
    assert.equal(count(429), 200 - REVIEW_POSTS_PER_WINDOW);
    assert.ok(Number(codes.find((r) => r.statusCode === 429)!.headers['retry-after']) > 0);
    const { rows } = (await ctx.database.db.execute(
      sql`SELECT count(*)::int AS n FROM product_reviews WHERE product_id = ${product} AND user_id = ${shopper.id}`,
    )) as unknown as { rows: { n: number }[] };
    assert.equal(rows[0].n, 1);
  });
});
