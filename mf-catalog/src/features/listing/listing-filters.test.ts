import { presetFor } from '@storefront/shared';
import type { ListingPreset } from '@storefront/shared';
import { product } from '../../testing/fixtures';
import {
  activeFilterCount,
  applyClientFilters,
  chooseCategory,
  clearAll,
  filterChips,
  filtersFromPreset,
  filtersToQuery,
  listingScope,
  parseFilters,
  removeFilter,
  stylesOf,
  toggleFilter,
  WISHLIST_FILTERS,
  type FilterScope,
} from './listing-filters';

const preset = (gender: 'men' | 'women', filter?: string) => presetFor(gender, filter) as ListingPreset;

describe('presets', () => {
  it.each([
    ['men', undefined, { category: 'tops', style: null, sortBy: null, collection: null }],
    ['men', 'bottoms', { category: 'bottoms', style: null }],
    ['men', 'hoodies', { category: 'tops', style: 'hoodies' }],
    ['men', 'pants', { category: 'bottoms', style: 'pants' }],
    ['women', 'leggings', { category: 'bottoms', style: 'leggings' }],
    ['women', 'sportsbras', { category: 'tops', style: 'sportsbras' }],
    ['men', 'new', { category: 'tops', sortBy: 'new' }],
    ['women', 'sale', { category: 'tops', sortBy: 'sale' }],
    ['women', 'DSGN', { category: 'tops', collection: 'DSGN' }],
  ] as const)('%s %s sets %j', (gender, filter, expected) => {
    expect(parseFilters(listingScope(gender, preset(gender, filter)), '')).toMatchObject(expected);
  });

  it('has no men pants for women and no DSGN for men', () => {
    expect(presetFor('women', 'pants')).toBeNull();
    expect(presetFor('men', 'DSGN')).toBeNull();
  });
});

describe('query string', () => {
  it('writes only what differs from the preset and reads it back', () => {
    const p = preset('men', 'new');
    const filters = {
      ...filtersFromPreset(p),
      colour: ['black' as const, 'red' as const],
      sortBy: null,
      size: ['small' as const, 'medium' as const],
    };
    const query = filtersToQuery(filtersFromPreset(p), filters);
    expect(query).toBe('size=small,medium&color=black,red&sort=none');
    expect(parseFilters(listingScope('men', p), `?${query}`)).toEqual(filters);
  });

  it('ignores values outside the vocabulary and styles of the other gender or category', () => {
    const p = preset('men');
    expect(
      parseFilters(listingScope('men', p), '?color=teal&size=huge&style=leggings&collection=DSGN'),
    ).toEqual(filtersFromPreset(p));
    // A list keeps its known words once each, in the vocabulary's order.
    expect(parseFilters(listingScope('men', p), '?color=white,teal,black,white').colour).toEqual([
      'black',
      'white',
    ]);
    expect(parseFilters(listingScope('men', p), '?style=shorts')).toMatchObject({
      category: 'bottoms',
      style: 'shorts',
    });
    expect(parseFilters(listingScope('men', p), '?category=tops&style=shorts')).toMatchObject({
      category: 'tops',
      style: null,
    });
  });
});

describe('actions', () => {
  const base = {
    ...filtersFromPreset(preset('women', 'hoodies')),
    colour: ['blue' as const],
    collection: 'DSGN' as const,
  };

  it('changing the category resets the style; the chosen category clears it too', () => {
    expect(chooseCategory(base, 'bottoms')).toMatchObject({
      category: 'bottoms',
      style: null,
      colour: ['blue'],
    });
    expect(chooseCategory(base, 'tops')).toMatchObject({ category: 'tops', style: null });
  });

  it('sets a value and unsets it on a second click', () => {
    const once = toggleFilter(base, 'price', 'low to high');
    expect(once.price).toBe('low to high');
    expect(toggleFilter(once, 'price', 'low to high').price).toBeNull();
  });

  it('adds colours and sizes to the chosen ones, in the vocabulary order, and takes one out on a second click', () => {
    const two = toggleFilter(toggleFilter(base, 'size', 'large'), 'size', 'small');
    expect(two.size).toEqual(['small', 'large']);
    expect(toggleFilter(two, 'size', 'large').size).toEqual(['small']);
    const colours = toggleFilter(base, 'colour', 'black');
    expect(colours.colour).toEqual(['black', 'blue']);
    expect(toggleFilter(colours, 'colour', 'blue').colour).toEqual(['black']);
  });

  it('Clear All resets style, colour, price, size, sort-by and collection, keeping the category', () => {
    const full = {
      ...base,
      price: 'low to high' as const,
      size: ['small' as const, 'large' as const],
      sortBy: 'new' as const,
    };
    expect(activeFilterCount(full)).toBe(7);
    expect(clearAll(full)).toEqual({ ...filtersFromPreset(preset('women')), category: 'tops' });
    expect(activeFilterCount(clearAll(full))).toBe(0);
  });

  it('shows one chip per active filter, and a chip removes its filter', () => {
    const chips = filterChips(base);
    expect(chips.map((c) => c.label)).toEqual(['hoodies', 'blue', 'DSGN collection']);
    expect(filterChips(removeFilter(base, 'colour', 'blue')).map((c) => c.key)).toEqual([
      'style',
      'collection',
    ]);
    expect(filterChips({ ...base, size: ['extraLarge'] })[1].label).toBe('extra large');
    // One chip per colour: each removes its own.
    const two = { ...base, colour: ['black' as const, 'blue' as const] };
    expect(filterChips(two).map((c) => c.label)).toEqual(['hoodies', 'black', 'blue', 'DSGN collection']);
    expect(removeFilter(two, 'colour', 'black').colour).toEqual(['blue']);
  });
});

