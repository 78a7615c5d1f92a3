import { createParcel } from '@storefront/shared';
import { SettingsPage } from '../features/settings/components/settings-page';

export const { bootstrap, mount, unmount, update, fragment } = createParcel(SettingsPage, {
  slice: 'mf-account',
  expose: 'SettingsPage',
  publicPath: __webpack_public_path__,
});
