// The account's order history a page at a time (docs/api.md#order-history): the first page once
// the shopper is signed in, then each next page appended on asking (LOAD MORE).
import { useCallback, useEffect, useRef, useState } from 'react';
import { statusOf, useAuth, type OrderSummary } from '@storefront/shared';
import { fetchOrders } from '../../../api/checkout-api';

export type OrderHistoryState =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ready';
      orders: OrderSummary[];
      total: number;
      nextCursor: string | null;
      /** The next page's load: idle, under way or failed (TRY AGAIN). */
      more: 'idle' | 'loading' | 'error';
    };

const report = (error: unknown) => {
  // A 401 signs the shopper out (the shared client); anything else is worth a line in the console.
  if (statusOf(error) !== 401) console.error('[mf-cart] the orders could not be loaded', error);
};

export function useOrderHistory(): { state: OrderHistoryState; loadMore: () => void } {
  const signedIn = useAuth((s) => s.isLoggedIn);
  const [state, setState] = useState<OrderHistoryState>({ status: 'loading' });
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    if (!signedIn) return undefined;
    fetchOrders().then(
      (page) => live.current && setState({ status: 'ready', ...page, more: 'idle' }),
      (error: unknown) => {
        report(error);
        if (live.current) setState({ status: 'error' });
      },
    );
    return () => {
      live.current = false;
    };
  }, [signedIn]);

  const loadMore = useCallback(() => {
    if (state.status !== 'ready' || !state.nextCursor || state.more === 'loading') return;
    const shown = state;
    setState({ ...shown, more: 'loading' });
    fetchOrders(shown.nextCursor).then(
      (page) =>
        live.current &&
        setState({
          status: 'ready',
          // An order placed meanwhile shifts nothing: the cursor pages from the last one shown.
          orders: [...shown.orders, ...page.orders.filter((o) => !shown.orders.some((s) => s.id === o.id))],
          total: page.total,
          nextCursor: page.nextCursor,
          more: 'idle',
        }),
      (error: unknown) => {
        report(error);
        if (live.current) setState({ ...shown, more: 'error' });
      },
    );
  }, [state]);

  return { state, loadMore };
}
