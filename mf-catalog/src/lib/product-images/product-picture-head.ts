// What ./ProductPicture says as a head: its picture as an absolute URL (og:image), the way the
// product page's head names its image. The store's /images/products/{id}.png (the gateway runs
// this fragment's load and head, then points there) is how the order mail shows a line's picture
// without the API knowing the catalog's files (docs/cart.md#order-mail). It is a PNG, the front
// view at 112 x 140 px (twice the mail's 56 x 70): mail clients do not all show SVG.
import type { FragmentHead, HeadContext, ProductPictureProps } from '@storefront/shared';
import { MAIL_IMAGES } from './generated-png';
import type { PictureLook } from './product-picture-data';

export function productPictureHead(
  look: PictureLook,
  _props: ProductPictureProps,
  { origin }: HeadContext,
): FragmentHead {
  if (!look) return { status: 404 };
  const src = MAIL_IMAGES[`${look.color}/${look.style}`] ?? MAIL_IMAGES['black/t-shirts'];
  const base = origin.replace(/\/+$/, '');
  return { openGraph: [['og:image', new URL(src, `${base}/`).href]] };
}
