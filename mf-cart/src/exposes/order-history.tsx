import { createParcel } from '@storefront/shared';
import { OrderHistory } from '../features/orders/components/order-history';

export const { bootstrap, mount, unmount, update, fragment } = createParcel(OrderHistory, {
  slice: 'mf-cart',
  expose: 'OrderHistory',
  publicPath: __webpack_public_path__,
});
