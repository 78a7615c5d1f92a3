// The cart calls of docs/api.md#cart through the shared client. Every change answers the whole
// cart (as GET /api/cart does), so callers use the answer instead of fetching again.
import {
  API_PATHS,
  CART_OWNER_HEADER,
  api,
  authStore,
  type Cart,
  type Size,
  type UpdateQuantityBody,
} from '@storefront/shared';

/**
 * Whose cart the call means: a signed-in browser says 'account', so a session that ended answers
 * 401 (and signs out, docs/api.md#other-errors) instead of reaching a guest bag.
 */
const owner = () => ({
  headers: authStore.getState().isLoggedIn ? { [CART_OWNER_HEADER]: 'account' } : {},
});

const cartOf = (data: Cart | undefined): Cart => ({ stocks: Array.isArray(data?.stocks) ? data.stocks : [] });

export async function fetchCart(): Promise<Cart> {
  const { data } = await api.get<Cart>(API_PATHS.cart, owner());
  return cartOf(data);
}

/** Adds quantity 1 of a size; a 401 signs the shopper out through the shared client. */
export async function addToCart(productId: number, size: Size): Promise<Cart> {
  const { data } = await api.post<Cart>(API_PATHS.cartLine(productId), { quantity: 1, size }, owner());
  return cartOf(data);
}

/** A 401 here is the caller's (an alert, docs/api.md#other-errors), not a sign-out. */
export async function updateQuantity(body: UpdateQuantityBody): Promise<Cart> {
  const { data } = await api.post<Cart>(API_PATHS.cartQuantity, body, { ...owner(), authRedirect: false });
  return cartOf(data);
}

export async function removeFromCart(productId: number, size: Size): Promise<void> {
  await api.delete(API_PATHS.cartLine(productId), { ...owner(), params: { size } });
}
