import { createParcel } from '@storefront/shared';
import { MiniCart } from '../features/cart/components/mini-cart';

export const { bootstrap, mount, unmount, update, fragment } = createParcel(MiniCart, {
  slice: 'mf-cart',
  expose: 'MiniCart',
  publicPath: __webpack_public_path__,
});
