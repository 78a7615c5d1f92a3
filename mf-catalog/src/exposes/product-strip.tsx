import { createParcel } from '@storefront/shared';
import type { ProductStripProps } from '@storefront/shared';
import { ProductStripView } from '../lib/product-lists/components/product-strip';

function ProductStrip({ products, loading, label = 'PRODUCTS', onProductOpen }: ProductStripProps) {
  return (
    <ProductStripView products={products} loading={loading} label={label} onProductOpen={onProductOpen} />
  );
}

export const { bootstrap, mount, unmount, update, fragment } = createParcel(ProductStrip, {
  slice: 'mf-catalog',
  expose: 'ProductStrip',
  publicPath: __webpack_public_path__,
});
