import styled from 'styled-components';
import type { Product, Size } from '@storefront/shared';
import { ProductCard } from '../../product-card/components/product-card';
import { CardPlaceholders } from '../../product-card/components/card-placeholder';
import { WRAP_NAMES_ATTRIBUTE } from '../../product-card/card-size';

/** Cards above the fold on a wide screen load their images at once. */
const EAGER_CARDS = 4;

interface ProductGridViewProps {
  products: Product[];
  loading: boolean;
  sizeFilter?: Size | null;
  /** One or two columns at 766px and below (two by default). */
  columns?: 1 | 2;
  /** The next page is loading: its placeholders follow the cards. */
  loadingMore?: boolean;
}

export function ProductGridView({
  products,
  loading,
  sizeFilter,
  columns = 2,
  loadingMore = false,
}: ProductGridViewProps) {
  return (
    <Grid
      $columns={columns}
      data-testid="product-grid"
      data-columns={columns}
      aria-busy={loading || loadingMore}
      {...{ [WRAP_NAMES_ATTRIBUTE]: '' }}
    >
      {loading ? (
        <CardPlaceholders />
      ) : (
        <>
          {products.map((product, i) => (
            <ProductCard
              key={product.productId}
              product={product}
              sizeFilter={sizeFilter}
              eager={i < EAGER_CARDS}
              priority={i === 0}
            />
          ))}
          {loadingMore && <CardPlaceholders />}
        </>
      )}
    </Grid>
  );
}

const Grid = styled.div<{ $columns: 1 | 2 }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 24px 16px;
  width: 100%;
  ${({ theme }) => theme.media.upTo766} {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 20px 0;
    & > * {
      width: ${({ $columns }) => ($columns === 2 ? '49%' : '100%')};
    }
  }
`;
