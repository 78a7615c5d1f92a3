// The product's colourways (docs/catalog.md#colourways): one swatch per colour of its group, each a
// link to that colour's own product page; the current one is marked. Nothing for a single colour.
import styled from 'styled-components';
import { StoreLink } from '@storefront/shared';
import type { ProductWithStock } from '@storefront/shared';
import PALETTE from '../../../lib/colour-palette.json';
import { productHref } from '../../../lib/product-card/product-links';

export function ColourSwatches({ product }: { product: ProductWithStock }) {
  if (product.colourways.length < 2) return null;
  return (
    <nav aria-label="Colours">
      <Heading>
        {product.colourways.length} colours: <Current>{product.color}</Current>
      </Heading>
      <List>
        {product.colourways.map((way) => {
          const current = way.id === product.productId;
          return (
            <li key={way.id}>
              <Swatch
                href={productHref({ gender: product.gender, productId: way.id })}
                aria-current={current ? 'page' : undefined}
                aria-label={`${way.color}${current ? ' (shown)' : ''}`}
                title={way.color}
                $fill={PALETTE[way.color] ?? '#ccc'}
                data-testid="colour-swatch"
              />
            </li>
          );
        })}
      </List>
    </nav>
  );
}

const Heading = styled.p`
  margin: 0 0 8px;
  font-size: 14px;
`;

const Current = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  text-transform: capitalize;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

// 44px targets (a 32px swatch in a ring) for touch; the shown colour has a solid ring.
const Swatch = styled(StoreLink)<{ $fill: string }>`
  display: block;
  width: 44px;
  height: 44px;
  box-sizing: border-box;
  border-radius: 50%;
  border: 2px solid transparent;
  background: ${({ $fill }) => $fill} content-box;
  padding: 4px;
  box-shadow:
    inset 0 0 0 4px #fff,
    inset 0 0 0 5px rgba(0, 0, 0, 0.15);
  outline-offset: 2px;
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.text};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.muted};
  }
`;
