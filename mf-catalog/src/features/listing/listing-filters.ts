// The product browser's filter state (docs/catalog.md, docs/account.md#wishlist-page): what
// the source sets (a listing's route preset, the wishlist's defaults), how the query string
// overrides it, the toggle rules, and the client-side chain applied to the fetched list.
import {
  COLLECTIONS,
  COLOURS,
  PRICE_FILTERS,
  SIZES,
  SIZE_LABELS,
  SORT_BY,
  CATEGORIES,
  GENDERS,
  STYLES_BY_GENDER,
  STYLE_CATEGORY,
  STYLE_LABELS,
  isCategory,
  isColour,
  isGender,
  isPriceFilter,
  isSize,
  isStyle,
  sortByPrice,
} from '@storefront/shared';
import type {
  BrowseFilterGroup,
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

/** A category, or (where the source offers it: the wishlist) both. */
type CategoryChoice = Category | 'all';

export interface ListingFilters {
  category: CategoryChoice;
  style: Style | null;
  /** A filter on the wishlist only; a listing's gender is its route's. */
  gender: Gender | null;
  /** Several at once (the URL keeps `size=small,medium`): a product in stock in one of them. */
  size: Size[];
  /** Several at once (`color=black,white`): a product of one of them. */
  colour: Colour[];
  price: PriceFilter | null;
  sortBy: SortBy | null;
  collection: Collection | null;
}

/** The filters a chip can remove and Clear All resets (the category always stays). */
export type RemovableFilter = Exclude<keyof ListingFilters, 'category'>;
const REMOVABLE_FILTERS: readonly RemovableFilter[] = [
  'style',
  'gender',
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
  gender: 'gender',
  size: 'size',
  colour: 'color',
  price: 'price',
  sortBy: 'sort',
  collection: 'collection',
};
/** Written when the shopper cleared a value that the route preset sets. */
const NONE = 'none';

/**
 * What a browser's filters are read against: the gender its source fixes (a listing's), the
 * groups it shows, and the filters before the query string (the preset, or the wishlist's defaults).
 */
export interface FilterScope {
  gender: Gender | null;
  groups: readonly BrowseFilterGroup[];
  base: ListingFilters;
}

export const filtersFromPreset = (preset: ListingPreset): ListingFilters => ({
  category: preset.category,
  style: preset.style,
  gender: null,
  size: [],
  colour: [],
  price: null,
  sortBy: preset.sortBy,
  collection: preset.collection,
});

const isSortBy = (v: unknown): v is SortBy => SORT_BY.includes(v as SortBy);
const isCollection = (v: unknown): v is Collection => COLLECTIONS.includes(v as Collection);

/** The wishlist's defaults: both categories, everything else none. */
export const WISHLIST_FILTERS: ListingFilters = {
  category: 'all',
  style: null,
  gender: null,
  size: [],
  colour: [],
  price: null,
  sortBy: null,
  collection: null,
};

/** The styles offered for a category and gender; without either, every match of both. */
export function stylesOf(gender: Gender | null, category: CategoryChoice): Style[] {
  const genders = gender ? [gender] : GENDERS;
  const categories = category === 'all' ? CATEGORIES : [category];
  return [...new Set(genders.flatMap((g) => categories.flatMap((c) => STYLES_BY_GENDER[g][c])))];
}

/** A listing's filter groups: the women's add their collection. */
export const LISTING_GROUPS: Record<Gender, readonly BrowseFilterGroup[]> = {
  men: ['category', 'style', 'price', 'sortBy', 'size', 'colour'],
  women: ['category', 'style', 'collection', 'price', 'sortBy', 'size', 'colour'],
};

/** A listing's scope: its gender, its preset, and the groups a listing of that gender shows. */
export const listingScope = (
  gender: Gender,
  preset: ListingPreset,
  groups: readonly BrowseFilterGroup[] = LISTING_GROUPS[gender],
): FilterScope => ({ gender, groups, base: filtersFromPreset(preset) });

/** 'All' is a state only where the source starts from both categories (the wishlist). */
export const offersAllCategories = (scope: FilterScope): boolean => scope.base.category === 'all';

/** The source's filters overridden by valid query values; invalid values are ignored. */
export function parseFilters(scope: FilterScope, search: string): ListingFilters {
  const query = new URLSearchParams(search);
  const filters = { ...scope.base };
  const shows = (group: BrowseFilterGroup) => scope.groups.includes(group);
  const read = <T>(key: keyof ListingFilters, valid: (v: unknown) => v is T): T | null | undefined => {
    const raw = query.get(QUERY_KEYS[key]);
    if (raw === null) return undefined;
    if (raw === NONE) return null;
    return valid(raw) ? raw : undefined;
  };
  // A list: its known words once each, in the vocabulary's order; `none` or nothing known: none.
  const readList = <T>(key: 'size' | 'colour', valid: (v: unknown) => v is T): T[] | undefined => {
    const raw = query.get(QUERY_KEYS[key]);
    if (raw === null) return undefined;
    const words = raw.split(',');
    const vocabulary = (key === 'size' ? SIZES : COLOURS) as readonly string[];
    return vocabulary.filter((word) => words.includes(word) && valid(word)) as T[];
  };
  const pick = <K extends keyof ListingFilters>(key: K, value: ListingFilters[K] | undefined) => {
    if (value !== undefined) filters[key] = value;
  };
  const isCategoryChoice = (v: unknown): v is CategoryChoice =>
    isCategory(v) || (v === 'all' && offersAllCategories(scope));
  const category = read('category', isCategoryChoice);
  if (category) filters.category = category;
  pick('gender', shows('gender') ? read('gender', isGender) : null);
  pick('style', read('style', isStyle));
  if (filters.style && !stylesOf(scope.gender ?? filters.gender, 'all').includes(filters.style)) {
    filters.style = null;
  }
  if (filters.style && category === undefined) filters.category = STYLE_CATEGORY[filters.style];
  if (filters.style && STYLE_CATEGORY[filters.style] !== filters.category) filters.style = null;
  pick('size', readList('size', isSize));
  pick('colour', readList('colour', isColour));
  pick('price', read('price', isPriceFilter));
  pick('sortBy', read('sortBy', isSortBy));
  pick('collection', shows('collection') ? read('collection', isCollection) : null);
  return filters;
}

/** The query string for the filters: only what differs from the source's own (`scope.base`). */
export function filtersToQuery(base: ListingFilters, filters: ListingFilters): string {
  const query = new URLSearchParams();
  (Object.keys(QUERY_KEYS) as (keyof ListingFilters)[]).forEach((key) => {
    const value = filters[key];
    const written = Array.isArray(value) ? value.join(',') || NONE : (value ?? NONE);
    const own = base[key];
    const baseWritten = Array.isArray(own) ? own.join(',') || NONE : (own ?? NONE);
    if (written !== baseWritten) query.set(QUERY_KEYS[key], written);
  });
  // Commas stay readable (`color=black,white`); a comma is no word of the vocabulary.
  return query.toString().replace(/%2C/g, ',');
}

/**
 * The address's query with `filters` written in place of its filters: what is not a filter (a
 * search's `q`) stays, the pages shown (`page`) go, since new filters start from the first page.
 */
export function searchWithFilters(search: string, base: ListingFilters, filters: ListingFilters): string {
  const kept = new URLSearchParams(search);
  [...Object.values(QUERY_KEYS), 'page'].forEach((key) => kept.delete(key));
  const written = [kept.toString(), filtersToQuery(base, filters)].filter(Boolean).join('&');
  return written ? `?${written}` : '';
}

/** A category button: another category resets the style; the chosen one clears it (whole category). */
export const chooseCategory = (filters: ListingFilters, category: CategoryChoice): ListingFilters => ({
  ...filters,
  category,
  style: null,
});

/** A filter's one value: a colour or a size of the lists, or the single value of the others. */
export type FilterValue<K extends RemovableFilter> = ListingFilters[K] extends (infer T)[]
  ? T
  : NonNullable<ListingFilters[K]>;

/** A list with `value` added (in the vocabulary's order) or, when it is there, taken out. */
function toggleIn<T>(list: readonly T[], value: T, vocabulary: readonly T[]): T[] {
  return list.includes(value)
    ? list.filter((v) => v !== value)
    : vocabulary.filter((v) => v === value || list.includes(v));
}

/**
 * Sets a filter; choosing the value already set unsets it (a colour or size is added to or taken
 * out of the chosen ones). A style brings its category (the wishlist offers both categories'
 * styles); a gender drops a style it does not have.
 */
export function toggleFilter<K extends RemovableFilter>(
  filters: ListingFilters,
  key: K,
  value: FilterValue<K>,
): ListingFilters {
  const current = filters[key];
  const next = {
    ...filters,
    [key]:
      key === 'size'
        ? toggleIn(filters.size, value as Size, SIZES)
        : key === 'colour'
          ? toggleIn(filters.colour, value as Colour, COLOURS)
          : current === value
            ? null
            : value,
  };
  if (key === 'style' && next.style) next.category = STYLE_CATEGORY[next.style];
  if (key === 'gender' && next.style && !stylesOf(next.gender, next.category).includes(next.style)) {
    next.style = null;
  }
  return next;
}

/** A chip's removal: its colour or size out of the list, or the filter unset. */
export const removeFilter = (
  filters: ListingFilters,
  key: RemovableFilter,
  value?: string,
): ListingFilters => {
  if (key === 'size')
    return { ...filters, size: filters.size.filter((v) => value !== undefined && v !== value) };
  if (key === 'colour') {
    return { ...filters, colour: filters.colour.filter((v) => value !== undefined && v !== value) };
  }
  return { ...filters, [key]: null };
};

/** Clear All: style, colour, price, size and sort-by (and the women's collection, the wishlist's gender). */
export const clearAll = (filters: ListingFilters): ListingFilters => ({
  ...WISHLIST_FILTERS,
  category: filters.category,
});

/** Active filters: one per chip (each colour and each size counts). */
export const activeFilterCount = (filters: ListingFilters): number => filterChips(filters).length;

export interface Chip {
  key: RemovableFilter;
  /** The colour or size this chip removes (the lists' chips). */
  value?: string;
  label: string;
}

/** One removable chip per active filter (per colour, per size), in the order of the filter panel. */
export function filterChips(filters: ListingFilters): Chip[] {
  return REMOVABLE_FILTERS.flatMap((key): Chip[] => {
    switch (key) {
      case 'size':
        return filters.size.map((size) => ({ key, value: size, label: SIZE_LABELS[size].filter }));
      case 'colour':
        return filters.colour.map((colour) => ({ key, value: colour, label: colour }));
      default:
        if (filters[key] === null) return [];
        if (key === 'style') return [{ key, label: STYLE_LABELS[filters.style as Style] }];
        if (key === 'collection') return [{ key, label: `${filters.collection} collection` }];
        return [{ key, label: String(filters[key]) }];
    }
  });
}

/** The client chain: collection, then sort-by, then colour (AND), then the price order. */
export function applyClientFilters(products: readonly Product[], filters: ListingFilters): Product[] {
  const kept = products.filter(
    (p) =>
      (!filters.collection || p.dsgn === filters.collection) &&
      (filters.sortBy !== 'new' || p.new) &&
      (filters.sortBy !== 'sale' || (p.salePrice !== null && p.salePrice !== undefined)) &&
      (filters.colour.length === 0 || filters.colour.includes(p.color)),
  );
  return sortByPrice(kept, filters.price);
}

export const FILTER_OPTIONS = {
  stylesOf,
  genders: GENDERS,
  sizes: SIZES,
  colours: COLOURS,
  prices: PRICE_FILTERS,
  sortBy: SORT_BY,
  collections: COLLECTIONS,
};
