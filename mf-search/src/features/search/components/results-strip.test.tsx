import { render, screen } from '@testing-library/react';
import { StoreThemeProvider } from '@storefront/shared';
import type { ProductStripProps } from '@storefront/shared';
import { ResultsStrip } from './results-strip';

const received: { slice: string; expose: string; parcelProps: ProductStripProps }[] = [];

// Catalog's strip is another slice's parcel: record what it is handed.
jest.mock('@storefront/shared', () => ({
  ...jest.requireActual('@storefront/shared'),
  RemoteParcel: (props: { slice: string; expose: string; parcelProps: ProductStripProps }) => {
    received.push(props);
    return null;
  },
}));

describe('ResultsStrip', () => {
  it('shows catalog strip under a PRODUCTS heading with the results, loading flag and open callback', () => {
    const onProductOpen = jest.fn();
    render(
      <StoreThemeProvider>
        <ResultsStrip products={[]} loading onProductOpen={onProductOpen} />
      </StoreThemeProvider>,
    );
    expect(screen.getByRole('heading', { name: 'PRODUCTS' })).toBeInTheDocument();
    expect(received.at(-1)).toMatchObject({
      slice: 'mf-catalog',
      expose: 'ProductStrip',
      parcelProps: { products: [], loading: true, label: 'PRODUCTS', onProductOpen },
    });
  });
});
