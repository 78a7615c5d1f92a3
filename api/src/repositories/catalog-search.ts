// Product search in SQL, ranked as docs/api.md#products describes, over the indexes of migrations
// 0001 (trigrams of the lower-cased name: LIKE, regular expressions and word similarity) and 0009
// (the name's English full-text vector), and the names' distinct words and names of 0019 and 0020
// (product_name_words, product_names). It reads the catalogue as it is now, and its work does not
// grow with the catalogue: each tier of the ranking takes at most CANDIDATES_PER_TIER rows from an
// index, and a tier is only read when the tiers before it gave fewer than SEARCH_RESULT_LIMIT.
import { sql, type SQL } from 'drizzle-orm';
import type { Run, Settings, SettingsRunner } from '../db/client';
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
 * One tier: at most CANDIDATES_PER_TIER rows matching `where`, closest first, then by id, `limit`
 * of them. A `close` tier keeps only the names close to the term (word similarity at least
 * WORD_SIMILARITY_THRESHOLD) among the first CANDIDATES_PER_TIER rows it reads, and works out the
 * similarity once a name, not once a product: products share names (a style in its colours), and
 * the similarity is the costliest part of a search with a typo (4 µs a name, 2 of the 3 ms of a
 * typo of 500 candidates at 100,000 products). OFFSET 0 keeps the planner from moving the closeness
 * condition below the grouping, where it was worked out for every candidate again.
 */
