import { act, renderHook } from '@testing-library/react';
import { createFakeApi, productFixture, type FakeApi } from '@storefront/shared/testing';
import { SEARCH_DEBOUNCE_MS, useProductSearch } from './use-product-search';

const SEARCH = '/api/products/search';
const hoodie = productFixture({ id: 1, name: 'Hoodie', category: 'tops', style: 'hoodies' });
const leggings = productFixture({ id: 2, name: 'Leggings', category: 'bottoms', style: 'leggings' });

describe('useProductSearch', () => {
  let fake: FakeApi;
  const searches = () => fake.callsTo('GET', SEARCH);
  beforeEach(() => {
    jest.useFakeTimers();
    fake = createFakeApi({ products: [hoodie, leggings] });
  });
  afterEach(() => {
    fake.restore();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('sends nothing for an empty or whitespace-only term', () => {
    const { result, rerender } = renderHook(({ term }) => useProductSearch(term), {
      initialProps: { term: '' },
    });
    expect(result.current.status).toBe('idle');
    rerender({ term: '   ' });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 4));
    expect(result.current.status).toBe('idle');
    expect(searches()).toHaveLength(0);
  });

  it('debounces typing into one request for the last term, trimmed', () => {
    const { result, rerender } = renderHook(({ term }) => useProductSearch(term), {
      initialProps: { term: 's' },
    });
    for (const term of ['sh', 'sho', 'shor', 'shorts ']) {
      act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
      rerender({ term });
    }
    expect(result.current.status).toBe('loading');
    expect(searches()).toHaveLength(0);
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(searches().map((call) => call.params)).toEqual([{ searchTerm: 'shorts' }]);
  });

  it('never lets an older answer replace a newer one', async () => {
    const abort = jest.spyOn(AbortController.prototype, 'abort');
    // The first request answers last (its server ignores the abort): it must not win.
    const first = fake.hold('GET', SEARCH);
    const { result, rerender } = renderHook(({ term }) => useProductSearch(term), {
      initialProps: { term: 'hood' },
    });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    rerender({ term: 'leggings' });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(searches().map((call) => call.params)).toEqual([
      { searchTerm: 'hood' },
      { searchTerm: 'leggings' },
    ]);
    expect(abort).toHaveBeenCalled();

    await act(async () => jest.advanceTimersByTimeAsync(0));
    expect(result.current).toMatchObject({ status: 'success', products: [{ name: 'Leggings' }] });
    await act(async () => {
      first.release();
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(result.current).toMatchObject({ status: 'success', products: [{ name: 'Leggings' }] });
  });

  it('reports a failure and retries the same term', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.failNext('GET', 'network', undefined, SEARCH);
    const { result } = renderHook(() => useProductSearch('bra'));
    await act(async () => jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(result.current.status).toBe('error');

    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await act(async () => jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(result.current).toMatchObject({ status: 'success', products: [] });
    expect(searches()).toHaveLength(2);
  });
});
