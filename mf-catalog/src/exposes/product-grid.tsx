import { createParcel } from '@storefront/shared';
import type { ProductGridProps } from '@storefront/shared';
import { ProductGridView } from '../lib/product-lists/components/product-grid';

function ProductGrid(props: ProductGridProps) {
  return <ProductGridView {...props} />;
}

export const { bootstrap, mount, unmount, update } = createParcel(ProductGrid, {
  slice: 'mf-catalog',
  expose: 'ProductGrid',
  publicPath: __webpack_public_path__,
});
