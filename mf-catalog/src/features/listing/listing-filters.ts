// The listing's filter state (SPEC section 4, 'Listing'): what the route preset
// sets, how the query string overrides it, and the client-side chain applied to
// the fetched list.
import {
  COLLECTIONS,
  COLOURS,
  PRICE_FILTERS,
  SIZES,
  SIZE_LABELS,
  SORT_BY,
  STYLES_BY_GENDER,
  STYLE_CATEGORY,
  STYLE_LABELS,
  isCategory,
  isColour,
  isPriceFilter,
  isSize,
  isStyle,
  sortByPrice,
  stylesFor,
} from '@storefront/shared';
import type {
  Category,
  Collection,
  Colour,
  Gender,
  ListingPreset,
  PriceFilter,
  Product,
  Size,
  SortBy,
  Style,
} from '@storefront/shared';

export interface ListingFilters {
  category: Category;
  style: Style | null;
  size: Size | null;
  colour: Colour | null;
  price: PriceFilter | null;
  sortBy: SortBy | null;
  collection: Collection | null;
}

/** The filters a chip can remove and Clear All resets (the category always stays). */
export type RemovableFilter = Exclude<keyof ListingFilters, 'category'>;
export const REMOVABLE_FILTERS: readonly RemovableFilter[] = [
  'style',
  'size',
  'colour',
  'price',
  'sortBy',
  'collection',
];

/** Query-string key of each filter. */
const QUERY_KEYS: Record<keyof ListingFilters, string> = {
  category: 'category',
  style: 'style',
  size: 'size',
  colour: 'color',
  price: 'price',
  sortBy: 'sort',
  collection: 'collection',
};
/** Written when the shopper cleared a value that the route preset sets. */
const NONE = 'none';

export const filtersFromPreset = (preset: ListingPreset): ListingFilters => ({
  category: preset.category,
  style: preset.style,
  size: null,
  colour: null,
  price: null,
  sortBy: preset.sortBy,
  collection: preset.collection,
});

const isSortBy = (v: unknown): v is SortBy => SORT_BY.includes(v as SortBy);
const isCollection = (v: unknown): v is Collection => COLLECTIONS.includes(v as Collection);

const stylesOf = (gender: Gender, category: Category): readonly Style[] => STYLES_BY_GENDER[gender][category];

/** The preset's filters overridden by valid query values; invalid values are ignored. */
export function parseFilters(gender: Gender, preset: ListingPreset, search: string): ListingFilters {
  const query = new URLSearchParams(search);
  const filters = filtersFromPreset(preset);
  const read = <T>(key: keyof ListingFilters, valid: (v: unknown) => v is T): T | null | undefined => {
    const raw = query.get(QUERY_KEYS[key]);
    if (raw === null) return undefined;
    if (raw === NONE) return null;
    return valid(raw) ? raw : undefined;
  };
  const pick = <K extends keyof ListingFilters>(key: K, value: ListingFilters[K] | undefined) => {
    if (value !== undefined) filters[key] = value;
  };
  const category = read('category', isCategory);
  if (category) filters.category = category;
  pick('style', read('style', isStyle));
  if (filters.style && !stylesFor(gender).includes(filters.style)) filters.style = null;
  if (filters.style && category === undefined) filters.category = STYLE_CATEGORY[filters.style];
  if (filters.style && STYLE_CATEGORY[filters.style] !== filters.category) filters.style = null;
  pick('size', read('size', isSize));
  pick('colour', read('colour', isColour));
  pick('price', read('price', isPriceFilter));
  pick('sortBy', read('sortBy', isSortBy));
  pick('collection', gender === 'women' ? read('collection', isCollection) : null);
  return filters;
}

/** The query string for the filters: only what differs from the route preset. */
export function filtersToQuery(preset: ListingPreset, filters: ListingFilters): string {
  const base = filtersFromPreset(preset);
  const query = new URLSearchParams();
  (Object.keys(QUERY_KEYS) as (keyof ListingFilters)[]).forEach((key) => {
    if (filters[key] !== base[key]) query.set(QUERY_KEYS[key], filters[key] ?? NONE);
  });
  return query.toString();
}

/** A category button: another category resets the style; the chosen one clears it (whole category). */
export const chooseCategory = (filters: ListingFilters, category: Category): ListingFilters => ({
  ...filters,
  category,
  style: null,
});

/** Sets a filter; choosing the value already set unsets it. */
export function toggleFilter<K extends RemovableFilter>(
  filters: ListingFilters,
  key: K,
  value: NonNullable<ListingFilters[K]>,
): ListingFilters {
  return { ...filters, [key]: filters[key] === value ? null : value };
}

export const removeFilter = (filters: ListingFilters, key: RemovableFilter): ListingFilters => ({
  ...filters,
  [key]: null,
});

/** Clear All: style, colour, price, size and sort-by (and the women's collection). */
export const clearAll = (filters: ListingFilters): ListingFilters => ({
  category: filters.category,
  style: null,
  size: null,
  colour: null,
  price: null,
  sortBy: null,
  collection: null,
});

export const activeFilterCount = (filters: ListingFilters): number =>
  REMOVABLE_FILTERS.filter((key) => filters[key] !== null).length;

export interface Chip {
  key: RemovableFilter;
  label: string;
}

/** One removable chip per active filter, in the order of the filter panel. */
export function filterChips(filters: ListingFilters): Chip[] {
  const label = (key: RemovableFilter): string => {
    switch (key) {
      case 'style':
        return STYLE_LABELS[filters.style as Style];
      case 'size':
        return SIZE_LABELS[filters.size as Size].filter;
      case 'collection':
        return `${filters.collection} collection`;
      default:
        return String(filters[key]);
    }
  };
  return REMOVABLE_FILTERS.filter((key) => filters[key] !== null).map((key) => ({ key, label: label(key) }));
}

/** The client chain: collection, then sort-by, then colour (AND), then the price order. */
export function applyClientFilters(products: readonly Product[], filters: ListingFilters): Product[] {
  const kept = products.filter(
    (p) =>
      (!filters.collection || p.dsgn === filters.collection) &&
      (filters.sortBy !== 'new' || p.new) &&
      (filters.sortBy !== 'sale' || (p.salePrice !== null && p.salePrice !== undefined)) &&
      (!filters.colour || p.color === filters.colour),
  );
  return sortByPrice(kept, filters.price);
}

export const FILTER_OPTIONS = {
  stylesOf,
  sizes: SIZES,
  colours: COLOURS,
  prices: PRICE_FILTERS,
  sortBy: SORT_BY,
  collections: COLLECTIONS,
};
