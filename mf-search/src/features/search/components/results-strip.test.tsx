import { fireEvent, render, screen } from '@testing-library/react';
import { StoreThemeProvider } from '@storefront/shared';
import type { ProductStripProps } from '@storefront/shared';
import { ResultsStrip } from './results-strip';

const received: ProductStripProps[] = [];

// Catalog's strip is another slice's parcel: a stand-in with a marked scroller.
jest.mock('@storefront/shared', () => ({
  ...jest.requireActual('@storefront/shared'),
  RemoteParcel: ({ parcelProps }: { parcelProps: ProductStripProps }) => {
    received.push(parcelProps);
    return <div data-strip-scroller data-testid="scroller" />;
  },
}));

describe('ResultsStrip', () => {
  it('hands the products to catalog strip as PRODUCTS and scrolls it 320px each way', () => {
    const onProductOpen = jest.fn();
    render(
      <StoreThemeProvider>
        <ResultsStrip products={[]} loading onProductOpen={onProductOpen} />
      </StoreThemeProvider>,
    );
    expect(received.at(-1)).toEqual({ products: [], loading: true, label: 'PRODUCTS', onProductOpen });

    const scrollBy = jest.fn();
    screen.getByTestId('scroller').scrollBy = scrollBy as unknown as HTMLElement['scrollBy'];
    fireEvent.click(screen.getByRole('button', { name: 'Next products' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 320, behavior: 'smooth' });
    fireEvent.click(screen.getByRole('button', { name: 'Previous products' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -320, behavior: 'smooth' });
  });
});
