// Big reads of the listing repository come in pieces (api/README.md, Memory and stalls): PGlite
// runs one query at a time, so the calls queued meanwhile take their turns between the pieces.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ProductIds } from '@storefront/shared/contracts/product-page';
import { stylesFor } from '@storefront/shared/contracts/vocabulary';
import { generatedLines } from '../catalog/generate';
import { importCatalog } from '../catalog/import';
import { CATALOG } from '../db/catalog';
import type { Db } from '../db/client';
import { setUpTestContext } from '../testing/test-app';
import { CatalogCache } from './catalog-cache';
import { catalogListingRepository, IDS_PIECE } from './catalog-listing';

const ctx = setUpTestContext({}, { resetEachTest: false });
const COUNT = 2_600;

/** The database with every query's rows counted (each `select` builder, once awaited). */
function counted(db: Db): { db: Db; rows: number[] } {
  const rows: number[] = [];
  const wrap = (builder: object): object =>
    new Proxy(builder, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (property === 'then') {
          const then = value as PromiseLike<unknown[]>['then'];
          return (resolve: (v: unknown) => unknown, reject: (e: unknown) => unknown) =>
            then.call(
              target,
              (result: unknown[]) => {
                rows.push(result.length);
                return resolve(result);
              },
              reject,
            );
        }
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const next: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
          return next && typeof next === 'object' ? wrap(next) : next;
        };
      },
    });
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property !== 'select' || typeof value !== 'function') return value;
      return (...args: unknown[]) => wrap((value as (...a: unknown[]) => object).apply(target, args));
    },
  });
  return { db: proxy, rows };
}

describe(`on ${COUNT} generated products`, () => {
  before(async () => {
    await ctx.built();
    await importCatalog(ctx.database, generatedLines(COUNT));
  });
  after(async () => {
    // The seed's catalogue again, for the next test file on PostgreSQL.
    await importCatalog(ctx.database, generatedLines(CATALOG.length));
    await ctx.database.rawTransaction(async (c) => {
      await c.query('DELETE FROM products WHERE id > $1', [CATALOG.length]);
      await c.query('UPDATE catalog_version SET imported_at = NULL WHERE id = 1');
    });
  });

  test(`every id is read ${IDS_PIECE} rows a query at most, once, and sliced in id order`, async () => {
    const { db, rows } = counted(ctx.database.db);
    const idList = new CatalogCache(60_000, 1, Number.MAX_SAFE_INTEGER);
    const listing = catalogListingRepository(db, new CatalogCache(0), new CatalogCache(0), undefined, idList);
    const { total, products } = JSON.parse(await listing.ids(300, 1_500)) as ProductIds;
    assert.equal(total, COUNT);
    assert.deepEqual(
      products.map((p) => p.id),
      Array.from({ length: 1_500 }, (_, i) => 301 + i),
    );
    // The pieces (the last one short), then nothing more: 200 made-up offsets are slices of memory.
    assert.deepEqual(rows, [IDS_PIECE, IDS_PIECE, COUNT - 2 * IDS_PIECE]);
    for (let offset = 0; offset < 200; offset++) {
      const slice = JSON.parse(await listing.ids(offset * 11, 50_000)) as ProductIds;
      assert.equal(slice.products[0]?.id, offset * 11 + 1);
      assert.equal(slice.products.length, Math.max(0, Math.min(50_000, COUNT - offset * 11)));
    }
    assert.equal(rows.length, 3);
    // Across pieces, from inside one to inside another: every entry once, in order, with its gender.
    const across = JSON.parse(await listing.ids(999, 1_002)) as ProductIds;
    assert.deepEqual(
      across.products.map((p) => p.id),
      Array.from({ length: 1_002 }, (_, i) => 1_000 + i),
    );
    assert.ok(across.products.every((p) => p.gender === 'men' || p.gender === 'women'));
    assert.deepEqual((JSON.parse(await listing.ids(COUNT, 10)) as ProductIds).products, []);
  });

  test("a gender's facet summary is one query a style, none of them the whole gender", async () => {
    const { db, rows } = counted(ctx.database.db);
    const listing = catalogListingRepository(db, new CatalogCache(0), new CatalogCache(0));
    const { total } = await listing.counts({ gender: 'women' });
    assert.equal(rows.length, stylesFor('women').length);
    const [{ women }] = (
      await ctx.database.rawTransaction((c) =>
        c.query<{ women: number }>("SELECT count(*)::int AS women FROM products WHERE gender = 'women'"),
      )
    ).rows;
    assert.equal(total, women);
    // Each query's groups are a part of the gender's (its styles split them).
    assert.ok(Math.max(...rows) < rows.reduce((a, b) => a + b, 0), `groups per query: ${rows.join(', ')}`);
  });
});
