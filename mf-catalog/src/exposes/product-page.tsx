import { createParcel } from '@storefront/shared';
import { ProductPage } from '../features/product-page/components/product-page';

export const { bootstrap, mount, unmount, update } = createParcel(ProductPage, {
  slice: 'mf-catalog',
  publicPath: __webpack_public_path__,
});
