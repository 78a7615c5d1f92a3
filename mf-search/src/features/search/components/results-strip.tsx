import { useMemo } from 'react';
import { RemoteParcel } from '@storefront/shared';
import type { Product, ProductStripProps } from '@storefront/shared';
import { Heading } from './search-panel.styles';

interface ResultsStripProps {
  products: Product[];
  loading: boolean;
  onProductOpen: (product: Product) => void;
}

/**
 * The PRODUCTS strip: catalog's ./ProductStrip parcel, which draws the cards, the
 * six loading placeholders and the previous/next buttons that scroll it 320px.
 */
export function ResultsStrip({ products, loading, onProductOpen }: ResultsStripProps) {
  const parcelProps = useMemo<ProductStripProps>(
    () => ({ products, loading, label: 'PRODUCTS', onProductOpen }),
    [products, loading, onProductOpen],
  );

  return (
    <section aria-labelledby="mf-search-results" data-testid="search-results">
      <Heading id="mf-search-results">PRODUCTS</Heading>
      <RemoteParcel
        slice="mf-catalog"
        expose="ProductStrip"
        parcelProps={parcelProps}
        reserve={{ minHeight: 320 }}
        label="Products"
      />
    </section>
  );
}
