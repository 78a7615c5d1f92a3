import { createParcel } from '@storefront/shared';
import { Placeholder } from '../features/placeholder/components/placeholder';

function CartPage(props: Record<string, unknown>) {
  return <Placeholder slice="mf-cart" fragment="CartPage" props={props} />;
}

export const { bootstrap, mount, unmount, update } = createParcel(CartPage, {
  slice: 'mf-cart',
  publicPath: __webpack_public_path__,
});
