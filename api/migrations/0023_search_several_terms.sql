-- product_searches: product_search (migrations 0021 and 0022) for several terms in one statement,
-- each row with its term's place among them (1 for the first). Searches that wait together go to
-- the database as one statement (src/db/batches.ts).
--
-- A PL/pgSQL function, not `unnest(...) CROSS JOIN LATERAL product_search(...)` in the API's
-- statement: PostgreSQL guesses 10 rows for `unnest` of a parameter, so a plan kept for every
-- run (240 rows to join) cost more than one made for the run's own terms (24 a term), and the
-- statement was planned again at every run, which keeping its plan had saved (a fifth of a
-- search's database time: api/README.md, Search). Its ROWS 24, the same as product_search's, keep
-- the join to products on its primary key.
CREATE FUNCTION product_searches(terms text[], trigrams boolean[], max_rows integer)
RETURNS TABLE (place integer, id integer, rank integer)
LANGUAGE plpgsql STABLE ROWS 24
AS $fn$
BEGIN
  FOR i IN 1..coalesce(array_length(terms, 1), 0) LOOP
    RETURN QUERY SELECT i, found.id, found.rank FROM product_search(terms[i], max_rows, trigrams[i]) AS found;
  END LOOP;
END
$fn$;
