// Product search in SQL, ranked as docs/api.md#products describes: one call of migration 0021's
// product_search, whose tiers read the indexes of migrations 0001 and 0009 and the names' words and
// names of 0019 and 0020. It reads the catalogue as it is now, and its work does not grow with the
// catalogue: each tier takes at most 500 rows from an index, and a tier is only read when the tiers
// before it gave fewer than the rows asked.
//
// Each kind of search is one prepared statement, made once per database handle: on PostgreSQL a
// named statement, parsed and planned once a connection (its join to products, planned for each
// term, was a fifth of the database's work a search; api/README.md, Search). PGlite runs it as an
// unnamed statement each time.
import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
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
  const { sql: text, params } = searchQuery(db, columns).toSQL();
  return { text, params: fillPlaceholders(params, searchValues(term, limit) ?? {}) };
}

function prepared(db: Db) {
  return {
    products: searchQuery(db, PRODUCT_COLUMNS).prepare('product_search_products'),
    matches: searchQuery(db, MATCH_COLUMNS).prepare('product_search_matches'),
  };
}
const statements = new WeakMap<Db, ReturnType<typeof prepared>>();
function statementsOf(db: Db) {
  let found = statements.get(db);
  if (!found) statements.set(db, (found = prepared(db)));
  return found;
}

/** The products a search finds, SEARCH_RESULT_LIMIT at most, in rank order. */
export async function searchProductRows(db: Db, term: string): Promise<SearchRow[]> {
  const values = searchValues(term, SEARCH_RESULT_LIMIT);
  return values ? ((await statementsOf(db).products.execute(values)) as SearchRow[]) : [];
}

/**
 * What the paged search (GET /api/products/page?q=, docs/api.md#paged-listing) pages through: the
 * products searchProductRows would rank, in its order, SEARCH_MAX_MATCHES at most.
 */
export async function searchMatchRows(db: Db, term: string): Promise<MatchRow[]> {
  const values = searchValues(term, SEARCH_MAX_MATCHES);
  return values ? ((await statementsOf(db).matches.execute(values)) as MatchRow[]) : [];
}
