// A listing's head says its description by gender and preset (docs/routes.md#page-titles).
import { listingHead } from './listing-head';

const DATA = {
  request: '/api/products/page',
  pageNumber: 1,
  page: { products: [], total: 0, nextCursor: null, facets: null as never },
};
const describeOf = (gender: 'men' | 'women', filter?: string) =>
  listingHead(DATA, { gender, filter }).description;

describe('the listing head', () => {
  it('describes each listing and preset', () => {
    expect(describeOf('men')).toMatch(/^Shop men's gym clothing/);
    expect(describeOf('women', 'DSGN')).toMatch(/DSGN Studio/);
    expect(describeOf('men', 'sale')).toMatch(/on sale/);
    expect(describeOf('men', 'new')).toMatch(/New releases/);
    expect(describeOf('women', 'leggings')).toMatch(/leggings/i);
    expect(describeOf('women', 'sportsbras')).toMatch(/sports bras/i);
    expect(describeOf('men', 'tops')).toBe(
      "Shop men's gym tops at DSGN Fitness. Free express delivery over $150 and free 30-day returns.",
    );
  });

  it('says nothing for a listing that is none (the route table makes it the not-found page)', () => {
    expect(listingHead(null, { gender: 'men', filter: 'nope' })).toEqual({});
  });

  it('names page N of a listing its own canonical address; a filtered page keeps the route’s', () => {
    const request = (query: string) => `/api/products/page?${query}`;
    const men = { ...DATA, pageNumber: 3, request: request('category=tops&gender=men') };
    expect(listingHead(men, { gender: 'men' }).canonical).toBe('/men/products?page=3');
    const sale = { ...DATA, pageNumber: 2, request: request('category=tops&gender=women&sale=1') };
    expect(listingHead(sale, { gender: 'women', filter: 'sale' }).canonical).toBe(
      '/women/products/filter/sale?page=2',
    );
    const black = { ...DATA, pageNumber: 3, request: request('category=tops&color=black&gender=men') };
    expect(listingHead(black, { gender: 'men' }).canonical).toBeUndefined();
    expect(listingHead({ ...men, pageNumber: 1 }, { gender: 'men' }).canonical).toBeUndefined();
  });
});
