import { SIZES, SIZE_LABELS, scriptOnly, useRovingFocus } from '@storefront/shared';
import type { Product, Size } from '@storefront/shared';
import { isSoldOut, type StockBySize } from '../../use-size-stock';
import { QuickAdd, QuickButton } from './product-card.styles';

interface QuickAddStripProps {
  product: Product;
  /** An active size filter: one ADD TO CART with this size instead of the five sizes. */
  sizeFilter?: Size | null;
  /** Shown (hover after the delay); keyboard focus shows it too, through CSS. */
  open: boolean;
  stock: StockBySize | null;
  onFocus: () => void;
  onAdd: (productId: number, size: Size) => void;
}

/** The card's quick-add strip: the sizes XS–XL, or one ADD TO CART under a size filter. */
export function QuickAddStrip({ product, sizeFilter, open, stock, onFocus, onAdd }: QuickAddStripProps) {
  // The five sizes are one tab stop (arrow keys move between them), so a listing's path is short.
  const firstAvailable = Math.max(
    0,
    SIZES.findIndex((size) => !isSoldOut(stock, size)),
  );
  const roving = useRovingFocus(firstAvailable);
  return (
    <QuickAdd
      {...scriptOnly}
      $open={open}
      data-open={open || undefined}
      data-testid="quick-add"
      aria-label={`Quick add ${product.name}`}
      role="group"
      onFocus={onFocus}
      onKeyDown={roving.onKeyDown}
    >
      {sizeFilter ? (
        <QuickButton
          type="button"
          $wide
          disabled={isSoldOut(stock, sizeFilter)}
          onClick={() => onAdd(product.productId, sizeFilter)}
          aria-label={
            isSoldOut(stock, sizeFilter)
              ? `Size ${SIZE_LABELS[sizeFilter].short} sold out`
              : `ADD TO CART, size ${SIZE_LABELS[sizeFilter].short}`
          }
        >
          {isSoldOut(stock, sizeFilter) ? 'SOLD OUT' : 'ADD TO CART'}
        </QuickButton>
      ) : (
        SIZES.map((size, index) => (
          <QuickButton
            key={size}
            type="button"
            data-roving-index={index}
            tabIndex={roving.tabIndexOf(index)}
            disabled={isSoldOut(stock, size)}
            data-sold-out={isSoldOut(stock, size) || undefined}
            aria-label={
              isSoldOut(stock, size)
                ? `Size ${SIZE_LABELS[size].short} sold out`
                : `Add size ${SIZE_LABELS[size].short} to cart`
            }
            onClick={() => onAdd(product.productId, size)}
          >
            {SIZE_LABELS[size].short}
          </QuickButton>
        ))
      )}
    </QuickAdd>
  );
}
