// The account page's YOUR ORDERS (a parcel mf-account mounts): the shopper's orders, newest first,
// a page at a time; each heads a link to its confirmation page and lists its lines with the
// catalog's pictures (docs/cart.md#order-history).
import styled from 'styled-components';
import { Button, StoreLink, type OrderSummary } from '@storefront/shared';
import { money } from '../../../lib/money';
import { formatOrderDate } from './order-details';
import { OrderLines } from './order-lines';
import { useOrderHistory } from '../hooks/use-order-history';

export const NO_ORDERS = "You've made no orders";
const ORDERS_LOAD_FAILED = "We couldn't load your orders. Please try again later.";
const MORE_FAILED = 'The next orders could not load.';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: 14px;
  > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.line};
  }
  /* The order's own link (its header), not the return link after its lines. */
  > li > a:first-child {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 4px 16px;
    padding: 12px 0 8px;
    color: inherit;
    text-decoration: none;
  }
  > li > a:first-child:hover strong,
  > li > a:first-child:focus-visible strong {
    text-decoration: underline;
  }
  > li > a:first-child:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
  .meta {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const ReturnLink = styled(StoreLink)`
  display: inline-block;
  margin: 0 0 12px;
  color: inherit;
`;

const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 16px;
  padding-top: 12px;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
  p {
    margin: 0;
  }
`;

function OrderEntry({ order }: { order: OrderSummary }) {
  return (
    <li>
      <StoreLink href={`/checkout/confirmation/${order.id}`}>
        <strong>Order {order.number}</strong>
        <span>{money(order.grandTotalCents)}</span>
        <span className="meta">
          {formatOrderDate(order.createdAt)} · {order.itemCount === 1 ? '1 item' : `${order.itemCount} items`}
        </span>
        <span className="meta">{order.status}</span>
      </StoreLink>
      <OrderLines number={order.number} lines={order.lines} />
      {/* mf-account's return form for this order (docs/account.md#make-a-return): it lists the
          lines still returnable, or says there is nothing to return. */}
      <ReturnLink
        href={`/account/returns/new?order=${order.id}`}
        aria-label={`Return an item of order ${order.number}`}
      >
        Return an item
      </ReturnLink>
    </li>
  );
}

export function OrderHistory() {
  const { state, loadMore } = useOrderHistory();

  if (state.status === 'loading') return <p role="status">Loading your orders…</p>;
  if (state.status === 'error') return <p role="alert">{ORDERS_LOAD_FAILED}</p>;
  if (state.orders.length === 0)
    return (
      <div data-order-history="">
        <p>
          <strong>NO ORDERS</strong>
        </p>
        <p>{NO_ORDERS}</p>
      </div>
    );
  const { orders, total, nextCursor, more } = state;
  return (
    <div data-order-history="">
      <List aria-label="Your orders">
        {orders.map((order) => (
          <OrderEntry key={order.id} order={order} />
        ))}
      </List>
      {nextCursor ? (
        <Foot>
          <p aria-live="polite">
            Showing {orders.length} of {total} orders
          </p>
          {more === 'error' ? <p role="alert">{MORE_FAILED}</p> : null}
          <Button variant="secondary" onClick={loadMore} aria-disabled={more === 'loading'}>
            {more === 'error' ? 'TRY AGAIN' : more === 'loading' ? 'LOADING…' : 'LOAD MORE'}
          </Button>
        </Foot>
      ) : null}
    </div>
  );
}
