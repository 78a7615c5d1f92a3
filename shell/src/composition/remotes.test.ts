import { readOverrides } from './remotes';

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
