-- The product search as one function (src/repositories/catalog-search.ts calls it): one statement
-- from the API a search, where its tiers were one statement each. At 100,000 products on 2 cores a
-- search took 2 to 6 round trips (its facts, then a tier after another until the page was full),
-- and writing them to the database's socket was half the API process's busy time; as one statement
-- the same searches ran 879 a second against 670 (api/README.md, Search).
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
--      'legings' 0.7 from 'leggings'): among the products holding, for each word of the term like
--      a word of some name (product_name_words, migration 0019), one of those words, through the
--      full-text index; the similarity worked out once a name over the first 500 such products
--      (products share names: a style in its colours), the costliest part of a typo. When no word
--      is like a name's ('longsleeve'), the names close to the whole term, through the trigrams.
-- Tiers 2 and 3 are not read when no name holds the term (product_names, migration 0020: 'titan
-- seamless leggings', each word in some name), and each carries a condition on product_names (some
-- name holds the term their way, not at its start) that keeps its scan from running when false
-- (a name typed in full is only ever at names' starts). A term without three letters or digits in
-- a row reads tiers 1 and 5 only.
--
-- Its settings are the function's own (SET below), so no other statement sees them: the similarity
-- thresholds that `<%` and `<<%` (which the indexes answer) mean, and no sequential scan (pg_trgm
-- prices its similarity like a plain comparison, so under a LIMIT the planner would rather test
-- row after row than read the index: 58 ms against 10 for a typo of a word in 12,500 of 100,000
-- names). STABLE: every statement in it sees the catalogue as the call began. Each tier is EXECUTEd,
-- planned with its term as a constant, which the btree's prefix range needs. ROWS: the caller's
-- statement joins the ids to products, and expecting a function's default 1,000 rows, the planner
-- read every product for it (a sequential scan and a hash) on a catalogue of 20,000.
CREATE FUNCTION product_search(term text, max_rows integer, trigrams boolean)
RETURNS TABLE (id integer, rank integer)
LANGUAGE plpgsql STABLE ROWS 24
SET enable_seqscan = off
SET pg_trgm.word_similarity_threshold = 0.5
SET pg_trgm.strict_word_similarity_threshold = 1
AS $fn$
DECLARE
  -- The statements' parameters: $1 the term, $2 to $4 its patterns, $5 the typo tier's words, $6 the ids left out.
  escaped text := replace(replace(replace(term, '\', '\\'), '%', '\%'), '_', '\_');
  prefix text := escaped || '%';
  inside text := '%' || escaped || '%';
  -- In this database's regular expressions a backslash before a character that is not a letter or digit means that character.
  whole_word text := '(^|[^[:alnum:]_])' || regexp_replace(term, '([^[:alnum:]_ ])', '\\\1', 'g') || '($|[^[:alnum:]_])';
  words tsquery;
  -- Whether some name holds the term (asked once, before tier 2).
  possible boolean;
  -- The ids of the tiers read that gave every row they match, and the conditions of the others.
  done_ids integer[] := '{}';
  cut text[] := '{}';
  found integer := 0;
  tier integer;
  tier_ids integer[];
  remaining integer;
  gate text;
  index_condition text;
  match text;
  similarity text;
  by_closeness boolean;
  statement text;
  hit record;
BEGIN
  FOR tier IN 1..5 LOOP
    gate := '';
    index_condition := '';
    similarity := 'word_similarity($1, lower(name))';
    by_closeness := false;
    IF tier = 1 THEN
      match := 'lower(name) LIKE $2';
    ELSIF tier IN (2, 3) THEN
      CONTINUE WHEN NOT trigrams;
      -- Counted, not EXISTS: to find one row the planner would rather filter the names one by one
      -- along their primary key, which reads them all when none holds it.
      possible := coalesce(possible, found > 0 OR (SELECT count(*) FROM product_names AS held WHERE held.name LIKE inside) > 0);
      CONTINUE WHEN NOT possible;
      IF tier = 2 THEN
        gate := 'held.name ~ $4';
        index_condition := '$1 <<% lower(name) AND ';
        match := 'lower(name) LIKE $3 AND lower(name) ~ $4';
        similarity := '1::real';
      ELSE
        gate := 'NOT held.name ~ $4';
        match := 'lower(name) LIKE $3';
      END IF;
      gate := format('(SELECT count(*) FROM product_names AS held WHERE held.name LIKE $3 AND NOT held.name LIKE $2 AND %s) > 0 AND ', gate);
    ELSIF tier = 4 THEN
      CONTINUE WHEN NOT trigrams OR position(' ' IN term) = 0;
      match := $$to_tsvector('english', name) @@ plainto_tsquery('english', $1)$$;
    ELSE
      -- For each word of the term, its like words among the names' (their trigram index): 'hodie'
      -- finds 'hoodie', 'ho' the words starting with it; a word like none is left out.
      SELECT to_tsquery('english', string_agg(any_of, ' & ')) INTO words FROM (
        SELECT '(' || string_agg(quote_literal(known.word), ' | ') || ')' AS any_of
          FROM regexp_split_to_table(term, '[^[:alnum:]]+') AS typed (word)
          JOIN product_name_words AS known ON typed.word <% known.word
         WHERE typed.word <> '' GROUP BY typed.word) AS groups;
      IF words IS NOT NULL AND words::text <> '' THEN
        match := $$to_tsvector('english', name) @@ $5$$;
        by_closeness := true;
      ELSE
        match := '$1 <% lower(name)';
      END IF;
    END IF;
    remaining := max_rows - found;
    statement := gate || index_condition || match
      || CASE WHEN cardinality(cut) > 0 THEN ' AND NOT (' || array_to_string(cut, ') AND NOT (') || ')' ELSE '' END
      || CASE WHEN cardinality(done_ids) > 0 THEN ' AND id <> ALL($6)' ELSE '' END;
    IF by_closeness THEN
      -- OFFSET 0 keeps the planner from moving the closeness below the grouping, where it was
      -- worked out for every candidate again.
      statement := format(
        'WITH candidates AS (SELECT id, lower(name) AS key FROM products WHERE %s LIMIT 500)
         SELECT candidates.id FROM candidates
           JOIN (SELECT key, word_similarity($1, key) AS similarity FROM candidates GROUP BY key OFFSET 0) AS names USING (key)
          WHERE names.similarity >= 0.5 ORDER BY names.similarity DESC, candidates.id LIMIT %s',
        statement, remaining);
    ELSE
      statement := format(
        'SELECT id FROM (SELECT id, %s AS similarity FROM products WHERE %s LIMIT 500) AS candidates
          ORDER BY similarity DESC, id LIMIT %s',
        similarity, statement, remaining);
    END IF;
    tier_ids := '{}';
    FOR hit IN EXECUTE statement USING term, prefix, inside, whole_word, words, done_ids LOOP
      tier_ids := tier_ids || hit.id;
      found := found + 1;
      id := hit.id;
      rank := found;
      RETURN NEXT;
    END LOOP;
    EXIT WHEN found >= max_rows;
    -- A tier that gave fewer than it could gave every row it matches.
    IF cardinality(tier_ids) < least(remaining, 500) THEN
      done_ids := done_ids || tier_ids;
    ELSE
      cut := cut || match;
    END IF;
  END LOOP;
END
$fn$;
