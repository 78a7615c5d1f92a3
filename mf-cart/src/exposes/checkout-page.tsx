import { createParcel } from '@storefront/shared';
import { CheckoutPage } from '../features/checkout/components/checkout-page';

export const { bootstrap, mount, unmount, update, fragment } = createParcel(CheckoutPage, {
  slice: 'mf-cart',
  expose: 'CheckoutPage',
  publicPath: __webpack_public_path__,
});
