import { api, API_PATHS } from '@storefront/shared';
import type { Product } from '@storefront/shared';

/** GET /api/products/search?searchTerm= (the caller never sends an empty term). */
export async function searchProducts(term: string, signal?: AbortSignal): Promise<Product[]> {
  const { data } = await api.get<Product[]>(API_PATHS.productSearch, {
    params: { searchTerm: term },
    signal,
  });
  return Array.isArray(data) ? data : [];
}
