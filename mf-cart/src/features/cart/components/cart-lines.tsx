import styled from 'styled-components';
import { changeQuantity, lineKey, removeLine, useCart } from '../../../lib/cart-store';
import { CartLine } from './cart-line';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  overflow-x: hidden;
`;

const Notice = styled.p`
  margin: 8px 0;
  padding: 8px 12px;
  border-left: 3px solid ${({ theme }) => theme.colors.sale};
  background: ${({ theme }) => theme.colors.subtle};
  font-size: 13px;
`;

interface CartLinesProps {
  /** Fade-and-slide duration of a removed line. */
  removeMs: number;
  /** When the cart is fetched again after a removal. */
  refetchAfterMs: number;
  onNavigate?: () => void;
  pictureSize?: number;
}

export function CartLines({ removeMs, refetchAfterMs, onNavigate, pictureSize }: CartLinesProps) {
  const stocks = useCart((s) => s.stocks);
  const removing = useCart((s) => s.removing);
  const notice = useCart((s) => s.notice);
  return (
    <>
      <div role="alert">{notice && <Notice>{notice}</Notice>}</div>
      <List aria-label="Items in your cart">
        {stocks.map((stock) => {
          const key = lineKey(stock);
          return (
            <CartLine
              key={key}
              stock={stock}
              removing={removing.includes(key)}
              removeMs={removeMs}
              onQuantityChange={(quantity) => void changeQuantity(key, quantity)}
              onRemove={() => void removeLine(key, refetchAfterMs)}
              onNavigate={onNavigate}
              pictureSize={pictureSize}
            />
          );
        })}
      </List>
    </>
  );
}
