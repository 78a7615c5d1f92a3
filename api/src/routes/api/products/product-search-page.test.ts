// The paged listing's search (`q`, docs/api.md#paged-listing) on a generated catalogue of 2,000
// products (PGlite, or the PostgreSQL of DATABASE_URL): a search walks its matches exactly once in
// each order, ranked as GET /api/products/search ranks them, typos included; filters keep the
// matches they should, in the same relative order; totals and facet counts (gender included) match
// a count over the walked matches; its input is checked; and a flood of distinct terms stays in
// the search's own cache, leaving the listings' answers where they were.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { gt, sql } from 'drizzle-orm';
import type { ProductPage, ProductFacets } from '@storefront/shared/contracts/product-page';
import type { Product } from '@storefront/shared/contracts/schemas';
import {
  CATEGORIES,
  COLOURS,
  GENDERS,
  SIZES,
  STYLES,
  stylesFor,
  type Gender,
  type Size,
} from '@storefront/shared/contracts/vocabulary';
import { generatedAnswer, generatedLines } from '../../../catalog/generate';
import { importCatalog } from '../../../catalog/import';
import { products } from '../../../db/schema';
import { SEARCH_MAX_MATCHES } from '../../../repositories/catalog-search';
import { setUpTestContext } from '../../../testing/test-app';

const COUNT = 2_000;
const ctx = setUpTestContext({}, { resetEachTest: false });

/** The sizes each product has in stock, as the generator wrote them. */
const IN_STOCK = new Map(
  Array.from({ length: COUNT }, (_, i) => {
    const answer = generatedAnswer(i + 1);
    return [answer.id, answer.stock.filter((s) => s.available > 0).map((s) => s.size)] as const;
  }),
);

async function get(url: string): Promise<{ status: number; body: ProductPage & { message?: string } }> {
  const response = await ctx.app.inject({ url });
  return { status: response.statusCode, body: response.json() };
}

async function page(url: string): Promise<ProductPage> {
  const { status, body } = await get(url);
  assert.equal(status, 200, `${url}: ${JSON.stringify(body)}`);
  return body;
}

/** Every page of a search, following nextCursor: its products in order and every page's total. */
async function walk(
  params: Record<string, string>,
  limit = 48,
): Promise<{ found: Product[]; totals: number[] }> {
  const found: Product[] = [];
  const totals: number[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ ...params, limit: String(limit) });
    if (cursor) query.set('cursor', cursor);
    const answer = await page(`/api/products/page?${query}`);
    assert.ok(answer.products.length <= limit);
    found.push(...answer.products);
    totals.push(answer.total);
    cursor = answer.nextCursor;
    assert.ok(totals.length <= COUNT, 'paging ends');
  } while (cursor);
  return { found, totals };
}

const ids = (list: readonly Product[]) => list.map((p) => p.id);
const effective = (p: Product) => p.salePrice ?? p.price;

interface Filters {
  gender?: string;
  category?: string;
  style?: string;
  color?: string[];
  size?: Size[];
  new?: boolean;
  sale?: boolean;
}

const keeps = (p: Product, f: Filters) =>
  (!f.gender || p.gender === f.gender) &&
  (!f.category || p.category === f.category) &&
  (!f.style || p.style === f.style) &&
  (!f.color?.length || f.color.includes(p.color)) &&
  (!f.size?.length || f.size.some((s) => IN_STOCK.get(p.id)!.includes(s))) &&
  (!f.new || p.new) &&
  (!f.sale || p.salePrice !== null);

/** The facets of the filters over a search's matches, counted one by one. */
function bruteFacets(matches: readonly Product[], f: Filters): ProductFacets {
  const count = (g: Filters) => matches.filter((p) => keeps(p, g)).length;
  const each = <K extends string>(values: readonly K[], field: keyof Filters, list = false) =>
    Object.fromEntries(values.map((v) => [v, count({ ...f, [field]: list ? [v] : v })])) as Record<K, number>;
  return {
    category: each(CATEGORIES, 'category'),
    style: each(f.gender ? stylesFor(f.gender as Gender) : STYLES, 'style'),
    color: each(COLOURS, 'color', true),
    size: each(SIZES, 'size', true),
    collection: { DSGN: matches.filter((p) => keeps(p, f) && p.dsgn === 'DSGN').length },
    new: count({ ...f, new: true }),
    sale: count({ ...f, sale: true }),
    gender: each(GENDERS, 'gender'),
  };
}

