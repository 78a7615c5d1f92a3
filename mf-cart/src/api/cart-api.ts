// The cart calls of docs/api.md#cart through the shared client. Every change answers the whole
// cart (as GET /api/cart does), so callers use the answer instead of fetching again.
import { API_PATHS, api, type Cart, type Size, type UpdateQuantityBody } from '@storefront/shared';

const cartOf = (data: Cart | undefined): Cart => ({ stocks: Array.isArray(data?.stocks) ? data.stocks : [] });

export async function fetchCart(): Promise<Cart> {
  const { data } = await api.get<Cart>(API_PATHS.cart);
  return cartOf(data);
}

/** Adds quantity 1 of a size; a 401 signs the shopper out through the shared client. */
export async function addToCart(productId: number, size: Size): Promise<Cart> {
  const { data } = await api.post<Cart>(API_PATHS.cartLine(productId), { quantity: 1, size });
  return cartOf(data);
}

/** A 401 here is the caller's (an alert, docs/api.md#other-errors), not a sign-out. */
export async function updateQuantity(body: UpdateQuantityBody): Promise<Cart> {
  const { data } = await api.post<Cart>(API_PATHS.cartQuantity, body, { authRedirect: false });
  return cartOf(data);
}

export async function removeFromCart(productId: number, size: Size): Promise<void> {
  await api.delete(API_PATHS.cartLine(productId), { params: { size } });
}
