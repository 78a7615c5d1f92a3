// An import writes each new product's row once (api/README.md, Memory and stalls): its sizes in
// stock and its colour count are worked out in the merge, so the triggers that keep them (migrations
// 0011 and 0016) find nothing to change. They wrote each new row twice more: 100,000 imported
// products were 300,000 row versions in 18,736 pages, which VACUUM cannot give back.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { generatedLines } from './generate';
import { importCatalog } from './import';
import { CATALOG } from '../db/catalog';
import { setUpTestContext } from '../testing/test-app';

const ctx = setUpTestContext({}, { resetEachTest: false });
const COUNT = 3_000;

const one = async <T>(text: string): Promise<T> =>
  (await ctx.database.rawTransaction((c) => c.query<T>(text))).rows[0];

describe(`on ${COUNT} imported products`, () => {
  before(async () => {
    await ctx.built();
    await importCatalog(ctx.database, generatedLines(COUNT));
  });
  after(async () => {
    // The seed's catalogue again, for the next test file on PostgreSQL.
    await ctx.database.rawTransaction(async (c) => {
      await c.query('DELETE FROM products WHERE id > $1', [CATALOG.length]);
      await c.query('UPDATE catalog_version SET imported_at = NULL WHERE id = 1');
    });
  });

  test(`the products table after importing ${COUNT} products is within 1.4 times a compact copy of itself`, async () => {
    const { table, compact } = await ctx.database.rawTransaction(async (c) => {
      await c.exec('CREATE TEMPORARY TABLE compact_products ON COMMIT DROP AS SELECT * FROM products');
      return (
        await c.query<{ table: number; compact: number }>(
          `SELECT pg_relation_size('products')::float AS table, pg_relation_size('compact_products')::float AS compact`,
        )
      ).rows[0];
    });
    assert.ok(table <= compact * 1.4, `products ${table} bytes, a compact copy ${compact} bytes`);
  });

  test('every product still has the sizes in stock and the colour count its stock and group give', async () => {
    const { sizes } = await one<{ sizes: number }>(
      `SELECT count(*)::int AS sizes FROM products p
        WHERE p.sizes_in_stock <> coalesce((SELECT bit_or(size_bit(s.size)) FROM stock s
                                            WHERE s.product_id = p.id AND s.quantity > 0), 0)`,
    );
    const { colours } = await one<{ colours: number }>(
      `SELECT count(*)::int AS colours FROM products p
        WHERE p.colour_count <> CASE WHEN p.style_group IS NULL THEN 1
          ELSE (SELECT count(*) FROM products g WHERE g.style_group = p.style_group) END`,
    );
    const { grouped } = await one<{ grouped: number }>(
      'SELECT count(*)::int AS grouped FROM products WHERE colour_count > 1',
    );
    assert.deepEqual({ sizes, colours }, { sizes: 0, colours: 0 });
    assert.ok(grouped > COUNT / 2, `${grouped} products in groups of several colours`);
  });
});
