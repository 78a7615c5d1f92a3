// Axios answers built by hand: left only for the wishlist page's tests until they move with that
// page into the catalog's fragment. Every other test uses the shared fake API (src/testing/fake-api.ts).
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;

export function httpError(status: number, data: unknown = ''): AxiosError {
  const response = { status, statusText: '', headers: {}, config, data } as AxiosResponse;
  return new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_RESPONSE',
    config,
    {},
    response,
  );
}

export const noResponse = (): AxiosError => new AxiosError('Network Error', 'ERR_NETWORK', config, {});

export const ok = <T>(data: T, status = 200): AxiosResponse<T> =>
  ({ status, statusText: '', headers: {}, config, data }) as AxiosResponse<T>;
