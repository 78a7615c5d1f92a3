// The return calls (docs/api.md#returns). Refusals (404, 403, 409) carry a sentence the page shows;
// a 401 is the shared client's default (sign out, /login).
import { API_PATHS, api, messageOf } from '@storefront/shared';
import type { CreateReturnBody, Return, ReturnableLine, ReturnableList } from '@storefront/shared';

export async function fetchReturnable(orderId: number | null): Promise<ReturnableLine[]> {
  const params = orderId === null ? {} : { orderId };
  const { data } = await api.get<ReturnableList>(API_PATHS.returnable, { params });
  return Array.isArray(data?.lines) ? data.lines : [];
}

export async function createReturn(body: CreateReturnBody): Promise<Return> {
  return (await api.post<Return>(API_PATHS.returns, body)).data;
}

/** The server's sentence, or ours when the store could not be reached. */
export const failureMessage = (error: unknown): string =>
  messageOf(error) ?? 'We could not reach the store. Please check your connection and try again.';

/** `?order=123` as an order id, or null (anything else lists every order's lines). */
export function orderIdFrom(search: string): number | null {
  const raw = new URLSearchParams(search).get('order') ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}
