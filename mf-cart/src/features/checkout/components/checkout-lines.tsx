import { SIZE_LABELS, toCents, type CartStock } from '@storefront/shared';
import { money } from '../../../lib/money';
import { LineList } from '../../../lib/page-layout';

/** The cart's lines as checkout shows them: name, size, quantity and what the line costs. */
export function CheckoutLines({ stocks }: { stocks: readonly CartStock[] }) {
  return (
    <LineList aria-label="Items in your order">
      {stocks.map(({ productId, cart_stocks: line }) => (
        <li key={`${productId}-${line.size}`}>
          <span>
            {line.productName} · {SIZE_LABELS[line.size].cart} · Qty {line.quantity}
          </span>
          <span>{money(toCents(line.salePrice ?? line.price))}</span>
        </li>
      ))}
    </LineList>
  );
}
