import { act, renderHook } from '@testing-library/react';
import { api } from '@storefront/shared';
import type { Product } from '@storefront/shared';
import { SEARCH_DEBOUNCE_MS, useProductSearch } from './use-product-search';

const product = (id: number, name: string): Product => ({
  id,
  productId: id,
  name,
  gender: 'men',
  category: 'bottoms',
  style: 'shorts',
  price: 30,
  salePrice: null,
  new: false,
  color: 'black',
  dsgn: null,
  description: '',
});

type Deferred = { resolve: (value: unknown) => void; reject: (error: unknown) => void; signal?: AbortSignal };

/** api.get answers only when the test says so, to control the order of answers. */
function deferApi() {
  const calls: Deferred[] = [];
  const spy = jest.spyOn(api, 'get').mockImplementation((_url, config) => {
    return new Promise((resolve, reject) => {
      calls.push({ resolve: (data) => resolve({ data }), reject, signal: config?.signal as AbortSignal });
    });
  });
  return { spy, calls };
}

describe('useProductSearch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('sends nothing for an empty or whitespace-only term', () => {
    const { spy } = deferApi();
    const { result, rerender } = renderHook(({ term }) => useProductSearch(term), {
      initialProps: { term: '' },
    });
    expect(result.current.status).toBe('idle');
    rerender({ term: '   ' });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 4));
    expect(result.current.status).toBe('idle');
    expect(spy).not.toHaveBeenCalled();
  });

  it('debounces typing into one request for the last term, trimmed', () => {
    const { spy } = deferApi();
    const { result, rerender } = renderHook(({ term }) => useProductSearch(term), {
      initialProps: { term: 's' },
    });
    for (const term of ['sh', 'sho', 'shor', 'shorts ']) {
      act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
      rerender({ term });
    }
    expect(result.current.status).toBe('loading');
    expect(spy).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith(
      '/api/products/search',
      expect.objectContaining({ params: { searchTerm: 'shorts' } }),
    );
  });

  it('never lets an older answer replace a newer one', async () => {
    const { calls } = deferApi();
    const { result, rerender } = renderHook(({ term }) => useProductSearch(term), {
      initialProps: { term: 'hood' },
    });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    rerender({ term: 'leggings' });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(calls).toHaveLength(2);
    expect(calls[0].signal?.aborted).toBe(true);

    await act(async () => calls[1].resolve([product(2, 'Leggings')]));
    // The first request answers last (its server ignored the abort): it must not win.
    await act(async () => calls[0].resolve([product(1, 'Hoodie')]));
    expect(result.current).toMatchObject({ status: 'success', products: [{ name: 'Leggings' }] });
  });

  it('reports a failure and retries the same term', async () => {
    const { calls } = deferApi();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useProductSearch('bra'));
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await act(async () => calls[0].reject(new Error('down')));
    expect(result.current.status).toBe('error');

    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await act(async () => calls[1].resolve([]));
    expect(result.current).toMatchObject({ status: 'success', products: [] });
  });
});
