// The merchant's catalogue (docs/catalog.md#changing-the-catalogue): the generator keeps the seed's
// products (its colourways included) and groups its own, a bad line is refused with its number and nothing is written, an import exports
// back as it was, a change reaches another app's cached answers within seconds (on PostgreSQL an
// app with its own pool, as another process would be), and the command's exit codes and messages.
// The data is put back afterwards: on PostgreSQL the next test file finds the seed's catalogue.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ProductWithStock } from '@storefront/shared/contracts/orders';
import type { Product } from '@storefront/shared/contracts/schemas';
import { STYLES } from '@storefront/shared/contracts/vocabulary';
import { openStoreDatabase } from '../app';
import { testToolsFromEnv } from '../config';
import type { Database } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { seedCatalog } from '../db/seed';
import { appOnSameDatabase, setUpTestContext } from '../testing/test-app';
import { readCatalogVersion } from './changes';
import { exportedLines } from './export';
import { generatedAnswer, generatedLines } from './generate';
import { importCatalog } from './import';
import { CATALOG } from '../db/catalog';

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { databaseUrl } = testToolsFromEnv();
const ctx = setUpTestContext({}, { resetEachTest: false });

const lines = (count: number) => [...generatedLines(count)];
/** The seed's products: ids 1 to SEEDED. */
const SEEDED = CATALOG.length;
/** An answer as a catalogue line: less what the API works out. */
const lineOf = ({ colourCount: _c, colourways: _w, rating: _r, ...line }: ProductWithStock) => line;
const edit = (line: string, change: (p: Record<string, unknown>) => void) => {
  const product = JSON.parse(line) as Record<string, unknown>;
  change(product);
  return JSON.stringify(product);
};
async function getJson<T>(app: FastifyInstance, url: string): Promise<T> {
  const response = await app.inject({ url });
  assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
  return response.json() as T;
}
/** The one number a query answers (as text, column n). */
const numberOf = async (query: string) =>
  Number((await ctx.database.rawTransaction((c) => c.query<{ n: string }>(query))).rows[0].n);
const productCount = () => numberOf('SELECT count(*)::text AS n FROM products');

