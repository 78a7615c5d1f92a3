import { API_PATHS, api, readStoreConfig } from '@storefront/shared';

/** The API host: the store configuration's apiBaseUrl, else the client's base, else this origin. */
function apiHost(): string {
  const configured = readStoreConfig().apiBaseUrl;
  return (configured || api.defaults.baseURL || '').replace(/\/+$/, '');
}

/** Third-party sign-in is a full page navigation to the API host, not an XHR. */
export const googleAuthHref = (): string => `${apiHost()}${API_PATHS.googleAuth}`;
