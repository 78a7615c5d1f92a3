import { createParcel } from '@storefront/shared';
import { AccountPage } from '../features/account/components/account-page';

export const { bootstrap, mount, unmount, update, fragment } = createParcel(AccountPage, {
  slice: 'mf-account',
  expose: 'AccountPage',
  publicPath: __webpack_public_path__,
});
