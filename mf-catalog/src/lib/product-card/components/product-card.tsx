import { useMemo, useState } from 'react';
import styled, { css } from 'styled-components';
import {
  FireIcon,
  HeartIcon,
  SIZES,
  SIZE_LABELS,
  StoreLink,
  formatMoney,
  useRovingFocus,
} from '@storefront/shared';
import type { Product, Size } from '@storefront/shared';
import { IMAGE_HEIGHT, IMAGE_WIDTH, productImages } from '../../product-images/product-images';
import { CARD_INFO } from '../card-size';
import { useShopperActions, useWishlistIds } from '../../use-shopper-actions';
import { useCardHover } from '../hooks/use-card-hover';
import { isSoldOut, useSizeStock } from '../../use-size-stock';

export interface ProductCardProps {
  product: Product;
  /** An active size filter: quick add becomes one ADD TO CART with this size. */
  sizeFilter?: Size | null;
  /** Cards in the first view load their image at once; the rest lazily. */
  eager?: boolean;
  onOpen?: (product: Product) => void;
}

export const productHref = (product: Pick<Product, 'gender' | 'productId'>) =>
  `/${product.gender}/products/${product.productId}`;

/** SALE (sale price present) wins over NEW. */
export function productTag(product: Pick<Product, 'salePrice' | 'new'>): 'SALE' | 'NEW' | null {
  if (product.salePrice !== null && product.salePrice !== undefined) return 'SALE';
  return product.new ? 'NEW' : null;
}

