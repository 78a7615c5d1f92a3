import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Product } from '@storefront/shared/contracts/schemas';
import { COLOURS, stylesFor } from '@storefront/shared/contracts/vocabulary';
import { PRODUCT_IDS } from '../../../db/catalog';
import { setUpTestContext } from '../../../testing/test-app';

const ctx = setUpTestContext({}, { resetEachTest: false });

async function get(url: string) {
  const response = await ctx.app.inject({ url });
  return { status: response.statusCode, body: response.json() };
}
const list = async (url: string): Promise<Product[]> => {
  const { status, body } = await get(url);
  assert.equal(status, 200, `${url}: ${JSON.stringify(body)}`);
  return body;
};
const effective = (p: Product) => p.salePrice ?? p.price;

describe('catalog seed', () => {
  test('holds the 113 products of docs/catalog.md#product with the right genders, and their colourways above', async () => {
    const men = await list('/api/products/clothingType/tops?gender=men');
    const menBottoms = await list('/api/products/clothingType/bottoms?gender=men');
    const women = await list('/api/products/clothingType/tops?gender=women');
    const womenBottoms = await list('/api/products/clothingType/bottoms?gender=women');
    const ids = (ps: Product[]) => ps.map((p) => p.id).sort((a, b) => a - b);
    for (const [gender, listed] of [
      ['men', [...men, ...menBottoms]],
      ['women', [...women, ...womenBottoms]],
    ] as const) {
      assert.deepEqual(ids(listed.filter((p) => p.id <= 113)), PRODUCT_IDS[gender]);
      // Every product above 113 is another colour of a specified product of its gender: same name,
      // style and price, three colours in the group.
      const colourways = listed.filter((p) => p.id > 113);
      assert.equal(colourways.length, stylesFor(gender).length * 2);
      for (const p of colourways) {
        const base = listed.find((b) => b.id <= 113 && b.name === p.name)!;
        assert.ok(base, `${p.id} has a specified product`);
        assert.deepEqual([base.style, base.price, base.colourCount, p.colourCount], [p.style, p.price, 3, 3]);
        assert.notEqual(base.color, p.color);
      }
    }
  });

  test('has every style per gender, every colour per category, enough new, sale and DSGN', async () => {
    for (const gender of ['men', 'women'] as const) {
      for (const style of stylesFor(gender)) {
        assert.ok(
          (await list(`/api/products?gender=${gender}&category=${style}`)).length >= 6,
          `${gender} ${style}`,
        );
      }
      for (const category of ['tops', 'bottoms']) {
        const products = await list(`/api/products?gender=${gender}&category=${category}`);
        for (const colour of COLOURS) {
          assert.ok(
            products.some((p) => p.color === colour),
            `${gender} ${category} ${colour}`,
          );
        }
        assert.ok(products.filter((p) => p.new).length >= 8, `${gender} ${category} new`);
        assert.ok(products.filter((p) => p.salePrice !== null).length >= 8, `${gender} ${category} sale`);
        for (const p of products) {
          assert.ok(p.price >= 15 && p.price <= 60, `price of ${p.id}`);
          if (p.salePrice !== null) assert.ok(p.salePrice < p.price && p.salePrice >= 15);
        }
      }
    }
    assert.equal((await list('/api/products?gender=women&category=pants')).length, 0);
    assert.equal((await list('/api/products?gender=men&category=sportsbras')).length, 0);
    assert.equal((await list('/api/products?gender=men&category=leggings')).length, 0);
    const dsgn = ((await list('/api/products/dsgn')) as unknown as { product: Product }[]).map(
      (i) => i.product,
    );
    const specified = dsgn.filter((p) => p.id <= 113);
    assert.ok(specified.length >= 20 && specified.length <= 26);
    assert.ok(dsgn.every((p) => p.id <= 113 || specified.some((b) => b.name === p.name)));
  });

  test('seeding again changes nothing', async () => {
    const { seedCatalog } = await import('../../../db/seed');
    const before = await list('/api/products/clothingType/tops?gender=women');
    await seedCatalog(ctx.database);
    assert.deepEqual(await list('/api/products/clothingType/tops?gender=women'), before);
  });
});

