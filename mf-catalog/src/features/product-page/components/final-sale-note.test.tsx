/**
 * @jest-environment-options {"url": "http://localhost/men/products/2"}
 */
// A product on sale is final sale (isFinalSale: a line bought at a sale price), and its page says so
// beside the price before the shopper buys it; a full-price product's page does not.
import { render, screen } from '@testing-library/react';
import { FINAL_SALE_MARK, StoreThemeProvider } from '@storefront/shared';
import { createFakeApi, type FakeApi } from '@storefront/shared/testing';
import {
  hydrationErrorsOf,
  writeRenderedPage,
  type ExposeModule,
} from '@storefront/shared/testing/server-render';
import * as ProductPage from '../../../exposes/product-page';
import { FinalSaleNote } from './final-sale-note';

const EXPOSES: Record<string, ExposeModule> = { ProductPage };

let fake: FakeApi;
beforeEach(() => {
  fake = createFakeApi(); // product 2, Flex Hoodie, is on sale at $34.99
});
afterEach(() => {
  fake.restore();
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the final-sale note', () => {
  it('is beside the sale price of a product on sale, in the server HTML, and hydrates unchanged', async () => {
    const slots = await writeRenderedPage('/men/products/2', EXPOSES, [
      { expose: 'ProductPage', props: { gender: 'men', productId: '2' } },
    ]);
    const note = screen.getByTestId('final-sale-note');
    expect(note).toHaveTextContent('Final sale: not returnable');
    expect(note.parentElement).toHaveTextContent('$34.99');
    expect(await hydrationErrorsOf(slots)).toEqual([]);
    expect(screen.getByTestId('final-sale-note')).toHaveTextContent(FINAL_SALE_MARK);
  });

  it('is drawn for a sale price, even a free one, and not for a product at full price', () => {
    const { container, rerender } = render(
      <StoreThemeProvider>
        <FinalSaleNote product={{ salePrice: null }} />
      </StoreThemeProvider>,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(
      <StoreThemeProvider>
        <FinalSaleNote product={{ salePrice: 0 }} />
      </StoreThemeProvider>,
    );
    expect(screen.getByText(FINAL_SALE_MARK)).toBeInTheDocument();
  });
});