export function ProductCard({ product, sizeFilter, eager = false, onOpen }: ProductCardProps) {
  const { hovered, quickAddOpen, onMouseEnter, onMouseLeave } = useCardHover();
  const { addToCart, toggleWishlist } = useShopperActions();
  // Stock is read when quick add first opens (hover or keyboard focus), not for every card shown.
  const [wantStock, setWantStock] = useState(false);
  const stock = useSizeStock(product.productId, wantStock || quickAddOpen);
  const wishlistIds = useWishlistIds();
  const onWishlist = wishlistIds?.has(product.productId) ?? false;
  const images = useMemo(() => productImages(product), [product]);
  const tag = productTag(product);
  const href = productHref(product);
  const open = () => onOpen?.(product);
  // The five sizes are one tab stop (arrow keys move between them), so a listing's path is short.
  const firstAvailable = Math.max(
    0,
    SIZES.findIndex((size) => !isSoldOut(stock, size)),
  );
  const roving = useRovingFocus(firstAvailable);

  return (
    <Card
      data-testid="product-card"
      data-product-id={product.productId}
      data-hovered={hovered || undefined}
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
    >
      <Media>
        <StoreLink href={href} onClick={open} tabIndex={-1} aria-hidden="true">
          <Img
            src={images[0].src}
            alt={images[0].alt}
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            $visible={!hovered}
          />
          <Img
            src={images[1].src}
            alt=""
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            loading="lazy"
            decoding="async"
            $visible={hovered}
            $stacked
          />
        </StoreLink>
        {tag && (
          <Tag $highlighted={hovered} data-testid="product-tag">
            {tag}
            {tag === 'SALE' && <FireIcon size={14} />}
          </Tag>
        )}
        <Heart
          type="button"
          aria-label={onWishlist ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`}
          aria-pressed={onWishlist}
          onClick={() => toggleWishlist(product.productId, !onWishlist)}
        >
          <HeartIcon size={20} filled={onWishlist} />
        </Heart>
        <QuickAdd
          $open={quickAddOpen}
          data-open={quickAddOpen || undefined}
          data-testid="quick-add"
          aria-label={`Quick add ${product.name}`}
          role="group"
          onFocus={() => setWantStock(true)}
          onKeyDown={roving.onKeyDown}
        >
          {sizeFilter ? (
            <QuickButton
              type="button"
              $wide
              disabled={isSoldOut(stock, sizeFilter)}
              onClick={() => addToCart(product.productId, sizeFilter)}
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
                onClick={() => addToCart(product.productId, size)}
              >
                {SIZE_LABELS[size].short}
              </QuickButton>
            ))
          )}
        </QuickAdd>
      </Media>
      <Info>
        <Name href={href} onClick={open}>
          {product.name}
        </Name>
        <Colour data-testid="product-colour">{product.color}</Colour>
        <Price product={product} />
      </Info>
    </Card>
  );
}

export function Price({ product }: { product: Pick<Product, 'price' | 'salePrice'> }) {
  if (product.salePrice === null || product.salePrice === undefined) {
    return <PriceRow>{formatMoney(product.price)}</PriceRow>;
  }
  return (
    <PriceRow>
      <s aria-label={`Original price ${formatMoney(product.price)}`}>{formatMoney(product.price)}</s>{' '}
      <SalePrice>{formatMoney(product.salePrice)}</SalePrice>
    </PriceRow>
  );
}

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.text};
`;

const Media = styled.div`
  position: relative;
  aspect-ratio: 4 / 5;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.subtle};
`;

const Img = styled.img<{ $visible: boolean; $stacked?: boolean }>`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
  transition: opacity 0.2s ease;
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  ${({ $stacked }) =>
    $stacked &&
    css`
      position: absolute;
      inset: 0;
    `}
`;

const Tag = styled.span<{ $highlighted: boolean }>`
  position: absolute;
  top: 10px;
  left: 10px;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 3px 8px;
  font-size: 11px;
  font-weight: 700;
  letter-spacing: 0.06em;
  background: ${({ $highlighted, theme }) => ($highlighted ? theme.colors.ink : theme.colors.surface)};
  color: ${({ $highlighted, theme }) => ($highlighted ? theme.colors.surface : theme.colors.ink)};
  transition:
    background 0.2s ease,
    color 0.2s ease;
`;

// A 44px tap target drawn as the 36px disc it always was: the disc is a pseudo-element and the
// button's extra 4px on each side is transparent, so the heart does not move.
const Heart = styled.button`
  position: absolute;
  top: 2px;
  right: 2px;
  z-index: 1;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
  &::before {
    content: '';
    position: absolute;
    inset: 4px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.85);
  }
  svg {
    position: relative;
  }
`;

const QuickAdd = styled.div<{ $open: boolean }>`
  position: absolute;
  left: 8px;
  right: 8px;
  bottom: 8px;
  display: flex;
  gap: 4px;
  padding: 6px;
  background: rgba(255, 255, 255, 0.94);
  transition:
    transform 0.25s ease,
    opacity 0.25s ease;
  transform: translateY(${({ $open }) => ($open ? '0' : '120%')});
  opacity: ${({ $open }) => ($open ? 1 : 0)};
  pointer-events: ${({ $open }) => ($open ? 'auto' : 'none')};
  /* Keyboard users reach the strip by tabbing into it. */
  &:focus-within {
    transform: translateY(0);
    opacity: 1;
    pointer-events: auto;
  }
`;

const QuickButton = styled.button<{ $wide?: boolean }>`
  flex: 1;
  min-height: 32px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  font-size: 12px;
  font-weight: 700;
  cursor: pointer;
  &:hover:not(:disabled),
  &:focus-visible {
    background: ${({ theme }) => theme.colors.ink};
    color: ${({ theme }) => theme.colors.surface};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.muted};
    text-decoration: line-through;
  }
  ${({ $wide }) => $wide && 'letter-spacing: 0.06em;'}
`;

// Three lines of 20px (name, colour, price): the placeholders reserve exactly this, so the
// swap from placeholder to card does not move anything (CARD_INFO_HEIGHT).
const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${CARD_INFO.gap}px;
  padding: ${CARD_INFO.paddingTop}px 2px 0;
  font-size: 14px;
  line-height: ${CARD_INFO.lineHeight}px;
`;

const Name = styled(StoreLink)`
  overflow: hidden;
  color: inherit;
  text-decoration: none;
  font-weight: 600;
  white-space: nowrap;
  text-overflow: ellipsis;
  &:hover {
    text-decoration: underline;
  }
`;

const Colour = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  text-transform: capitalize;
`;

const PriceRow = styled.span`
  s {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const SalePrice = styled.span`
  color: ${({ theme }) => theme.colors.sale};
  font-weight: 600;
`;
