// Product search in SQL, ranked as docs/api.md#products describes, over the indexes of migrations
// 0001 (trigrams of the lower-cased name: LIKE, regular expressions and word similarity) and 0009
// (the name's English full-text vector). It reads the catalogue as it is now, and its work does not
// grow with the catalogue: each tier of the ranking takes at most CANDIDATES_PER_TIER rows from an
// index, and a tier is only read when the tiers before it gave fewer than SEARCH_RESULT_LIMIT.
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { Gender } from '@storefront/shared/contracts/vocabulary';
import type { products } from '../db/schema';
import type { Group } from './catalog-facets';

export const SEARCH_RESULT_LIMIT = 24;
/** 'hodie' scores 0.625 against 'hoodie' and 'legings' 0.7 against 'leggings'; 0.5 leaves room for one more slip. */
const WORD_SIMILARITY_THRESHOLD = 0.5;
/**
 * Rows of one tier whose similarity is worked out, the costly part of a search. A tier with more
 * matches (a typo of a word in 12,500 of 100,000 names) is ranked among the first this many the
 * index gives, in table order, which is about the order products were added.
 */
const CANDIDATES_PER_TIER = 500;

type SearchRow = typeof products.$inferSelect;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** In PostgreSQL's regular expressions a backslash before a character that is not a letter or digit means that character. */
const escapeRegex = (s: string) => s.replace(/[^\p{L}\p{N}_ ]/gu, (c) => `\\${c}`);

/** The name as the trigram index of migration 0001 holds it (the same expression, or it is not used). */
const NAME = sql.raw('lower(name)');
const COLUMNS = sql.raw(
  `id, name, gender, category, style, color, price_cents AS "priceCents", sale_price_cents AS "salePriceCents",
   is_new AS "isNew", collection, description, created_at AS "createdAt", colour_count AS "colourCount"`,
);

/**
 * One tier: at most CANDIDATES_PER_TIER rows matching `where`, closest first (word similarity),
 * then by id, `limit` of them.
 */
function tier(rank: number, term: string, where: SQL, byId: boolean, columns: SQL, limit: number): SQL {
  return sql`(SELECT *, ${sql.raw(String(rank))} AS tier FROM (
      SELECT ${columns}, ${byId ? sql.raw('1::real') : sql`word_similarity(${term}, ${NAME})`} AS similarity
        FROM products WHERE ${where} LIMIT ${sql.raw(String(CANDIDATES_PER_TIER))}
    ) AS candidates ORDER BY similarity DESC, id LIMIT ${sql.raw(String(limit))})`;
}

/**
 * The typo tier's full-text query: the products whose name has, for each word of the term like a
 * word of some name, one of those words. The words come from the few hundred of product_name_words
 * (migration 0019) through their trigram index (word similarity of the term's word at least
 * WORD_SIMILARITY_THRESHOLD: 'hodie' finds 'hoodie', 'ho' the words starting with it), the
 * products from the full-text index of migration 0009 (one lexeme of each word's group). A word
 * like none ('black' in 'black hoodie': colours are not in names) is left out; with none left the
 * query is empty (searchStatement then falls back). Reading the trigram index of every name instead
 * meant a bitmap of every product sharing the term's common trigrams (6,437 of 100,000 for 'apex
 * training hodie') and their similarity worked out row after row until 500 were close enough.
 */
function typoQuery(term: string): SQL {
  return sql`(
    SELECT to_tsquery('english', string_agg(any_of, ' & ')) FROM (
      SELECT '(' || string_agg(quote_literal(known.word), ' | ') || ')' AS any_of
        FROM regexp_split_to_table(${term}, '[^[:alnum:]]+') AS typed (word)
        JOIN product_name_words AS known ON typed.word <% known.word
       WHERE typed.word <> '' GROUP BY typed.word) AS groups)`;
}

/**
 * The search of a normalised term (lower-case, trimmed, one space between words), or null when
 * it holds no letter or digit (nothing an index could look up). Names starting with the term come
 * first, then names holding it as a whole word, then anywhere, then names holding every word of a
 * term of several words (in any order, 'sport' for 'sports'), then names only close to it (word
 * similarity at least WORD_SIMILARITY_THRESHOLD); closer first, then by id. A term without three
 * letters or digits in a row has no trigram the index could find inside a word: after the names
 * starting with it come the names close to it, which are those with a word starting with it
 * (whole words first, as their similarity is 1). It runs with SEARCH_SETTINGS.
 */
