import { createParcel } from '@storefront/shared';
import { CartPage } from '../features/cart/components/cart-page';

export const { bootstrap, mount, unmount, update, fragment } = createParcel(CartPage, {
  slice: 'mf-cart',
  expose: 'CartPage',
  publicPath: __webpack_public_path__,
});
