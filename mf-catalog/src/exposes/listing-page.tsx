import { createParcel } from '@storefront/shared';
import { ListingPage } from '../features/listing/components/listing-page';

export const { bootstrap, mount, unmount, update, Fragment } = createParcel(ListingPage, {
  slice: 'mf-catalog',
  expose: 'ListingPage',
  publicPath: __webpack_public_path__,
});
