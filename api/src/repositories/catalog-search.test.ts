// The search query on the test database (PGlite, or the PostgreSQL of DATABASE_URL): its ranking
// on a small catalogue, that it reads the products as they are now, and that it is answered from
// the indexes on a catalogue of 20,000 products.
import { availableParallelism } from 'node:os';
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import { SEARCH_TERM_MAX_LENGTH } from '@storefront/shared/contracts/validation';
import { testToolsFromEnv } from '../config';
import { openDatabase, type Db } from '../db/client';
import { products } from '../db/schema';
import { setUpTestContext } from '../testing/test-app';
import { PgDialect } from 'drizzle-orm/pg-core';
import { Lane } from '../db/lane';
import { SEARCH_RESULT_LIMIT, SEARCH_SETTINGS, runSearch, searchProductRows } from './catalog-search';
import { searchesAtOnce, searchesIn } from './searches';
import { normaliseSearchTerm, productsRepository } from './products';

const ctx = setUpTestContext({}, { resetEachTest: false });

const product = (id: number, name: string): typeof products.$inferInsert => ({
  id,
  name,
  gender: 'women',
  category: 'bottoms',
  style: 'leggings',
  color: 'black',
  priceCents: 3000,
});

class RolledBack extends Error {}

const rowsOf = async <T>(text: string) =>
  ctx.database.rawTransaction(async (client) => (await client.query<T>(text)).rows);

