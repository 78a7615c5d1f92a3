-- The catalogue changes while the store runs (docs/catalog.md#changing-the-catalogue): an import
-- (src/catalog/import.ts) and a seed that changed rows bump `version` in the transaction that
-- writes them, and every API process reads this one row each second and drops its cached catalog
-- answers when the number moved. `imported_at` is set by the first import that changed anything:
-- from then on the catalogue is the merchant's and the seed only adds what is missing.
CREATE TABLE IF NOT EXISTS catalog_version (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  version bigint NOT NULL DEFAULT 0,
  changed_at timestamptz NOT NULL DEFAULT now(),
  imported_at timestamptz
);
INSERT INTO catalog_version (id) VALUES (1) ON CONFLICT (id) DO NOTHING;
