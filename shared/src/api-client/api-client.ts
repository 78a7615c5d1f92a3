// The one HTTP client: same origin by default, cookies, JSON. A 401 signs the
// shopper out and goes to /login, except on the calls listed in docs/api.md#client
// (they pass `authRedirect: false`).
import axios, { AxiosError, type AxiosInstance } from 'axios';
import { signOut } from '../auth/auth-store';
import { navigate } from '../navigation/navigation';
import { readStoreConfig } from '../contracts/page-config';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** false: a 401 answer is left to the caller instead of signing out. */
    authRedirect?: boolean;
  }
}

/** Long enough for a slow network, short enough that no request hangs for ever. */
const REQUEST_TIMEOUT_MS = 20_000;

const defaultBaseUrl = (): string => readStoreConfig().apiBaseUrl;

export function createApiClient(baseURL: string = defaultBaseUrl()): AxiosInstance {
  const client = axios.create({
    baseURL,
    withCredentials: true,
    timeout: REQUEST_TIMEOUT_MS,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  });
  client.interceptors.response.use(undefined, (error: unknown) => {
    if (
      error instanceof AxiosError &&
      error.response?.status === 401 &&
      error.config?.authRedirect !== false
    ) {
      signOut();
      navigate('/login');
    }
    return Promise.reject(error);
  });
  return client;
}

export const api = createApiClient();

export function configureApi(baseURL: string): void {
  api.defaults.baseURL = baseURL;
}

/** The HTTP status of a failed call, or null when no response arrived. */
export const statusOf = (error: unknown): number | null =>
  error instanceof AxiosError && error.response ? error.response.status : null;

/** The server's message: a plain text body or a JSON `{ message }`. */
export function messageOf(error: unknown): string | null {
  if (!(error instanceof AxiosError) || !error.response) return null;
  const data = error.response.data as unknown;
  if (typeof data === 'string') return data;
  if (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string') {
    return (data as { message: string }).message;
  }
  return null;
}
