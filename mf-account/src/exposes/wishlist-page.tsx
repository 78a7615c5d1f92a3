import { createParcel } from '@storefront/shared';
import { Placeholder } from '../features/placeholder/components/placeholder';

function WishlistPage(props: Record<string, unknown>) {
  return <Placeholder slice="mf-account" fragment="WishlistPage" props={props} />;
}

export const { bootstrap, mount, unmount, update } = createParcel(WishlistPage, {
  slice: 'mf-account',
  publicPath: __webpack_public_path__,
});
