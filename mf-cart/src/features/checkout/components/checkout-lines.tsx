import { SIZE_LABELS, toCents, type CartStock } from '@storefront/shared';
import { money } from '../../../lib/money';
import { LineList, LineText } from '../../../lib/page-layout';
import { LinePicture, PICTURE_SIZE } from '../../../lib/components/line-picture';

/** The cart's lines as checkout shows them: the catalog's picture, name, size, quantity and what the line costs. */
export function CheckoutLines({ stocks }: { stocks: readonly CartStock[] }) {
  return (
    <LineList aria-label="Items in your order">
      {stocks.map(({ productId, cart_stocks: line }) => (
        <li key={`${productId}-${line.size}`}>
          <LinePicture productId={productId} size={PICTURE_SIZE.summary} />
          <LineText>
            {line.productName} · {SIZE_LABELS[line.size].cart} · Qty {line.quantity}
          </LineText>
          <span>{money(toCents(line.salePrice ?? line.price))}</span>
        </li>
      ))}
    </LineList>
  );
}
