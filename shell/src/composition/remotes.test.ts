import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadParcel, readOverrides, registerSlices } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const setConfig = (config: unknown) => {
  (globalThis as { __STORE_CONFIG__?: unknown }).__STORE_CONFIG__ = config;
};

describe('slice overrides', () => {
  afterEach(() => {
    setConfig(undefined);
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('ignores ?override= and stored overrides when the gateway does not allow them', () => {
    setConfig({ apiBaseUrl: '' });
    sessionStorage.setItem(
      'storefront:overrides',
      JSON.stringify({ 'mf-cart': 'https://evil.example/e.js' }),
    );
    window.history.replaceState(null, '', '/home?override=mf-account=https://evil.example/remoteEntry.js');
    expect(readOverrides()).toEqual({});
    expect(sessionStorage.getItem('storefront:overrides')).not.toContain('mf-account');
  });

  it('in development accepts loopback and allowed origins only', () => {
    setConfig({ apiBaseUrl: '', devOverrides: { origins: ['https://preview.example.com'] } });
    window.history.replaceState(
      null,
      '',
      '/home?override=mf-account=http://127.0.0.1:3003/remoteEntry.js' +
        '&override=mf-cart=https://preview.example.com/remoteEntry.js' +
        '&override=mf-catalog=https://evil.example/remoteEntry.js',
    );
    expect(readOverrides()).toEqual({
      'mf-account': 'http://127.0.0.1:3003/remoteEntry.js',
      'mf-cart': 'https://preview.example.com/remoteEntry.js',
    });
  });
});

describe('loading a slice', () => {
  const load = loadRemote as jest.Mock;
  beforeAll(() =>
    registerSlices({ frontends: { 'mf-cart': { version: '1.0.0-test', entry: '/releases/mf-cart/e.js' } } }),
  );
  afterEach(() => {
    jest.useRealTimers();
    load.mockReset();
  });

  it('treats an entry that has not answered within 8 s as down', async () => {
    jest.useFakeTimers();
    load.mockReturnValue(new Promise(() => {}));
    const loading = loadParcel('mf-cart', 'MiniCart');
    const failed = expect(loading).rejects.toThrow('mf-cart is unavailable: no answer in 8000 ms');
    jest.advanceTimersByTime(8000);
    await failed;
    expect(jest.getTimerCount()).toBe(0);
  });

  it("passes the runtime's error on, and names the slice when the runtime fails without one", async () => {
    const notFound = new Error('404');
    load.mockRejectedValueOnce(notFound);
    await expect(loadParcel('mf-cart', 'MiniCart')).rejects.toBe(notFound);
    load.mockRejectedValueOnce('offline');
    await expect(loadParcel('mf-cart', 'MiniCart')).rejects.toThrow('mf-cart is unavailable: offline');
  });

  it('answers the parcel, and refuses a slice the manifest does not name', async () => {
    const parcel = { mount: jest.fn() };
    load.mockResolvedValueOnce(parcel);
    await expect(loadParcel('mf-cart', 'MiniCart')).resolves.toBe(parcel);
    await expect(loadParcel('mf-search', 'Search')).rejects.toThrow(
      'mf-search is unavailable: not in the release manifest',
    );
  });
});
