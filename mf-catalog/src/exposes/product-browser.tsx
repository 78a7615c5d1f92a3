import { createParcel } from '@storefront/shared';
import { ProductBrowser } from '../features/listing/components/product-browser';
import { loadBrowser } from '../features/listing/listing-data';

export const { bootstrap, mount, unmount, update, fragment } = createParcel(ProductBrowser, {
  slice: 'mf-catalog',
  expose: 'ProductBrowser',
  publicPath: __webpack_public_path__,
  load: loadBrowser,
});