const params = (f: Filters, extra: Record<string, string>) => {
  const out: Record<string, string> = { ...extra };
  for (const [key, value] of Object.entries(f)) {
    if (Array.isArray(value)) out[key] = value.join(',');
    else if (value === true) out[key] = '1';
    else if (typeof value === 'string') out[key] = value;
  }
  return out;
};

describe('GET /api/products/page?q= on a catalogue of 2,000 generated products', () => {
  before(async () => {
    await ctx.built();
    // The app forgets its catalogue answers once its watcher reads the import's version (within a
    // second, catalog/changes.ts): a test of what its caches hold starts after that, or they are
    // emptied under it. An answer kept before the import and gone after it says the watcher has
    // read it (kept after, it could come after the watcher's read, and stay).
    const { catalogCache, searchCache } = ctx.app.repos;
    await catalogCache.remember(
      'import seen',
      async () => true,
      () => 1,
    );
    await importCatalog(ctx.database, generatedLines(COUNT));
    const since = Date.now();
    while (catalogCache.stats().entries > 0) {
      assert.ok(Date.now() - since < 5_000, 'the app never saw the import');
      await delay(50);
    }
    searchCache.clear();
  });

  after(async () => {
    // The PostgreSQL test database is shared by every file: leave it with the seed's 113 products.
    await ctx.database.db.delete(products).where(gt(products.id, 113));
    await ctx.database.db.execute(sql`UPDATE catalog_version SET imported_at = NULL`);
  });

  test('walks every match once, both genders, ranked as the search call ranks them; typos find the same', async () => {
    for (const [typo, word] of [
      ['hodie', 'hoodie'],
      ['legings', 'leggings'],
    ]) {
      const { found, totals } = await walk({ q: typo }, 37);
      assert.equal(new Set(ids(found)).size, found.length, 'no product twice');
      assert.ok(
        totals.every((t) => t === found.length),
        'the same total on every page',
      );
      assert.ok(found.length > 48 && found.length <= SEARCH_MAX_MATCHES, `${typo}: ${found.length}`);
      // Both genders' (leggings are women's only).
      if (word === 'hoodie') assert.deepEqual(new Set(found.map((p) => p.gender)), new Set(GENDERS));
      // Every product named with the word is found (the generator gives hundreds of each).
      const named = [...IN_STOCK.keys()].filter((id) =>
        generatedAnswer(id).name.toLowerCase().includes(word),
      );
      assert.ok(
        named.every((id) => ids(found).includes(id)),
        `${typo} finds every ${word}`,
      );
      // The first 24 are what GET /api/products/search answers, in its order.
      const response = await ctx.app.inject({ url: `/api/products/search?searchTerm=${typo}` });
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(ids(found.slice(0, 24)), ids(response.json() as Product[]));
    }
  });

  test('every order and filter applies to the matches, and facets count them, gender included', async () => {
    const { found } = await walk({ q: 'training' });
    assert.ok(found.length > 100, `training: ${found.length}`);
    const combos: Filters[] = [
      {},
      { gender: 'men' },
      { gender: 'women', category: 'bottoms', color: ['black', 'white'] },
      { style: 'hoodies', size: ['small'], new: true },
      { sale: true, color: ['blue', 'gray', 'black'] },
    ];
    for (const f of combos) {
      const kept = found.filter((p) => keeps(p, f));
      assert.ok(kept.length > 0, JSON.stringify(f));
      const relevance = await walk(params(f, { q: 'training' }), 19);
      assert.deepEqual(ids(relevance.found), ids(kept), `${JSON.stringify(f)} keeps the rank order`);
      const first = await page(`/api/products/page?${new URLSearchParams(params(f, { q: 'training' }))}`);
      assert.equal(first.total, kept.length);
      assert.deepEqual(first.facets, bruteFacets(found, f), JSON.stringify(f));
      const byPrice = await walk(params(f, { q: 'training', sort: 'price-asc' }), 19);
      const priced = [...kept].sort((a, b) => effective(a) - effective(b) || a.id - b.id);
      assert.deepEqual(ids(byPrice.found), ids(priced), `${JSON.stringify(f)} by price`);
      const newest = await walk(params(f, { q: 'training', sort: 'newest' }), 48);
      const byNew = [...kept].sort((a, b) => Number(b.new) - Number(a.new) || b.id - a.id);
      assert.deepEqual(ids(newest.found), ids(byNew), `${JSON.stringify(f)} newest`);
    }
  });

  test('q follows the searchTerm rules, gender is needed only without q, and cursors are strictly read', async () => {
    for (const url of [
      '/api/products/page?q=',
      '/api/products/page?q=%20%20',
      `/api/products/page?q=${'a'.repeat(65)}`,
      '/api/products/page',
      '/api/products/page?sort=relevance&gender=men',
    ]) {
      const { status, body } = await get(url);
      assert.equal(status, 400, url);
      assert.equal(typeof body.message, 'string', url);
    }
    assert.equal((await get('/api/products/page?q=%20%20')).body.message, 'q must not be empty');
    assert.equal((await get('/api/products/page')).body.message, 'gender is required without q');
    const first = await page('/api/products/page?q=hoodie&limit=5');
    const priced = await page('/api/products/page?q=hoodie&limit=5&sort=price-asc');
    for (const url of [
      `/api/products/page?q=hoodie&limit=5&sort=price-asc&cursor=${first.nextCursor}`,
      `/api/products/page?q=hoodie&limit=5&cursor=${priced.nextCursor}`,
      `/api/products/page?q=hoodie&cursor=${Buffer.from('relevance.1001.5').toString('base64url')}`,
    ]) {
      assert.equal((await get(url)).status, 400, url);
    }
    // Nothing matches: an empty first page, not an error.
    const none = await page('/api/products/page?q=zzqxjv');
    assert.deepEqual([none.products, none.total, none.nextCursor], [[], 0, null]);
  });

  test('a flood of 260 distinct terms stays in the search cache: the listings stay cached', async () => {
    const { catalogCache, searchCache } = ctx.app.repos;
    await page('/api/products/page?gender=women');
    await page('/api/products/page?gender=men&color=black');
    const held = catalogCache.stats();
    assert.ok(held.entries >= 2);
    // Each term holds two answers (its matches and its first page): 520 through a cache of 500.
    for (let i = 0; i < 260; i++) {
      // Distinct terms that match: a word of the catalogue and a number.
      const term = `${['hoodie', 'leggings', 'shorts', 'training'][i % 4]} ${i}`;
      const { status } = await get(`/api/products/page?q=${encodeURIComponent(term)}`);
      assert.equal(status, 200);
    }
    assert.deepEqual(catalogCache.stats(), held, 'no search answer entered the catalogue cache');
    const search = searchCache.stats();
    assert.ok(search.entries <= 500 && search.bytes <= 4 * 1024 * 1024, JSON.stringify(search));
  });

  test('a flood of 520 distinct terms on /api/products/search stays in the search cache too', async () => {
    const { catalogCache, searchCache } = ctx.app.repos;
    await page('/api/products/page?gender=women');
    await get('/api/products/7');
    const held = catalogCache.stats();
    // One answer a term: 520 through a cache of 500, so its own oldest go, never the catalogue's.
    for (let i = 0; i < 520; i++) {
      const term = `${['hoodie', 'leggings', 'shorts', 'training'][i % 4]} ${i}`;
      const { status } = await get(`/api/products/search?searchTerm=${encodeURIComponent(term)}`);
      assert.equal(status, 200);
    }
    assert.deepEqual(catalogCache.stats(), held, 'no search answer entered the catalogue cache');
    const search = searchCache.stats();
    assert.ok(search.entries <= 500 && search.bytes <= 4 * 1024 * 1024, JSON.stringify(search));
  });
});
