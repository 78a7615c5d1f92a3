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
] as const;

/** The products table's columns a catalogue write fills, id first. */
export const PRODUCT_COLUMNS = ['id', ...UPDATED].join(', ');

/** `ON CONFLICT … DO UPDATE SET …` for a products insert; `when` may narrow the WHERE further. */
export const productUpsert = (when = 'true') =>
  `ON CONFLICT (id) DO UPDATE SET ${UPDATED.map((c) => `${c} = EXCLUDED.${c}`).join(', ')} ` +
  `WHERE (${when}) AND (${UPDATED.map((c) => `products.${c}`).join(', ')}) ` +
  `IS DISTINCT FROM (${UPDATED.map((c) => `EXCLUDED.${c}`).join(', ')})`;
