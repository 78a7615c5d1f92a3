import { api, statusOf } from '@storefront/shared';
import type { Product, Wishlist } from '@storefront/shared';
import { wishlistRequest, type WishlistFilters } from '../hooks/wishlist-filters';

/** The wishlist under the server-side filters; a 404 means nothing matches. */
export async function fetchFilteredWishlist(filters: WishlistFilters): Promise<Product[]> {
  const { path, params } = wishlistRequest(filters);
  try {
    const { data } = await api.get<Wishlist>(path, { params });
    return data.products ?? [];
  } catch (error) {
    if (statusOf(error) === 404) return [];
    throw error;
  }
}
