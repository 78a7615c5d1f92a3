// Idempotent catalog seed, run at every start: inserts the seed's products and stock that are
// missing, and corrects products that drifted from the seed (docs/catalog.md#product) for as long
// as no import has changed the catalogue. After one has, the catalogue is the merchant's: the seed
// then only adds what is missing, and a restart never undoes an import. It never touches stock that
// already exists. When it writes a product, it bumps the catalogue's version as an import does, so
// running processes forget their cached answers (src/catalog/changes.ts).
import type { Database } from './client';
import { CATALOG, CATALOG_STOCK, DSGN_COLLECTION } from './catalog';
import { SCHEMA_LOCK_KEY } from './migrate';
import { PRODUCT_COLUMNS, PRODUCT_RECORDSET, productUpsert } from './product-upsert';

export async function seedCatalog(database: Database): Promise<void> {
  await database.rawTransaction(async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    await client.query('INSERT INTO collections (code, name) VALUES ($1, $2) ON CONFLICT (code) DO NOTHING', [
      DSGN_COLLECTION.code,
      DSGN_COLLECTION.name,
    ]);
    const {
      rows: [{ imported }],
    } = await client.query<{ imported: boolean }>(
      'SELECT imported_at IS NOT NULL AS imported FROM catalog_version WHERE id = 1',
    );
    const {
      rows: [{ written }],
    } = await client.query<{ written: number }>(
      `WITH written AS (
         INSERT INTO products (${PRODUCT_COLUMNS})
         SELECT * FROM ${PRODUCT_RECORDSET}
         ORDER BY id
         ${productUpsert('NOT $2::boolean')}
         RETURNING 1
       )
       SELECT count(*)::int AS written FROM written`,
      [JSON.stringify(CATALOG), imported],
    );
    await client.query(
      `INSERT INTO stock (product_id, size, quantity)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS s("productId" int, size text, quantity int)
       ON CONFLICT (product_id, size) DO NOTHING`,
      [JSON.stringify(CATALOG_STOCK)],
    );
    if (written > 0) {
      await client.query('UPDATE catalog_version SET version = version + 1, changed_at = now() WHERE id = 1');
    }
    // The codes the store starts with (docs/cart.md#promo-codes): added when missing, never changed,
    // so a merchant's later change to one (an end date, a number of uses) stays.
    await client.query(
      `INSERT INTO promo_codes (code, percent_off)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS c(code text, "percentOff" int)
       ON CONFLICT (code) DO NOTHING`,
      [JSON.stringify(SEED_PROMO_CODES)],
    );
  });
}

/** The banner's student discount: 20% off the goods. */
export const SEED_PROMO_CODES = [{ code: 'STUDENT20', percentOff: 20 }];
