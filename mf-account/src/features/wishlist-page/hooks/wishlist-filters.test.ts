import { API_PATHS } from '@storefront/shared';
import type { Product } from '@storefront/shared';
import {
  DEFAULT_FILTERS,
  activeFilterKeys,
  applyClientFilters,
  chipLabel,
  filtersReducer,
  subheading,
  wishlistRequest,
  wishlistStyles,
} from './wishlist-filters';

const p = (id: number, over: Partial<Product>): Product =>
  ({
    id,
    productId: id,
    name: `P${id}`,
    price: 10,
    salePrice: null,
    new: false,
    color: 'black',
    ...over,
  }) as Product;

describe('wishlist filters', () => {
  it('defaults to category all and nothing else', () => {
    expect(DEFAULT_FILTERS).toEqual({
      category: 'all',
      style: null,
      gender: null,
      price: null,
      sortBy: null,
      size: null,
      colour: null,
    });
    expect(activeFilterKeys(DEFAULT_FILTERS)).toEqual([]);
  });

  it('offers styles by category and gender', () => {
    expect(wishlistStyles('tops', 'men')).toEqual(['t-shirts', 'longsleeves', 'hoodies']);
    expect(wishlistStyles('bottoms', 'women')).toEqual(['leggings', 'shorts', 'sweatpants']);
    expect(wishlistStyles('bottoms', 'men')).toEqual(['shorts', 'pants', 'sweatpants']);
    expect(wishlistStyles('all', 'men')).not.toContain('sportsbras');
    expect(wishlistStyles('all', 'women')).not.toContain('pants');
    expect(wishlistStyles('all', null)).toHaveLength(8);
  });

  it('a style sets its category; a category resets the style', () => {
    let f = filtersReducer(DEFAULT_FILTERS, { type: 'style', value: 'shorts' });
    expect(f).toMatchObject({ category: 'bottoms', style: 'shorts' });
    f = filtersReducer(f, { type: 'category', value: 'bottoms' });
    expect(f).toMatchObject({ category: 'bottoms', style: null });
  });

  it('a gender that lacks the chosen style drops it', () => {
    let f = filtersReducer(DEFAULT_FILTERS, { type: 'style', value: 'leggings' });
    f = filtersReducer(f, { type: 'gender', value: 'men' });
    expect(f).toMatchObject({ gender: 'men', style: null, category: 'bottoms' });
    f = filtersReducer(f, { type: 'style', value: 'shorts' });
    f = filtersReducer(f, { type: 'gender', value: 'women' });
    expect(f).toMatchObject({ gender: 'women', style: 'shorts' });
  });

  it('counts active filters, removes one by chip, clears all', () => {
    let f = filtersReducer(DEFAULT_FILTERS, { type: 'gender', value: 'women' });
    f = filtersReducer(f, { type: 'price', value: 'high to low' });
    f = filtersReducer(f, { type: 'size', value: 'extraSmall' });
    f = filtersReducer(f, { type: 'colour', value: 'pink' });
    f = filtersReducer(f, { type: 'sortBy', value: 'sale' });
    expect(activeFilterKeys(f)).toEqual(['gender', 'price', 'sortBy', 'size', 'colour']);
    expect(activeFilterKeys(f).map((k) => chipLabel(f, k))).toEqual([
      'Women',
      'High to Low',
      'Sale',
      'Extra small',
      'Pink',
    ]);
    f = filtersReducer(f, { type: 'remove', key: 'price' });
    expect(f.price).toBeNull();
    expect(filtersReducer(f, { type: 'clear' })).toEqual(DEFAULT_FILTERS);
  });

  it('size and colour toggle off when chosen again', () => {
    const f = filtersReducer(DEFAULT_FILTERS, { type: 'size', value: 'small' });
    expect(filtersReducer(f, { type: 'size', value: 'small' }).size).toBeNull();
  });

  it('asks the list path, or the clothing-type path when a style is chosen', () => {
    expect(wishlistRequest(DEFAULT_FILTERS)).toEqual({ path: API_PATHS.wishlist, params: {} });
    expect(
      wishlistRequest({ ...DEFAULT_FILTERS, category: 'tops', gender: 'men', price: 'low to high' }),
    ).toEqual({
      path: API_PATHS.wishlist,
      params: { gender: 'men', category: 'tops', priceFilter: 'low to high' },
    });
    expect(
      wishlistRequest({
        ...DEFAULT_FILTERS,
        category: 'bottoms',
        style: 'shorts',
        gender: 'women',
        price: 'high to low',
      }),
    ).toEqual({
      path: '/api/wishlist/clothingType/shorts',
      params: { gender: 'women', priceFilter: 'high to low' },
    });
  });

  it('applies sort-by and colour on the client, then the price order', () => {
    const list = [
      p(1, { price: 30, new: true, color: 'black' }),
      p(2, { price: 50, salePrice: 20, color: 'black' }),
      p(3, { price: 40, new: true, color: 'red' }),
      p(4, { price: 10, color: 'black' }),
    ];
    const ids = (f: Partial<typeof DEFAULT_FILTERS>) =>
      applyClientFilters(list, { ...DEFAULT_FILTERS, ...f }).map((x) => x.id);
    expect(ids({})).toEqual([1, 2, 3, 4]);
    expect(ids({ sortBy: 'new' })).toEqual([1, 3]);
    expect(ids({ sortBy: 'sale' })).toEqual([2]);
    expect(ids({ colour: 'black' })).toEqual([1, 2, 4]);
    expect(ids({ sortBy: 'new', colour: 'red' })).toEqual([3]);
    expect(ids({ price: 'low to high' })).toEqual([4, 2, 1, 3]);
    expect(ids({ price: 'high to low' })).toEqual([3, 1, 2, 4]);
  });

  it('writes the line under the heading', () => {
    expect(subheading(DEFAULT_FILTERS)).toBe('ALL');
    expect(subheading({ ...DEFAULT_FILTERS, category: 'tops', gender: 'men' })).toBe('TOPS · MEN');
    expect(subheading({ ...DEFAULT_FILTERS, category: 'tops', style: 'longsleeves', gender: 'men' })).toBe(
      'TOPS · LONG SLEEVES',
    );
  });
});
