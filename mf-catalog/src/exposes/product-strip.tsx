import { createParcel } from '@storefront/shared';
import { Placeholder } from '../features/placeholder/components/placeholder';

function ProductStrip(props: Record<string, unknown>) {
  return <Placeholder slice="mf-catalog" fragment="ProductStrip" props={props} />;
}

export const { bootstrap, mount, unmount, update } = createParcel(ProductStrip, {
  slice: 'mf-catalog',
  publicPath: __webpack_public_path__,
});
