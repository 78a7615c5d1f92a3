import { createParcel } from '@storefront/shared';
import { ResetPasswordPage } from '../features/recovery/components/reset-password-page';

export const { bootstrap, mount, unmount, update, fragment } = createParcel(ResetPasswordPage, {
  slice: 'mf-account',
  expose: 'ResetPasswordPage',
  publicPath: __webpack_public_path__,
});