function tier(
  term: string,
  where: SQL,
  order: 'id' | 'similarity' | 'close',
  columns: SQL,
  limit: number,
): SQL {
  const most = sql.raw(String(CANDIDATES_PER_TIER));
  const first = sql.raw(String(limit));
  if (order === 'close') {
    return sql`WITH candidates AS (SELECT ${columns}, ${NAME} AS key FROM products WHERE ${where} LIMIT ${most})
      SELECT candidates.*, names.similarity FROM candidates
        JOIN (SELECT key, word_similarity(${term}, key) AS similarity FROM candidates GROUP BY key OFFSET 0) AS names USING (key)
       WHERE names.similarity >= ${sql.raw(String(WORD_SIMILARITY_THRESHOLD))}
       ORDER BY names.similarity DESC, candidates.id LIMIT ${first}`;
  }
  const similarity = order === 'id' ? sql.raw('1::real') : sql`word_similarity(${term}, ${NAME})`;
  return sql`SELECT * FROM (SELECT ${columns}, ${similarity} AS similarity FROM products WHERE ${where} LIMIT ${most}) AS candidates
    ORDER BY similarity DESC, id LIMIT ${first}`;
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

/** product_names' name, in the conditions of someName. */
const HELD = sql.raw('held.name');

/**
 * Whether some name of product_names (migration 0020: every name, lower-cased, and some no longer
 * any product's) meets `condition` (on HELD), through the names' trigram index. Counted, not
 * EXISTS: to find one row the planner would rather filter the names one by one in the order of
 * their primary key (sequential scans being off), which reads them all when none meets it.
 */
function someName(condition: SQL): SQL {
  return sql`(SELECT count(*) FROM product_names AS held WHERE ${condition}) > 0`;
}

/**
 * Whether some name holds the term. When none does ('apex training hodie', or 'titan seamless
 * leggings' where each word is in some name), the three tiers of names holding the term are not
 * read: their trigram index over every product read the posting lists of the term's common
 * trigrams, the costliest part of such a search. A term without three letters or digits in a row
 * has no trigram to look up, and only its first tier holds it, from a btree: it is not asked.
 */
function anyNameHolds(term: string): SQL {
  if (!/[\p{L}\p{N}]{3}/u.test(term)) return sql.raw('true');
  return someName(sql`${HELD} LIKE ${`%${escapeLike(term)}%`}`);
}

/** What a search works out before its tiers (searchTiers' inputs), in one statement. */
interface SearchFacts {
  /** Some name could hold the term (anyNameHolds). */
  possible: boolean;
  /** The typo tier's full-text query as text (typoQuery), '' or null when no word of the term is like a name's. */
  words: string | null;
}

/**
 * The term's SearchFacts, one statement, with SEARCH_SETTINGS in force when it is planned: with
 * sequential scans on (the settings in the same statement), the planner read all of product_names
 * for anyNameHolds when it expected many names to hold the term (1 ms at 10,465 names when none
 * did; 0.1 to 0.5 through the index).
 */
function searchFactsStatement(term: string): SQL {
  return sql`SELECT ${anyNameHolds(term)} AS possible, ${typoQuery(term)}::text AS words`;
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
  const prefix = (name: SQL) => sql`${name} LIKE ${`${escapeLike(term)}%`}`;
  // Each tier: what it matches, a condition an index answers when the match is not one, its order
  // (by id alone, or closest first, `close` keeping only names close to the term: tier), whether
  // it matches only names holding the term, and a condition without which it matches nothing.
  const tiers: { match: SQL; index?: SQL; order?: 'id' | 'close'; holdsTerm?: boolean; gate?: SQL }[] = [
    { match: prefix(NAME), holdsTerm: true },
  ];
  if (/[\p{L}\p{N}]{3}/u.test(term)) {
    const inside = (name: SQL) => sql`${name} LIKE ${`%${escapeLike(term)}%`}`;
    const wholeWord = (name: SQL) =>
      sql`${name} ~ ${`(^|[^[:alnum:]_])${escapeRegex(term)}($|[^[:alnum:]_])`}`;
    // Whether some name (product_names, migration 0020) holds the term elsewhere than at its start,
    // as `kind` says: the products of the whole-word and anywhere tiers are those of such names. A
    // pseudo-constant condition, so the tier's scan is not run when it is false: for a term only
    // ever at the start of names (a name typed in full), that scan read every product's trigram
    // index's posting lists of the term's common trigrams, 2 to 4 ms at 100,000 products.
    const heldElsewhere = (kind: (name: SQL) => SQL) =>
      someName(sql`${inside(HELD)} AND NOT ${prefix(HELD)} AND ${kind(HELD)}`);
    // A whole word holds every trigram of the term, those of its words' edges too, so its (strict)
    // word similarity is 1: the index finds such names (`<<%` at threshold 1, where the regular
    // expression gives it the inner trigrams only, 'hoo' of every 'hoodie'), and they go by id alone.
    tiers.push(
      {
        match: sql`${inside(NAME)} AND ${wholeWord(NAME)}`,
        index: sql`${term} <<% ${NAME}`,
        order: 'id',
        holdsTerm: true,
        gate: heldElsewhere(wholeWord),
      },
      { match: inside(NAME), holdsTerm: true, gate: heldElsewhere((name) => sql`NOT ${wholeWord(name)}`) },
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
    .map(({ match, index, order, gate }) => ({
      match,
      statement: (columns, limit, earlier) =>
        tier(
          term,
          sql.join([...(gate ? [gate] : []), ...(index ? [index] : []), match, ...earlier], sql` AND `),
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

/**
 * A search of `limit` rows at most, in rank order, its statements run by `run` with
 * SEARCH_SETTINGS in force: the term's facts, then its tiers one after the other until `limit`
 * rows are found. Planning every tier in one statement
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
  // Each statement sees the catalogue as it is when it runs (on PostgreSQL there is no transaction
  // around them): a product renamed between two is not shown twice.
  const seen = new Set<number>();
  // What leaves out the rows of the tiers read: the ids of those that gave every row they match
  // (fewer than they could), the condition of the others. Recomputing a name's full-text vector
  // or regular expression for every candidate cost more than the tier's own index read.
  const unfinished: SQL[] = [];
  const ids: number[] = [];
  for (const { match, statement } of searchTiers(term, facts)) {
    const remaining = limit - found.length;
    const earlier = ids.length ? [...unfinished, sql`id <> ALL(${`{${ids.join(',')}}`}::int[])`] : unfinished;
    const rows = (await run(statement(columns, remaining, earlier))) as T[];
    for (const row of rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      found.push(row);
    }
    if (found.length >= limit) break;
    if (rows.length < Math.min(remaining, CANDIDATES_PER_TIER)) ids.push(...rows.map((row) => row.id));
    else unfinished.push(sql`NOT (${match})`);
  }
  return found;
}

/**
 * What a search's statements run with: the similarity thresholds, so `<%` and `<<%` (which the
 * index answers) mean the ones above on every connection and on PGlite; and no sequential scan.
 * pg_trgm prices its similarity like a plain comparison (it is tens of microseconds a name on this
 * machine), so under a LIMIT the planner would rather test row after row than read the index (for
 * a typo of a word in 12,500 of 100,000 names: 58 ms, against 10 through the index); every tier's
 * condition is one an index answers. Database.withSettings keeps them to the searches (searches.ts).
 */
export const SEARCH_SETTINGS: Settings = {
  'pg_trgm.word_similarity_threshold': String(WORD_SIMILARITY_THRESHOLD),
  'pg_trgm.strict_word_similarity_threshold': '1',
  enable_seqscan: 'off',
};

/** runSearch with `runner`'s statements (Searches, searches.ts; its lane is the caller's to take). */
function searchIn<T extends { id: number }>(
  runner: SettingsRunner,
  term: string,
  columns: SQL,
  limit: number,
): Promise<T[]> {
  return runner((run) => runSearch<T>(run, term, columns, limit));
}

/** The products a search finds, SEARCH_RESULT_LIMIT at most, in rank order. */
export function searchProductRows(runner: SettingsRunner, term: string): Promise<SearchRow[]> {
  return searchIn<SearchRow>(runner, term, COLUMNS, SEARCH_RESULT_LIMIT);
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
export function searchMatchRows(runner: SettingsRunner, term: string): Promise<MatchRow[]> {
  return searchIn<MatchRow>(runner, term, MATCH_COLUMNS, SEARCH_MAX_MATCHES);
}
