// Product search in SQL, ranked as docs/api.md#products describes, over the indexes of migrations
// 0001 (trigrams of the lower-cased name: LIKE, regular expressions and word similarity) and 0009
// (the name's English full-text vector). It reads the catalogue as it is now, and its work does not
// grow with the catalogue: each tier of the ranking takes at most CANDIDATES_PER_TIER rows from an
// index, and a tier is only read when the tiers before it gave fewer than SEARCH_RESULT_LIMIT.
import { sql, type SQL } from 'drizzle-orm';
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
 * One tier: at most CANDIDATES_PER_TIER rows matching `where` (and, for a `close` tier, whose word
 * similarity is at least WORD_SIMILARITY_THRESHOLD), closest first, then by id, `limit` of them.
 * A close tier works out each row's similarity once, in a subquery the planner keeps apart (OFFSET
 * 0): as a condition beside the select list it was worked out twice a row, and it is the costliest
 * part of a search with a typo.
 */
function tier(
  term: string,
  where: SQL,
  order: 'id' | 'similarity' | 'close',
  columns: SQL,
  limit: number,
): SQL {
  const similarity = order === 'id' ? sql.raw('1::real') : sql`word_similarity(${term}, ${NAME})`;
  const most = sql.raw(String(CANDIDATES_PER_TIER));
  const candidates =
    order === 'close'
      ? sql`SELECT * FROM (SELECT ${columns}, ${similarity} AS similarity FROM products WHERE ${where} OFFSET 0) AS scored
         WHERE similarity >= ${sql.raw(String(WORD_SIMILARITY_THRESHOLD))} LIMIT ${most}`
      : sql`SELECT ${columns}, ${similarity} AS similarity FROM products WHERE ${where} LIMIT ${most}`;
  return sql`SELECT * FROM (${candidates}) AS candidates ORDER BY similarity DESC, id LIMIT ${sql.raw(String(limit))}`;
}

/**
 * The typo tier's full-text query: the products whose name has, for each word of the term like a
 * word of some name, one of those words. The words come from the few hundred of product_name_words
 * (migration 0019) through their trigram index (word similarity of the term's word at least
 * WORD_SIMILARITY_THRESHOLD: 'hodie' finds 'hoodie', 'ho' the words starting with it), the
 * products from the full-text index of migration 0009 (one lexeme of each word's group). A word
 * like none ('black' in 'black hoodie': colours are not in names) is left out; with none left the
 * query is empty (searchTiers then falls back). Reading the trigram index of every name instead
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
 * Whether some name holds the term: product_names (migration 0020) has every name, lower-cased (and
 * some no longer any product's), and its trigram index answers over one row a name. When none does
 * ('apex training hodie', or 'titan seamless leggings' where each word is in some name), the three
 * tiers of names holding the term are not read: their trigram index over every product read the
 * posting lists of the term's common trigrams, the costliest part of such a search.
 */
function anyNameHolds(term: string): SQL {
  return sql`EXISTS (SELECT 1 FROM product_names WHERE name LIKE ${`%${escapeLike(term)}%`})`;
}

/** What a search works out before its tiers (searchTiers' inputs), in the statement that sets SEARCH_SETTINGS. */
interface SearchFacts {
  /** Some name could hold the term (anyNameHolds). */
  possible: boolean;
  /** The typo tier's full-text query as text (typoQuery), '' or null when no word of the term is like a name's. */
  words: string | null;
}

/** SEARCH_SETTINGS and the term's SearchFacts, one statement. */
function searchFactsStatement(term: string): SQL {
  return sql`${sql.raw(SEARCH_SETTINGS)}, ${anyNameHolds(term)} AS possible, ${typoQuery(term)}::text AS words`;
}

/**
 * The tiers of a normalised term (lower-case, trimmed, one space between words), none when it
 * holds no letter or digit (nothing an index could look up), each a statement of `limit` rows at
 * most. Names starting with the term come first, then names holding it as a whole word, then
 * anywhere, then names holding every word of a term of several words (in any order, 'sport' for
 * 'sports'), then names only close to it (word similarity at least WORD_SIMILARITY_THRESHOLD);
 * closer first, then by id. A term without three letters or digits in a row has no trigram the
 * index could find inside a word: after the names starting with it come the names close to it,
 * which are those with a word starting with it (whole words first, as their similarity is 1).
 * Each tier's rows match no tier before it, so running them in order until `limit` rows are found
 * (runSearch) ranks the term as one UNION ALL of them would, and the tiers after are never
 * planned. They run with SEARCH_SETTINGS.
 */
