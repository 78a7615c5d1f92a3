-- The distinct lower-cased product names, for the search's first question: could any name hold the
-- term (src/repositories/catalog-search.ts, anyNameHolds)? Products share names (a style in its
-- colours: 10,465 names for 100,000 generated products), so the names' own trigram index answers
-- `LIKE '%term%'` over a tenth of the rows. Asked of the products' trigram index, it read the
-- posting lists of the term's common trigrams across every product ('titan seamless leggings',
-- each word in some name, none holding all three: about 7 ms of a 9 ms search at 100,000).
--
-- One INSERT of a statement's new names, whatever its size (below). A name whose last product is
-- gone or renamed stays; it then only lets the search look at the products, which find nothing.
CREATE TABLE product_names (name text PRIMARY KEY);
-- No pending list (fastupdate): names are added rarely, by imports, and a search would read every
-- name waiting in it (PGlite has no autovacuum to merge it).
CREATE INDEX product_names_trgm_idx ON product_names USING gin (name gin_trgm_ops) WITH (fastupdate = off);

-- Kept by 0019's statement triggers on products: their function now adds the statement's new names
-- beside its new words (the name as the search matches it: lower(name), the expression of the
-- products' own indexes).
CREATE OR REPLACE FUNCTION product_name_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN
    RETURN NULL;
  END IF;
  INSERT INTO product_name_words (word)
  SELECT DISTINCT w FROM new_rows, regexp_split_to_table(lower(new_rows.name), '[^[:alnum:]]+') AS w
   WHERE w <> '' ORDER BY w
  ON CONFLICT DO NOTHING;
  INSERT INTO product_names (name)
  SELECT DISTINCT lower(new_rows.name) FROM new_rows ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

INSERT INTO product_names (name)
SELECT DISTINCT lower(name) FROM products ORDER BY 1
ON CONFLICT DO NOTHING;
