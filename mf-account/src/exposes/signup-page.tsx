import { createParcel } from '@storefront/shared';
import { SignupPage } from '../features/auth/components/signup-page';

export const { bootstrap, mount, unmount, update, fragment } = createParcel(SignupPage, {
  slice: 'mf-account',
  expose: 'SignupPage',
  publicPath: __webpack_public_path__,
});
