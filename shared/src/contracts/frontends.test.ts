import { FRONTENDS, SLICES, isFrontend, isSlice } from './frontends';

describe('the one list of frontends', () => {
  it('is the shell and the four slices, the shell first (it is built and published first)', () => {
    expect(FRONTENDS).toEqual(['shell', 'mf-catalog', 'mf-cart', 'mf-account', 'mf-search']);
    expect(SLICES).toEqual(['mf-catalog', 'mf-cart', 'mf-account', 'mf-search']);
    expect(isFrontend('shell')).toBe(true);
    expect(isSlice('shell')).toBe(false);
    expect(isSlice('mf-evil')).toBe(false);
    expect(isSlice('__proto__')).toBe(false);
  });
});
