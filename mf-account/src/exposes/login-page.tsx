import { createParcel } from '@storefront/shared';
import { LoginPage } from '../features/auth/components/login-page';
import { loadGoogleOffer } from '../lib/auth-form/google-continue';

export const { bootstrap, mount, unmount, update, fragment } = createParcel(LoginPage, {
  slice: 'mf-account',
  expose: 'LoginPage',
  publicPath: __webpack_public_path__,
  // Whether this server offers Google sign-in: in the page's HTML, before any script runs.
  load: loadGoogleOffer,
});
