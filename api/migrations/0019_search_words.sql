-- The distinct words of product names, for the search's typo tier (src/repositories/catalog-search.ts,
-- docs/api.md#products). A typo's trigram lookup over every product name read the names of every
-- product sharing a common word's trigrams (about 15,000 of 100,000 for 'apex training hodie')
-- and worked out their similarity one by one; over this table it compares a few hundred words,
-- and the products come from the full-text index of 0009 by the words found.
--
-- Kept by statement triggers on products (one INSERT of the statement's new words, whatever its
-- size: an import of 100,000 products adds about 50 words). A word whose last product is gone or
-- renamed stays: it then finds nothing, and only the merchant's imports add words.
CREATE TABLE product_name_words (word text PRIMARY KEY);
CREATE INDEX product_name_words_trgm_idx ON product_name_words USING gin (word gin_trgm_ops);

-- The words as the search splits a term: runs of letters and digits of the lower-cased name.
-- The stock and colour-count triggers' own writes to products (one level deeper) change no name.
CREATE FUNCTION product_name_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN
    RETURN NULL;
  END IF;
  INSERT INTO product_name_words (word)
  SELECT DISTINCT w FROM new_rows, regexp_split_to_table(lower(new_rows.name), '[^[:alnum:]]+') AS w
   WHERE w <> '' ORDER BY w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER products_name_words_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_name_words_add();
CREATE TRIGGER products_name_words_updated AFTER UPDATE ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_name_words_add();

INSERT INTO product_name_words (word)
SELECT DISTINCT w FROM products, regexp_split_to_table(lower(products.name), '[^[:alnum:]]+') AS w
 WHERE w <> '' ORDER BY w
ON CONFLICT DO NOTHING;