describe('client chain', () => {
  const list = [
    product({ productId: 1, color: 'red', new: true, price: 50, dsgn: 'DSGN' }),
    product({ productId: 2, color: 'red', salePrice: 20, price: 60 }),
    product({ productId: 3, color: 'blue', new: true, price: 30, dsgn: 'DSGN' }),
    product({ productId: 4, color: 'red', new: true, price: 45, salePrice: 10, dsgn: 'DSGN' }),
  ];
  const none = filtersFromPreset(preset('women'));
  const ids = (f: typeof none) => applyClientFilters(list, f).map((p) => p.productId);

  it('keeps new, sale, colour and collection combined with AND', () => {
    expect(ids({ ...none, sortBy: 'new' })).toEqual([1, 3, 4]);
    expect(ids({ ...none, sortBy: 'sale' })).toEqual([2, 4]);
    expect(ids({ ...none, colour: ['red'] })).toEqual([1, 2, 4]);
    expect(ids({ ...none, colour: ['blue', 'red'] })).toEqual([1, 2, 3, 4]);
    expect(ids({ ...none, collection: 'DSGN', sortBy: 'new', colour: ['red'] })).toEqual([1, 4]);
  });

  it('orders by effective price when a price filter is set', () => {
    expect(ids({ ...none, price: 'low to high' })).toEqual([4, 2, 3, 1]);
    expect(ids({ ...none, price: 'high to low' })).toEqual([1, 3, 2, 4]);
  });
});

describe('the wishlist scope', () => {
  const wishlist: FilterScope = {
    gender: null,
    groups: ['category', 'style', 'gender', 'price', 'sortBy', 'size', 'colour'],
    base: WISHLIST_FILTERS,
  };

  it('defaults to category all and nothing else', () => {
    expect(parseFilters(wishlist, '')).toEqual(WISHLIST_FILTERS);
    const set = (value: unknown) => value !== null && !(Array.isArray(value) && value.length === 0);
    expect(Object.entries(WISHLIST_FILTERS).filter(([, value]) => set(value))).toEqual([['category', 'all']]);
    expect(activeFilterCount(WISHLIST_FILTERS)).toBe(0);
  });

  it('offers styles by category and gender', () => {
    expect(stylesOf('men', 'tops')).toEqual(['t-shirts', 'longsleeves', 'hoodies']);
    expect(stylesOf('women', 'bottoms')).toEqual(['leggings', 'shorts', 'sweatpants']);
    expect(stylesOf('men', 'bottoms')).toEqual(['shorts', 'pants', 'sweatpants']);
    expect(stylesOf('men', 'all')).not.toContain('sportsbras');
    expect(stylesOf('women', 'all')).not.toContain('pants');
    expect(stylesOf(null, 'all')).toHaveLength(8);
  });

  it('a style sets its category; a category resets the style', () => {
    let f = toggleFilter(WISHLIST_FILTERS, 'style', 'shorts');
    expect(f).toMatchObject({ category: 'bottoms', style: 'shorts' });
    f = chooseCategory(f, 'bottoms');
    expect(f).toMatchObject({ category: 'bottoms', style: null });
    expect(chooseCategory(f, 'all')).toMatchObject({ category: 'all', style: null });
  });

  it('a gender that lacks the chosen style drops it', () => {
    let f = toggleFilter(WISHLIST_FILTERS, 'style', 'leggings');
    f = toggleFilter(f, 'gender', 'men');
    expect(f).toMatchObject({ gender: 'men', style: null, category: 'bottoms' });
    f = toggleFilter(f, 'style', 'shorts');
    f = toggleFilter(f, 'gender', 'women');
    expect(f).toMatchObject({ gender: 'women', style: 'shorts' });
  });

  it('counts active filters, removes one by chip, clears all', () => {
    let f = toggleFilter(WISHLIST_FILTERS, 'gender', 'women');
    f = toggleFilter(f, 'price', 'high to low');
    f = toggleFilter(f, 'size', 'extraSmall');
    f = toggleFilter(f, 'colour', 'pink');
    f = toggleFilter(f, 'sortBy', 'sale');
    expect(activeFilterCount(f)).toBe(5);
    expect(filterChips(f).map((c) => c.label)).toEqual([
      'women',
      'extra small',
      'pink',
      'high to low',
      'sale',
    ]);
    f = removeFilter(f, 'price');
    expect(f.price).toBeNull();
    expect(clearAll(f)).toEqual(WISHLIST_FILTERS);
  });

  it('keeps the gender and category all in the query string, and reads them back', () => {
    const f = { ...toggleFilter(WISHLIST_FILTERS, 'gender', 'men'), colour: ['red' as const] };
    const query = filtersToQuery(WISHLIST_FILTERS, f);
    expect(query).toBe('gender=men&color=red');
    expect(parseFilters(wishlist, `?${query}`)).toEqual(f);
    expect(parseFilters(wishlist, '?style=hoodies')).toMatchObject({ category: 'tops', style: 'hoodies' });
    expect(parseFilters(wishlist, '?gender=men&style=leggings')).toMatchObject({
      gender: 'men',
      style: null,
    });
    expect(parseFilters(wishlist, '?category=bottoms')).toMatchObject({ category: 'bottoms' });
    expect(parseFilters(wishlist, '?category=all&gender=kids&collection=DSGN')).toEqual(WISHLIST_FILTERS);
    // A listing has no 'all' category and no gender filter.
    expect(parseFilters(listingScope('men', preset('men')), '?category=all&gender=women')).toEqual(
      filtersFromPreset(preset('men')),
    );
  });
});
