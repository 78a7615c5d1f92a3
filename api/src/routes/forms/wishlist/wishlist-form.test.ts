// ADD TO WISHLIST without JavaScript (docs/api.md#form-posts): POST /forms/wishlist/add (the
// gateway's /wishlist/add), urlencoded, answered with a 303.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Product } from '@storefront/shared/contracts/schemas';
import { MAX_WISHLIST_PRODUCTS } from '../../../repositories/wishlist';
import { ORIGIN, STORE_ORIGIN, as, setUpTestContext, signUp, type Shopper } from '../../../testing/test-app';

const ctx = setUpTestContext();

/** Posts the form as a browser does (the store's Origin unless `headers` says otherwise). */
const post = (cookie: string | null, body: string, headers: Record<string, string> = ORIGIN) =>
  ctx.app.inject({
    method: 'POST',
    url: '/forms/wishlist/add',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
      ...(cookie ? { cookie } : {}),
    },
    payload: body,
  });

const wishlistIds = async (shopper: Shopper) => {
  const response = await as(ctx.app, shopper)({ url: '/api/wishlist/' });
  assert.equal(response.statusCode, 200);
  return (response.json().products as Product[]).map((p) => p.id);
};

const rows = async () =>
  (
    (await ctx.database.rawTransaction((c) => c.query('SELECT count(*)::int AS n FROM wishlist_products')))
      .rows[0] as { n: number }
  ).n;

const productPage = async (id: number) => {
  const product = (await ctx.app.repos.products.byId(id))!;
  return `/${product.gender}/products/${id}`;
};

describe('POST /forms/wishlist/add (ADD TO WISHLIST without JavaScript)', () => {
  test('signed in: adds the product and 303s to its page with ?wishlist=added; twice keeps one', async () => {
    const shopper = await signUp(ctx.app);
    // The product page's form sends its size too: it is not read.
    for (const body of ['productId=16', 'productId=16&size=medium']) {
      const response = await post(shopper.cookie, body);
      assert.equal(response.statusCode, 303, body);
      assert.equal(response.headers.location, `${await productPage(16)}?wishlist=added`);
    }
    assert.deepEqual(await wishlistIds(shopper), [16]);
  });

  test('signed out: 303 to /wishlist (its invitation to log in), writing nothing', async () => {
    const before = await rows();
    const response = await post(null, 'productId=17');
    assert.equal(response.statusCode, 303);
    assert.equal(response.headers.location, '/wishlist');
    // A session that ended is signed out too.
    const ended = await post('sf_session=not-a-session', 'productId=17');
    assert.equal(ended.headers.location, '/wishlist');
    assert.equal(await rows(), before);
  });

  test('an unknown product is 404 and a malformed one 400, each a sentence', async () => {
    const shopper = await signUp(ctx.app);
    const unknown = await post(shopper.cookie, 'productId=999999');
    assert.equal(unknown.statusCode, 404);
    assert.match(unknown.json().message, /No product with id 999999/);
    for (const body of ['', 'size=medium', 'productId=abc', 'productId=0', 'productId=1e3']) {
      const bad = await post(shopper.cookie, body);
      assert.equal(bad.statusCode, 400, body);
      assert.equal(typeof bad.json().message, 'string');
    }
    assert.deepEqual(await wishlistIds(shopper), []);
  });

  test("another site's form cannot add to a shopper's wishlist: its Origin (or none) is 403", async () => {
    const shopper = await signUp(ctx.app);
    const attempts: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/x' },
      {},
    ];
    for (const headers of attempts) {
      const response = await post(shopper.cookie, 'productId=18', headers);
      assert.equal(response.statusCode, 403, JSON.stringify(headers));
    }
    assert.deepEqual(await wishlistIds(shopper), []);
    const own = await post(shopper.cookie, 'productId=18', { referer: `${STORE_ORIGIN}/men/products` });
    assert.equal(own.statusCode, 303);
  });

  test(`a flood of ${2 * (MAX_WISHLIST_PRODUCTS + 30)} posts keeps the wishlist at its cap (${MAX_WISHLIST_PRODUCTS}), then ?wishlist=full`, async () => {
    const shopper = await signUp(ctx.app);
    const ids = (
      await ctx.database.rawTransaction((c) =>
        c.query(`SELECT id FROM products ORDER BY id LIMIT ${MAX_WISHLIST_PRODUCTS + 30}`),
      )
    ).rows.map((r) => (r as { id: number }).id);
    assert.equal(ids.length, MAX_WISHLIST_PRODUCTS + 30, 'the seed has more products than the cap');
    const answers = new Map<string, number>();
    // Ten at a time: concurrent adds queue on the wishlist's row and never pass the cap. Each product
    // twice: once while there is room, once more when full (kept ones are still fine, the others not).
    for (let i = 0; i < 2 * ids.length; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: 10 }, (_, k) => post(shopper.cookie, `productId=${ids[(i + k) % ids.length]}`)),
      );
      for (const response of batch) {
        const where = `${response.statusCode} ${String(response.headers.location).replace(/^.*\?/, '?')}`;
        answers.set(where, (answers.get(where) ?? 0) + 1);
      }
    }
    console.log(`${2 * ids.length} posts:`, Object.fromEntries(answers));
    const kept = await wishlistIds(shopper);
    assert.equal(kept.length, MAX_WISHLIST_PRODUCTS);
    assert.equal(new Set(kept).size, MAX_WISHLIST_PRODUCTS);
    assert.deepEqual([...answers.keys()].sort(), ['303 ?wishlist=added', '303 ?wishlist=full']);
    // The JSON route meets the same cap, with a sentence; one already kept is still fine.
    const json = await as(
      ctx.app,
      shopper,
    )({
      method: 'POST',
      url: '/api/wishlist/',
      payload: { productId: ids.find((id) => !kept.includes(id)) },
    });
    assert.equal(json.statusCode, 409);
    assert.match(json.json().message, new RegExp(`at most ${MAX_WISHLIST_PRODUCTS} products`));
    const again = await as(
      ctx.app,
      shopper,
    )({
      method: 'POST',
      url: '/api/wishlist/',
      payload: { productId: kept[0] },
    });
    assert.equal(again.statusCode, 201);
  });
});
