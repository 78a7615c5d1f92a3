import { createParcel } from '@storefront/shared';
import { Placeholder } from '../features/placeholder/components/placeholder';

function ProductGrid(props: Record<string, unknown>) {
  return <Placeholder slice="mf-catalog" fragment="ProductGrid" props={props} />;
}

export const { bootstrap, mount, unmount, update } = createParcel(ProductGrid, {
  slice: 'mf-catalog',
  publicPath: __webpack_public_path__,
});
