import { createParcel } from '@storefront/shared';
import { Search } from '../features/search/components/search';

export const { bootstrap, mount, unmount, update, fragment } = createParcel(Search, {
  slice: 'mf-search',
  expose: 'Search',
  publicPath: __webpack_public_path__,
});