describe('GET /api/products/{productId}', () => {
  test('answers the product with the contract fields', async () => {
    const { status, body } = await get('/api/products/15');
    assert.equal(status, 200);
    assert.equal(body.id, 15);
    assert.equal(body.productId, 15);
    assert.equal(body.gender, 'women');
    for (const key of [
      'name',
      'price',
      'salePrice',
      'new',
      'color',
      'style',
      'category',
      'dsgn',
      'description',
    ]) {
      assert.ok(key in body, key);
    }
  });

  test('404 for an unknown id, 400 for a malformed one, with a JSON message', async () => {
    for (const [url, status] of [
      ['/api/products/9999', 404],
      ['/api/products/0', 400],
      ['/api/products/abc', 400],
      ['/api/products/1.5', 400],
      ["/api/products/1'%20OR%201=1", 400],
    ] as const) {
      const response = await get(url);
      assert.equal(response.status, status, url);
      assert.equal(typeof response.body.message, 'string');
    }
  });

  test("a flood of made-up ids pushes none of the listings' answers out", async () => {
    const { catalogCache, productCache } = ctx.app.repos;
    await list('/api/products/clothingType/tops?gender=men');
    await get('/api/products/page?gender=women&limit=24');
    const held = catalogCache.stats();
    assert.ok(held.entries > 0);
    for (let id = 100_000; id < 103_000; id++) {
      assert.equal((await ctx.app.inject({ url: `/api/products/${id}` })).statusCode, 404);
    }
    assert.deepEqual(catalogCache.stats(), held);
    assert.ok(productCache.stats().entries <= 2_000, `${productCache.stats().entries} products held`);
    // The real products are still answered.
    assert.equal((await get('/api/products/1')).status, 200);
  });
});

describe('listings', () => {
  test('filter by gender and category or style, with or without slashes', async () => {
    const tops = await list('/api/products/?gender=men&category=tops');
    assert.ok(tops.every((p) => p.gender === 'men' && p.category === 'tops'));
    const hoodies = await list('/api/products?gender=women&category=hoodies');
    assert.ok(hoodies.length > 0 && hoodies.every((p) => p.style === 'hoodies' && p.gender === 'women'));
    assert.deepEqual(await list('/api/products/clothingType/hoodies/?gender=women'), hoodies);
  });

  test('priceFilter sorts by effective price both ways', async () => {
    const asc = await list('/api/products?gender=women&category=tops&priceFilter=low%20to%20high');
    const desc = await list('/api/products/clothingType/tops?gender=women&priceFilter=high%20to%20low');
    for (let i = 1; i < asc.length; i++) assert.ok(effective(asc[i - 1]) <= effective(asc[i]));
    for (let i = 1; i < desc.length; i++) assert.ok(effective(desc[i - 1]) >= effective(desc[i]));
    assert.equal(asc.length, desc.length);
  });

  test('collectionFilter=DSGN keeps the studio collection', async () => {
    const dsgn = await list('/api/products/clothingType/tops?gender=women&collectionFilter=DSGN');
    assert.ok(dsgn.length >= 8);
    assert.ok(dsgn.every((p) => p.dsgn === 'DSGN'));
  });

  test('bad filters answer 400', async () => {
    for (const url of [
      '/api/products?gender=kids&category=tops',
      '/api/products?gender=men',
      '/api/products?gender=men&category=hats',
      '/api/products?gender=men&category=tops&priceFilter=cheap',
      '/api/products/clothingType/tops?gender=men&collectionFilter=OTHER',
      '/api/products/clothingType/tops',
    ]) {
      const { status, body } = await get(url);
      assert.equal(status, 400, url);
      assert.equal(typeof body.message, 'string');
    }
  });

  test('new defaults to men, sale to women, both take gender; dsgn wraps products', async () => {
    const fresh = await list('/api/products/new');
    assert.ok(fresh.length >= 8 && fresh.every((p) => p.new && p.gender === 'men'));
    const womenNew = await list('/api/products/new?gender=women');
    assert.ok(womenNew.length >= 8 && womenNew.every((p) => p.new && p.gender === 'women'));
    const sale = await list('/api/products/sale/');
    assert.ok(sale.length >= 8 && sale.every((p) => p.salePrice !== null && p.gender === 'women'));
    const menSale = await list('/api/products/sale?gender=men');
    assert.ok(menSale.length >= 8 && menSale.every((p) => p.salePrice !== null && p.gender === 'men'));
    const { body } = await get('/api/products/dsgn');
    assert.ok(body.length >= 8 && body.every((item: { product: Product }) => item.product.dsgn === 'DSGN'));
  });
});

