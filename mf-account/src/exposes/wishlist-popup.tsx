import { createParcel } from '@storefront/shared';
import { WishlistPopup } from '../features/wishlist/components/wishlist-popup';

export const { bootstrap, mount, unmount, update, fragment } = createParcel(WishlistPopup, {
  slice: 'mf-account',
  expose: 'WishlistPopup',
  publicPath: __webpack_public_path__,
});
