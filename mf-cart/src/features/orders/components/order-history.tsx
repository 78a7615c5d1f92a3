// The account page's YOUR ORDERS (a parcel mf-account mounts): the shopper's
// orders, newest first; each links to its confirmation page for the detail.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { StoreLink, statusOf, useAuth, type OrderSummary } from '@storefront/shared';
import { money } from '../../../lib/money';
import { fetchOrders } from '../../../api/checkout-api';
import { formatOrderDate } from './order-details';

export const NO_ORDERS = "You've made no orders";
const ORDERS_LOAD_FAILED = "We couldn't load your orders. Please try again later.";

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: 14px;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.line};
  }
  a {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 4px 16px;
    padding: 12px 0;
    color: inherit;
    text-decoration: none;
  }
  a:hover strong,
  a:focus-visible strong {
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
  .meta {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; orders: OrderSummary[] };

export function OrderHistory() {
  const signedIn = useAuth((s) => s.isLoggedIn);
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    if (!signedIn) return undefined;
    let live = true;
    fetchOrders().then(
      ({ orders }) => live && setLoad({ status: 'ready', orders }),
      (error: unknown) => {
        if (statusOf(error) !== 401) console.error('[mf-cart] the orders could not be loaded', error);
        if (live) setLoad({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [signedIn]);

  if (load.status === 'loading') return <p role="status">Loading your orders…</p>;
  if (load.status === 'error') return <p role="alert">{ORDERS_LOAD_FAILED}</p>;
  if (load.orders.length === 0)
    return (
      <div data-order-history="">
        <p>
          <strong>NO ORDERS</strong>
        </p>
        <p>{NO_ORDERS}</p>
      </div>
    );
  return (
    <List data-order-history="" aria-label="Your orders">
      {load.orders.map((order) => (
        <li key={order.id}>
          <StoreLink href={`/checkout/confirmation/${order.id}`}>
            <strong>Order {order.number}</strong>
            <span>{money(order.grandTotalCents)}</span>
            <span className="meta">
              {formatOrderDate(order.createdAt)} ·{' '}
              {order.itemCount === 1 ? '1 item' : `${order.itemCount} items`}
            </span>
            <span className="meta">{order.status}</span>
          </StoreLink>
        </li>
      ))}
    </List>
  );
}
