import { createParcel } from '@storefront/shared';
import { Placeholder } from '../features/placeholder/components/placeholder';

function SignupPage(props: Record<string, unknown>) {
  return <Placeholder slice="mf-account" fragment="SignupPage" props={props} />;
}

export const { bootstrap, mount, unmount, update } = createParcel(SignupPage, {
  slice: 'mf-account',
  publicPath: __webpack_public_path__,
});
