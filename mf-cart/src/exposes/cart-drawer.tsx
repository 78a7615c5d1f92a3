import { createParcel } from '@storefront/shared';
import { CartDrawer } from '../features/cart/components/cart-drawer';

export const { bootstrap, mount, unmount, update, fragment } = createParcel(CartDrawer, {
  slice: 'mf-cart',
  expose: 'CartDrawer',
  publicPath: __webpack_public_path__,
});
