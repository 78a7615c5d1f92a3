// Product search in SQL, ranked as docs/api.md#products describes: one call of product_search
// (migrations 0021 and 0022), whose tiers read the indexes of migrations 0001 and 0009 and the
// names' words and names of 0019 and 0020. It reads the catalogue as it is now, and its work does not grow with the
// catalogue: each tier takes at most 500 rows from an index, and a tier is only read when the tiers
// before it gave fewer than the rows asked.
//
// Each kind of search is one prepared statement, made once per database handle: on PostgreSQL a
// named statement, parsed once a connection and, after its first five runs, run on a plan kept for
// every term (its join to products, planned for each term, was a fifth of the database's work a
// search; api/README.md, Search). PGlite runs it as an unnamed statement each time.
import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { errorSummary } from '../http/errors';
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
 * The query of a search with `columns` of each product, in rank order; its placeholders are the
 * normalised term (lower-case, trimmed, one space between words), the rows at most, and whether
 * the term holds three letters or digits in a row (JavaScript's Unicode classes decide, not the
 * database's locale).
 */
export function searchQuery(db: Db, columns: Columns) {
  const found = sql`product_search(${sql.placeholder('term')}, ${sql.placeholder('limit')}, ${sql.placeholder('trigrams')}) AS found`;
  return db
    .select(columns)
    .from(found)
    .innerJoin(products, sql`${products.id} = found.id`)
    .orderBy(sql`found.rank`);
}

/** The values of searchQuery's placeholders; none when the term holds no letter or digit (nothing an index could look up). */
export function searchValues(term: string, limit: number) {
  if (!/[\p{L}\p{N}]/u.test(term)) return null;
  return { term, limit, trigrams: /[\p{L}\p{N}]{3}/u.test(term) };
}

/** searchQuery's text and parameters, for running it on a connection of one's own (tests). */
export function searchStatement(db: Db, columns: Columns, term: string, limit: number) {
  const values = searchValues(term, limit);
  if (!values) throw new Error(`'${term}' holds no letter or digit: it is never searched`);
  const { sql: text, params } = searchQuery(db, columns).toSQL();
  return { text, params: fillPlaceholders(params, values) };
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

/**
 * Whether PostgreSQL refused a named statement's kept plan because a column it selects changed type
 * (a migration while this process runs): `0A000`, "cached plan must not change result type". The
 * pool then drops that connection; the search runs again unnamed, so no shopper sees the error.
 */
function isChangedResultType(error: unknown): boolean {
  return errorSummary(error).code === '0A000';
}

async function run<T>(db: Db, kind: Kind, values: NonNullable<ReturnType<typeof searchValues>>) {
  try {
    return (await statementsOf(db)[kind].execute(values)) as T[];
  } catch (error) {
    if (!isChangedResultType(error)) throw error;
    return (await searchQuery(db, KINDS[kind]).execute(values)) as T[];
  }
}

/** The products a search finds, SEARCH_RESULT_LIMIT at most, in rank order. */
export async function searchProductRows(db: Db, term: string): Promise<SearchRow[]> {
  const values = searchValues(term, SEARCH_RESULT_LIMIT);
  return values ? run<SearchRow>(db, 'products', values) : [];
}

/**
 * What the paged search (GET /api/products/page?q=, docs/api.md#paged-listing) pages through: the
 * products searchProductRows would rank, in its order, SEARCH_MAX_MATCHES at most.
 */
export async function searchMatchRows(db: Db, term: string): Promise<MatchRow[]> {
  const values = searchValues(term, SEARCH_MAX_MATCHES);
  return values ? run<MatchRow>(db, 'matches', values) : [];
}
