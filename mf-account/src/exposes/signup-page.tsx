import { createParcel } from '@storefront/shared';
import { SignupPage } from '../features/auth/components/signup-page';
import { loadGoogleOffer } from '../lib/auth-form/google-continue';

export const { bootstrap, mount, unmount, update, fragment } = createParcel(SignupPage, {
  slice: 'mf-account',
  expose: 'SignupPage',
  publicPath: __webpack_public_path__,
  // Whether this server offers Google sign-in: in the page's HTML, before any script runs.
  load: loadGoogleOffer,
});
