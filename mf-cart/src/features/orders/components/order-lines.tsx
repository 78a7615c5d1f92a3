import styled from 'styled-components';
import { FINAL_SALE_MARK, SIZE_LABELS, isFinalSale, type OrderLine } from '@storefront/shared';
import { money } from '../../../lib/money';
import { LineList, LineText } from '../../../lib/page-layout';
import { LinePicture, PICTURE_SIZE } from '../../../lib/components/line-picture';

/**
 * An order's lines as the confirmation and the order history show them: the catalog's picture
 * (docs/cart.md#line-pictures), name, size, quantity and what the line cost. A line bought at a
 * sale price is final sale (`isFinalSale`, the rule the return form applies) and says so under its
 * name, as the returns policy promises (shell/content/returns-policy.md).
 */
export function OrderLines({ number, lines }: { number: string; lines: readonly OrderLine[] }) {
  return (
    <LineList aria-label={`Items in order ${number}`}>
      {lines.map((line) => (
        <li key={`${line.productId}-${line.size}`}>
          <LinePicture productId={line.productId} size={PICTURE_SIZE.summary} />
          <LineText>
            {line.productName} · {SIZE_LABELS[line.size].cart} · Qty {line.quantity}
            {isFinalSale(line) && <FinalSale>{FINAL_SALE_MARK}</FinalSale>}
          </LineText>
          <span>{money(line.lineTotalCents)}</span>
        </li>
      ))}
    </LineList>
  );
}

const FinalSale = styled.span`
  display: block;
  font-size: 12px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.sale};
`;
