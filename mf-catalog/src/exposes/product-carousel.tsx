import { createParcel } from '@storefront/shared';
import { ProductCarousel, loadCarousel } from '../lib/product-lists/components/product-carousel';

export const { bootstrap, mount, unmount, update, fragment } = createParcel(ProductCarousel, {
  slice: 'mf-catalog',
  expose: 'ProductCarousel',
  publicPath: __webpack_public_path__,
  load: loadCarousel,
});
