// Final sale is marked where the returns policy says (shell/content/returns-policy.md): on each line
// of an order bought at a sale price, on the confirmation and on YOUR ORDERS; a full-price line is
// not marked.
import { screen, within } from '@testing-library/react';
import { FINAL_SALE_MARK } from '@storefront/shared';
import {
  ADDRESS_FIXTURE as ADDRESS,
  createFakeApi,
  sampleLine,
  type FakeApi,
} from '@storefront/shared/testing';
import { renderThemed } from '../../../testing/render';
import { resetStore } from '../../../testing/reset';
import { placeOrder, fetchCheckoutSummary } from '../../../api/checkout-api';
import { ConfirmationPage } from './confirmation-page';
import { OrderHistory } from './order-history';
import { catalogPictures, type CatalogPictures } from '../../../testing/catalog-pictures';

let server: FakeApi;
// The catalog's pictures beside the lines, so no line's picture fails to load.
let pictures: CatalogPictures;
beforeEach(() => {
  pictures = catalogPictures();
});
afterEach(() => {
  server.restore();
  pictures.stop();
});

/** An order of the Power Tee at full price and the Flex Hoodie on sale (the fake API's catalog). */
async function orderTeeAndSaleHoodie() {
  resetStore({ signedIn: true });
  server = createFakeApi();
  server.cart = [sampleLine(1, 'small', 1), sampleLine(2, 'large', 1)];
  const { cartVersion } = await fetchCheckoutSummary();
  return placeOrder({
    idempotencyKey: 'key-final-sale',
    cartVersion,
    address: ADDRESS,
    deliveryMethod: 'standard',
    paymentMethod: 'pay-on-delivery',
  });
}

function expectOnlyTheSaleLineMarked(lines: HTMLElement) {
  const [tee, hoodie] = within(lines).getAllByRole('listitem');
  expect(tee).toHaveTextContent('Power Tee');
  expect(tee).not.toHaveTextContent(FINAL_SALE_MARK);
  expect(hoodie).toHaveTextContent('Flex Hoodie');
  expect(hoodie).toHaveTextContent('Final sale: not returnable');
}

describe('OrderLines', () => {
  it('the confirmation marks the line bought at a sale price as final sale, and only it', async () => {
    const placed = await orderTeeAndSaleHoodie();
    renderThemed(<ConfirmationPage orderId={String(placed.id)} />);
    expectOnlyTheSaleLineMarked(await screen.findByRole('list', { name: `Items in order ${placed.number}` }));
  });

  it('YOUR ORDERS marks the same line', async () => {
    const placed = await orderTeeAndSaleHoodie();
    renderThemed(<OrderHistory />);
    expectOnlyTheSaleLineMarked(await screen.findByRole('list', { name: `Items in order ${placed.number}` }));
  });
});