describe('search', () => {
  const search = (term: string) => list(`/api/products/search?searchTerm=${encodeURIComponent(term)}`);

  test('is case-insensitive and ranks names starting with the term first', async () => {
    const results = await search('HOODIE');
    assert.ok(results.length > 0 && results.length <= 24);
    assert.ok(results.every((p) => p.name.toLowerCase().includes('hoodie')));
    const apex = await search('apex');
    assert.ok(apex[0].name.toLowerCase().startsWith('apex'));
    const ranked = await search('essential');
    const firstOther = ranked.findIndex((p) => !p.name.toLowerCase().startsWith('essential'));
    assert.ok(
      firstOther === -1 ||
        ranked.slice(firstOther).every((p) => !p.name.toLowerCase().startsWith('essential')),
    );
  });

  test('ranks whole words before partial matches', async () => {
    const results = await search('pants');
    const wholeWord = (p: Product) => /\bpants\b/i.test(p.name);
    const firstPartial = results.findIndex((p) => !wholeWord(p));
    assert.ok(firstPartial > 0, 'whole-word matches come first');
    assert.ok(results.slice(firstPartial).every((p) => !wholeWord(p)));
    assert.ok(results.some((p) => /sweatpants/i.test(p.name)));
  });

  test('tolerates typos', async () => {
    assert.ok((await search('hodie')).some((p) => p.style === 'hoodies'));
    assert.ok((await search('legings')).some((p) => p.style === 'leggings'));
    assert.ok((await search('sport bra')).some((p) => p.style === 'sportsbras'));
    assert.equal((await search('hodie'))[0].style, 'hoodies');
  });

  test('caps the answer and finds nothing for nonsense', async () => {
    assert.ok((await search('e')).length <= 24);
    assert.deepEqual(await search('zzqqxx'), []);
  });

  test('treats SQL and LIKE characters as text', async () => {
    for (const term of ["' OR 1=1 --", '%', '_', '\\', 'hoodie%', "'; DROP TABLE products; --"]) {
      const results = await search(term);
      assert.ok(Array.isArray(results), term);
    }
    assert.deepEqual(await search('%'), []);
    assert.equal((await list('/api/products/clothingType/tops?gender=men')).length > 0, true);
  });

  test('validates the term: 400 when empty, blank or too long', async () => {
    for (const url of [
      '/api/products/search',
      '/api/products/search?searchTerm=',
      '/api/products/search?searchTerm=%20%20',
      `/api/products/search?searchTerm=${'a'.repeat(65)}`,
    ]) {
      const { status, body } = await get(url);
      assert.equal(status, 400, url);
      assert.equal(typeof body.message, 'string');
    }
  });
});

describe('colourways and details (docs/catalog.md#colourways)', () => {
  test('a product answers its group in id order, with its details; listings count its colours', async () => {
    const { status, body } = await get('/api/products/1');
    assert.equal(status, 200);
    assert.equal(body.colourCount, 3);
    assert.deepEqual(
      body.colourways.map((c: { id: number }) => c.id),
      [1, 114, 115],
    );
    assert.ok(body.colourways.every((c: { name: string }) => c.name === body.name));
    assert.equal(new Set(body.colourways.map((c: { color: string }) => c.color)).size, 3);
    for (const field of ['fit', 'fabric', 'care', 'description']) assert.ok(body[field].length > 20, field);
    assert.deepEqual(body.rating, { average: null, count: 0 });
    const other = (await get('/api/products/115')).body;
    assert.deepEqual(other.colourways, body.colourways);
    // A product of a group of its own.
    const alone = (await get('/api/products/7')).body;
    assert.deepEqual(alone.colourways, [{ id: 7, color: alone.color, name: alone.name }]);
    assert.equal(alone.colourCount, 1);
    const tees = await list('/api/products?gender=men&category=t-shirts');
    assert.deepEqual(
      tees.filter((p) => p.name === body.name).map((p) => [p.id, p.colourCount]),
      [
        [1, 3],
        [114, 3],
        [115, 3],
      ],
    );
    assert.equal(tees.find((p) => p.id === 7)?.colourCount, 1);
  });
});
