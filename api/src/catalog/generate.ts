// A large catalogue for the bench and the tests (`npm run catalog -- generate --products N`):
// JSON Lines in the shape GET /api/products/{id} answers, so it imports like a merchant's file.
// Ids 1-113 are the seed's products (docs/catalog.md#product) unchanged; each further id is drawn
// from a generator seeded by the id alone, so product 5000 is the same whatever N, on every
// machine, and the products spread over genders, styles, colours, prices, sales, new flags, the
// DSGN collection and stock (sizes sold out included).
import type { ProductWithStock } from '@storefront/shared/contracts/orders';
import {
  COLOURS,
  SIZES,
  STYLE_CATEGORY,
  stylesFor,
  type Gender,
} from '@storefront/shared/contracts/vocabulary';
import {
  CATALOG,
  CATALOG_STOCK,
  DESCRIPTIONS,
  DESCRIPTORS,
  LINES,
  NOUNS,
  roundToHalfDollar,
  type CatalogProduct,
} from '../db/catalog';
import { toProduct } from '../repositories/products';

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

/** Product `id` of the generated catalogue with the units left per size (in SIZES order). */
function generatedProduct(id: number): { product: CatalogProduct; stock: number[] } {
  const seeded = SEEDED.get(id);
  if (seeded) return { product: seeded, stock: SEEDED_STOCK.get(id)! };
  const next = random(Math.imul(id, 0x9e37_79b1) ^ SEED);
  const gender: Gender = next() < 0.5 ? 'men' : 'women';
  const style = pick(next, stylesFor(gender));
  // Regular prices from $12 to $119.50 in half dollars; a sale takes 15 to 50 % off.
  const priceCents = 1_200 + Math.floor(next() * 216) * 50;
  const onSale = next() < 0.3;
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
  return {
    product: {
      id,
      name: words.filter(Boolean).join(' '),
      gender,
      category: STYLE_CATEGORY[style],
      style,
      color: pick(next, COLOURS),
      priceCents,
      salePriceCents: onSale && saleCents > 0 && saleCents < priceCents ? saleCents : null,
      isNew: next() < 0.25,
      collection,
      description: DESCRIPTIONS[style],
    },
    // About one size in ten sold out.
    stock: SIZES.map(() => (next() < 0.1 ? 0 : 1 + Math.floor(next() * 80))),
  };
}

/** Product `id` as GET /api/products/{id} answers it. */
export function generatedAnswer(id: number): ProductWithStock {
  const { product, stock } = generatedProduct(id);
  return { ...toProduct(product), stock: SIZES.map((size, i) => ({ size, available: stock[i] })) };
}

/** The lines of a catalogue of ids 1..count, one product each, without a line break. */
export function* generatedLines(count: number): Generator<string> {
  for (let id = 1; id <= count; id += 1) yield JSON.stringify(generatedAnswer(id));
}
