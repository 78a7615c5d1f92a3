import { createParcel } from '@storefront/shared';
import { Placeholder } from '../features/placeholder/components/placeholder';

function ListingPage(props: Record<string, unknown>) {
  return <Placeholder slice="mf-catalog" fragment="ListingPage" props={props} />;
}

export const { bootstrap, mount, unmount, update } = createParcel(ListingPage, {
  slice: 'mf-catalog',
  publicPath: __webpack_public_path__,
});
