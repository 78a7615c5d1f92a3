import { createParcel } from '@storefront/shared';
import { Placeholder } from '../features/placeholder/components/placeholder';

function WishlistPopup(props: Record<string, unknown>) {
  return <Placeholder slice="mf-account" fragment="WishlistPopup" props={props} />;
}

export const { bootstrap, mount, unmount, update } = createParcel(WishlistPopup, {
  slice: 'mf-account',
  publicPath: __webpack_public_path__,
});
