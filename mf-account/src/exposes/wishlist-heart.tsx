import { createParcel } from '@storefront/shared';
import { WishlistHeart } from '../features/wishlist/components/wishlist-heart';

export const { bootstrap, mount, unmount, update, fragment } = createParcel(WishlistHeart, {
  slice: 'mf-account',
  expose: 'WishlistHeart',
  publicPath: __webpack_public_path__,
});
