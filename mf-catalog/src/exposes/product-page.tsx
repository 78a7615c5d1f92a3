import { createParcel } from '@storefront/shared';
import { ProductPage } from '../features/product-page/components/product-page';

export const { bootstrap, mount, unmount, update, Fragment } = createParcel(ProductPage, {
  slice: 'mf-catalog',
  expose: 'ProductPage',
  publicPath: __webpack_public_path__,
});
