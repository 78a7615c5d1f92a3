// The checkout and order calls through the shared client (a 401 signs out and goes to /login).
import {
  API_PATHS,
  api,
  type CheckoutSummary,
  type Order,
  type OrderList,
  type PlaceOrderBody,
} from '@storefront/shared';

export async function fetchCheckoutSummary(): Promise<CheckoutSummary> {
  const { data } = await api.get<CheckoutSummary>(API_PATHS.checkoutSummary);
  return data;
}

/** The key travels in the Idempotency-Key header: a retried request finds the same order. */
export async function placeOrder(body: PlaceOrderBody & { idempotencyKey: string }): Promise<Order> {
  const { idempotencyKey, ...rest } = body;
  const { data } = await api.post<Order>(API_PATHS.orders, rest, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data;
}

export async function fetchOrders(): Promise<OrderList> {
  const { data } = await api.get<OrderList>(API_PATHS.orders);
  return { orders: Array.isArray(data?.orders) ? data.orders : [] };
}

export async function fetchOrder(orderId: number): Promise<Order> {
  const { data } = await api.get<Order>(API_PATHS.order(orderId));
  return data;
}
