import { createParcel } from '@storefront/shared';
import { ConfirmationPage } from '../features/orders/components/confirmation-page';

export const { bootstrap, mount, unmount, update, fragment } = createParcel(ConfirmationPage, {
  slice: 'mf-cart',
  expose: 'ConfirmationPage',
  publicPath: __webpack_public_path__,
});
