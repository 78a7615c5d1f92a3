import { api, API_PATHS } from '@storefront/shared';
import type { FragmentGet, ProductPage } from '@storefront/shared';

/** The browser's GET: the shared client. */
const browserGet: FragmentGet = async <T>(path: string, params?: Record<string, string>) => {
  const { data } = await api.get<T>(path, params ? { params } : undefined);
  return data;
};

/**
 * How many products a (non-empty) term finds: the paged listing's first page asked with `q`
 * alone, the call the catalog's browser makes first, so the API answers both from one cache entry.
 */
export async function fetchSearchTotal(q: string, get = browserGet): Promise<number> {
  const page = await get<ProductPage>(API_PATHS.productsPage, { q });
  return page.total;
}
