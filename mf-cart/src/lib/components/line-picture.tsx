// A line's picture is the catalog's (docs/cart.md#line-pictures): its ./ProductPicture fragment,
// mounted as mf-search mounts ./ProductStrip. The box is reserved at the picture's size before
// the catalog answers and stays so if it never does (the compact retry sits inside it), so a
// line never moves or breaks because of its picture.
import { useMemo } from 'react';
import { RemoteParcel, productPictureHeight, type ProductPictureProps } from '@storefront/shared';

/** The pictures' widths (px): the drawer's, the cart page's, and checkout's and the order's. */
export const PICTURE_SIZE = { drawer: 72, page: 112, summary: 56 } as const;

export function LinePicture({ productId, size }: { productId: number; size: number }) {
  // alt '': the product's name is the line's own text beside it (read once, not twice).
  const parcelProps = useMemo<ProductPictureProps>(() => ({ productId, size, alt: '' }), [productId, size]);
  const reserve = useMemo(() => ({ width: size, height: productPictureHeight(size), flex: 'none' }), [size]);
  return (
    <RemoteParcel
      slice="mf-catalog"
      expose="ProductPicture"
      parcelProps={parcelProps}
      reserve={reserve}
      compact
      label="The picture"
    />
  );
}