function searchTiers(term: string, facts: SearchFacts): SearchTier[] {
  if (!/[\p{L}\p{N}]/u.test(term)) return [];
  // Answered by the btree index of migration 0009; the trigram index does not know where a trigram is.
  const prefix = sql`${NAME} LIKE ${`${escapeLike(term)}%`}`;
  // Each tier: what it matches, a condition an index answers when the match is not one, its order
  // (by id alone, or closest first, `close` keeping only names close to the term: tier), and
  // whether it matches only names holding the term.
  const tiers: { match: SQL; index?: SQL; order?: 'id' | 'close'; holdsTerm?: boolean }[] = [
    { match: prefix, holdsTerm: true },
  ];
  if (/[\p{L}\p{N}]{3}/u.test(term)) {
    const inside = sql`${NAME} LIKE ${`%${escapeLike(term)}%`}`;
    const wholeWord = sql`${NAME} ~ ${`(^|[^[:alnum:]_])${escapeRegex(term)}($|[^[:alnum:]_])`}`;
    // A whole word holds every trigram of the term, those of its words' edges too, so its (strict)
    // word similarity is 1: the index finds such names (`<<%` at threshold 1, where the regular
    // expression gives it the inner trigrams only, 'hoo' of every 'hoodie'), and they go by id alone.
    tiers.push(
      {
        match: sql`${inside} AND ${wholeWord}`,
        index: sql`${term} <<% ${NAME}`,
        order: 'id',
        holdsTerm: true,
      },
      { match: inside, holdsTerm: true },
    );
    if (term.includes(' ')) {
      tiers.push({ match: sql`to_tsvector('english', name) @@ plainto_tsquery('english', ${term})` });
    }
  }
  // The typo tier (typoQuery), the names close to the term among those holding words like its
  // words (its `match` leaves out the closeness, which no tier after it needs); when no word of the
  // term is like a name's word ('longsleeve', words run together, is like neither 'long' nor
  // 'sleeve'), the names close to the whole term through the trigram index of every name instead.
  tiers.push(
    facts.words
      ? { match: sql`to_tsvector('english', name) @@ ${facts.words}::tsquery`, order: 'close' }
      : { match: sql`${term} <% ${NAME}` },
  );
  // Tiers of names holding the term match nothing when no name could hold it.
  return tiers
    .filter((t) => facts.possible || !t.holdsTerm)
    .map(({ match, index, order }) => ({
      match,
      statement: (columns, limit, earlier) =>
        tier(
          term,
          sql.join([...(index ? [index] : []), match, ...earlier], sql` AND `),
          order ?? 'similarity',
          columns,
          limit,
        ),
    }));
}

/** A tier: what it matches, and its statement of `limit` rows at most, leaving out the rows `earlier` excludes. */
interface SearchTier {
  match: SQL;
  statement: (columns: SQL, limit: number, earlier: SQL[]) => SQL;
}

/** Runs one statement of a search, in its transaction. */
type Run = (statement: SQL) => Promise<Record<string, unknown>[]>;

/**
 * A search of `limit` rows at most, in rank order: SEARCH_SETTINGS with the term's facts, then
 * its tiers one after the other until `limit` rows are found. Planning every tier in one statement
 * cost more than running the first, which fills the page for many terms (api/README.md, Search).
 */
export async function runSearch<T extends { id: number }>(
  run: Run,
  term: string,
  columns = COLUMNS,
  limit = SEARCH_RESULT_LIMIT,
): Promise<T[]> {
  if (!/[\p{L}\p{N}]/u.test(term)) return [];
  const [facts] = (await run(searchFactsStatement(term))) as unknown as SearchFacts[];
  const found: T[] = [];
  // What leaves out the rows of the tiers read: the ids of those that gave every row they match
  // (fewer than they could), the condition of the others. Recomputing a name's full-text vector
  // or regular expression for every candidate cost more than the tier's own index read.
  const unfinished: SQL[] = [];
  const ids: number[] = [];
  for (const { match, statement } of searchTiers(term, facts)) {
    const remaining = limit - found.length;
    const earlier = ids.length ? [...unfinished, sql`id <> ALL(${`{${ids.join(',')}}`}::int[])`] : unfinished;
    const rows = (await run(statement(columns, remaining, earlier))) as T[];
    found.push(...rows);
    if (found.length >= limit) break;
    if (rows.length < Math.min(remaining, CANDIDATES_PER_TIER)) ids.push(...rows.map((row) => row.id));
    else unfinished.push(sql`NOT (${match})`);
  }
  return found;
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

/** runSearch in a transaction of its own. */
function searchIn<T extends { id: number }>(db: Db, term: string, columns: SQL, limit: number): Promise<T[]> {
  return db.transaction((tx) =>
    runSearch<T>(
      async (statement) =>
        ((await tx.execute(statement)) as unknown as { rows: Record<string, unknown>[] }).rows,
      term,
      columns,
      limit,
    ),
  );
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
 * products searchProductRows would rank, in its order, SEARCH_MAX_MATCHES at most, with SEARCH_SETTINGS.
 */
export function searchMatchRows(db: Db, term: string): Promise<MatchRow[]> {
  return searchIn<MatchRow>(db, term, MATCH_COLUMNS, SEARCH_MAX_MATCHES);
}
