import { createParcel } from '@storefront/shared';
import { Placeholder } from '../features/placeholder/components/placeholder';

function LoginPage(props: Record<string, unknown>) {
  return <Placeholder slice="mf-account" fragment="LoginPage" props={props} />;
}

export const { bootstrap, mount, unmount, update } = createParcel(LoginPage, {
  slice: 'mf-account',
  publicPath: __webpack_public_path__,
});
