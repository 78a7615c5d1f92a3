// The paged listing and the paging of the older list calls on a generated catalogue of 2,000
// products (PGlite, or the PostgreSQL of DATABASE_URL): paging walks every product once in its
// order, totals and facet counts match a count over every product, filters combine, cursors are
// checked, and a flood of filter combinations leaves the cache bounded.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { gt, sql } from 'drizzle-orm';
import type { ProductPage, ProductFacets } from '@storefront/shared/contracts/product-page';
import type { Product } from '@storefront/shared/contracts/schemas';
import {
  CATEGORIES,
  COLOURS,
  SIZES,
  stylesFor,
  type Gender,
  type Size,
} from '@storefront/shared/contracts/vocabulary';
import { generatedAnswer, generatedLines } from '../../../catalog/generate';
import { CATALOG } from '../../../db/catalog';
import { importCatalog } from '../../../catalog/import';
import { products } from '../../../db/schema';
import { IDS_PIECE } from '../../../repositories/catalog-listing';
import { appOnSameDatabase, setUpTestContext } from '../../../testing/test-app';

const COUNT = 2_000;
const ctx = setUpTestContext({}, { resetEachTest: false });

/** Every product as the generator wrote it, with the sizes it has in stock. */
const CATALOGUE = Array.from({ length: COUNT }, (_, i) => {
  const answer = generatedAnswer(i + 1);
  return { ...answer, inStock: answer.stock.filter((s) => s.available > 0).map((s) => s.size) };
});
type Entry = (typeof CATALOGUE)[number];

interface Query {
  gender: Gender;
  category?: string;
  style?: string;
  color?: string[];
  size?: Size[];
  new?: boolean;
  sale?: boolean;
  collection?: 'DSGN';
}

const effective = (p: Pick<Product, 'salePrice' | 'price'>) => p.salePrice ?? p.price;

/** What the filters keep, counted over every product (no SQL, no summary). */
function keeps(p: Entry, q: Query): boolean {
  return (
    p.gender === q.gender &&
    (!q.category || p.category === q.category) &&
    (!q.style || p.style === q.style) &&
    (!q.color?.length || q.color.includes(p.color)) &&
    (!q.size?.length || q.size.some((s) => p.inStock.includes(s))) &&
    (!q.new || p.new) &&
    (!q.sale || p.salePrice !== null) &&
    (!q.collection || p.dsgn === q.collection)
  );
}

function bruteFacets(q: Query): { total: number; facets: ProductFacets } {
  const count = (query: Query) => CATALOGUE.filter((p) => keeps(p, query)).length;
  return {
    total: count(q),
    facets: {
      category: Object.fromEntries(
        CATEGORIES.map((c) => [c, count({ ...q, category: c })]),
      ) as ProductFacets['category'],
      style: Object.fromEntries(stylesFor(q.gender).map((s) => [s, count({ ...q, style: s })])),
      color: Object.fromEntries(
        COLOURS.map((c) => [c, count({ ...q, color: [c] })]),
      ) as ProductFacets['color'],
      size: Object.fromEntries(SIZES.map((s) => [s, count({ ...q, size: [s] })])) as ProductFacets['size'],
      collection: { DSGN: count({ ...q, collection: 'DSGN' }) },
      new: count({ ...q, new: true }),
      sale: count({ ...q, sale: true }),
    },
  };
}

const search = (q: Query, extra: Record<string, string> = {}) => {
  const params = new URLSearchParams({ gender: q.gender, ...extra });
  if (q.category) params.set('category', q.category);
  if (q.style) params.set('style', q.style);
  if (q.color?.length) params.set('color', q.color.join(','));
  if (q.size?.length) params.set('size', q.size.join(','));
  if (q.new) params.set('new', '1');
  if (q.sale) params.set('sale', '1');
  if (q.collection) params.set('collection', q.collection);
  return params;
};

async function page(url: string): Promise<ProductPage> {
  const response = await ctx.app.inject({ url });
  assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
  return response.json();
}

/** Every page of a listing, following nextCursor. */
async function walk(q: Query, sort?: string, limit = 48): Promise<{ ids: number[]; pages: ProductPage[] }> {
  const pages: ProductPage[] = [];
  let cursor: string | null = null;
  do {
    const params = search(q, { limit: String(limit), ...(sort ? { sort } : {}) });
    if (cursor) params.set('cursor', cursor);
    const answer = await page(`/api/products/page?${params}`);
    assert.ok(answer.products.length <= limit);
    pages.push(answer);
    cursor = answer.nextCursor;
    assert.ok(pages.length <= COUNT, 'paging ends');
  } while (cursor);
  return { ids: pages.flatMap((p) => p.products.map((product) => product.id)), pages };
}

