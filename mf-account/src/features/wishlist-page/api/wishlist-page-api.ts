import { API_PATHS, api, statusOf } from '@storefront/shared';
import type { Product, Wishlist, WishlistBrowseQuery } from '@storefront/shared';

/**
 * The wishlist under the catalog browser's server-side filters (docs/account.md#wishlist-page):
 * with a style the clothing-type path (gender, price order), otherwise the list path (gender,
 * category, price order). A 404 means nothing matches.
 */
export async function fetchWishlistProducts(query: WishlistBrowseQuery): Promise<Product[]> {
  const params: Record<string, string> = {};
  if (query.gender) params.gender = query.gender;
  if (!query.style && query.category) params.category = query.category;
  if (query.priceFilter) params.priceFilter = query.priceFilter;
  const path = query.style ? API_PATHS.wishlistClothingType(query.style) : API_PATHS.wishlist;
  try {
    const { data } = await api.get<Wishlist>(path, { params });
    return data.products ?? [];
  } catch (error) {
    if (statusOf(error) === 404) return [];
    throw error;
  }
}

/** An answer with neither gender, category nor style is the whole wishlist (the price only orders). */
export const asksWholeWishlist = (query: WishlistBrowseQuery): boolean =>
  !query.gender && !query.category && !query.style;
