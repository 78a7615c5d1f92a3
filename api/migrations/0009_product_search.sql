-- Product search runs in SQL over indexes (src/repositories/catalog-search.ts). The trigram index
-- on lower(name) of 0001 answers LIKE '%term%', whole words and word similarity. It cannot tell
-- where in a name a trigram is, so names starting with the term come from a btree here; terms of
-- several words, each in any order and form the English stemmer folds together ('sport' for
-- 'sports'), come from the full-text index here. The queries repeat these exact expressions.
CREATE INDEX products_name_prefix_idx ON products (lower(name) text_pattern_ops);
CREATE INDEX products_name_fts_idx ON products USING gin (to_tsvector('english', name)) WITH (gin_pending_list_limit = 256);

-- New names wait in each GIN index's pending list until it passes gin_pending_list_limit (4 MB by
-- default) or vacuum merges it, and every search reads the whole list: after 20,000 new products
-- the planner, counting it, tested every row instead (about 10 ms per 1,000 names), and PGlite
-- has no autovacuum to merge it. A 256 kB list keeps that read small; the writer merges it more
-- often (an import of 100,000 products took about as long; with no list, fastupdate off, five
-- times longer).
ALTER INDEX products_name_trgm_idx SET (gin_pending_list_limit = 256);
SELECT gin_clean_pending_list('products_name_trgm_idx'::regclass);
