import { createParcel } from '@storefront/shared';
import { Placeholder } from '../features/placeholder/components/placeholder';

function AccountPage(props: Record<string, unknown>) {
  return <Placeholder slice="mf-account" fragment="AccountPage" props={props} />;
}

export const { bootstrap, mount, unmount, update } = createParcel(AccountPage, {
  slice: 'mf-account',
  publicPath: __webpack_public_path__,
});
