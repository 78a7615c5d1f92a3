import { createParcel } from '@storefront/shared';
import { ForgotPasswordPage } from '../features/recovery/components/forgot-password-page';

export const { bootstrap, mount, unmount, update, fragment } = createParcel(ForgotPasswordPage, {
  slice: 'mf-account',
  expose: 'ForgotPasswordPage',
  publicPath: __webpack_public_path__,
});
