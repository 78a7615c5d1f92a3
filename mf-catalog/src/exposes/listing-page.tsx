import { createParcel } from '@storefront/shared';
import { ListingPage } from '../features/listing/components/listing-page';
import { loadListing } from '../features/listing/listing-data';
import { listingHead } from '../features/listing/listing-head';

export const { bootstrap, mount, unmount, update, fragment } = createParcel(ListingPage, {
  slice: 'mf-catalog',
  expose: 'ListingPage',
  publicPath: __webpack_public_path__,
  load: (props, context) => loadListing(props, context),
  head: listingHead,
});
