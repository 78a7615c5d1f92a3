// The wishlist page's filter state (SPEC section 2 'Wishlist page', section 4 defaults)
// and how it turns into a request and a client-side chain.
import {
  API_PATHS,
  CATEGORIES,
  GENDERS,
  SIZE_LABELS,
  STYLE_CATEGORY,
  STYLE_LABELS,
  STYLES_BY_GENDER,
  sortByPrice,
} from '@storefront/shared';
import type { Category, Colour, Gender, PriceFilter, Product, Size, SortBy, Style } from '@storefront/shared';

export interface WishlistFilters {
  category: 'all' | Category;
  style: Style | null;
  gender: Gender | null;
  price: PriceFilter | null;
  sortBy: SortBy | null;
  size: Size | null;
  colour: Colour | null;
}

export type FilterKey = keyof WishlistFilters;

export const DEFAULT_FILTERS: WishlistFilters = {
  category: 'all',
  style: null,
  gender: null,
  price: null,
  sortBy: null,
  size: null,
  colour: null,
};

const FILTER_KEYS = Object.keys(DEFAULT_FILTERS) as FilterKey[];

/** The styles offered for a category and gender; without either, every match of both. */
export function wishlistStyles(category: WishlistFilters['category'], gender: Gender | null): Style[] {
  const genders = gender ? [gender] : GENDERS;
  const categories = category === 'all' ? CATEGORIES : [category];
  const styles = genders.flatMap((g) => categories.flatMap((c) => STYLES_BY_GENDER[g][c]));
  return [...new Set(styles)];
}

export type FilterAction =
  | { type: 'category'; value: WishlistFilters['category'] }
  | { type: 'style'; value: Style }
  | { type: 'gender'; value: Gender }
  | { type: 'price'; value: PriceFilter }
  | { type: 'sortBy'; value: SortBy }
  | { type: 'size'; value: Size }
  | { type: 'colour'; value: Colour }
  | { type: 'remove'; key: FilterKey }
  | { type: 'clear' };

const toggle = <T>(current: T | null, value: T): T | null => (current === value ? null : value);

export function filtersReducer(state: WishlistFilters, action: FilterAction): WishlistFilters {
  switch (action.type) {
    case 'category':
      // Choosing a category, even the current one, starts again from its whole list.
      return { ...state, category: action.value, style: null };
    case 'style': {
      const style = toggle(state.style, action.value);
      return { ...state, style, category: style ? STYLE_CATEGORY[style] : state.category };
    }
    case 'gender': {
      const gender = toggle(state.gender, action.value);
      const keepsStyle = state.style !== null && wishlistStyles(state.category, gender).includes(state.style);
      return { ...state, gender, style: keepsStyle ? state.style : null };
    }
    case 'price':
      return { ...state, price: action.value };
    case 'sortBy':
      return { ...state, sortBy: action.value };
    case 'size':
      return { ...state, size: toggle(state.size, action.value) };
    case 'colour':
      return { ...state, colour: toggle(state.colour, action.value) };
    case 'remove':
      return action.key === 'category'
        ? { ...state, category: 'all', style: null }
        : { ...state, [action.key]: DEFAULT_FILTERS[action.key] };
    case 'clear':
      return DEFAULT_FILTERS;
  }
}

export const activeFilterKeys = (f: WishlistFilters): FilterKey[] =>
  FILTER_KEYS.filter((key) => f[key] !== DEFAULT_FILTERS[key]);

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const PRICE_LABELS: Record<PriceFilter, string> = {
  'low to high': 'Low to High',
  'high to low': 'High to Low',
};

/** What a chip says for an active filter. */
export function chipLabel(f: WishlistFilters, key: FilterKey): string {
  switch (key) {
    case 'category':
      return capitalise(f.category);
    case 'style':
      return f.style ? capitalise(STYLE_LABELS[f.style]) : '';
    case 'gender':
      return f.gender ? capitalise(f.gender) : '';
    case 'price':
      return f.price ? PRICE_LABELS[f.price] : '';
    case 'sortBy':
      return f.sortBy ? capitalise(f.sortBy) : '';
    case 'size':
      return f.size ? capitalise(SIZE_LABELS[f.size].filter) : '';
    case 'colour':
      return f.colour ? capitalise(f.colour) : '';
  }
}

export interface WishlistRequest {
  path: string;
  params: Record<string, string>;
}

/** A style asks the clothing-type path; otherwise the list path with the category unless it is all. */
export function wishlistRequest(f: WishlistFilters): WishlistRequest {
  const params: Record<string, string> = {};
  if (f.gender) params.gender = f.gender;
  if (f.style) {
    if (f.price) params.priceFilter = f.price;
    return { path: API_PATHS.wishlistClothingType(f.style), params };
  }
  if (f.category !== 'all') params.category = f.category;
  if (f.price) params.priceFilter = f.price;
  return { path: API_PATHS.wishlist, params };
}

/** Sort-by and colour are applied here, then the price order (the server's order is not relied on). */
export function applyClientFilters(products: readonly Product[], f: WishlistFilters): Product[] {
  const kept = products.filter(
    (p) =>
      (f.sortBy !== 'new' || p.new) &&
      (f.sortBy !== 'sale' || (p.salePrice !== null && p.salePrice !== undefined)) &&
      (f.colour === null || p.color === f.colour),
  );
  return sortByPrice(kept, f.price);
}

/** The line under YOUR WISHLIST: the category, then the style or else the gender. */
export function subheading(f: WishlistFilters): string {
  const detail = f.style ? STYLE_LABELS[f.style] : f.gender;
  return [f.category, detail].filter(Boolean).join(' · ').toUpperCase();
}
