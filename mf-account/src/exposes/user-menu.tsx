import { createParcel } from '@storefront/shared';
import { Placeholder } from '../features/placeholder/components/placeholder';

function UserMenu(props: Record<string, unknown>) {
  return <Placeholder slice="mf-account" fragment="UserMenu" props={props} />;
}

export const { bootstrap, mount, unmount, update } = createParcel(UserMenu, {
  slice: 'mf-account',
  publicPath: __webpack_public_path__,
});