/** fn on a catalogue of only these names, in a transaction rolled back afterwards. */
async function onCatalogue<T>(names: readonly string[], fn: (db: Db) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await ctx.database.db
    .transaction(async (tx) => {
      await tx.delete(products);
      await tx.insert(products).values(names.map((name, i) => product(i + 1, name)));
      result = await fn(tx);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return result as T;
}

describe('searchProductRows', () => {
  const catalogue = [
    'Apex Sweatpants',
    'Pants Classic',
    'Vital Pants',
    'Aura Seamless Sports Bra',
    'Flex Leggings',
    'Forge Performance Hoodie',
  ];
  const names = (terms: string[]) =>
    onCatalogue(catalogue, (db) =>
      Promise.all(
        terms.map(async (term) => (await searchProductRows(searchesIn(db).runner, term)).map((p) => p.name)),
      ),
    );

  test('ranks a prefix, then a whole word, then a part of a word', async () => {
    assert.deepEqual(await names(['pants', 'hood']), [
      ['Pants Classic', 'Vital Pants', 'Apex Sweatpants'],
      ['Forge Performance Hoodie'],
    ]);
  });

  test('forgives typos and missing letters', async () => {
    // 'hoodei' is 0.57 like 'hoodie': found at the search's threshold (0.5), not pg_trgm's own (0.6).
    assert.deepEqual(await names(['legings', 'hodie', 'hoodei', 'sport bra']), [
      ['Flex Leggings'],
      ['Forge Performance Hoodie'],
      ['Forge Performance Hoodie'],
      ['Aura Seamless Sports Bra'],
    ]);
  });

  test('finds words run together, which are like no word of a name', async () => {
    const found = await onCatalogue(['Core Long Sleeve Top', 'Apex Track Pants'], (db) =>
      Promise.all(
        ['longsleeve', 'trackpants'].map(async (term) =>
          (await searchProductRows(searchesIn(db).runner, term)).map((p) => p.name),
        ),
      ),
    );
    assert.deepEqual(found, [['Core Long Sleeve Top'], ['Apex Track Pants']]);
  });

  test('finds every word of a longer term in any order', async () => {
    assert.deepEqual(await names(['bra aura sport', 'hoodie forge performance']), [
      ['Aura Seamless Sports Bra'],
      ['Forge Performance Hoodie'],
    ]);
  });

  test('finds a term of one or two letters at the start of words, whole words first', async () => {
    assert.deepEqual(await names(['p', 'ho', 'oo', 'bra']), [
      ['Pants Classic', 'Vital Pants', 'Forge Performance Hoodie'],
      ['Forge Performance Hoodie'],
      [],
      ['Aura Seamless Sports Bra'],
    ]);
  });

  test('finds nothing for nonsense, symbols or stop words', async () => {
    assert.deepEqual(await names(['zzqqxx', '%', '_', '\\', 'the a', "' or 1=1 --"]), [
      [],
      [],
      [],
      [],
      [],
      [],
    ]);
  });

  test(`answers at most ${SEARCH_RESULT_LIMIT}, by id among equals`, async () => {
    const many = Array.from({ length: 40 }, (_, i) => `Essential Tee ${i}`);
    const found = await onCatalogue(many, (db) => searchProductRows(searchesIn(db).runner, 'essential'));
    assert.deepEqual(
      found.map((p) => p.id),
      Array.from({ length: SEARCH_RESULT_LIMIT }, (_, i) => i + 1),
    );
  });

  test('runs with its settings, which other statements never see', async () => {
    const read = `SELECT current_setting('pg_trgm.word_similarity_threshold') AS word,
                    current_setting('pg_trgm.strict_word_similarity_threshold') AS strict,
                    current_setting('enable_seqscan') AS seqscan`;
    const before = await rowsOf(read);
    // The app's way (Database.withSettings: connections of their own on PostgreSQL, a transaction
    // that sets them on PGlite), and a repository's default (a transaction of the db it is given).
    for (const searches of [
      { lane: new Lane(1), runner: ctx.database.withSettings(SEARCH_SETTINGS, 1) },
      searchesIn(ctx.database.db),
    ]) {
      const within = await searches.runner((run) => run(sql.raw(read)));
      assert.deepEqual(within, [{ word: '0.5', strict: '1', seqscan: 'off' }]);
      assert.ok((await searchProductRows(searches.runner, 'hodie')).length > 0);
      assert.deepEqual(await rowsOf(read), before);
    }
  });

  test("on PostgreSQL, its connections keep the URL's own startup options beside its settings", async (t) => {
    const { databaseUrl } = testToolsFromEnv();
    if (!databaseUrl) return t.skip('PostgreSQL only: PGlite has no startup options');
    const url = new URL(databaseUrl);
    url.searchParams.set('options', '-c work_mem=5MB');
    const database = await openDatabase({ databaseUrl: url.toString() });
    try {
      const within = await database.withSettings(
        SEARCH_SETTINGS,
        1,
      )((run) =>
        run(sql`SELECT current_setting('work_mem') AS memory, current_setting('enable_seqscan') AS seqscan`),
      );
      assert.deepEqual(within, [{ memory: '5MB', seqscan: 'off' }]);
    } finally {
      await database.close();
    }
  });
});

describe('the search term', () => {
  test('counts control characters as spaces and is cut at the schema length', async () => {
    const search = (term: string) =>
      ctx.app.inject({ url: `/api/products/search?searchTerm=${encodeURIComponent(term)}` });
    assert.equal((await search('\u0000')).statusCode, 400);
    const spaced = await search('hoodie\u0000essential');
    assert.equal(spaced.statusCode, 200);
    assert.deepEqual(spaced.json(), (await search('hoodie essential')).json());
    assert.equal(normaliseSearchTerm(`  ${'a'.repeat(80)}`).length, SEARCH_TERM_MAX_LENGTH);
  });
});

describe('search reads the catalogue as it is now', () => {
  test('finds a product inserted after a search, at once, by a typo of its new name once renamed, and forgets it once deleted', async () => {
    const repository = productsRepository(ctx.database.db);
    const id = 990_001;
    assert.deepEqual(await repository.search('quokka'), []);
    await ctx.database.db.insert(products).values(product(id, 'Quokka Trail Windbreaker'));
    try {
      for (const term of ['quokka', 'QUOKA', 'windbreaker trail']) {
        assert.deepEqual(
          (await repository.search(term)).map((p) => p.id),
          [id],
          term,
        );
      }
      const response = await ctx.app.inject({ url: '/api/products/search?searchTerm=trail%20quokka' });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(
        response.json<{ id: number }[]>().map((p) => p.id),
        [id],
      );
      // A renamed product is found by a typo of its new word (product_name_words' update trigger).
      await ctx.database.db.update(products).set({ name: 'Quokka Trail Anorak' }).where(eq(products.id, id));
      assert.deepEqual(
        (await repository.search('anorek')).map((p) => p.id),
        [id],
      );
      // Both names are in product_names (its insert and update triggers), which says whether any
      // name holds a term; the old one stays and finds nothing.
      assert.deepEqual(
        await rowsOf("SELECT name FROM product_names WHERE name LIKE 'quokka%' ORDER BY name"),
        [{ name: 'quokka trail anorak' }, { name: 'quokka trail windbreaker' }],
      );
      assert.deepEqual(await repository.search('quokka trail windbreaker'), []);
    } finally {
      await ctx.database.db.delete(products).where(eq(products.id, id));
    }
    assert.deepEqual(await repository.search('quokka'), []);
  });
});

// Names like the catalogue's (docs/catalog.md#product): a line, a descriptor and a noun, with
// 1,000 lines so one line's name is rare and a style's noun is common.
const GENERATED_NAMES = `
  INSERT INTO products (id, name, gender, category, style, color, price_cents)
  SELECT 1000000 + i,
         initcap(substr(md5(i % 1000 || 'line'), 1, 4) || 'ra') || ' '
           || (ARRAY['Training', 'Oversized', 'Essential', 'Performance', 'Seamless', 'Lightweight', 'Everyday'])[1 + i % 7] || ' '
           || (ARRAY['T-Shirt', 'Long Sleeve Top', 'Hoodie', 'Sports Bra', 'Leggings', 'Shorts', 'Track Pants', 'Sweatpants'])[1 + i % 8],
         'women', 'tops', 't-shirts', 'black', 3000
    FROM generate_series(1, 20000) AS i`;

interface Explained {
  facts: string;
  plans: string[];
  found: string[];
}

/**
 * What a search of each term runs on GENERATED_NAMES (rolled back afterwards): the plans, as
 * EXPLAIN ANALYZE gives them, of the statement of the term's facts and of each tier read, and the
 * names it finds.
 */
async function explainedSearches(terms: string[]): Promise<Explained[]> {
  const dialect = new PgDialect();
  return ctx.database
    .rawTransaction(async (client) => {
      for (const [name, value] of Object.entries(SEARCH_SETTINGS))
        await client.query('SELECT set_config($1, $2, true)', [name, value]);
      await client.exec(GENERATED_NAMES);
      await client.exec('ANALYZE products');
      await client.exec('ANALYZE product_name_words');
      await client.exec('ANALYZE product_names');
      const out: Explained[] = [];
      for (const term of terms) {
        const plans: string[] = [];
        const rows = await runSearch<{ id: number; name: string }>(async (statement) => {
          const { sql: text, params } = dialect.sqlToQuery(statement);
          const explained = await client.query<{ 'QUERY PLAN': string }>(
            `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${text}`,
            params,
          );
          plans.push(explained.rows.map((row) => row['QUERY PLAN']).join('\n'));
          return (await client.query<Record<string, unknown>>(text, params)).rows;
        }, term);
        out.push({ facts: plans[0], plans: plans.slice(1), found: rows.map((row) => row.name) });
      }
      throw new RolledBack(JSON.stringify(out));
    })
    .then(
      () => assert.fail('rolled back'),
      (error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
        return JSON.parse(error.message) as Explained[];
      },
    );
}

const lineOf7 = async () =>
  (await rowsOf<{ line: string }>("SELECT lower(initcap(substr(md5(7 || 'line'), 1, 4) || 'ra')) AS line"))[0]
    .line;

describe('search on 20,000 products', () => {
  test('reads the btree, trigram and full-text indexes, never every row', async () => {
    const line = await lineOf7();
    // A word of 20 names, a typo of it (a letter dropped), a term of several words (3 of the line's
    // names), and one whose words are each in some name while no name holds it (the line's 20 names
    // are all sweatpants).
    // And a term of hundreds of names, which the planner expects to find at once.
    const terms = [
      line,
      line.slice(0, 2) + line.slice(3),
      `${line} training sweatpants`,
      `${line} hoodie`,
      'training hoodie',
    ];
    const searches = await explainedSearches(terms);
    for (const [i, { facts, plans }] of searches.entries()) {
      const why = `${terms[i]}:\n${[facts, ...plans].join('\n\n')}`;
      assert.doesNotMatch(plans.join('\n'), /Seq Scan on products/, why);
      // product_names (migration 0020), asked whether some name holds the term, is read through
      // its trigram index, not name after name: by a sequential scan when the settings were in the
      // same statement as the facts, or along its primary key when asked for one row (EXISTS).
      for (const plan of [facts, ...plans])
        assert.doesNotMatch(plan, /(Seq Scan on|using product_names_pkey on) product_names/, why);
      assert.match(facts, /Bitmap Index Scan on product_names_trgm_idx/, why);
    }
    const [word, typo, longer, heldByNone, common] = searches.map(({ plans }) => plans.join('\n'));
    // Whether a plan read an index: a scan the tier's condition on product_names kept from running
    // says (never executed).
    const reads = (plan: string, index: string) =>
      new RegExp(`(on|using) ${index}( on \\w+)? \\(actual`).test(plan);
    // 20 names start with the line, and none holds it elsewhere: the btree is read, and the tiers
    // of names holding it as a whole word or inside another do not read the trigrams of every product.
    assert.ok(reads(word, 'products_name_prefix_idx'), word);
    assert.ok(!reads(word, 'products_name_trgm_idx'), word);
    assert.ok(reads(longer, 'products_name_prefix_idx'), longer);
    assert.ok(!reads(longer, 'products_name_trgm_idx'), longer);
    assert.ok(reads(longer, 'products_name_fts_idx'), longer);
    // Hundreds of names hold 'training hoodie' inside: the whole words come from the trigrams.
    assert.ok(reads(common, 'products_name_trgm_idx'), common);
    assert.equal(searches[4].found.length, 24);
    // No name holds the typo ('ra' lines are 6 letters, none holds another's 5): only its typo tier is read.
    assert.doesNotMatch(typo, /products_name_prefix_idx/, typo);
    assert.match(typo, /Bitmap Index Scan on products_name_(fts|trgm)_idx/, typo);
    // Nor does any hold 'line hoodie', though each word is a name's (product_names, migration
    // 0020): neither the btree nor the trigrams of every product are read, and nothing is found.
    assert.doesNotMatch(heldByNone, /products_name_(prefix|trgm)_idx/, heldByNone);
    assert.deepEqual(searches[3].found, []);
    assert.deepEqual(await rowsOf('SELECT id FROM products WHERE id > 1000000'), []);
  });
});

describe('the typo tier on 20,000 products', () => {
  test("reads the products holding words like the term's, not every name sharing its trigrams", async () => {
    const line = await lineOf7();
    // The bench's kind of term: a rare word, a common one and a typo of another. The line's 20
    // names are all sweatpants (i % 1000 = 7, so i % 8 = 7), 3 of them Training Sweatpants.
    const term = `${line} training swetpants`;
    // A word of 2,500 names: the whole words fill the page.
    const [typo, filled] = await explainedSearches([term, 'sweatpants']);
    const plan = typo.plans.join('\n\n');
    // When the tiers before it filled the page, the typo tier is not read at all.
    assert.equal(filled.plans.length, 2, filled.plans.join('\n\n'));
    assert.doesNotMatch(filled.plans.join('\n'), /products_name_fts_idx/);
    assert.deepEqual(
      typo.found.map((name) => name.toLowerCase()),
      Array.from({ length: 3 }, () => `${line} training sweatpants`),
      plan,
    );
    // No name holds 'swetpants', so the tiers of names holding the term are not read, and the
    // typo tier's index read holds a few rows: the trigram index of every name, read for the
    // typo, held every name with enough of the trigrams of 'training' and 'sweatpants' (thousands).
    assert.doesNotMatch(plan, /products_name_(prefix|trgm)_idx/, plan);
    const reads = [...plan.matchAll(/Bitmap Index Scan on (\w+).*\n?.*?actual rows=(\d+)/g)];
    assert.ok(reads.length > 0, plan);
    for (const [, index, rows] of reads)
      assert.ok(Number(rows) <= 100, `${index} read ${rows} rows:\n${plan}`);
    assert.match(plan, /Bitmap Index Scan on products_name_fts_idx/, plan);
    // The similarity is worked out once a name, for the candidates grouped by name, and the
    // closeness kept on it: a condition on the function itself worked it out for every product
    // (a second time, when it was also in the select list).
    assert.doesNotMatch(plan, /Filter: .*word_similarity/, plan);
    assert.match(plan, /Group Key: candidates(_\d+)?\.key/, plan);
    assert.match(plan, /Filter: \(names\.similarity >= /, plan);
  });
});

describe('searches wait in their own lane (db/lane.ts)', () => {
  // 16 searches: more than the lane holds on either engine (at most half of a pool of 10), so calls
  // wait their turn; 40 took the lane's 5 s wait on a busy CI machine (a 503), which is not what this proves.
  test('16 searches at once, a new term each, take one turn on PGlite (on PostgreSQL half the pool, the cores at most); reads between them answer', async () => {
    const { app } = ctx;
    const lane = app.repos.searchLane;
    const size = searchesAtOnce(ctx.database.kind, app.config.pgPoolSize);
    assert.equal(size, ctx.database.kind === 'pglite' ? 1 : Math.min(5, availableParallelism()));
    const words = ['hoodie', 'leggings', 'shorts', 'sweatpants', 'bra', 'tee', 'top', 'pants'];
    const searches = Array.from({ length: 16 }, (_, i) =>
      app.inject(
        i % 2
          ? `/api/products/search?searchTerm=${words[i % words.length]}${'x'.repeat(i % 5)}${i}`
          : `/api/products/page?q=${words[i % words.length]}${i}`,
      ),
    );
    const reads = Array.from({ length: 10 }, () => app.inject('/api/products/16'));
    const answers = await Promise.all([...searches, ...reads]);
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      answers.map(() => 200),
    );
    const { peakRunning, running, waiting, refused } = lane.stats();
    assert.ok(peakRunning >= 1 && peakRunning <= size, `at most ${size} at once, saw ${peakRunning}`);
    assert.deepEqual({ running, waiting, refused }, { running: 0, waiting: 0, refused: 0 });
  });
});
