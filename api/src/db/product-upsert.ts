// The one upsert of a catalogue product by id, shared by the seed and the merchant's import: a
// product is rewritten only when one of its fields changed, so the catalogue's version (and every
// process's cache) moves only on a real change.
const UPDATED = [
  'name',
  'gender',
  'category',
  'style',
  'color',
  'price_cents',
  'sale_price_cents',
  'is_new',
  'collection',
  'description',
  'style_group',
  'fit',
  'fabric',
  'care',
] as const;

/** The products table's columns a catalogue write fills, id first. */
export const PRODUCT_COLUMNS = ['id', ...UPDATED].join(', ');

/**
 * A JSON list of CatalogProduct (src/db/catalog.ts) as rows in PRODUCT_COLUMNS' order:
 * `SELECT * FROM ${PRODUCT_RECORDSET}` with the list as $1.
 */
export const PRODUCT_RECORDSET =
  'jsonb_to_recordset($1::jsonb) AS p(id int, name text, gender text, category text, style text, color text, ' +
  '"priceCents" int, "salePriceCents" int, "isNew" boolean, collection text, description text, ' +
  '"styleGroup" text, fit text, fabric text, care text)';

/** `ON CONFLICT … DO UPDATE SET …` for a products insert; `when` may narrow the WHERE further. */
export const productUpsert = (when = 'true') =>
  `ON CONFLICT (id) DO UPDATE SET ${UPDATED.map((c) => `${c} = EXCLUDED.${c}`).join(', ')} ` +
  `WHERE (${when}) AND (${UPDATED.map((c) => `products.${c}`).join(', ')}) ` +
  `IS DISTINCT FROM (${UPDATED.map((c) => `EXCLUDED.${c}`).join(', ')})`;
