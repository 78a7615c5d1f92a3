import styled from 'styled-components';
import { FINAL_SALE_MARK, isFinalSale, toCents, type Product } from '@storefront/shared';

/**
 * Beside the sale price: a product bought now makes an order line at its sale price, which the
 * returns policy calls final sale (shell/content/returns-policy.md), so the shopper is told before
 * buying rather than when the return form refuses it. The one rule, `isFinalSale`, reads the line
 * the product would make. Drawn from the product alone, so the server's HTML and the browser's
 * first render agree.
 */
export function FinalSaleNote({ product }: { product: Pick<Product, 'salePrice'> }) {
  const line = { unitSalePriceCents: product.salePrice == null ? null : toCents(product.salePrice) };
  if (!isFinalSale(line)) return null;
  return <Note data-testid="final-sale-note">{FINAL_SALE_MARK}</Note>;
}

const Note = styled.p`
  margin: 4px 0 0;
  font-size: 13px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.sale};
`;
