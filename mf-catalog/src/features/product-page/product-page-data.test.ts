import type { FragmentGet, LoadContext } from '@storefront/shared';
import { product } from '../../testing/fixtures';
import { loadProductPage } from './product-page-data';

const get: FragmentGet = async <T>(path: string): Promise<T> => {
  if (/^\/api\/products\/\d+$/.test(path)) return { ...product({ productId: 15 }), stock: [] } as T;
  if (path.endsWith('/reviews')) return { reviews: [], average: null, count: 0, canReview: 'sign-in' } as T;
  return [] as T;
};
const context = { get } as unknown as LoadContext;

describe('loadProductPage', () => {
  afterEach(() => jest.useRealTimers());

  it("gives the store's clock to the minute: two renders within a minute load the same data", async () => {
    jest.useFakeTimers({ now: Date.UTC(2026, 10, 26, 13, 59, 5, 250) });
    const first = await loadProductPage({ gender: 'women', productId: '15' }, context);
    jest.setSystemTime(Date.UTC(2026, 10, 26, 13, 59, 58, 0));
    const second = await loadProductPage({ gender: 'women', productId: '15' }, context);
    expect(first).toHaveProperty('now', Date.UTC(2026, 10, 26, 13, 59));
    expect(second).toEqual(first);
  });
});
