import { hasShadowRule, nextHeaderState, type HeaderScrollState } from './header-scroll';

const start: HeaderScrollState = { hidden: false, shadow: false };
const step = (previous: HeaderScrollState, y: number, lastY: number, narrow = true, pathname = '/home') =>
  nextHeaderState(previous, { y, lastY, narrow, pathname });

describe('header scroll rules', () => {
  it('hides below 768px on scroll down past 80px and shows again on scroll up', () => {
    expect(step(start, 70, 40).hidden).toBe(false);
    const hidden = step(start, 120, 70);
    expect(hidden.hidden).toBe(true);
    expect(step(hidden, 200, 120).hidden).toBe(true);
    expect(step(hidden, 180, 200).hidden).toBe(false);
  });

  it('shows again at the top', () => {
    expect(step({ hidden: true, shadow: true }, 60, 120).hidden).toBe(false);
  });

  it('never hides on wide screens', () => {
    expect(step(start, 500, 100, false).hidden).toBe(false);
  });

  it('casts a shadow after 50px of scrolling', () => {
    expect(step(start, 50, 0).shadow).toBe(false);
    expect(step(start, 51, 0).shadow).toBe(true);
    expect(step(start, 51, 0, false, '/men/products/12').shadow).toBe(true);
  });

  it('has no shadow on listing, filter and wishlist pages', () => {
    for (const path of [
      '/men/products',
      '/women/products',
      '/men/products/filter/hoodies',
      '/women/products/filter/DSGN',
      '/wishlist',
    ]) {
      expect(hasShadowRule(path)).toBe(false);
      expect(step(start, 400, 0, false, path).shadow).toBe(false);
    }
    for (const path of ['/home', '/cart', '/account', '/women/products/20'])
      expect(hasShadowRule(path)).toBe(true);
  });

  it('keeps the same object when nothing changes', () => {
    expect(step(start, 10, 0)).toBe(start);
  });
});