/** The ids the filters keep in the order a sort names, worked out here. */
function expectedOrder(q: Query, sort?: string): number[] {
  const kept = CATALOGUE.filter((p) => keeps(p, q));
  const by = {
    'price-asc': (a: Entry, b: Entry) => effective(a) - effective(b) || a.id - b.id,
    'price-desc': (a: Entry, b: Entry) => effective(b) - effective(a) || b.id - a.id,
    newest: (a: Entry, b: Entry) => Number(b.new) - Number(a.new) || b.id - a.id,
  }[sort ?? ''];
  return kept.sort(by ?? ((a, b) => a.id - b.id)).map((p) => p.id);
}

/** A small deterministic generator, so a failing combination can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function randomQuery(next: () => number): Query {
  const gender: Gender = next() < 0.5 ? 'men' : 'women';
  const some = <T>(values: readonly T[], chance: number) =>
    next() < chance ? values.filter(() => next() < 0.3) : undefined;
  const styles = stylesFor(gender);
  return {
    gender,
    category: next() < 0.4 ? CATEGORIES[Math.floor(next() * 2)] : undefined,
    style: next() < 0.3 ? styles[Math.floor(next() * styles.length)] : undefined,
    color: some(COLOURS, 0.5),
    size: some(SIZES, 0.4),
    new: next() < 0.25,
    sale: next() < 0.25,
    collection: gender === 'women' && next() < 0.25 ? 'DSGN' : undefined,
  };
}

describe('on a catalogue of 2,000 generated products', () => {
  before(async () => {
    await ctx.built();
    await importCatalog(ctx.database, generatedLines(COUNT));
    ctx.app.repos.catalogCache.clear();
  });

  after(async () => {
    // The PostgreSQL test database is shared by every file: leave it with the seed's products.
    await importCatalog(ctx.database, generatedLines(CATALOG.length));
    await ctx.database.db.delete(products).where(gt(products.id, CATALOG.length));
    await ctx.database.db.execute(sql`UPDATE catalog_version SET imported_at = NULL`);
  });

  describe('GET /api/products/page', () => {
    test('walks every product of a listing exactly once, in each order, with the same total on every page', async () => {
      const queries: Query[] = [
        { gender: 'men' },
        { gender: 'women', category: 'bottoms', color: ['black', 'white'], size: ['small'] },
        { gender: 'women', collection: 'DSGN', sale: true },
        { gender: 'men', style: 'hoodies', new: true },
      ];
      for (const q of queries) {
        for (const sort of [undefined, 'price-asc', 'price-desc', 'newest']) {
          const { ids, pages } = await walk(q, sort, q.category || q.style ? 17 : 48);
          const expected = expectedOrder(q, sort);
          assert.ok(expected.length > 0, JSON.stringify(q));
          assert.deepEqual(ids, expected, `${JSON.stringify(q)} ${sort}`);
          assert.ok(pages.every((p) => p.total === expected.length));
          assert.equal(pages.at(-1)!.nextCursor, null);
        }
      }
    });

    test('totals and facet counts match a count over every product, for 40 filter combinations', async () => {
      const next = random(25);
      for (let i = 0; i < 40; i++) {
        const q = randomQuery(next);
        const answer = await page(`/api/products/page?${search(q)}`);
        const expected = bruteFacets(q);
        assert.equal(answer.total, expected.total, JSON.stringify(q));
        assert.deepEqual(answer.facets, expected.facets, JSON.stringify(q));
        assert.deepEqual(
          answer.products.map((p) => p.id),
          expectedOrder(q).slice(0, 24),
        );
      }
    });

    test('a first page is at most the limit, 24 by default, 48 at most, and under 30 KB', async () => {
      const first = await ctx.app.inject({ url: '/api/products/page?gender=women' });
      assert.equal(first.json().products.length, 24);
      const big = await ctx.app.inject({ url: '/api/products/page?gender=women&limit=48' });
      assert.equal(big.json().products.length, 48);
      assert.ok(big.body.length < 30_000, `${big.body.length} bytes`);
      for (const limit of ['0', '49', '1.5', 'x']) {
        const response = await ctx.app.inject({ url: `/api/products/page?gender=women&limit=${limit}` });
        assert.equal(response.statusCode, 400, limit);
      }
    });

    test('a colour or size listed twice counts once; unknown words, filters and a missing gender are 400', async () => {
      const twice = await page('/api/products/page?gender=men&color=black,black,red');
      const once = await page('/api/products/page?gender=men&color=red,black');
      assert.deepEqual(twice, once);
      for (const query of [
        'gender=men&color=black,teal',
        'gender=men&size=huge',
        'gender=men&color=',
        'gender=men&sort=cheapest',
        'gender=kids',
        'category=tops',
        'gender=men&new=yes',
        'gender=men&collection=OTHER',
      ]) {
        const response = await ctx.app.inject({ url: `/api/products/page?${query}` });
        assert.equal(response.statusCode, 400, query);
        assert.equal(typeof response.json().message, 'string');
      }
    });

    test('a forged, altered or foreign cursor is a 400 with a sentence, never a 500', async () => {
      const first = await page('/api/products/page?gender=men&sort=price-asc');
      const cursor = first.nextCursor!;
      const raw = Buffer.from(cursor, 'base64url').toString();
      const forged = [
        'AAAA',
        Buffer.from('price-asc.1.999999999999').toString('base64url'),
        Buffer.from('price-asc.-1.5').toString('base64url'),
        Buffer.from(`${raw} `).toString('base64url'),
        Buffer.from("price-asc.1.1' OR 1=1").toString('base64url'),
        `${cursor}x`,
        'x'.repeat(65),
        'a.b',
      ];
      for (const bad of forged) {
        const response = await ctx.app.inject({
          url: `/api/products/page?gender=men&sort=price-asc&cursor=${encodeURIComponent(bad)}`,
        });
        assert.equal(response.statusCode, 400, bad);
        assert.equal(typeof response.json().message, 'string');
      }
      // A cursor of one order does not continue another.
      const other = await ctx.app.inject({
        url: `/api/products/page?gender=men&sort=newest&cursor=${cursor}`,
      });
      assert.equal(other.statusCode, 400);
    });

    test('a size sold out leaves the size filter as soon as the cached answers expire', async () => {
      // Stock is not part of the catalogue's version (orders change it): cached first pages and
      // summaries keep it for CATALOG_CACHE_MS; here they are not kept at all.
      const uncached = await appOnSameDatabase(ctx, { catalogCacheMs: 0 });
      const target = CATALOGUE.find((p) => p.gender === 'men' && p.inStock.length === 5)!;
      const q: Query = { gender: 'men', category: target.category, size: ['extraLarge'] };
      const bySize = async () => {
        const answer = (
          await uncached.inject({ url: `/api/products/page?${search(q, { limit: '48' })}` })
        ).json();
        return {
          ids: answer.products.map((p: Product) => p.id),
          total: answer.total,
          xl: answer.facets.size.extraLarge,
        };
      };
      try {
        const before = await bySize();
        assert.ok(before.ids.includes(target.id));
        await ctx.database.db.execute(
          sql`UPDATE stock SET quantity = 0 WHERE product_id = ${target.id} AND size = 'extraLarge'`,
        );
        const soldOut = await bySize();
        assert.ok(!soldOut.ids.includes(target.id));
        assert.equal(soldOut.total, before.total - 1);
        assert.equal(soldOut.xl, before.xl - 1);
      } finally {
        await ctx.database.db.execute(
          sql`UPDATE stock SET quantity = 3 WHERE product_id = ${target.id} AND size = 'extraLarge'`,
        );
        await uncached.close();
      }
    });

    test('a flood of distinct filter combinations leaves the cache within its bounds', async () => {
      const next = random(7);
      for (let i = 0; i < 300; i++) {
        const q = randomQuery(next);
        const response = await ctx.app.inject({
          url: `/api/products/page?${search(q, { limit: String(1 + (i % 48)) })}`,
        });
        assert.equal(response.statusCode, 200);
      }
      const { entries, bytes } = ctx.app.repos.catalogCache.stats();
      assert.ok(entries <= 2_000 && bytes <= 24 * 1024 * 1024, `${entries} entries, ${bytes} bytes`);
      // Cursors' pages are never cached: 200 made-up positions add nothing.
      for (let id = 1; id <= 200; id++) {
        const cursor = Buffer.from(`id.0.${id * 7}`).toString('base64url');
        const response = await ctx.app.inject({ url: `/api/products/page?gender=women&cursor=${cursor}` });
        assert.equal(response.statusCode, 200);
      }
      assert.equal(ctx.app.repos.catalogCache.stats().entries, entries);
    });
  });

  test('GET /api/products/ids gives every id and gender in order, a slice at a time, with the total', async () => {
    const seen: { id: number; gender: string }[] = [];
    for (let offset = 0; offset < COUNT; offset += 700) {
      const response = await ctx.app.inject({ url: `/api/products/ids?offset=${offset}&limit=700` });
      assert.equal(response.statusCode, 200);
      const answer = response.json() as { total: number; products: { id: number; gender: string }[] };
      assert.equal(answer.total, COUNT);
      seen.push(...answer.products);
    }
    assert.deepEqual(
      seen,
      CATALOGUE.map((p) => ({ id: p.id, gender: p.gender })),
    );
    // A slice of several of the repository's pieces (IDS_PIECE rows a query), from inside one.
    const wide = await ctx.app.inject({ url: `/api/products/ids?offset=300&limit=${IDS_PIECE + 500}` });
    assert.deepEqual(
      (wide.json() as { products: unknown[] }).products,
      seen.slice(300, 300 + IDS_PIECE + 500),
    );
    for (const query of ['limit=50001', 'limit=0', 'offset=-1', 'offset=x']) {
      assert.equal((await ctx.app.inject({ url: `/api/products/ids?${query}` })).statusCode, 400, query);
    }
  });

  describe('the older list calls, a page at a time', () => {
    test('answer their documented list, X-Total-Count, and a Link to the next page until the last', async () => {
      for (const [path, expected] of [
        ['/api/products/?gender=women&category=tops', expectedOrder({ gender: 'women', category: 'tops' })],
        ['/api/products/clothingType/hoodies?gender=men', expectedOrder({ gender: 'men', style: 'hoodies' })],
        [
          '/api/products/clothingType/bottoms?gender=women&priceFilter=low%20to%20high&collectionFilter=DSGN',
          expectedOrder({ gender: 'women', category: 'bottoms', collection: 'DSGN' }, 'price-asc'),
        ],
        ['/api/products/new', expectedOrder({ gender: 'men', new: true })],
        ['/api/products/sale?gender=men', expectedOrder({ gender: 'men', sale: true })],
      ] as const) {
        const ids: number[] = [];
        let url: string | null = path;
        while (url) {
          const response: Awaited<ReturnType<typeof ctx.app.inject>> = await ctx.app.inject({ url });
          assert.equal(response.statusCode, 200, url);
          const list = response.json() as Product[];
          assert.ok(Array.isArray(list) && list.length <= 100);
          assert.equal(response.headers['x-total-count'], String(expected.length));
          ids.push(...list.map((p) => p.id));
          const link = String(response.headers.link ?? '');
          url = /^<([^>]+)>; rel="next"$/.exec(link)?.[1] ?? null;
        }
        assert.deepEqual(ids, [...expected], path);
      }
    });

    test('take a limit: the carousels ask for 8, suggestions for 7 (6 besides the product shown)', async () => {
      const fresh = await ctx.app.inject({ url: '/api/products/new?gender=women&limit=8' });
      assert.deepEqual(
        fresh.json().map((p: Product) => p.id),
        expectedOrder({ gender: 'women', new: true }).slice(0, 8),
      );
      assert.match(
        String(fresh.headers.link),
        /^<\/api\/products\/new\?gender=women&limit=8&cursor=[\w-]+>; rel="next"$/,
      );
      const dsgn = await ctx.app.inject({ url: '/api/products/dsgn?limit=8' });
      assert.equal(dsgn.json().length, 8);
      assert.ok(dsgn.json().every((item: { product: Product }) => item.product.dsgn === 'DSGN'));
      const similar = await ctx.app.inject({ url: '/api/products/?gender=men&category=tops&limit=7' });
      assert.equal(similar.json().length, 7);
      for (const limit of ['0', '101']) {
        const response = await ctx.app.inject({ url: `/api/products/new?limit=${limit}` });
        assert.equal(response.statusCode, 400, limit);
      }
    });
  });
});
