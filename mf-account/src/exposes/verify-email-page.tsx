import { createParcel } from '@storefront/shared';
import { VerifyEmailPage } from '../features/recovery/components/verify-email-page';

export const { bootstrap, mount, unmount, update, fragment } = createParcel(VerifyEmailPage, {
  slice: 'mf-account',
  expose: 'VerifyEmailPage',
  publicPath: __webpack_public_path__,
});
