-- product_search (migrations 0021 and 0022) counts tier 4 (every word of a longer term, full
-- text) among the tiers read only when it found products. The typo tier leaves out the names of the
-- tiers read before it, and asked each of up to 200 names tier 4's full-text condition again even
-- when tier 4 had found nothing, which no name could then meet (below): about a fifth of what a typo
-- cost on PostgreSQL (the API's bench: a new term each at 100,000 products, half of them typos;
-- api/README.md, Search). The same ids in the same order for every term: otherwise as 0021 and
-- 0022 describe it, which it replaces.

CREATE OR REPLACE FUNCTION product_search(term text, max_rows integer, trigrams boolean)
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
  -- ids of those that gave every row they match; which tiers were read at all, tier 4 only when it
  -- found products (the typo tier leaves out the names of every one: a name is of one tier).
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
        SELECT ranked.id FROM (
          SELECT named.similarity, unnest(named.ids) AS id FROM (
            SELECT c.name, word_similarity(term, c.name) AS similarity, array_agg(c.id) AS ids FROM (
              SELECT p.id, lower(p.name) AS name FROM products AS p
               WHERE lower(p.name) ~>=~ term AND lower(p.name) ~<~ past_prefix
                 AND left(lower(p.name), length(term)) = term
               LIMIT 500) AS c
             GROUP BY c.name) AS named) AS ranked
         ORDER BY ranked.similarity DESC, ranked.id LIMIT remaining);
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
          SELECT ranked.id FROM (
            SELECT named.similarity, unnest(named.ids) AS id FROM (
              SELECT c.name, word_similarity(term, c.name) AS similarity, array_agg(c.id) AS ids FROM (
                SELECT p.id, lower(p.name) AS name FROM products AS p
                 WHERE (SELECT count(*) FROM product_names AS held
                         WHERE held.name LIKE inside AND held.name NOT LIKE prefix AND held.name !~ whole_word) > 0
                   AND lower(p.name) LIKE inside
                   AND NOT product_search_earlier(lower(p.name), cut, term, prefix, inside, whole_word)
                   AND p.id <> ALL(done_ids)
                 LIMIT 500) AS c
               GROUP BY c.name) AS named) AS ranked
           ORDER BY ranked.similarity DESC, ranked.id LIMIT remaining);
      END IF;
    ELSIF tier = 4 THEN
      CONTINUE WHEN NOT trigrams OR position(' ' IN term) = 0;
      tier_ids := ARRAY(
        SELECT ranked.id FROM (
          SELECT named.similarity, unnest(named.ids) AS id FROM (
            SELECT c.name, word_similarity(term, c.name) AS similarity, array_agg(c.id) AS ids FROM (
              SELECT p.id, lower(p.name) AS name FROM products AS p
               WHERE to_tsvector('english', p.name) @@ plainto_tsquery('english', term)
                 AND NOT product_search_earlier(lower(p.name), cut, term, prefix, inside, whole_word)
                 AND p.id <> ALL(done_ids)
               LIMIT 500) AS c
             GROUP BY c.name) AS named) AS ranked
         ORDER BY ranked.similarity DESC, ranked.id LIMIT remaining);
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
          SELECT ranked.id FROM (
            SELECT named.similarity, unnest(named.ids) AS id FROM (
              SELECT c.name, word_similarity(term, c.name) AS similarity, array_agg(c.id) AS ids FROM (
                SELECT p.id, lower(p.name) AS name FROM products AS p
                 WHERE term <% lower(p.name)
                   AND NOT product_search_earlier(lower(p.name), cut, term, prefix, inside, whole_word)
                   AND p.id <> ALL(done_ids)
                 LIMIT 500) AS c
               GROUP BY c.name) AS named) AS ranked
           ORDER BY ranked.similarity DESC, ranked.id LIMIT remaining);
      END IF;
    END IF;
    RETURN QUERY SELECT u.id, taken + u.place::integer FROM unnest(tier_ids) WITH ORDINALITY AS u (id, place);
    taken := taken + cardinality(tier_ids);
    -- The typo tier leaves out the names of the tiers read before it. Tier 4 counts only when it
    -- found products: when it found none, each product whose name it matches was left out as one
    -- of an earlier tier's, whose names are left out already. Asking its full-text condition again
    -- of each of up to 200 names was about a fifth of what a typo cost on PostgreSQL.
    IF tier < 4 OR (tier = 4 AND cardinality(tier_ids) > 0) THEN
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