function searchStatement(term: string, columns = COLUMNS, limit = SEARCH_RESULT_LIMIT): SQL | null {
  if (!/[\p{L}\p{N}]/u.test(term)) return null;
  // Answered by the btree index of migration 0009; the trigram index does not know where a trigram is.
  const prefix = sql`${NAME} LIKE ${`${escapeLike(term)}%`}`;
  // A function, not the `<%` operator: the trigram index must not be read for it (typoIndex is).
  const similar = sql`word_similarity(${term}, ${NAME}) >= ${sql.raw(String(WORD_SIMILARITY_THRESHOLD))}`;
  // Each tier: what it matches (its rows do not match an earlier tier's), a condition an index
  // answers when the match is not one, and whether it is ordered by id alone.
  const tiers: { match: SQL; index?: SQL; byId?: boolean; after?: number }[] = [{ match: prefix }];
  if (/[\p{L}\p{N}]{3}/u.test(term)) {
    const inside = sql`${NAME} LIKE ${`%${escapeLike(term)}%`}`;
    const wholeWord = sql`${NAME} ~ ${`(^|[^[:alnum:]_])${escapeRegex(term)}($|[^[:alnum:]_])`}`;
    // A whole word holds every trigram of the term, those of its words' edges too, so its (strict)
    // word similarity is 1: the index finds such names (`<<%` at threshold 1, where the regular
    // expression gives it the inner trigrams only, 'hoo' of every 'hoodie'), and they go by id alone.
    tiers.push(
      { match: sql`${inside} AND ${wholeWord}`, index: sql`${term} <<% ${NAME}`, byId: true },
      { match: inside },
    );
    if (term.includes(' ')) {
      tiers.push({ match: sql`to_tsvector('english', name) @@ plainto_tsquery('english', ${term})` });
    }
  }
  // The typo tier (typoQuery); when no word of the term is like a name's word ('longsleeve', words
  // run together, is like neither 'long' nor 'sleeve'), the names close to the whole term through
  // the trigram index of every name instead, as before migration 0019 (the typo tier then matches
  // nothing, so its rows need not be excluded). Each is skipped whole when the other applies.
  const words = typoQuery(term);
  tiers.push(
    { match: sql`to_tsvector('english', name) @@ ${words} AND ${similar}` },
    { match: sql`coalesce(numnode(${words}), 0) = 0 AND ${term} <% ${NAME}`, after: tiers.length },
  );
  const selects = tiers.map(({ match, index, byId, after }, rank) => {
    const notEarlier = tiers.slice(0, after ?? rank).map((earlier) => sql`NOT (${earlier.match})`);
    const where = sql.join([...(index ? [index] : []), match, ...notEarlier], sql` AND `);
    return tier(rank, term, where, byId ?? false, columns, limit);
  });
  return sql`SELECT * FROM (${sql.join(selects, sql` UNION ALL `)} LIMIT ${sql.raw(String(limit))}) AS found
    ORDER BY tier, similarity DESC, id`;
}

/** searchStatement as text and parameters, for EXPLAIN. */
export function searchStatementText(term: string): { sql: string; params: unknown[] } | null {
  const statement = searchStatement(term);
  return statement && new PgDialect().sqlToQuery(statement);
}

/**
 * What a search sets for its own transaction (SET LOCAL): the similarity thresholds, so `<%` and
 * `<<%` (which the index answers) mean the ones above on every connection and on PGlite; and no
 * sequential scan. pg_trgm prices its similarity like a plain comparison (it is tens of
 * microseconds a name on this machine), so under a LIMIT the planner would rather test row after
 * row than read the index (for a typo of a word in 12,500 of 100,000 names: 58 ms, against 10
 * through the index); every tier's condition is one an index answers.
 */
export const SEARCH_SETTINGS = `SELECT set_config('pg_trgm.word_similarity_threshold', '${WORD_SIMILARITY_THRESHOLD}', true),
  set_config('pg_trgm.strict_word_similarity_threshold', '1', true), set_config('enable_seqscan', 'off', true)`;

/** Runs searchStatement in a transaction of its own, with SEARCH_SETTINGS. */
export async function searchProductRows(db: Db, term: string): Promise<SearchRow[]> {
  const statement = searchStatement(term);
  if (!statement) return [];
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(SEARCH_SETTINGS));
    return ((await tx.execute(statement)) as unknown as { rows: SearchRow[] }).rows;
  });
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
 * products searchProductRows would rank, in its order, SEARCH_MAX_MATCHES at most, with SEARCH_SETTINGS.
 */
export async function searchMatchRows(db: Db, term: string): Promise<MatchRow[]> {
  const statement = searchStatement(term, MATCH_COLUMNS, SEARCH_MAX_MATCHES);
  if (!statement) return [];
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(SEARCH_SETTINGS));
    return ((await tx.execute(statement)) as unknown as { rows: MatchRow[] }).rows;
  });
}
