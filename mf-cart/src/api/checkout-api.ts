// The checkout and order calls through the shared client (a 401 signs out and goes to /login,
// except on reading one order: a guest's confirmation is theirs to explain).
import {
  API_PATHS,
  api,
  statusOf,
  type CheckoutSummary,
  type Order,
  type OrderList,
  type PlaceOrderBody,
} from '@storefront/shared';

export async function fetchCheckoutSummary(): Promise<CheckoutSummary> {
  const { data } = await api.get<CheckoutSummary>(API_PATHS.checkoutSummary);
  return data;
}

/**
 * The key travels in the Idempotency-Key header: a retried request finds the same order. A call
 * that got no answer at all (a network error: the order may or may not have been made) is sent
 * once more with the same key, so it answers the order either way and never makes two.
 */
export async function placeOrder(body: PlaceOrderBody & { idempotencyKey: string }): Promise<Order> {
  const { idempotencyKey, ...rest } = body;
  const send = () =>
    api.post<Order>(API_PATHS.orders, rest, { headers: { 'Idempotency-Key': idempotencyKey } });
  try {
    return (await send()).data;
  } catch (error) {
    if (statusOf(error) !== null) throw error;
    return (await send()).data;
  }
}

/** A page of the shopper's orders with their lines, newest first; `cursor` names the next page. */
export async function fetchOrders(cursor: string | null = null): Promise<OrderList> {
  const { data } = await api.get<OrderList>(API_PATHS.orders, { params: cursor ? { cursor } : undefined });
  const orders = Array.isArray(data?.orders) ? data.orders : [];
  return {
    orders,
    total: typeof data?.total === 'number' ? data.total : orders.length,
    nextCursor: typeof data?.nextCursor === 'string' ? data.nextCursor : null,
  };
}

/** One order: the shopper's own, this browser's guest order, or the mailed link's (`key`). */
export async function fetchOrder(orderId: number, key: string | null = null): Promise<Order> {
  const { data } = await api.get<Order>(API_PATHS.order(orderId), {
    params: key ? { key } : undefined,
    authRedirect: false,
  });
  return data;
}
