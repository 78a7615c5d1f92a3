// The product page's add-to-bag form without JavaScript (docs/api.md#form-posts): POST
// /forms/cart/add (the gateway's /cart/add), urlencoded, answered with a 303.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import type { Cart } from '@storefront/shared/contracts/schemas';
import { MAX_QUANTITY } from '@storefront/shared/contracts/vocabulary';
import { MAX_CART_LINES } from '../../../repositories/cart';
import { GUEST_BAGS_PER_CLIENT_PER_HOUR } from '../../../repositories/guest-bags';
import { ORIGIN, STORE_ORIGIN, setUpTestContext, signUp } from '../../../testing/test-app';

const ctx = setUpTestContext();

interface Poster {
  cookie?: string;
  address?: string;
  headers?: Record<string, string>;
}

const guestCookie = (response: LightMyRequestResponse) =>
  [response.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('sf_guest='));

/** Posts the form as a browser does; a guest keeps the bag cookie the answer sets. */
async function post(poster: Poster, body: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/forms/cart/add',
    remoteAddress: poster.address ?? '127.0.0.1',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(poster.headers ?? ORIGIN),
      ...(poster.cookie ? { cookie: poster.cookie } : {}),
    },
    payload: body,
  });
  const set = guestCookie(response);
  if (set) poster.cookie = set.split(';')[0];
  return response;
}

const lines = async (poster: Poster) => {
  const response = await ctx.app.inject({
    url: '/api/cart/',
    headers: { ...ORIGIN, ...(poster.cookie ? { cookie: poster.cookie } : {}) },
  });
  return (response.json() as Cart).stocks.map(
    (s) => `${s.productId}-${s.cart_stocks.size}x${s.cart_stocks.quantity}`,
  );
};

const guestBags = async () =>
  (
    (
      await ctx.database.rawTransaction((c) =>
        c.query('SELECT count(*)::int AS n FROM carts WHERE user_id IS NULL'),
      )
    ).rows[0] as { n: number }
  ).n;

describe('POST /forms/cart/add (the no-JavaScript add-to-bag form)', () => {
  test("a guest's post opens a bag (HttpOnly, SameSite=Lax cookie), adds one and 303s to /cart", async () => {
    const guest: Poster = { address: '10.7.0.1' };
    const response = await post(guest, 'productId=16&size=medium');
    assert.equal(response.statusCode, 303);
    assert.equal(response.headers.location, '/cart');
    const cookie = guestCookie(response)!;
    assert.match(cookie, /HttpOnly/);
    assert.match(cookie, /SameSite=Lax/);
    assert.deepEqual(await lines(guest), ['16-mediumx1']);
    // The same form again adds another of the line, as the button does.
    await post(guest, 'productId=16&size=medium');
    assert.deepEqual(await lines(guest), ['16-mediumx2']);
  });

  test("a signed-in shopper's post adds to the account's cart, opening no bag", async () => {
    const shopper = await signUp(ctx.app);
    const before = await guestBags();
    const response = await post({ cookie: shopper.cookie }, 'productId=20&size=large');
    assert.equal(response.statusCode, 303);
    assert.equal(response.headers.location, '/cart');
    assert.equal(guestCookie(response), undefined);
    assert.deepEqual(await lines({ cookie: shopper.cookie }), ['20-largex1']);
    assert.equal(await guestBags(), before);
  });

  test('a missing or unknown size goes back to the product page with ?error=size, writing nothing', async () => {
    const before = await guestBags();
    const product = (await ctx.app.repos.products.byId(21))!;
    for (const body of [
      'productId=21',
      'productId=21&size=',
      'productId=21&size=huge',
      'productId=21&size=__proto__',
    ]) {
      const response = await post({ address: '10.7.0.2' }, body);
      assert.equal(response.statusCode, 303, body);
      assert.equal(response.headers.location, `/${product.gender}/products/21?error=size`, body);
      assert.equal(guestCookie(response), undefined, body);
    }
    assert.equal(await guestBags(), before);
  });

  test('a sold-out size goes back with ?error=stock and opens no bag', async () => {
    await ctx.database.rawTransaction((c) =>
      c.exec("UPDATE stock SET quantity = 0 WHERE product_id = 22 AND size = 'small'"),
    );
    const before = await guestBags();
    const response = await post({ address: '10.7.0.3' }, 'productId=22&size=small');
    assert.equal(response.statusCode, 303);
    assert.match(String(response.headers.location), /^\/(men|women)\/products\/22\?error=stock$/);
    assert.equal(guestCookie(response), undefined);
    assert.equal(await guestBags(), before);
  });

  test('an unknown product is 404 and a malformed one 400, each a sentence', async () => {
    const unknown = await post({}, 'productId=999999&size=medium');
    assert.equal(unknown.statusCode, 404);
    assert.match(unknown.json().message, /No product with id 999999/);
    for (const body of ['size=medium', 'productId=abc&size=medium', 'productId=0&size=medium']) {
      const bad = await post({}, body);
      assert.equal(bad.statusCode, 400, body);
      assert.equal(typeof bad.json().message, 'string');
    }
  });

  test("another site's form cannot add to a shopper's cart: its Origin (or a missing one) is 403", async () => {
    const shopper = await signUp(ctx.app);
    const attempts: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
      {},
    ];
    for (const headers of attempts) {
      const response = await post({ cookie: shopper.cookie, headers }, 'productId=23&size=medium');
      assert.equal(response.statusCode, 403, JSON.stringify(headers));
    }
    assert.deepEqual(await lines({ cookie: shopper.cookie }), []);
    // The store's own page, named by its Referer (a browser that sends no Origin), is let through.
    const own = await post(
      { cookie: shopper.cookie, headers: { referer: `${STORE_ORIGIN}/women/products/23` } },
      'productId=23&size=medium',
    );
    assert.equal(own.statusCode, 303);
  });

  test('a flood of 660 posts writes at most the cart cap: 50 lines of at most 10 each', async () => {
    const guest: Poster = { address: '10.7.0.4' };
    const sizes = ['extraSmall', 'small', 'medium', 'large', 'extraLarge'];
    const answers = new Map<string, number>();
    // 60 distinct lines (past the cap of 50), each posted 11 times (past the line's 10).
    for (let i = 0; i < 660; i += 1) {
      const n = i % 60;
      const response = await post(guest, `productId=${30 + Math.floor(n / 5)}&size=${sizes[n % 5]}`);
      const where = `${response.statusCode} ${String(response.headers.location).replace(/\d+/, 'N')}`;
      answers.set(where, (answers.get(where) ?? 0) + 1);
    }
    const cart = await lines(guest);
    console.log('660 posts:', Object.fromEntries(answers), `${cart.length} lines`);
    assert.equal(cart.length, MAX_CART_LINES);
    for (const line of cart) assert.ok(Number(line.slice(line.lastIndexOf('x') + 1)) <= MAX_QUANTITY, line);
    assert.ok((answers.get('303 /cart') ?? 0) > 0);
    assert.ok([...answers.keys()].some((k) => k.endsWith('?error=full')));
  });

  test('posts without a cookie from one address open at most the hourly guest bags', async () => {
    const before = await guestBags();
    let tooMany = 0;
    for (let i = 0; i < 200; i += 1) {
      const response = await post({ address: '10.7.0.5' }, 'productId=40&size=medium');
      if (response.statusCode === 429) tooMany += 1;
    }
    assert.equal((await guestBags()) - before, GUEST_BAGS_PER_CLIENT_PER_HOUR);
    assert.equal(tooMany, 200 - GUEST_BAGS_PER_CLIENT_PER_HOUR);
  });
});
