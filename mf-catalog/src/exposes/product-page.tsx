import { createParcel } from '@storefront/shared';
import { Placeholder } from '../features/placeholder/components/placeholder';

function ProductPage(props: Record<string, unknown>) {
  return <Placeholder slice="mf-catalog" fragment="ProductPage" props={props} />;
}

export const { bootstrap, mount, unmount, update } = createParcel(ProductPage, {
  slice: 'mf-catalog',
  publicPath: __webpack_public_path__,
});
