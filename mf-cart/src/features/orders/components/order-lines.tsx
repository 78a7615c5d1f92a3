import { SIZE_LABELS, type OrderLine } from '@storefront/shared';
import { money } from '../../../lib/money';
import { LineList, LineText } from '../../../lib/page-layout';
import { LinePicture, PICTURE_SIZE } from '../../../lib/components/line-picture';

/**
 * An order's lines as the confirmation and the order history show them: the catalog's picture
 * (docs/cart.md#line-pictures), name, size, quantity and what the line cost.
 */
export function OrderLines({ number, lines }: { number: string; lines: readonly OrderLine[] }) {
  return (
    <LineList aria-label={`Items in order ${number}`}>
      {lines.map((line) => (
        <li key={`${line.productId}-${line.size}`}>
          <LinePicture productId={line.productId} size={PICTURE_SIZE.summary} />
          <LineText>
            {line.productName} · {SIZE_LABELS[line.size].cart} · Qty {line.quantity}
          </LineText>
          <span>{money(line.lineTotalCents)}</span>
        </li>
      ))}
    </LineList>
  );
}
