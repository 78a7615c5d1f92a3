import { parsePageManifest, parseStoreConfig, readPageManifest, readStoreConfig } from './page-config';

describe('the page manifest the gateway inlines', () => {
  it('keeps the release of every known slice', () => {
    expect(
      parsePageManifest({
        frontends: {
          'mf-cart': { version: '1.0.0-ab12', entry: '/releases/mf-cart/1.0.0-ab12/remoteEntry.js' },
        },
      }),
    ).toEqual({
      frontends: {
        'mf-cart': { version: '1.0.0-ab12', entry: '/releases/mf-cart/1.0.0-ab12/remoteEntry.js' },
      },
    });
  });

  it.each([
    [null, 'no frontends object'],
    [{ frontends: [] }, 'no frontends object'],
    [{ frontends: { 'mf-evil': { version: '1', entry: '/x.js' } } }, 'unknown slice "mf-evil"'],
    [{ frontends: { 'mf-cart': { version: 1, entry: '/x.js' } } }, 'mf-cart is not { version, entry }'],
    [
      { frontends: { 'mf-cart': { version: '1', entry: 'x'.repeat(3000) } } },
      'mf-cart is not { version, entry }',
    ],
  ])('refuses %j: %s', (value, why) => {
    expect(parsePageManifest(value)).toBe(why);
  });

  it('reads the global, and treats a broken one as no release at all, saying why', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    globalThis.__STORE_MANIFEST__ = { frontends: { 'mf-cart': 'nope' } };
    expect(readPageManifest()).toEqual({ frontends: {} });
    expect(error).toHaveBeenCalledWith(
      '[store] ignoring window.__STORE_MANIFEST__: mf-cart is not { version, entry }',
    );
    globalThis.__STORE_MANIFEST__ = { frontends: { 'mf-search': { version: '2.0.0-1', entry: '/e.js' } } };
    expect(readPageManifest().frontends['mf-search']?.version).toBe('2.0.0-1');
    delete globalThis.__STORE_MANIFEST__;
    error.mockRestore();
  });
});

describe('the store configuration the gateway inlines', () => {
  afterEach(() => {
    delete globalThis.__STORE_CONFIG__;
  });

  it('defaults to this origin, without development overrides', () => {
    expect(readStoreConfig()).toEqual({ apiBaseUrl: '' });
  });

  it('keeps apiBaseUrl and the development overrides the gateway allowed', () => {
    globalThis.__STORE_CONFIG__ = {
      apiBaseUrl: 'https://api.example',
      devOverrides: { origins: ['http://127.0.0.1:3101'] },
    };
    expect(readStoreConfig()).toEqual({
      apiBaseUrl: 'https://api.example',
      devOverrides: { origins: ['http://127.0.0.1:3101'] },
    });
  });

  it('ignores a configuration of the wrong shape', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseStoreConfig({ apiBaseUrl: 'x', devOverrides: true })).toBe('devOverrides is not { origins }');
    globalThis.__STORE_CONFIG__ = { apiBaseUrl: 42 };
    expect(readStoreConfig()).toEqual({ apiBaseUrl: '' });
    expect(error).toHaveBeenCalledWith('[store] ignoring window.__STORE_CONFIG__: no apiBaseUrl');
    error.mockRestore();
  });
});
