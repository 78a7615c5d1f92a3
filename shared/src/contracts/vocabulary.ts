// The filter and product vocabularies (docs/catalog.md#vocabulary, #sizes; presets: docs/routes.md#presets).
// Every slice and the API read them from here.

export const GENDERS = ['men', 'women'] as const;
export type Gender = (typeof GENDERS)[number];

export const CATEGORIES = ['tops', 'bottoms'] as const;
export type Category = (typeof CATEGORIES)[number];

export const SIZES = ['extraSmall', 'small', 'medium', 'large', 'extraLarge'] as const;
export type Size = (typeof SIZES)[number];

export const SIZE_LABELS: Record<Size, { short: string; cart: string; filter: string }> = {
  extraSmall: { short: 'XS', cart: 'Extra Small', filter: 'extra small' },
  small: { short: 'S', cart: 'Small', filter: 'small' },
  medium: { short: 'M', cart: 'Medium', filter: 'medium' },
  large: { short: 'L', cart: 'Large', filter: 'large' },
  extraLarge: { short: 'XL', cart: 'Extra Large', filter: 'extra large' },
};

export const COLOURS = [
  'black',
  'blue',
  'red',
  'gray',
  'green',
  'orange',
  'pink',
  'purple',
  'brown',
  'white',
] as const;
export type Colour = (typeof COLOURS)[number];

/** Style ids as they appear in routes and API paths. */
export const STYLES = [
  't-shirts',
  'longsleeves',
  'hoodies',
  'sportsbras',
  'leggings',
  'shorts',
  'pants',
  'sweatpants',
] as const;
export type Style = (typeof STYLES)[number];

/** Words shoppers read for each style. */
export const STYLE_LABELS: Record<Style, string> = {
  't-shirts': 't-shirts',
  longsleeves: 'long sleeves',
  hoodies: 'hoodies',
  sportsbras: 'sports bras',
  leggings: 'leggings',
  shorts: 'shorts',
  pants: 'pants',
  sweatpants: 'sweatpants',
};

export const STYLE_CATEGORY: Record<Style, Category> = {
  't-shirts': 'tops',
  longsleeves: 'tops',
  hoodies: 'tops',
  sportsbras: 'tops',
  leggings: 'bottoms',
  shorts: 'bottoms',
  pants: 'bottoms',
  sweatpants: 'bottoms',
};

/** Styles per gender and category, in the order the filter panels show them. */
export const STYLES_BY_GENDER: Record<Gender, Record<Category, readonly Style[]>> = {
  men: { tops: ['t-shirts', 'longsleeves', 'hoodies'], bottoms: ['shorts', 'pants', 'sweatpants'] },
  women: {
    tops: ['sportsbras', 't-shirts', 'longsleeves', 'hoodies'],
    bottoms: ['leggings', 'shorts', 'sweatpants'],
  },
};

export const stylesFor = (gender: Gender): Style[] => [
  ...STYLES_BY_GENDER[gender].tops,
  ...STYLES_BY_GENDER[gender].bottoms,
];

export const PRICE_FILTERS = ['low to high', 'high to low'] as const;
export type PriceFilter = (typeof PRICE_FILTERS)[number];
/** The PRICE options as the filter panels word them. */
export const PRICE_LABELS: Record<PriceFilter, string> = {
  'low to high': 'Low to High',
  'high to low': 'High to Low',
};

export const SORT_BY = ['new', 'sale'] as const;
export type SortBy = (typeof SORT_BY)[number];

export const COLLECTIONS = ['DSGN'] as const;
export type Collection = (typeof COLLECTIONS)[number];

/** Wishlist clothing types (section 3): all plus every style. */
export const WISHLIST_CLOTHING_TYPES = ['all', ...STYLES] as const;

/** Route presets: /{gender}/products/filter/{filter}. */
export const FILTER_PRESETS: Record<Gender, readonly string[]> = {
  men: [
    'tops',
    'bottoms',
    't-shirts',
    'longsleeves',
    'hoodies',
    'shorts',
    'pants',
    'sweatpants',
    'new',
    'sale',
  ],
  women: [
    'tops',
    'bottoms',
    't-shirts',
    'longsleeves',
    'hoodies',
    'sportsbras',
    'leggings',
    'shorts',
    'sweatpants',
    'new',
    'sale',
    'DSGN',
  ],
};

export interface ListingPreset {
  category: Category;
  style: Style | null;
  sortBy: SortBy | null;
  collection: Collection | null;
}

/** What a route preset sets (docs/routes.md#presets). Null when the preset is unknown. */
export function presetFor(gender: Gender, filter: string | undefined): ListingPreset | null {
  const base: ListingPreset = { category: 'tops', style: null, sortBy: null, collection: null };
  if (filter === undefined || filter === '') return base;
  if (!FILTER_PRESETS[gender].includes(filter)) return null;
  if (filter === 'tops' || filter === 'bottoms') return { ...base, category: filter };
  if (filter === 'new' || filter === 'sale') return { ...base, sortBy: filter };
  if (filter === 'DSGN') return { ...base, collection: 'DSGN' };
  const style = filter as Style;
  return { ...base, category: STYLE_CATEGORY[style], style };
}

export const isGender = (value: unknown): value is Gender => GENDERS.includes(value as Gender);
export const isSize = (value: unknown): value is Size => SIZES.includes(value as Size);
export const isColour = (value: unknown): value is Colour => COLOURS.includes(value as Colour);
export const isStyle = (value: unknown): value is Style => STYLES.includes(value as Style);
export const isCategory = (value: unknown): value is Category => CATEGORIES.includes(value as Category);
export const isPriceFilter = (value: unknown): value is PriceFilter =>
  PRICE_FILTERS.includes(value as PriceFilter);

/** Quantity choices per cart line (section 5). */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 10;
export const QUANTITY_CHOICES = Array.from({ length: MAX_QUANTITY }, (_, i) => i + 1);
