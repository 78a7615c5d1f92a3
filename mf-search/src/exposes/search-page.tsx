import { createParcel } from '@storefront/shared';
import { SearchPage } from '../features/search-page/components/search-page';
import { loadSearchPage, searchPageHead } from '../features/search-page/search-page-data';

export const { bootstrap, mount, unmount, update, fragment } = createParcel(SearchPage, {
  slice: 'mf-search',
  expose: 'SearchPage',
  publicPath: __webpack_public_path__,
  load: loadSearchPage,
  head: searchPageHead,
});
