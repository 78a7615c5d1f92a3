import { createParcel } from '@storefront/shared';
import { ProductCarousel } from '../lib/product-lists/components/product-carousel';

export const { bootstrap, mount, unmount, update, Fragment } = createParcel(ProductCarousel, {
  slice: 'mf-catalog',
  expose: 'ProductCarousel',
  publicPath: __webpack_public_path__,
});
