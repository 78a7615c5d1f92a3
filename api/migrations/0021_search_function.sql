-- The product search as one function (src/repositories/catalog-search.ts calls it): one statement
-- from the API a search, where its tiers were one statement each, and its statements planned once
-- a connection. At 100,000 products on 2 cores a search took 2 to 6 round trips (its facts, then a
-- tier after another until the page was full), writing them to the database's socket was half the
-- API process's busy time, and planning them again for each term a third of the database's work on
-- a typo; the bench's searches with a new term each went from 678 to 1,230 a second (api/README.md,
-- Search).
--
-- product_search(term, max_rows, trigrams): the ids of the products whose name matches the term,
-- max_rows at most, in rank order (`rank` 1, 2, ...), as docs/api.md#products describes. `term` is
-- normalised (lower-case, trimmed, one space between words) and holds a letter or digit;
-- `trigrams` says whether it holds three letters or digits in a row (JavaScript's Unicode classes
-- decide, not this database's locale), without which no trigram index can find it inside a word.
--
-- The tiers, each at most 500 candidates read from an index (the costly part), closer first, then
-- by id; a tier is only read when the tiers before it gave fewer than max_rows, and each leaves out
-- the rows of the tiers before it (their ids when it gave all it matched, else their condition):
--   1. names starting with the term (the btree of migration 0009);
--   2. names holding it as a whole word, by id (strict word similarity 1, which the trigram index
--      of migration 0001 answers; `~` keeps the whole words);
--   3. names holding it anywhere else (the trigram index);
--   4. for a term of several words, names holding every word, in any order, 'sport' for 'sports'
--      (the full-text index of migration 0009);
--   5. names close to the term (word similarity at least 0.5: 'hodie' is 0.625 from 'hoodie',
--      'legings' 0.7 from 'leggings'): among the names holding, for each word of the term like a
--      word of some name (product_name_words, migration 0019), one of those words, the first 200
--      of no tier before (product_names through its full-text index, below), each name's
--      similarity worked out once; then at most 500 of their products, closest name first. When no
--      word is like a name's ('longsleeve'), the products whose names are close to the whole term,
--      through the trigrams.
-- Tiers 2 and 3 are not read when no name holds the term (product_names, migration 0020: 'titan
-- seamless leggings', each word in some name), and each carries a condition on product_names (some
-- name holds the term their way, not at its start) that keeps its scan from running when false
-- (a name typed in full is only ever at names' starts). A term without three letters or digits in
-- a row reads tiers 1 and 5 only; one with no trigram at all, no trigram index.
--
-- Its settings are the function's own (SET below), so no other statement sees them: the similarity
-- thresholds that `<%` and `<<%` (which the indexes answer) mean; no sequential scan (pg_trgm
-- prices its similarity like a plain comparison, so under a LIMIT the planner would rather test
-- row after row than read the index: 58 ms against 10 for a typo of a word in 12,500 of 100,000
-- names); each statement's plan made once a connection, for every term (force_generic_plan); and
-- backslashes in its string literals read as written, however the connection reads them, as PL/pgSQL
-- compiles the function with the settings of its first call's connection.
-- STABLE: every statement in it sees the catalogue as the call began. ROWS: the caller's statement
-- joins the ids to products, and expecting a function's default 1,000 rows, the planner read every
-- product for it (a sequential scan and a hash) on a catalogue of 20,000.

-- Whether a name (lower-cased) is of a tier before that leaves out its rows by its condition: `cut`
-- says which of tiers 1 to 4 (those that matched more than they read). Inlined where it is used.
CREATE FUNCTION product_search_earlier(lower_name text, cut boolean[], term text, prefix text, inside text, whole_word text)
RETURNS boolean LANGUAGE sql IMMUTABLE
AS $$
  SELECT (cut[1] AND lower_name LIKE prefix)
      OR (cut[2] AND lower_name LIKE inside AND lower_name ~ whole_word)
      OR (cut[3] AND lower_name LIKE inside)
      OR (cut[4] AND to_tsvector('english', lower_name) @@ plainto_tsquery('english', term))
$$;

-- The typo tier reads names first (below): their full-text vectors, as the products' of 0009.
CREATE INDEX product_names_fts_idx ON product_names USING gin (to_tsvector('english', name)) WITH (fastupdate = off);

CREATE FUNCTION product_search(term text, max_rows integer, trigrams boolean)
RETURNS TABLE (id integer, rank integer)
LANGUAGE plpgsql STABLE ROWS 24
SET enable_seqscan = off
SET plan_cache_mode = force_generic_plan
SET standard_conforming_strings = on
SET pg_trgm.word_similarity_threshold = 0.5
SET pg_trgm.strict_word_similarity_threshold = 1
AS $fn$
#variable_conflict use_column
DECLARE
  escaped text := replace(replace(replace(term, '\', '\\'), '%', '\%'), '_', '\_');
  prefix text := escaped || '%';
  inside text := '%' || escaped || '%';
  -- The names starting with the term come from a range of the btree, which a plan made once for
  -- every term cannot work out from LIKE: from the term up to past_prefix (below).
  past_prefix text;
  code integer;
  utf8 boolean := current_setting('server_encoding') = 'UTF8';
  -- In this database's regular expressions a backslash before a character that is not a letter or digit means that character.
  whole_word text := '(^|[^[:alnum:]_])' || regexp_replace(term, '([^[:alnum:]_ ])', '\\\1', 'g') || '($|[^[:alnum:]_])';
  words tsquery;
  -- Whether the trigram index can find the term inside words (tiers 2 and 3): three letters or
  -- digits in a row as pg_trgm counts them too ('½²³' is three digits to JavaScript, none to
  -- pg_trgm, and `LIKE '%½²³%'` read every posting list of the index: 35 to 40 ms at 100,000).
  inside_words boolean := trigrams AND term ~ '[[:alnum:]]{3}';
  -- Whether some name holds the term (asked once, before tier 2).
  possible boolean;
  -- Which tiers read leave out their rows by their condition (product_search_earlier), and the
  -- ids of those that gave every row they match; which tiers were read at all (the typo tier
  -- leaves out the names of every one: a name is of one tier).
  cut boolean[] := '{false,false,false,false}';
  done_ids integer[] := '{}';
  read boolean[] := '{false,false,false,false}';
  taken integer := 0;
  remaining integer;
  tier integer;
  tier_ids integer[];
BEGIN
  -- Past every name starting with the term: the term cut after its last character that has a
  -- next one this database can write, that character the next. Code points order as bytes in
  -- UTF-8 (a surrogate is no character, U+10FFFF has no next); elsewhere only ASCII is sure to.
  -- Whatever it gives, tier 1 keeps only the names that start with the term (left(), which no
  -- index answers: `LIKE` there had a plan made once read the trigram index for it too, 2.4 ms of
  -- a 2.8 ms search). None (every character the last): tier 1 finds nothing.
  FOR i IN REVERSE length(term)..1 LOOP
    -- ascii() refuses a character of several bytes outside UTF-8.
    CONTINUE WHEN NOT utf8 AND octet_length(substr(term, i, 1)) > 1;
    code := ascii(substr(term, i, 1));
    IF code < 1114111 AND (utf8 OR code < 127) THEN
      past_prefix := left(term, i - 1) || chr(CASE WHEN code = 55295 THEN 57344 ELSE code + 1 END);
      EXIT;
    END IF;
  END LOOP;
  FOR tier IN 1..5 LOOP
    remaining := max_rows - taken;
    IF tier = 1 THEN
      tier_ids := ARRAY(
        SELECT c.id FROM (
          SELECT p.id, word_similarity(term, lower(p.name)) AS similarity FROM products AS p
           WHERE lower(p.name) ~>=~ term AND lower(p.name) ~<~ past_prefix
             AND left(lower(p.name), length(term)) = term
           LIMIT 500) AS c
         ORDER BY c.similarity DESC, c.id LIMIT remaining);
    ELSIF tier IN (2, 3) THEN
      CONTINUE WHEN NOT inside_words;
      -- Counted, not EXISTS: to find one row the planner would rather filter the names one by one
      -- along their primary key, which reads them all when none holds it.
      possible := coalesce(possible, taken > 0 OR (SELECT count(*) FROM product_names AS held WHERE held.name LIKE inside) > 0);
      CONTINUE WHEN NOT possible;
      IF tier = 2 THEN
        -- Whole words hold every trigram of the term, those of its edges too: strict word
        -- similarity 1, which the index answers (`~` gives it the inner trigrams only). By id alone.
        tier_ids := ARRAY(
          SELECT c.id FROM (
            SELECT p.id FROM products AS p
             WHERE (SELECT count(*) FROM product_names AS held
                     WHERE held.name LIKE inside AND held.name NOT LIKE prefix AND held.name ~ whole_word) > 0
               AND term <<% lower(p.name) AND lower(p.name) LIKE inside AND lower(p.name) ~ whole_word
               AND NOT product_search_earlier(lower(p.name), cut, term, prefix, inside, whole_word)
               AND p.id <> ALL(done_ids)
             LIMIT 500) AS c
           ORDER BY c.id LIMIT remaining);
      ELSE
        tier_ids := ARRAY(
          SELECT c.id FROM (
            SELECT p.id, word_similarity(term, lower(p.name)) AS similarity FROM products AS p
             WHERE (SELECT count(*) FROM product_names AS held
                     WHERE held.name LIKE inside AND held.name NOT LIKE prefix AND held.name !~ whole_word) > 0
               AND lower(p.name) LIKE inside
               AND NOT product_search_earlier(lower(p.name), cut, term, prefix, inside, whole_word)
               AND p.id <> ALL(done_ids)
             LIMIT 500) AS c
           ORDER BY c.similarity DESC, c.id LIMIT remaining);
      END IF;
    ELSIF tier = 4 THEN
      CONTINUE WHEN NOT trigrams OR position(' ' IN term) = 0;
      tier_ids := ARRAY(
        SELECT c.id FROM (
          SELECT p.id, word_similarity(term, lower(p.name)) AS similarity FROM products AS p
           WHERE to_tsvector('english', p.name) @@ plainto_tsquery('english', term)
             AND NOT product_search_earlier(lower(p.name), cut, term, prefix, inside, whole_word)
             AND p.id <> ALL(done_ids)
           LIMIT 500) AS c
         ORDER BY c.similarity DESC, c.id LIMIT remaining);
    ELSE
      -- For each word of the term, its like words among the names' (their trigram index): 'hodie'
      -- finds 'hoodie', 'ho' the words starting with it; a word like none is left out.
      SELECT to_tsquery('english', string_agg(any_of, ' & ')) INTO words FROM (
        SELECT '(' || string_agg(quote_literal(known.word), ' | ') || ')' AS any_of
          FROM regexp_split_to_table(term, '[^[:alnum:]]+') AS typed (word)
          JOIN product_name_words AS known ON typed.word <% known.word
         WHERE typed.word <> '' GROUP BY typed.word) AS groups;
      IF words IS NOT NULL AND words::text <> '' THEN
        -- Names first (product_names, a tenth of the products): the first 200 holding the words
        -- and of no tier read before, each name's similarity worked out once; then their products,
        -- closest name first, 500 at most, read a name at a time until the page is full (the sort
        -- on the similarity, then the id, is incremental: the names come closest first).
        tier_ids := ARRAY(
          SELECT candidates.id FROM (
            SELECT close.similarity, matched.id FROM (
              SELECT named.name, named.similarity FROM (
                SELECT held.name, word_similarity(term, held.name) AS similarity FROM (
                  SELECT n.name FROM product_names AS n
                   WHERE to_tsvector('english', n.name) @@ words
                     AND NOT product_search_earlier(n.name, read, term, prefix, inside, whole_word)
                   LIMIT 200) AS held
                OFFSET 0) AS named
               WHERE named.similarity >= 0.5 ORDER BY named.similarity DESC, named.name) AS close
            CROSS JOIN LATERAL (
              SELECT p.id FROM products AS p WHERE lower(p.name) = close.name AND p.id <> ALL(done_ids)) AS matched
             ORDER BY close.similarity DESC LIMIT 500) AS candidates
           ORDER BY candidates.similarity DESC, candidates.id LIMIT remaining);
      ELSE
        -- A term with no trigram at all ('½') would read every posting list of the index.
        CONTINUE WHEN array_length(show_trgm(term), 1) IS NULL;
        tier_ids := ARRAY(
          SELECT c.id FROM (
            SELECT p.id, word_similarity(term, lower(p.name)) AS similarity FROM products AS p
             WHERE term <% lower(p.name)
               AND NOT product_search_earlier(lower(p.name), cut, term, prefix, inside, whole_word)
               AND p.id <> ALL(done_ids)
             LIMIT 500) AS c
           ORDER BY c.similarity DESC, c.id LIMIT remaining);
      END IF;
    END IF;
    RETURN QUERY SELECT u.id, taken + u.place::integer FROM unnest(tier_ids) WITH ORDINALITY AS u (id, place);
    taken := taken + cardinality(tier_ids);
    IF tier < 5 THEN
      read[tier] := true;
    END IF;
    EXIT WHEN taken >= max_rows;
    -- A tier that gave fewer than it could gave every row it matches.
    IF cardinality(tier_ids) < least(remaining, 500) THEN
      done_ids := done_ids || tier_ids;
    ELSE
      cut[tier] := true;
    END IF;
  END LOOP;
END
$fn$;
