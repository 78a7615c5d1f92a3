import { createParcel } from '@storefront/shared';
import { WishlistPage } from '../features/wishlist-page/components/wishlist-page';

export const { bootstrap, mount, unmount, update, fragment } = createParcel(WishlistPage, {
  slice: 'mf-account',
  expose: 'WishlistPage',
  publicPath: __webpack_public_path__,
});
