// A large catalogue for the bench and the tests (`npm run catalog -- generate --products N`):
// JSON Lines in the shape GET /api/products/{id} answers, so it imports like a merchant's file.
// Ids up to the seed's last are the seed's products (docs/catalog.md#product, its colourways
// included) unchanged; each further group of three ids is one style in three colours, drawn from a
// generator seeded by the group's first id alone (stock by the id), so product 5000 is the same
// whatever N, on every machine, and the products spread over genders, styles, colours, prices,
// sales, new flags, the DSGN collection and stock (sizes sold out included).
import {
  COLOURS,
  SIZES,
  STYLE_CATEGORY,
  stylesFor,
  type Gender,
} from '@storefront/shared/contracts/vocabulary';
import {
  CARE,
  CATALOG,
  CATALOG_STOCK,
  DESCRIPTIONS,
  DESCRIPTORS,
  FABRICS,
  FITS,
  LINES,
  NOUNS,
  roundToHalfDollar,
  styleGroupOf,
  type CatalogProduct,
} from '../db/catalog';
import { catalogLineOf, type CatalogLine } from './product-line';

/** Editions that keep names apart in a large catalogue (search ranks among many alike). */
const EDITIONS = ['', '', '', 'Pro', 'Lite', 'Max', 'Core', 'Flex', 'Air', 'Thermal', 'Mesh', 'Studio'];
const SEED = 0x5eed_c47a;

/** mulberry32: a small, fast generator whose sequence depends only on its seed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)];

const SEEDED = new Map(CATALOG.map((p) => [p.id, p]));
const SEEDED_STOCK = new Map<number, number[]>();
for (const s of CATALOG_STOCK) {
  const sizes = SEEDED_STOCK.get(s.productId) ?? [];
  sizes[SIZES.indexOf(s.size)] = s.quantity;
  SEEDED_STOCK.set(s.productId, sizes);
}

/** The first id the generator draws; those below are the seed's (its colourways included). */
export const FIRST_GENERATED_ID = CATALOG[CATALOG.length - 1].id + 1;
/** Drawn products come in groups of this many consecutive ids: one style in as many colours. */
const GROUP_SIZE = 3;

/** Product `id` of the generated catalogue with the units left per size (in SIZES order). */
function generatedProduct(id: number): { product: CatalogProduct; stock: number[] } {
  const seeded = SEEDED.get(id);
  if (seeded) return { product: seeded, stock: SEEDED_STOCK.get(id)! };
  // A group's fields are drawn from its first id, so product 5000 is the same whatever N.
  const first = id - ((id - FIRST_GENERATED_ID) % GROUP_SIZE);
  const next = random(Math.imul(first, 0x9e37_79b1) ^ SEED);
  const gender: Gender = next() < 0.5 ? 'men' : 'women';
  const style = pick(next, stylesFor(gender));
  // Regular prices from $12 to $119.50 in half dollars; a sale takes 15 to 50 % off.
  const priceCents = 1_200 + Math.floor(next() * 216) * 50;
  const saleCents = roundToHalfDollar(priceCents * (0.5 + next() * 0.35));
  const collection = gender === 'women' && next() < 0.15 ? 'DSGN' : null;
  const edition = pick(next, EDITIONS);
  const words = [
    collection ? 'DSGN' : '',
    pick(next, LINES[gender]),
    pick(next, DESCRIPTORS),
    NOUNS[style],
    edition,
  ];
  const name = words.filter(Boolean).join(' ');
  // Three colours three apart round the ten: never one twice in a group.
  const colour = (COLOURS.indexOf(pick(next, COLOURS)) + (id - first) * 3) % COLOURS.length;
  const isNew = next() < 0.25;
  // A colour's own: whether it is on sale, and its stock.
  const own = random(Math.imul(id, 0x85eb_ca6b) ^ SEED);
  const onSale = own() < 0.3;
  return {
    product: {
      id,
      name,
      gender,
      category: STYLE_CATEGORY[style],
      style,
      color: COLOURS[colour],
      priceCents,
      salePriceCents: onSale && saleCents > 0 && saleCents < priceCents ? saleCents : null,
      isNew,
      collection,
      description: DESCRIPTIONS[style],
      // Names repeat in a large catalogue: the first id keeps each group apart.
      styleGroup: `${styleGroupOf(gender, name)}-${first}`,
      fit: FITS[style],
      fabric: FABRICS[style],
      care: CARE,
    },
    // About one size in ten sold out.
    stock: SIZES.map(() => (own() < 0.1 ? 0 : 1 + Math.floor(own() * 80))),
  };
}

/** Product `id` as a catalogue line: what GET /api/products/{id} answers, less what is worked out. */
export function generatedAnswer(id: number): CatalogLine {
  const { product, stock } = generatedProduct(id);
  return catalogLineOf(
    product,
    SIZES.map((size, i) => ({ size, available: stock[i] })),
  );
}

/** The lines of a catalogue of ids 1..count, one product each, without a line break. */
export function* generatedLines(count: number): Generator<string> {
  for (let id = 1; id <= count; id += 1) yield JSON.stringify(generatedAnswer(id));
}
