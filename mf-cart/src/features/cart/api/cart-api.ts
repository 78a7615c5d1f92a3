// The cart calls of SPEC section 7 through the shared client.
import { API_PATHS, api, type Cart, type Size, type UpdateQuantityBody } from '@storefront/shared';

export async function fetchCart(): Promise<Cart> {
  const { data } = await api.get<Cart>(API_PATHS.cart);
  return { stocks: Array.isArray(data?.stocks) ? data.stocks : [] };
}

/** Adds quantity 1 of a size; a 401 signs the shopper out through the shared client. */
export async function addToCart(productId: number, size: Size): Promise<number> {
  const { status } = await api.post(API_PATHS.cartLine(productId), { quantity: 1, size });
  return status;
}

/** A 401 here is the caller's (an alert, SPEC section 8), not a sign-out. */
export async function updateQuantity(body: UpdateQuantityBody): Promise<void> {
  await api.post(API_PATHS.cartQuantity, body, { authRedirect: false });
}

export async function removeFromCart(productId: number, size: Size): Promise<void> {
  await api.delete(API_PATHS.cartLine(productId), { params: { size } });
}
