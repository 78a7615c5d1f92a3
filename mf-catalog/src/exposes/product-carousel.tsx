import { createParcel } from '@storefront/shared';
import { Placeholder } from '../features/placeholder/components/placeholder';

function ProductCarousel(props: Record<string, unknown>) {
  return <Placeholder slice="mf-catalog" fragment="ProductCarousel" props={props} />;
}

export const { bootstrap, mount, unmount, update } = createParcel(ProductCarousel, {
  slice: 'mf-catalog',
  publicPath: __webpack_public_path__,
});
