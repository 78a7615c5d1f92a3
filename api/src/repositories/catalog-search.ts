// Product search in SQL, ranked as docs/api.md#products describes: one call of migration 0021's
// product_search, whose tiers read the indexes of migrations 0001 and 0009 and the names' words and
// names of 0019 and 0020. It reads the catalogue as it is now, and its work does not grow with the
// catalogue: each tier takes at most 500 rows from an index, and a tier is only read when the tiers
// before it gave fewer than the rows asked.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Gender } from '@storefront/shared/contracts/vocabulary';
import type { products } from '../db/schema';
import type { Group } from './catalog-facets';

export const SEARCH_RESULT_LIMIT = 24;
type SearchRow = typeof products.$inferSelect;

const COLUMNS = sql.raw(
  `id, name, gender, category, style, color, price_cents AS "priceCents", sale_price_cents AS "salePriceCents",
   is_new AS "isNew", collection, description, created_at AS "createdAt", colour_count AS "colourCount"`,
);

/**
 * The statement of a search of `limit` rows at most, in rank order, with `columns` of each product;
 * none when the term holds no letter or digit (nothing an index could look up). The term is
 * normalised (lower-case, trimmed, one space between words).
 */
export function searchStatement(term: string, columns: SQL, limit: number): SQL | null {
  if (!/[\p{L}\p{N}]/u.test(term)) return null;
  const trigrams = /[\p{L}\p{N}]{3}/u.test(term);
  return sql`SELECT ${columns} FROM product_search(${term}, ${limit}, ${trigrams}) AS found
    JOIN products USING (id) ORDER BY found.rank`;
}

async function searchIn<T>(db: Db, term: string, columns: SQL, limit: number): Promise<T[]> {
  const statement = searchStatement(term, columns, limit);
  if (!statement) return [];
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** The products a search finds, SEARCH_RESULT_LIMIT at most, in rank order. */
export function searchProductRows(db: Db, term: string): Promise<SearchRow[]> {
  return searchIn<SearchRow>(db, term, COLUMNS, SEARCH_RESULT_LIMIT);
}

/** A search's answers at most: the first 1,000 matches in rank order (about 20 pages of 48). */
export const SEARCH_MAX_MATCHES = 1_000;

/** A match of the paged search: its id and the fields the listing's filters and facets read. */
export type MatchRow = Omit<Group, 'count' | 'gender'> & { id: number; gender: Gender };

const MATCH_COLUMNS = sql.raw(
  `id, gender, category, style, color, collection, is_new AS "isNew", sale_price_cents IS NOT NULL AS sale,
   sizes_in_stock AS sizes`,
);

/**
 * What the paged search (GET /api/products/page?q=, docs/api.md#paged-listing) pages through: the
 * products searchProductRows would rank, in its order, SEARCH_MAX_MATCHES at most.
 */
export function searchMatchRows(db: Db, term: string): Promise<MatchRow[]> {
  return searchIn<MatchRow>(db, term, MATCH_COLUMNS, SEARCH_MAX_MATCHES);
}
