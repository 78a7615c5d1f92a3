// The listing's totals and facet counts (docs/api.md#paged-listing), worked out from groups of
// products alike in every field a filter reads: a gender's summary (catalog-listing.ts) or a
// search's matches, a few thousand groups at most, never a count over the catalogue.
import {
  CATEGORIES,
  COLLECTIONS,
  COLOURS,
  GENDERS,
  SIZES,
  STYLES,
  stylesFor,
  type Category,
  type Collection,
  type Colour,
  type Gender,
  type Size,
  type Style,
} from '@storefront/shared/contracts/vocabulary';
import type { ProductFacets } from '@storefront/shared/contracts/product-page';

export interface ListingFilters {
  /** Absent only for the DSGN list of both genders. */
  gender?: Gender;
  category?: Category;
  style?: Style;
  colors?: readonly Colour[];
  sizes?: readonly Size[];
  isNew?: boolean;
  sale?: boolean;
  collection?: Collection;
  /** A search's matches in rank order (searchMatches): only these products, none when empty. */
  matches?: readonly number[];
}

/** Bit of a size in products.sizes_in_stock (migration 0011): extraSmall 1 ... extraLarge 16. */
export const sizeBit = (size: Size) => 1 << SIZES.indexOf(size);

/** Products alike in every field a filter reads, and how many (a search's groups hold both genders). */
export interface Group {
  gender?: Gender;
  category: Category;
  style: Style;
  color: Colour;
  collection: Collection | null;
  isNew: boolean;
  sale: boolean;
  sizes: number;
  count: number;
}

/** The facets in a fixed order: a group's failed filters are a bit mask over them. */
const FACETS = ['gender', 'category', 'style', 'color', 'size', 'collection', 'new', 'sale'] as const;
type FacetName = (typeof FACETS)[number];
const BIT = Object.fromEntries(FACETS.map((name, i) => [name, 1 << i])) as Record<FacetName, number>;

/** The filters each group fails, as a mask of BIT (0: it passes them all). */
function failedFilters(group: Group, filters: ListingFilters, sizeMask: number): number {
  let failed = 0;
  if (filters.gender && group.gender && group.gender !== filters.gender) failed |= BIT.gender;
  if (filters.category && group.category !== filters.category) failed |= BIT.category;
  if (filters.style && group.style !== filters.style) failed |= BIT.style;
  if (filters.colors?.length && !filters.colors.includes(group.color)) failed |= BIT.color;
  if (sizeMask && (group.sizes & sizeMask) === 0) failed |= BIT.size;
  if (filters.collection && group.collection !== filters.collection) failed |= BIT.collection;
  if (filters.isNew && !group.isNew) failed |= BIT.new;
  if (filters.sale && !group.sale) failed |= BIT.sale;
  return failed;
}

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/**
 * The total and, for each filter value, the products every other filter (as asked) and that value
 * keep: the usual faceted-search rule, so a colour's count says what choosing it (alone, or beside
 * the colours already chosen) shows. With `genders` (a search's groups, of both genders) the facets
 * count each gender too.
 */
export function countFacets(
  groups: readonly Group[],
  filters: ListingFilters,
  genders = false,
): { total: number; facets: ProductFacets } {
  const styles = filters.gender ? stylesFor(filters.gender) : STYLES;
  const facets: ProductFacets = {
    category: zeros(CATEGORIES),
    style: zeros(styles),
    color: zeros(COLOURS),
    size: zeros(SIZES),
    collection: zeros(COLLECTIONS),
    new: 0,
    sale: 0,
    ...(genders ? { gender: zeros(GENDERS) } : {}),
  };
  let total = 0;
  const sizeMask = filters.sizes?.reduce((bits, size) => bits | sizeBit(size), 0) ?? 0;
  for (const group of groups) {
    const failed = failedFilters(group, filters, sizeMask);
    // A group failing two filters counts nowhere; failing one, only in that filter's facet.
    if (failed & (failed - 1)) continue;
    const others = (name: FacetName) => failed === 0 || failed === BIT[name];
    const { count } = group;
    if (failed === 0) total += count;
    if (others('category')) facets.category[group.category] += count;
    if (others('style') && group.style in facets.style) facets.style[group.style]! += count;
    if (others('color')) facets.color[group.color] += count;
    if (others('collection') && group.collection) facets.collection[group.collection] += count;
    if (others('new') && group.isNew) facets.new += count;
    if (others('sale') && group.sale) facets.sale += count;
    if (facets.gender && others('gender') && group.gender) facets.gender[group.gender] += count;
    if (others('size'))
      for (let i = 0; i < SIZES.length; i++) if (group.sizes & (1 << i)) facets.size[SIZES[i]] += count;
  }
  return { total, facets };
}