/** Runs the command as a merchant would; answers its exit code and what it wrote. */
function catalogCommand(args: string[], env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/catalog/cli.ts', ...args], {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

describe('catalogue', () => {
  after(async () => {
    // The seed's catalogue again, as a fresh database has it (the generator's first ids are it).
    await importCatalog(ctx.database, lines(SEEDED));
    await ctx.database.rawTransaction(async (c) => {
      await c.query('DELETE FROM products WHERE id > $1', [SEEDED]);
      await c.query('UPDATE catalog_version SET imported_at = NULL WHERE id = 1');
    });
  });

  test("generate: the seed's ids are the seed as the API answers it, the rest spread and repeatable", async () => {
    for (let id = 1; id <= SEEDED; id += 1) {
      const answer = await getJson<ProductWithStock>(ctx.app, `/api/products/${id}`);
      assert.deepEqual(generatedAnswer(id), lineOf(answer), `product ${id}`);
    }
    const generated = lines(600).map((l) => JSON.parse(l) as ProductWithStock);
    assert.deepEqual(
      generated.map((p) => p.id),
      Array.from({ length: 600 }, (_, i) => i + 1),
    );
    // Product 300 is the same whatever N.
    assert.deepEqual(lines(300)[299], JSON.stringify(generated[299]));
    const extra = generated.slice(SEEDED);
    // Groups of three consecutive ids: one name, style and price in three colours.
    const groups = new Map<string | null, typeof extra>();
    for (const p of extra) groups.set(p.styleGroup, [...(groups.get(p.styleGroup) ?? []), p]);
    assert.equal(groups.size, Math.ceil(extra.length / 3));
    for (const group of groups.values()) {
      assert.equal(new Set(group.map((p) => `${p.name}|${p.style}|${p.price}|${p.gender}`)).size, 1);
      assert.equal(new Set(group.map((p) => p.color)).size, group.length);
    }
    assert.ok(
      STYLES.every((style) => extra.some((p) => p.style === style)),
      'every style',
    );
    for (const gender of ['men', 'women']) {
      const ofGender = extra.filter((p) => p.gender === gender);
      assert.ok(ofGender.length > 150, gender);
      assert.ok(ofGender.filter((p) => p.salePrice !== null).length > 50, `${gender} sale`);
      assert.ok(ofGender.filter((p) => p.new).length > 40, `${gender} new`);
    }
    assert.ok(extra.filter((p) => p.dsgn === 'DSGN').length > 10, 'DSGN');
    assert.ok(extra.every((p) => p.dsgn === null || p.gender === 'women'));
    assert.ok(new Set(extra.map((p) => p.color)).size === 10);
    assert.ok(extra.some((p) => p.stock.some((s) => s.available === 0)));
  });

  test('a bad line is refused with its number and the reason, and nothing is written', async () => {
    const good = lines(SEEDED + 20);
    const versionBefore = await readCatalogVersion(ctx.database.db);
    const refused = async (bad: string[], message: string) => {
      await assert.rejects(importCatalog(ctx.database, bad), (error: Error) => {
        assert.equal(error.message, message);
        return true;
      });
    };
    // Line 4 changes a seed product, line 150 adds one: neither may stay when line 17 is bad.
    const priceOf4 = edit(good[3], (p) => (p.price = 99));
    const withBad = [...good.slice(0, 3), priceOf4, ...good.slice(4)];
    withBad[16] = edit(withBad[16], (p) => (p.price = '12'));
    await refused(withBad, 'line 17: price must be a number (0 or more)');
    assert.equal((await getJson<Product>(ctx.app, '/api/products/4')).price, JSON.parse(good[3]).price);
    assert.equal(await productCount(), SEEDED);
    assert.equal(await readCatalogVersion(ctx.database.db), versionBefore);

    const at3 = (line: string) => [good[0], good[1], line];
    for (const [line, message] of [
      ['{"id": 3,', 'line 3: not JSON'],
      [
        '> storefront@1.0.0 catalog',
        'line 3: not JSON (npm printed this: run it as `npm run -s catalog -- ...`)',
      ],
      ['[1, 2]', 'line 3: must be one product, a JSON object'],
      [edit(good[2], (p) => delete p.color), 'line 3: color is missing'],
      [edit(good[2], (p) => (p.colour = 'red')), 'line 3: unknown field "colour"'],
      [edit(good[2], (p) => (p.gender = 'kids')), 'line 3: gender must be men or women'],
      [
        edit(good[2], (p) => (p.salePrice = 'half')),
        'line 3: salePrice must be a number (0 or more) or null',
      ],
      [
        edit(good[2], (p) => (p.stock = [{ size: 'huge', available: 1 }])),
        'line 3: stock[0].size must be extraSmall, small, medium, large or extraLarge',
      ],
      [
        edit(good[2], (p) => (p.stock = [{ size: 'small', available: -1 }])),
        'line 3: stock[0].available must be a whole number (0 or more)',
      ],
      [edit(good[2], (p) => (p.productId = 4)), 'line 3: productId must equal id (3)'],
      [
        edit(good[2], (p) => (p.gender = 'women')),
        "line 3: product 3 is men's (docs/catalog.md#product), not women's",
      ],
      [edit(good[2], (p) => (p.style = 'sportsbras')), 'line 3: style sportsbras is not sold for men'],
      [edit(good[2], (p) => (p.category = 'bottoms')), 'line 3: category must be tops for style hoodies'],
      [
        edit(good[2], (p) => (p.dsgn = 'DSGN')),
        'line 3: dsgn must be null: the DSGN collection is women only',
      ],
      [
        edit(good[2], (p) => (p.price = 12.345)),
        'line 3: price must be more than 0, in dollars with at most two decimals',
      ],
      [
        edit(good[2], (p) => ((p.price = 20), (p.salePrice = 25))),
        'line 3: salePrice must be less than price',
      ],
      [edit(good[2], (p) => (p.name = '  ')), 'line 3: name must not be blank'],
      [good[1], 'line 3: product 2 is already on line 2'],
    ] as const) {
      await assert.rejects(importCatalog(ctx.database, at3(line)), (error: Error) => {
        assert.ok(error.message.startsWith(message), `${error.message}\n  expected: ${message}`);
        return true;
      });
    }
    await assert.rejects(importCatalog(ctx.database, ['', '  ']), /the file holds no products/);
    assert.equal(await productCount(), SEEDED);
  });

  test('an import exports back line for line, and importing it again changes nothing', async () => {
    const generated = lines(500);
    const first = await importCatalog(ctx.database, generated);
    assert.equal(first.products, 500);
    assert.equal(first.changedProducts, 500 - SEEDED);
    const exported: string[] = [];
    for await (const line of exportedLines(ctx.database.db)) exported.push(line);
    assert.deepEqual(exported, generated);
    const again = await importCatalog(ctx.database, exported);
    assert.deepEqual(again, { products: 500, changedProducts: 0, changedStock: 0, version: first.version });
  });

  test('an import that changed products vacuums them: old row versions do not pile up', async () => {
    // The triggers write every imported product again (colour count, sizes in stock); without a
    // VACUUM the old versions stay (PGlite has no autovacuum) and no page is all-visible.
    const [{ started }] = (
      await ctx.database.rawTransaction((c) => c.query<{ started: string }>('SELECT now()::text AS started'))
    ).rows;
    await importCatalog(
      ctx.database,
      lines(400).map((line) => edit(line, (p) => (p.price = Number(p.price) + 1))),
    );
    const [table] = (
      await ctx.database.rawTransaction((c) =>
        c.query<{ relpages: number; relallvisible: number; vacuumed: boolean }>(
          `SELECT relpages, relallvisible, last_vacuum >= $1::timestamptz AS vacuumed
             FROM pg_class JOIN pg_stat_user_tables s ON s.relid = pg_class.oid WHERE s.relname = 'products'`,
          [started],
        ),
      )
    ).rows;
    assert.equal(table.vacuumed, true, 'VACUUM ran after the import');
    // On PostgreSQL another session's snapshot may keep a page from being marked; PGlite has none.
    if (ctx.database.kind === 'pglite') {
      assert.ok(
        table.relallvisible >= table.relpages * 0.9,
        `all-visible ${table.relallvisible} of ${table.relpages}`,
      );
    }
  });

  test('a line without stock changes the product and leaves its stock as it is; a new one has none', async () => {
    const exported: string[] = [];
    for await (const line of exportedLines(ctx.database.db)) exported.push(line);
    const before = JSON.parse(exported.find((line) => line.startsWith('{"id":300,'))!) as ProductWithStock;
    assert.ok(before.stock.some((s) => s.available > 0));
    const { stock: _stock, ...withoutStock } = before;
    const fresh = { ...withoutStock, id: 501, productId: 501, styleGroup: null };
    const result = await importCatalog(ctx.database, [
      JSON.stringify({ ...withoutStock, price: before.price + 2 }),
      JSON.stringify(fresh),
    ]);
    assert.equal(result.changedProducts, 2);
    assert.equal(result.changedStock, 0);
    const after: string[] = [];
    for await (const line of exportedLines(ctx.database.db)) after.push(line);
    const changed = JSON.parse(after.find((line) => line.startsWith('{"id":300,'))!) as ProductWithStock;
    assert.equal(changed.price, before.price + 2);
    assert.deepEqual(changed.stock, before.stock);
    const added = JSON.parse(after.find((line) => line.startsWith('{"id":501,'))!) as ProductWithStock;
    assert.ok(added.stock.every((s) => s.available === 0));
  });

  test('statistics are gathered once the products changed since the last gathering reach 50 and a tenth', async () => {
    const pending = () =>
      numberOf('SELECT changed_since_analyze::text AS n FROM catalog_version WHERE id = 1');
    await ctx.database.rawTransaction((c) => c.query('UPDATE catalog_version SET changed_since_analyze = 0'));
    const rows = await productCount();
    const threshold = 50 + rows / 10;
    // Two imports each under the threshold, together over it: the second gathers them.
    const each = Math.ceil(threshold * 0.6);
    const changeOf = (from: number) =>
      lines(from + each)
        .slice(from)
        .map((line) => edit(line, (p) => (p.price = Number(p.price) + 3)));
    const analyses = () =>
      numberOf("SELECT analyze_count::text AS n FROM pg_stat_user_tables WHERE relname = 'products'");
    const before = await analyses();
    await importCatalog(ctx.database, changeOf(0));
    assert.equal(await pending(), each);
    // PostgreSQL's autovacuum may gather them too; PGlite has none.
    const pglite = ctx.database.kind === 'pglite';
    if (pglite) assert.equal(await analyses(), before);
    await importCatalog(ctx.database, changeOf(each));
    assert.equal(await pending(), 0, 'gathered, and counted from 0 again');
    // The statistics views may take a moment to show another session's work (PostgreSQL).
    const deadline = Date.now() + 5_000;
    while ((await analyses()) === before && Date.now() < deadline) await delay(100);
    if (pglite) assert.equal(await analyses(), before + 1);
    else assert.ok((await analyses()) > before);
  });

  describe('a change reaches the answers of another app within 5 s', () => {
    let otherDatabase: Database | undefined;
    let other: FastifyInstance;
    before(async () => {
      await ctx.built();
      // On PostgreSQL an app with its own pool, as another process; PGlite has one process.
      if (databaseUrl) otherDatabase = await openStoreDatabase({ databaseUrl, dataDir: 'memory://' });
      other = await appOnSameDatabase({ database: otherDatabase ?? ctx.database }, {});
    });
    after(async () => {
      await other?.close();
      await otherDatabase?.close();
    });

    test('price, sale price, new flag and stock of product 16 and of product 300', async () => {
      await importCatalog(ctx.database, lines(300));
      const apps = [ctx.app, other];
      const changed = [16, 300].map((id) => {
        const before = generatedAnswer(id);
        return {
          ...before,
          price: before.price + 10,
          salePrice: before.price + 5,
          new: !before.new,
          stock: before.stock.map((s, i) => ({ ...s, available: i })),
        };
      });
      const listing = (p: Pick<Product, 'style' | 'gender'>) =>
        `/api/products/clothingType/${p.style}?gender=${p.gender}&priceFilter=high%20to%20low`;
      // Both apps keep their answers in memory (CATALOG_CACHE_MS's default, a minute).
      for (const app of apps) {
        for (const p of changed) {
          await getJson(app, `/api/products/${p.id}`);
          await getJson(app, listing(p));
        }
      }

      const started = Date.now();
      await importCatalog(
        ctx.database,
        changed.map((p) => JSON.stringify(p)),
      );
      for (const app of apps) {
        for (const p of changed) {
          for (;;) {
            const answer = await getJson<ProductWithStock>(app, `/api/products/${p.id}`);
            const listed = (await getJson<Product[]>(app, listing(p))).find((q) => q.id === p.id);
            if (answer.price === p.price && listed?.price === p.price) {
              assert.deepEqual(lineOf(answer), p);
              const { stock: _, styleGroup: _g, fit: _f, fabric: _a, care: _c, ...product } = p;
              assert.deepEqual(listed, { ...product, colourCount: answer.colourCount });
              break;
            }
            assert.ok(Date.now() - started < 5_000, `product ${p.id} still answered ${answer.price}`);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        }
      }

      // The merchant's catalogue survives a restart: the seed leaves a product that exists as it is
      // (product 16 keeps its price).
      await seedCatalog(ctx.database);
      assert.equal((await getJson<Product>(ctx.app, '/api/products/16')).price, changed[0].price);
    });
  });

  describe('the command', () => {
    test('generate writes the catalogue to standard output', async () => {
      const { code, stdout, stderr } = await catalogCommand(['generate', '--products', '150'], {});
      assert.equal(code, 0, stderr);
      assert.equal(stdout, `${lines(150).join('\n')}\n`);
      assert.match(stderr, /150 products generated/);
      const wrong = await catalogCommand(['generate', '--products', 'many'], {});
      assert.equal(wrong.code, 2);
      assert.match(wrong.stderr, /generate needs --products N/);
    });

    test("a PGlite folder held by a process that is not the store's API: says so and exits 1", async () => {
      const folder = mkdtempSync(join(tmpdir(), 'catalog-held-'));
      const data = join(folder, 'pglite');
      const release = lockDataDir(data);
      try {
        const { code, stderr } = await catalogCommand(['export'], { DATABASE_URL: '', DATA_DIR: data });
        assert.equal(code, 1);
        assert.match(
          stderr,
          new RegExp(
            `PGlite folder ${data} is in use by process ${process.pid}, which does not say it is the store's API`,
          ),
        );
        assert.match(stderr, /stop that process/);
      } finally {
        release();
        rmSync(folder, { recursive: true, force: true });
      }
    });

    test(
      'import: a bad line exits 1 naming it, nothing imported',
      { skip: !databaseUrl && 'PostgreSQL only' },
      async () => {
        const folder = mkdtempSync(join(tmpdir(), 'catalog-file-'));
        const file = join(folder, 'catalogue.jsonl');
        const bad = lines(130);
        bad[120] = edit(bad[120], (p) => (p.price = 'cheap'));
        writeFileSync(file, `${bad.join('\n')}\n`);
        try {
          const before = await productCount();
          const { code, stderr } = await catalogCommand(['import', file], { DATABASE_URL: databaseUrl });
          assert.equal(code, 1);
          assert.match(
            stderr,
            /^catalog: line 121: price must be a number \(0 or more\)\ncatalog: nothing was imported\n$/,
          );
          assert.equal(await productCount(), before);
        } finally {
          rmSync(folder, { recursive: true, force: true });
        }
      },
    );
  });
});
