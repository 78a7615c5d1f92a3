import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { authStore, signIn } from '../auth/auth-store';
import { registerNavigate } from '../navigation/navigation';
import { api, configureApi, createApiClient, messageOf, statusOf } from './api-client';

/** An adapter answering every request with the given status and body; non-2xx answers reject like axios does. */
const answer =
  (status: number, data: unknown, seen: InternalAxiosRequestConfig[] = []): AxiosAdapter =>
  async (config) => {
    seen.push(config);
    const response = { status, statusText: String(status), data, headers: {}, config, request: {} };
    if (status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${status}`,
        'ERR_BAD_REQUEST',
        config,
        {},
        response,
      );
    }
    return response;
  };

const errorWith = (status: number | null, data?: unknown) => {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  return new AxiosError(
    'failed',
    'ERR',
    config,
    {},
    status === null ? undefined : { status, statusText: '', data, headers: {}, config },
  );
};

describe('api client', () => {
  const navigateSpy = jest.fn();
  const originalAdapter = api.defaults.adapter;

  beforeEach(() => {
    localStorage.clear();
    navigateSpy.mockReset();
    registerNavigate(navigateSpy);
    signIn({ userName: 'gymrat', email: 'gym@rat.io' });
    localStorage.setItem('localCart', '3');
  });

  afterEach(() => {
    api.defaults.adapter = originalAdapter;
    registerNavigate(null);
  });

  it('sends cookies and JSON to the configured base URL', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    api.defaults.adapter = answer(200, { stocks: [] }, seen);
    configureApi('https://api.example.com');
    try {
      await api.get('/api/cart/');
    } finally {
      configureApi('');
    }
    expect(seen[0].withCredentials).toBe(true);
    expect(seen[0].baseURL).toBe('https://api.example.com');
    expect(seen[0].headers['Content-Type']).toBe('application/json');
  });

  it('takes its default base URL from the inlined store configuration', () => {
    (globalThis as { __STORE_CONFIG__?: unknown }).__STORE_CONFIG__ = {
      apiBaseUrl: 'https://api.store.test',
    };
    try {
      expect(createApiClient().defaults.baseURL).toBe('https://api.store.test');
    } finally {
      delete (globalThis as { __STORE_CONFIG__?: unknown }).__STORE_CONFIG__;
    }
    expect(createApiClient().defaults.baseURL).toBe('');
  });

  it('signs the shopper out and goes to /login on a 401', async () => {
    api.defaults.adapter = answer(401, 'Unauthorized');
    await expect(api.post('/api/cart/5', { quantity: 1, size: 'medium' })).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(navigateSpy).toHaveBeenCalledWith('/login', expect.anything());
    expect(authStore.getState()).toMatchObject({ isLoggedIn: false, user: null });
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(localStorage.getItem('localCart')).toBeNull();
  });

  it('leaves a 401 to the caller with authRedirect: false', async () => {
    api.defaults.adapter = answer(401, 'Unauthorized');
    await expect(api.post('/api/cart/update/quantity', {}, { authRedirect: false })).rejects.toBeInstanceOf(
      AxiosError,
    );
    expect(navigateSpy).not.toHaveBeenCalled();
    expect(authStore.getState()).toMatchObject({ isLoggedIn: true, user: { userName: 'gymrat' } });
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
  });

  it('does not sign out on other errors', async () => {
    api.defaults.adapter = answer(500, 'boom');
    await expect(api.get('/api/cart/')).rejects.toBeInstanceOf(AxiosError);
    api.defaults.adapter = answer(403, 'forbidden');
    await expect(api.get('/api/cart/')).rejects.toBeInstanceOf(AxiosError);
    expect(navigateSpy).not.toHaveBeenCalled();
    expect(authStore.getState().isLoggedIn).toBe(true);
  });
});

describe('statusOf', () => {
  it('reads the status of an answered call and null otherwise', () => {
    expect(statusOf(errorWith(409, 'Username already registered'))).toBe(409);
    expect(statusOf(errorWith(null))).toBeNull();
    expect(statusOf(new Error('plain'))).toBeNull();
    expect(statusOf(undefined)).toBeNull();
  });
});

describe('messageOf', () => {
  it('reads a plain text body', () => {
    expect(messageOf(errorWith(409, 'Email already registered'))).toBe('Email already registered');
  });

  it('reads a JSON message', () => {
    expect(messageOf(errorWith(409, { message: 'Username already registered' }))).toBe(
      'Username already registered',
    );
  });

  it('is null without a readable message or without an answer', () => {
    expect(messageOf(errorWith(500, { error: 'x' }))).toBeNull();
    expect(messageOf(errorWith(500, null))).toBeNull();
    expect(messageOf(errorWith(null))).toBeNull();
    expect(messageOf(new Error('plain'))).toBeNull();
  });
});
