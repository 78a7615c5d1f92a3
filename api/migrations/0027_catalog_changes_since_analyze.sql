-- An import (src/catalog/import.ts) gathers the planner's statistics of the products when the rows
-- changed since they were last gathered reach 50 and a tenth of the table, as PostgreSQL's
-- autovacuum does (PGlite has none): the imports' changes add up here, and a gathering sets it back
-- to 0. Counted per import, a store fed 5,000 lines at a time (an import sent to a running PGlite
-- store, docs/catalog.md) would never have gathered them again past about 50,000 products.
ALTER TABLE catalog_version ADD COLUMN IF NOT EXISTS changed_since_analyze bigint NOT NULL DEFAULT 0;
-- The count starts now: what imports changed before it is in the statistics gathered here.
ANALYZE products;
