import { useMemo, useState } from 'react';
import { FireIcon, HeartIcon, StoreLink, WISHLIST_ADD_FORM_PATH } from '@storefront/shared';
import type { Product, Size } from '@storefront/shared';
import { IMAGE_HEIGHT, IMAGE_WIDTH, productImages } from '../../product-images/product-images';
import { useShopperActions, useWishlistIds } from '../../use-shopper-actions';
import { useCardHover } from '../hooks/use-card-hover';
import { useSizeStock } from '../../use-size-stock';
import { productHref, productTag } from '../product-links';
import { ColourCount } from './colour-count';
import { Price } from './price';
import { QuickAddStrip } from './quick-add-strip';
import { Card, Media, Img, Tag, Heart, HeartForm, Info, Name, Colour } from './product-card.styles';

interface ProductCardProps {
  product: Product;
  /** An active size filter: quick add becomes one ADD TO CART with this size. */
  sizeFilter?: Size | null;
  /** Cards in the first view load their image at once; the rest lazily. */
  eager?: boolean;
  /** The page's largest first image: fetched before the others (implies eager). */
  priority?: boolean;
  onOpen?: (product: Product) => void;
}

export function ProductCard({
  product,
  sizeFilter,
  eager = false,
  priority = false,
  onOpen,
}: ProductCardProps) {
  const { hovered, hoveredOnce, quickAddOpen, onMouseEnter, onMouseLeave } = useCardHover();
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
            loading={eager || priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            $visible={!hovered}
          />
          {hoveredOnce && (
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
          )}
        </StoreLink>
        {tag && (
          <Tag
            $highlighted={quickAddOpen}
            data-highlighted={quickAddOpen || undefined}
            data-testid="product-tag"
          >
            {tag}
            {tag === 'SALE' && <FireIcon size={14} />}
          </Tag>
        )}
        {/* A form beside the image's link (never inside it): before the script, and without one, the
            heart posts to /wishlist/add (docs/frame.md#before-javascript); with it, it toggles in place. */}
        <HeartForm method="post" action={WISHLIST_ADD_FORM_PATH}>
          <input type="hidden" name="productId" value={product.productId} />
          <Heart
            type="submit"
            aria-label={
              onWishlist ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`
            }
            aria-pressed={onWishlist}
            onClick={(event) => {
              event.preventDefault();
              toggleWishlist(product.productId, !onWishlist);
            }}
          >
            <HeartIcon size={20} filled={onWishlist} />
          </Heart>
        </HeartForm>
        <QuickAddStrip
          product={product}
          sizeFilter={sizeFilter}
          open={quickAddOpen}
          stock={stock}
          onFocus={() => setWantStock(true)}
          onAdd={addToCart}
        />
      </Media>
      <Info>
        <Name href={href} onClick={open}>
          {product.name}
        </Name>
        <Colour data-testid="product-colour">{product.color}</Colour>
        <ColourCount count={product.colourCount} />
        <Price product={product} />
      </Info>
    </Card>
  );
}
