import { createParcel } from '@storefront/shared';
import { LoginPage } from '../features/auth/components/login-page';

export const { bootstrap, mount, unmount, update, fragment } = createParcel(LoginPage, {
  slice: 'mf-account',
  expose: 'LoginPage',
  publicPath: __webpack_public_path__,
});
