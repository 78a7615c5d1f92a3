import { createParcel } from '@storefront/shared';
import { UserMenu } from '../features/user-menu/components/user-menu';

export const { bootstrap, mount, unmount, update, fragment } = createParcel(UserMenu, {
  slice: 'mf-account',
  expose: 'UserMenu',
  publicPath: __webpack_public_path__,
});
