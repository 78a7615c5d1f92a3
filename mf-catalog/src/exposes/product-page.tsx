import { createParcel } from '@storefront/shared';
import { ProductPage } from '../features/product-page/components/product-page';
import { productPageHead } from '../features/product-page/product-head';
import { loadProductPage } from '../features/product-page/product-page-data';

export const { bootstrap, mount, unmount, update, fragment } = createParcel(ProductPage, {
  slice: 'mf-catalog',
  expose: 'ProductPage',
  publicPath: __webpack_public_path__,
  load: loadProductPage,
  head: productPageHead,
});
