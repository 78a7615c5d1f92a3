// Idempotent catalog seed: inserts what is missing, corrects products that
// drifted from the catalog, and never touches stock that already exists.
import type { Database } from './client';
import { CATALOG, CATALOG_STOCK, DSGN_COLLECTION } from './catalog';
import { SCHEMA_LOCK_KEY } from './migrate';

export async function seedCatalog(database: Database): Promise<void> {
  await database.rawTransaction(async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    await client.query('INSERT INTO collections (code, name) VALUES ($1, $2) ON CONFLICT (code) DO NOTHING', [
      DSGN_COLLECTION.code,
      DSGN_COLLECTION.name,
    ]);
    await client.query(
      `INSERT INTO products (id, name, gender, category, style, color, price_cents, sale_price_cents, is_new, collection, description)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS p(id int, name text, gender text, category text, style text, color text,
         "priceCents" int, "salePriceCents" int, "isNew" boolean, collection text, description text)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, gender = EXCLUDED.gender, category = EXCLUDED.category,
         style = EXCLUDED.style, color = EXCLUDED.color, price_cents = EXCLUDED.price_cents,
         sale_price_cents = EXCLUDED.sale_price_cents, is_new = EXCLUDED.is_new, collection = EXCLUDED.collection,
         description = EXCLUDED.description
       WHERE (products.name, products.gender, products.category, products.style, products.color, products.price_cents,
         products.sale_price_cents, products.is_new, products.collection, products.description)
         IS DISTINCT FROM (EXCLUDED.name, EXCLUDED.gender, EXCLUDED.category, EXCLUDED.style, EXCLUDED.color,
         EXCLUDED.price_cents, EXCLUDED.sale_price_cents, EXCLUDED.is_new, EXCLUDED.collection, EXCLUDED.description)`,
      [JSON.stringify(CATALOG)],
    );
    await client.query(
      `INSERT INTO stock (product_id, size, quantity)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS s("productId" int, size text, quantity int)
       ON CONFLICT (product_id, size) DO NOTHING`,
      [JSON.stringify(CATALOG_STOCK)],
    );
  });
}
