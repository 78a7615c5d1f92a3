import { formatMoney } from '@storefront/shared';
import type { Product } from '@storefront/shared';
import { Hidden, PriceRow, SalePrice } from './product-card.styles';

/** The price; on sale, the original struck through first, then the sale price. */
export function Price({ product }: { product: Pick<Product, 'price' | 'salePrice'> }) {
  if (product.salePrice === null || product.salePrice === undefined) {
    return <PriceRow>{formatMoney(product.price)}</PriceRow>;
  }
  return (
    <PriceRow>
      {/* Said in words rather than as an aria-label on <s> (a label axe flags on a plain element). */}
      <Hidden>Original price </Hidden>
      <s>{formatMoney(product.price)}</s> <SalePrice>{formatMoney(product.salePrice)}</SalePrice>
    </PriceRow>
  );
}
