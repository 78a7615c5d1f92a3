// The fake API's paged listing answers as GET /api/products/page does (docs/api.md#paged-listing):
// filters, orders, pages that follow one another, the total and facet counts beside the other
// filters, and the limits of the older lists, so slices can be built against it.
import { api, statusOf } from '../api-client/api-client';
import { API_PATHS } from '../contracts/api-paths';
import type { ProductPage } from '../contracts';
import { createFakeApi, type FakeApi } from './fake-api';
import { productFixture } from './fixtures';

let server: FakeApi;
afterEach(() => server?.restore({ quiet: true }));

const products = [
  productFixture({ id: 1, price: 30, color: 'black' }),
  productFixture({ id: 2, price: 50, salePrice: 20, color: 'black', new: true }),
  productFixture({ id: 3, price: 10, style: 'hoodies', color: 'red' }),
  productFixture({ id: 4, price: 40, color: 'white', new: true }),
  productFixture({ id: 5, gender: 'women', category: 'bottoms', style: 'leggings' }),
];

const page = async (params: Record<string, unknown>): Promise<ProductPage> =>
  (await api.get(API_PATHS.productsPage, { params })).data;

describe('the fake paged listing', () => {
  it('pages through the filtered products in the order asked, with the total on every page', async () => {
    server = createFakeApi({ products });
    const first = await page({ gender: 'men', sort: 'price-asc', limit: 2 });
    expect(first.products.map((p) => p.id)).toEqual([3, 2]);
    expect(first.total).toBe(4);
    const second = await page({ gender: 'men', sort: 'price-asc', limit: 2, cursor: first.nextCursor });
    expect(second.products.map((p) => p.id)).toEqual([1, 4]);
    expect(second.nextCursor).toBeNull();
    expect((await page({ gender: 'men', sort: 'newest' })).products.map((p) => p.id)).toEqual([4, 2, 3, 1]);
  });

  it('counts each facet value beside every other filter', async () => {
    server = createFakeApi({ products });
    const black = await page({ gender: 'men', color: 'black', new: '1' });
    expect(black.products.map((p) => p.id)).toEqual([2]);
    expect(black.facets.color).toMatchObject({ black: 1, white: 1, red: 0 });
    expect(black.facets.new).toBe(1);
    expect(black.facets.sale).toBe(1);
    expect(black.facets.style).toMatchObject({ 't-shirts': 1, hoodies: 0 });
    expect(black.facets.style).not.toHaveProperty('leggings');
  });

  it('refuses a cursor it did not give and a limit over 48; the older lists take a limit', async () => {
    server = createFakeApi({ products });
    const forged = await page({ gender: 'men', cursor: 'bm9wZQ' }).catch((e: unknown) => e);
    expect(statusOf(forged)).toBe(400);
    expect(statusOf(await page({ gender: 'men', limit: 49 }).catch((e: unknown) => e))).toBe(400);
    const two = await api.get(API_PATHS.products, { params: { gender: 'men', category: 'tops', limit: 2 } });
    expect(two.data).toHaveLength(2);
  });
});
