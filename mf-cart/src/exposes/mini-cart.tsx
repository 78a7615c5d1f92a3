import { createParcel } from '@storefront/shared';
import { Placeholder } from '../features/placeholder/components/placeholder';

function MiniCart(props: Record<string, unknown>) {
  return <Placeholder slice="mf-cart" fragment="MiniCart" props={props} />;
}

export const { bootstrap, mount, unmount, update } = createParcel(MiniCart, {
  slice: 'mf-cart',
  publicPath: __webpack_public_path__,
});
