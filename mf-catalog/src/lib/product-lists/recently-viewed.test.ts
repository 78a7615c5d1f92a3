import {
  RECENTLY_VIEWED_MAX,
  readRecentlyViewed,
  recentlyViewedToShow,
  rememberViewed,
} from './recently-viewed';

beforeEach(() => localStorage.clear());

describe('recently viewed', () => {
  it('keeps the newest first, once each, at most 12, on this device only', () => {
    for (let id = 1; id <= 20; id += 1) rememberViewed(id);
    rememberViewed(15);
    const ids = readRecentlyViewed();
    expect(ids).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(ids).toEqual([15, 20, 19, 18, 17, 16, 14, 13, 12, 11, 10, 9]);
    expect(JSON.parse(localStorage.getItem('sf_recently_viewed')!)).toEqual(ids);
  });

  it('shows at most 8, without the page’s own product', () => {
    for (let id = 1; id <= 12; id += 1) rememberViewed(id);
    expect(recentlyViewedToShow(12)).toEqual([11, 10, 9, 8, 7, 6, 5, 4]);
    expect(recentlyViewedToShow()).toEqual([12, 11, 10, 9, 8, 7, 6, 5]);
  });

  it('reads back only product ids, whatever was written there, and never more than 12', () => {
    localStorage.setItem('sf_recently_viewed', 'not json');
    expect(readRecentlyViewed()).toEqual([]);
    localStorage.setItem('sf_recently_viewed', '{"a":1}');
    expect(readRecentlyViewed()).toEqual([]);
    const flood = [3, 3, '4', -1, 0, 1.5, null, 2 ** 60, ...Array.from({ length: 10_000 }, (_, i) => i + 5)];
    localStorage.setItem('sf_recently_viewed', JSON.stringify(flood));
    expect(readRecentlyViewed()).toEqual([3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    rememberViewed(99);
    expect(JSON.parse(localStorage.getItem('sf_recently_viewed')!)).toHaveLength(12);
  });

  it('goes on without storage', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => rememberViewed(1)).not.toThrow();
    jest.restoreAllMocks();
  });
});
