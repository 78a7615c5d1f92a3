import {
  FILTER_PRESETS,
  QUANTITY_CHOICES,
  SIZE_LABELS,
  SIZES,
  COLOURS,
  STYLES_BY_GENDER,
  WISHLIST_CLOTHING_TYPES,
  isColour,
  isSize,
  presetFor,
  stylesFor,
} from './vocabulary';

describe('presetFor (docs/routes.md#presets)', () => {
  it('defaults to the tops category without a filter', () => {
    const base = { category: 'tops', style: null, sortBy: null, collection: null };
    expect(presetFor('men', undefined)).toEqual(base);
    expect(presetFor('women', '')).toEqual(base);
  });

  it('sets the category for the tops and bottoms presets', () => {
    expect(presetFor('men', 'bottoms')).toEqual({
      category: 'bottoms',
      style: null,
      sortBy: null,
      collection: null,
    });
    expect(presetFor('women', 'tops')).toEqual({
      category: 'tops',
      style: null,
      sortBy: null,
      collection: null,
    });
  });

  it.each([
    ['men', 't-shirts', 'tops'],
    ['men', 'longsleeves', 'tops'],
    ['men', 'hoodies', 'tops'],
    ['women', 'sportsbras', 'tops'],
    ['men', 'shorts', 'bottoms'],
    ['men', 'pants', 'bottoms'],
    ['women', 'leggings', 'bottoms'],
    ['women', 'sweatpants', 'bottoms'],
  ] as const)('%s/%s sets the style and the category %s', (gender, filter, category) => {
    expect(presetFor(gender, filter)).toEqual({ category, style: filter, sortBy: null, collection: null });
  });

  it('new and sale set the sort-by option and the category tops', () => {
    expect(presetFor('men', 'new')).toEqual({
      category: 'tops',
      style: null,
      sortBy: 'new',
      collection: null,
    });
    expect(presetFor('women', 'sale')).toEqual({
      category: 'tops',
      style: null,
      sortBy: 'sale',
      collection: null,
    });
  });

  it('DSGN sets the studio collection and the category tops, for women only', () => {
    expect(presetFor('women', 'DSGN')).toEqual({
      category: 'tops',
      style: null,
      sortBy: null,
      collection: 'DSGN',
    });
    expect(presetFor('men', 'DSGN')).toBeNull();
  });

  it('refuses presets a gender does not have', () => {
    expect(presetFor('women', 'pants')).toBeNull();
    expect(presetFor('men', 'sportsbras')).toBeNull();
    expect(presetFor('men', 'leggings')).toBeNull();
    expect(presetFor('men', 'socks')).toBeNull();
    expect(presetFor('women', 'dsgn')).toBeNull();
  });
});

describe('filter vocabulary', () => {
  it('lists the route presets of each gender', () => {
    expect(FILTER_PRESETS.men).toEqual([
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
    ]);
    expect(FILTER_PRESETS.women).toEqual([
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
    ]);
  });

  it('gives each gender its own styles', () => {
    expect(STYLES_BY_GENDER.men).toEqual({
      tops: ['t-shirts', 'longsleeves', 'hoodies'],
      bottoms: ['shorts', 'pants', 'sweatpants'],
    });
    expect(STYLES_BY_GENDER.women.tops).toEqual(['sportsbras', 't-shirts', 'longsleeves', 'hoodies']);
    expect(STYLES_BY_GENDER.women.bottoms).toEqual(['leggings', 'shorts', 'sweatpants']);
    expect(stylesFor('women')).not.toContain('pants');
    expect(stylesFor('men')).not.toContain('sportsbras');
    expect(stylesFor('men')).not.toContain('leggings');
  });

  it('maps the stored sizes to their short, cart and filter labels', () => {
    expect(SIZES).toEqual(['extraSmall', 'small', 'medium', 'large', 'extraLarge']);
    expect(SIZES.map((s) => SIZE_LABELS[s].short)).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    expect(SIZES.map((s) => SIZE_LABELS[s].cart)).toEqual([
      'Extra Small',
      'Small',
      'Medium',
      'Large',
      'Extra Large',
    ]);
    expect(SIZES.map((s) => SIZE_LABELS[s].filter)).toEqual([
      'extra small',
      'small',
      'medium',
      'large',
      'extra large',
    ]);
    expect(isSize('medium')).toBe(true);
    expect(isSize('M')).toBe(false);
  });

  it('has the ten colours', () => {
    expect(COLOURS).toEqual([
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
    ]);
    expect(isColour('grey')).toBe(false);
  });

  it('offers the wishlist clothing types and quantities 1 to 10', () => {
    expect([...WISHLIST_CLOTHING_TYPES].sort()).toEqual(
      [
        'all',
        't-shirts',
        'longsleeves',
        'hoodies',
        'sportsbras',
        'leggings',
        'shorts',
        'pants',
        'sweatpants',
      ].sort(),
    );
    expect(QUANTITY_CHOICES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
