import { createParcel } from '@storefront/shared';
import { ProductBrowser } from '../features/listing/components/product-browser';

export const { bootstrap, mount, unmount, update, Fragment } = createParcel(ProductBrowser, {
  slice: 'mf-catalog',
  expose: 'ProductBrowser',
  publicPath: __webpack_public_path__,
});
