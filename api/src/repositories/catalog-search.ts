// Product search in SQL, ranked as docs/api.md#products describes: one call of product_search
// (migrations 0021, 0022 and 0024), whose tiers read the indexes of migrations 0001 and 0009 and the
// names' words and names of 0019 and 0020. It reads the catalogue as it is now, and its work does
// not grow with the catalogue: each tier takes at most 500 rows from an index, and a tier is only
// read when the tiers before it gave fewer than the rows asked.
//
// Each kind of search is one prepared statement, made once per database handle: on PostgreSQL a
// named statement, parsed once a connection and, after its first five runs, run on a plan kept for
// every term (its join to products, planned for each term, was a fifth of the database's work a
// search; api/README.md, Search). PGlite runs it as an unnamed statement each time. Searches that
// wait together share one statement of their terms (product_searches, migration 0023;
// db/batches.ts decides when).
import { fillPlaceholders, is, sql, type SQL } from 'drizzle-orm';
import { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { Gender } from '@storefront/shared/contracts/vocabulary';
import { products } from '../db/schema';
import type { Group } from './catalog-facets';

export const SEARCH_RESULT_LIMIT = 24;

/** A search answer's product: the columns below. */
export type SearchRow = Pick<typeof products.$inferSelect, keyof typeof PRODUCT_COLUMNS>;

/** A search answer's columns of each product. */
const PRODUCT_COLUMNS = {
  id: products.id,
  name: products.name,
  gender: products.gender,
  category: products.category,
  style: products.style,
  color: products.color,
  priceCents: products.priceCents,
  salePriceCents: products.salePriceCents,
  isNew: products.isNew,
  collection: products.collection,
  description: products.description,
  colourCount: products.colourCount,
};

/** A search's matches at most: the first 1,000 in rank order (about 20 pages of 48). */
export const SEARCH_MAX_MATCHES = 1_000;

/** A match of the paged search: its id and the fields the listing's filters and facets read. */
export type MatchRow = Omit<Group, 'count' | 'gender'> & { id: number; gender: Gender };

/**
 * A Group's fields (catalog-facets.ts) as columns: what a gender's summary groups its products by
 * (catalog-listing.ts) and what each of a search's matches carries.
 */
export const GROUP_COLUMNS = {
  category: products.category,
  style: products.style,
  color: products.color,
  collection: products.collection,
  isNew: products.isNew,
  sale: sql<boolean>`${products.salePriceCents} IS NOT NULL`,
  sizes: products.sizesInStock,
};

const MATCH_COLUMNS = { id: products.id, gender: products.gender, ...GROUP_COLUMNS };

type Columns = Record<string, PgColumn | SQL>;

/**
 * The query of searches with `columns` of each product: a row for each term that found products,
 * with `place`, its term's (1 for the first), and `packed`, its products in rank order as one JSON
 * text of arrays, each holding `columns` in their order (unpack below). Several terms are one
 * statement: searches that wait together go to the database together (db/batches.ts). Its
 * placeholders are the normalised terms (lower-case, trimmed, one space between words), whether
 * each holds three letters or digits in a row (JavaScript's Unicode classes decide, not the
 * database's locale), and the rows at most of each.
 *
 * One text a term, not a row of columns a product: taking 24 rows of 12 columns apart was a
 * fifth of what a search cost PGlite's thread (its driver reads each field in JavaScript there),
 * and the event loop parses the text instead (api/README.md, Search). The columns must be what
 * JSON holds as they are: numbers, text, booleans and nulls.
 */
export function searchQuery(db: Db, columns: Columns) {
  for (const [name, column] of Object.entries(columns)) {
    // A date, a bigint or JSON would come back as JSON gives it, not as Drizzle reads the column.
    if (is(column, PgColumn) && !['number', 'string', 'boolean'].includes(column.dataType))
      throw new Error(`a search packs numbers, text and booleans: ${name} is ${column.dataType}`);
  }
  const found = sql`product_searches(${sql.placeholder('terms')}::text[], ${sql.placeholder('trigrams')}::boolean[], ${sql.placeholder('limit')}::integer) AS found`;
  const fields = sql.join(Object.values(columns), sql`, `);
  return db
    .select({
      place: sql<number>`found.place`.as('place'),
      packed: sql<string>`json_agg(json_build_array(${fields}) ORDER BY found.rank)::text`.as('packed'),
    })
    .from(found)
    .innerJoin(products, sql`${products.id} = found.id`)
    .groupBy(sql`found.place`)
    .orderBy(sql`found.place`);
}

/** A row of searchQuery: its term's place among the terms asked, and its columns. */
type Placed<T> = T & { place: number };

/**
 * searchQuery's rows as each term's products (`terms` of them, in the order asked), each with
 * `columns` by name and its term's place.
 */
export function unpack<T>(columns: Columns, rows: { place: number; packed: string }[], terms: number) {
  const names = Object.keys(columns);
  const found: Placed<T>[][] = Array.from({ length: terms }, () => []);
  for (const { place, packed } of rows) {
    found[place - 1] = (JSON.parse(packed) as unknown[][]).map((values) => {
      const row: Record<string, unknown> = { place };
      names.forEach((name, i) => (row[name] = values[i]));
      return row as Placed<T>;
    });
  }
  return found;
}

/** Whether a term is ever searched: it holds a letter or digit (something an index can look up). */
export const isSearchable = (term: string) => /[\p{L}\p{N}]/u.test(term);

/** The values of searchQuery's placeholders for searchable terms. */
export function searchValues(terms: string[], limit: number) {
  const unsearchable = terms.find((term) => !isSearchable(term));
  if (unsearchable !== undefined)
    throw new Error(`'${unsearchable}' holds no letter or digit: it is never searched`);
  return { terms, trigrams: terms.map((term) => /[\p{L}\p{N}]{3}/u.test(term)), limit };
}

/** searchQuery's text and parameters for a term or several, for running it on a connection of one's own (tests). */
export function searchStatement(db: Db, columns: Columns, terms: string | string[], limit: number) {
  const { sql: text, params } = searchQuery(db, columns).toSQL();
  return { text, params: fillPlaceholders(params, searchValues([terms].flat(), limit)) };
}

/** The two kinds of search: the columns each gives. */
const KINDS = { products: PRODUCT_COLUMNS, matches: MATCH_COLUMNS };
type Kind = keyof typeof KINDS;

function prepared(db: Db) {
  return {
    products: searchQuery(db, KINDS.products).prepare('product_search_products'),
    matches: searchQuery(db, KINDS.matches).prepare('product_search_matches'),
  };
}
const statements = new WeakMap<Db, ReturnType<typeof prepared>>();
function statementsOf(db: Db) {
  let found = statements.get(db);
  if (!found) statements.set(db, (found = prepared(db)));
  return found;
}

async function run<T>(db: Db, kind: Kind, terms: string[], limit: number): Promise<Placed<T>[][]> {
  const values = searchValues(terms, limit);
  // The statement gives a place and a text whatever the columns' types: PostgreSQL's kept plan of
  // it stays valid when a migration changes a column's type while this process runs.
  const rows = await statementsOf(db)[kind].execute(values);
  return unpack<T>(KINDS[kind], rows, terms.length);
}

/** The products each search finds, SEARCH_RESULT_LIMIT at most, in rank order: one statement for every term (each searchable). */
export function searchProductRows(db: Db, terms: string[]): Promise<Placed<SearchRow>[][]> {
  return run<SearchRow>(db, 'products', terms, SEARCH_RESULT_LIMIT);
}

/**
 * What the paged search (GET /api/products/page?q=, docs/api.md#paged-listing) pages through: the
 * products searchProductRows would rank, in its order, SEARCH_MAX_MATCHES at most.
 */
export async function searchMatchRows(db: Db, term: string): Promise<MatchRow[]> {
  if (!isSearchable(term)) return [];
  const [rows] = await run<MatchRow>(db, 'matches', [term], SEARCH_MAX_MATCHES);
  // A match's fields are its facet group (catalog-listing.ts): its place is not one of them.
  return rows.map(({ place: _place, ...row }) => row);
}
