// ./ProductPicture (docs/catalog.md#images): a product's own picture for another slice's line, so
// the cart shows the hoodie the catalog draws. The box has its size from the first render (the
// mounting slice reserves the same, `productPictureHeight`), so nothing moves when the image
// comes, and it stays a blank box of that size when the product cannot be had.
import { useEffect, useState } from 'react';
import { productPictureHeight } from '@storefront/shared';
import type { FragmentDataProps, ProductPictureProps } from '@storefront/shared';
import { productImages } from './product-images';
import { pictureLook, type PictureLook } from './product-picture-data';
import { PictureBox } from './product-picture.styles';

type Look = PictureLook | undefined;

/** The product's look: the server's data, else asked once per product in the browser. */
function useLook(productId: number, data: Look): Look {
  const [look, setLook] = useState<Look>(data);
  useEffect(() => {
    if (data !== undefined) return;
    let current = true;
    pictureLook(productId).then(
      (answer) => current && setLook(answer),
      // Failing alone: the box stays blank, the line around it works.
      () => current && setLook(null),
    );
    return () => {
      current = false;
    };
  }, [productId, data]);
  return look;
}

export function ProductPicture({
  productId,
  view = 'front',
  size,
  alt,
  data,
}: ProductPictureProps & FragmentDataProps<PictureLook>) {
  const look = useLook(productId, data);
  const width = size;
  const height = productPictureHeight(size);
  const image = look ? productImages({ name: '', ...look })[view === 'back' ? 1 : 0] : null;
  return (
    <PictureBox style={{ width, height }} data-product-picture={productId} aria-busy={look === undefined}>
      {image && (
        <img src={image.src} alt={alt} width={width} height={height} loading="lazy" decoding="async" />
      )}
    </PictureBox>
  );
}
