// The product's details from the catalogue (docs/catalog.md#product): description, fit, fabric and
// care, each in its own collapsible section; a section the catalogue leaves empty is not drawn.
import type { ProductWithStock } from '@storefront/shared';
import { Collapsible } from './collapsible';

export function ProductDetails({ product }: { product: ProductWithStock }) {
  return (
    <>
      <Collapsible title="PRODUCT DESCRIPTION">
        <p>{product.description}</p>
      </Collapsible>
      {product.fit && (
        <Collapsible title="SIZE & FIT">
          <p>{product.fit}</p>
        </Collapsible>
      )}
      {(product.fabric || product.care) && (
        <Collapsible title="FABRIC & CARE">
          {product.fabric && <p>{product.fabric}</p>}
          {product.care && <p>{product.care}</p>}
        </Collapsible>
      )}
    </>
  );
}
