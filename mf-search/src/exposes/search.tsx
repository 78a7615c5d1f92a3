import { createParcel } from '@storefront/shared';
import { Placeholder } from '../features/placeholder/components/placeholder';

function Search(props: Record<string, unknown>) {
  return <Placeholder slice="mf-search" fragment="Search" props={props} />;
}

export const { bootstrap, mount, unmount, update } = createParcel(Search, {
  slice: 'mf-search',
  publicPath: __webpack_public_path__,
});
