import { createParcel } from '@storefront/shared';
import { Placeholder } from '../features/placeholder/components/placeholder';

function CartDrawer(props: Record<string, unknown>) {
  return <Placeholder slice="mf-cart" fragment="CartDrawer" props={props} />;
}

export const { bootstrap, mount, unmount, update } = createParcel(CartDrawer, {
  slice: 'mf-cart',
  publicPath: __webpack_public_path__,
});
