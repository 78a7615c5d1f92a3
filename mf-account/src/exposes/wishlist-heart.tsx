import { createParcel } from '@storefront/shared';
import { Placeholder } from '../features/placeholder/components/placeholder';

function WishlistHeart(props: Record<string, unknown>) {
  return <Placeholder slice="mf-account" fragment="WishlistHeart" props={props} />;
}

export const { bootstrap, mount, unmount, update } = createParcel(WishlistHeart, {
  slice: 'mf-account',
  publicPath: __webpack_public_path__,
});
