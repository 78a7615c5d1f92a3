import { API_PATHS, api } from '@storefront/shared';
import type { Product, Wishlist } from '@storefront/shared';

export const productIdsOf = (products: readonly Product[]): number[] =>
  products.map((p) => p.productId ?? p.id);

/** The whole wishlist, loaded in the background: a 401 is handled by the caller, without a redirect. */
export async function fetchWishlistIds(): Promise<number[]> {
  const { data } = await api.get<Wishlist>(API_PATHS.wishlist, { authRedirect: false });
  return productIdsOf(data.products ?? []);
}

// A 401 on add or remove keeps the client's default: sign out and go to /login.
export async function addToWishlist(productId: number): Promise<Product[]> {
  const { data } = await api.post<Wishlist>(API_PATHS.wishlist, { productId });
  return data.products ?? [];
}

export async function removeFromWishlist(productId: number): Promise<Product[]> {
  const { data } = await api.delete<Wishlist>(API_PATHS.wishlistItem(productId));
  return data.products ?? [];
}
