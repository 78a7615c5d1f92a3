import { createParcel } from '@storefront/shared';
import { ProductPicture } from '../lib/product-images/product-picture';
import { loadProductPicture } from '../lib/product-images/product-picture-data';
import { productPictureHead } from '../lib/product-images/product-picture-head';

export const { bootstrap, mount, unmount, update, fragment } = createParcel(ProductPicture, {
  slice: 'mf-catalog',
  expose: 'ProductPicture',
  publicPath: __webpack_public_path__,
  load: loadProductPicture,
  head: productPictureHead,
});
