// The store's catalog, generated deterministically so the seed is the same on
// every machine: ids of docs/catalog.md#product, every style for each gender, the ten
// colours spread over each category, about a third new and a third on sale. Above them (ids from
// 114), the first product of each style and gender comes in two more colours, grouped with it
// (docs/catalog.md#colourways). The catalogue generator (src/catalog/generate.ts) keeps these and
// names its further products with the same words.
import {
  COLOURS,
  SIZES,
  STYLE_CATEGORY,
  stylesFor,
  type Category,
  type Colour,
  type Gender,
  type Size,
  type Style,
} from '@storefront/shared/contracts/vocabulary';

/** A product as the products table keeps it (money in cents). */
export interface CatalogProduct {
  id: number;
  name: string;
  gender: Gender;
  category: Category;
  style: Style;
  color: Colour;
  priceCents: number;
  salePriceCents: number | null;
  isNew: boolean;
  collection: 'DSGN' | null;
  description: string;
  /** Products of one style in several colours share it; null is a group of its own. */
  styleGroup: string | null;
  fit: string;
  fabric: string;
  care: string;
}

interface CatalogStock {
  productId: number;
  size: Size;
  quantity: number;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const PRODUCT_IDS: Record<Gender, number[]> = {
  men: [...range(1, 14), ...range(36, 57), ...range(101, 113)],
  women: [...range(15, 35), ...range(58, 100)],
};

export const DSGN_COLLECTION = { code: 'DSGN', name: "DSGN Studio's Signature Series" } as const;

export const NOUNS: Record<Style, string> = {
  't-shirts': 'T-Shirt',
  longsleeves: 'Long Sleeve Top',
  hoodies: 'Hoodie',
  sportsbras: 'Sports Bra',
  leggings: 'Leggings',
  shorts: 'Shorts',
  pants: 'Track Pants',
  sweatpants: 'Sweatpants',
};

export const LINES: Record<Gender, string[]> = {
  men: ['Apex', 'Forge', 'Titan', 'Vector', 'Ridge', 'Summit', 'Ironclad', 'Rival', 'Bedrock', 'Stride'],
  women: ['Vital', 'Aura', 'Bloom', 'Luna', 'Serene', 'Grace', 'Flow', 'Nova', 'Halo', 'Elevate'],
};

export const DESCRIPTORS = [
  'Training',
  'Oversized',
  'Essential',
  'Performance',
  'Seamless',
  'Lightweight',
  'Everyday',
];

export const DESCRIPTIONS: Record<Style, string> = {
  't-shirts':
    'A breathable jersey tee with a soft hand feel and a cut that moves with you from the rack to the street.',
  longsleeves:
    'A fitted long sleeve layer in sweat-wicking fabric, with thumb holes to keep the cuffs in place.',
  hoodies:
    'A brushed-back fleece hoodie with a roomy hood and a kangaroo pocket, made for warm-ups and rest days.',
  sportsbras:
    'A medium-support sports bra with removable pads and a wide band that stays put through every rep.',
  leggings: 'High-waisted squat-proof leggings with a hidden waistband pocket and four-way stretch.',
  shorts: 'Quick-dry training shorts with a lightweight liner, zip pocket and an easy drawcord waist.',
  pants: 'Tapered track pants in a technical stretch weave, with zip pockets and ankle zips.',
  sweatpants: 'Relaxed sweatpants in heavyweight cotton fleece, with ribbed cuffs and deep pockets.',
};

export const FITS: Record<Style, string> = {
  't-shirts': 'Regular fit: true to size. The model is 185 cm and wears a medium.',
  longsleeves: 'Slim fit: close to the body. Take a size up for a looser feel.',
  hoodies: 'Relaxed fit with dropped shoulders: true to size for an easy layer.',
  sportsbras: 'Medium support, true to size. Choose by your usual band size.',
  leggings: 'High-waisted, second-skin fit: true to size. Full length on a 168 cm model.',
  shorts: 'Regular fit with a 5 inch inseam: true to size.',
  pants: 'Tapered fit, regular rise: true to size.',
  sweatpants: 'Relaxed fit with a tapered leg: true to size.',
};

export const FABRICS: Record<Style, string> = {
  't-shirts': '60% cotton, 40% polyester jersey, 180 gsm.',
  longsleeves: '88% polyester, 12% elastane, sweat-wicking.',
  hoodies: '80% cotton, 20% polyester brushed-back fleece, 320 gsm.',
  sportsbras: '78% nylon, 22% elastane, with removable pads.',
  leggings: '75% nylon, 25% elastane, squat-proof four-way stretch.',
  shorts: '100% polyester woven shell, 88% polyester, 12% elastane liner.',
  pants: '91% polyester, 9% elastane technical weave.',
  sweatpants: '80% cotton, 20% polyester heavyweight fleece.',
};

export const CARE =
  'Machine wash cold (30 °C) with similar colours, inside out. Do not bleach or tumble dry; line dry and do not iron prints.';

/** The group key of a product: its gender and name, as one slug ('men-apex-training-t-shirt'). */
export const styleGroupOf = (gender: Gender, name: string) =>
  `${gender}-${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

/** How far round the ten colours the two further colourways of a group's first product are. */
const COLOURWAY_STEPS = [4, 7];

export const roundToHalfDollar = (cents: number) => Math.round(cents / 50) * 50;

function buildProducts(): CatalogProduct[] {
  const out: CatalogProduct[] = [];
  for (const gender of ['men', 'women'] as const) {
    const styles = stylesFor(gender);
    PRODUCT_IDS[gender].forEach((id, i) => {
      const styleIndex = i % styles.length;
      const rank = Math.floor(i / styles.length);
      const style = styles[styleIndex];
      // Offsetting by style spreads the colours over each category, not only over each style.
      const color = COLOURS[(rank + styleIndex * 3) % COLOURS.length];
      const bucket = (rank + styleIndex) % 3;
      const priceCents = (22 + ((i * 17 + styleIndex * 5) % 38)) * 100 + (i % 2 === 0 ? 0 : 50);
      const collection = gender === 'women' && (rank + 2 * styleIndex) % 25 < 9 ? 'DSGN' : null;
      const line = LINES[gender][rank % LINES[gender].length];
      const descriptor = DESCRIPTORS[(rank + styleIndex) % DESCRIPTORS.length];
      const name = `${collection ? 'DSGN ' : ''}${line} ${descriptor} ${NOUNS[style]}`;
      out.push({
        id,
        name,
        gender,
        category: STYLE_CATEGORY[style],
        style,
        color,
        priceCents,
        salePriceCents: bucket === 1 ? roundToHalfDollar(priceCents * 0.7) : null,
        isNew: bucket === 0,
        collection,
        description: DESCRIPTIONS[style],
        styleGroup: styleGroupOf(gender, name),
        fit: FITS[style],
        fabric: FABRICS[style],
        care: CARE,
      });
    });
  }
  out.sort((a, b) => a.id - b.id);
  return [...out, ...colourways(out)];
}

/**
 * The further colours of the first product of each style and gender (in id order), ids from 114:
 * the same name, style, price and flags, in two other colours, so each of those groups has three.
 */
function colourways(seed: CatalogProduct[]): CatalogProduct[] {
  const firsts = (['men', 'women'] as const).flatMap((gender) =>
    stylesFor(gender).map((style) => seed.find((p) => p.gender === gender && p.style === style)!),
  );
  let id = seed[seed.length - 1].id;
  return firsts.flatMap((base) =>
    COLOURWAY_STEPS.map((step) => ({
      ...base,
      id: (id += 1),
      color: COLOURS[(COLOURS.indexOf(base.color) + step) % COLOURS.length],
    })),
  );
}

export const CATALOG: readonly CatalogProduct[] = buildProducts();

export const CATALOG_STOCK: readonly CatalogStock[] = CATALOG.flatMap((p) =>
  SIZES.map((size, s) => ({ productId: p.id, size, quantity: 20 + ((p.id * 7 + s * 13) % 60) })),
);
