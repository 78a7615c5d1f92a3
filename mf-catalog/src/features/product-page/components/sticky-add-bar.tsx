import type { RefObject } from 'react';
import styled from 'styled-components';
import { SIZE_LABELS } from '@storefront/shared';
import type { Product, Size } from '@storefront/shared';
import { Price } from '../../../lib/product-card/components/price';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { Primary } from './product-page.styles';

/**
 * On phones (below 768px), once the page's ADD TO CART has scrolled up out of view: a bar fixed to
 * the bottom of the screen with the product's name, price and chosen size and the same action (a
 * submit of the same form). It exists only while the real button is out of view, so it is never
 * a second ADD TO CART beside it, for a screen reader either; fixed, it moves nothing. Without a
 * size its button takes the shopper to the sizes.
 */
export function StickyAddBar({
  product,
  size,
  canAdd,
  watch,
  onChooseSize,
}: {
  product: Pick<Product, 'name' | 'price' | 'salePrice'>;
  size: Size | null;
  canAdd: boolean;
  /** The page's ADD TO CART. */
  watch: RefObject<HTMLElement | null>;
  onChooseSize: () => void;
}) {
  if (!useScrolledPast(watch)) return null;
  return (
    <Bar role="region" aria-label="Add to cart" data-testid="sticky-add-bar">
      <Info>
        <strong>{product.name}</strong>
        <Price product={product} />
        <span>Size: {size ? SIZE_LABELS[size].short : 'not chosen'}</span>
      </Info>
      {size ? (
        <Primary type="submit" disabled={!canAdd}>
          ADD TO CART
        </Primary>
      ) : (
        <Primary type="button" onClick={onChooseSize}>
          SELECT A SIZE
        </Primary>
      )}
    </Bar>
  );
}

const Bar = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 16px calc(8px + env(safe-area-inset-bottom, 0px));
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 -4px 12px rgba(0, 0, 0, 0.08);
  ${Primary} {
    flex: none;
    min-height: 48px;
    padding: 0 16px;
  }
  ${({ theme }) => theme.media.from768} {
    display: none;
  }
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  flex: 1;
  font-size: 13px;
  strong {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`;
