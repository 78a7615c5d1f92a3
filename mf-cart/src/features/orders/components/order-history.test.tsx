import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartStock } from '@storefront/shared';
import {
  ADDRESS_FIXTURE as ADDRESS,
  createFakeApi,
  sampleLine,
  type FakeApi,
} from '@storefront/shared/testing';
import { renderThemed } from '../../../testing/render';
import { resetStore } from '../../../testing/reset';
import { placeOrder, fetchCheckoutSummary } from '../../../api/checkout-api';
import { catalogPictures, pictureSlots, type CatalogPictures } from '../../../testing/catalog-pictures';
import { OrderHistory } from './order-history';

let keys = 0;
async function order(server: FakeApi, stocks: CartStock[]) {
  server.cart = stocks;
  const { cartVersion } = await fetchCheckoutSummary();
  return placeOrder({
    idempotencyKey: `history-${String(keys++).padStart(6, '0')}`,
    cartVersion,
    address: ADDRESS,
    deliveryMethod: 'standard',
    paymentMethod: 'pay-on-delivery',
  });
}

describe('OrderHistory: lines and pictures', () => {
  let server: FakeApi;
  let pictures: CatalogPictures | null = null;
  beforeEach(() => {
    resetStore({ signedIn: true });
    server = createFakeApi();
  });
  afterEach(() => {
    pictures?.stop();
    pictures = null;
    server.restore();
  });

  it("lists each order's lines with the catalog's picture, name, size, quantity and price", async () => {
    pictures = catalogPictures();
    const placed = await order(server, [sampleLine(2, 'large', 2), sampleLine(15, 'small', 1)]);
    renderThemed(<OrderHistory />);
    const lines = await screen.findByRole('list', { name: `Items in order ${placed.number}` });
    const items = within(lines).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Flex Hoodie · Large · Qty 2');
    expect(items[0]).toHaveTextContent('$69.98');
    expect(items[1]).toHaveTextContent('Studio Leggings · Small · Qty 1');
    await waitFor(() => expect(lines.querySelectorAll('[data-catalog-picture]')).toHaveLength(2));
    expect(pictures.mounted).toEqual([
      { productId: 2, size: 56, alt: '' },
      { productId: 15, size: 56, alt: '' },
    ]);
    // The order's own link still leads to its detail.
    const history = screen.getByRole('list', { name: 'Your orders' });
    expect(
      within(history).getByRole('link', { name: new RegExp(`^Order ${placed.number}`) }),
    ).toHaveAttribute('href', `/checkout/confirmation/${placed.id}`);
    // And each order leads to the return form for it (docs/account.md#make-a-return).
    expect(
      within(history).getByRole('link', { name: `Return an item of order ${placed.number}` }),
    ).toHaveAttribute('href', `/account/returns/new?order=${placed.id}`);
  });

  it('keeps each line and its reserved box when the catalog cannot be loaded', async () => {
    pictures = catalogPictures({ fail: true });
    const placed = await order(server, [sampleLine(1, 'medium', 1)]);
    renderThemed(<OrderHistory />);
    const lines = await screen.findByRole('list', { name: `Items in order ${placed.number}` });
    await waitFor(() =>
      expect(lines.querySelector('[data-slot="mf-catalog/ProductPicture"]')).toHaveAttribute(
        'data-slot-state',
        'failed',
      ),
    );
    expect(pictureSlots(lines)).toEqual([[56, 70]]);
    expect(within(lines).getByRole('listitem')).toHaveTextContent('Power Tee · Medium · Qty 1');
  });
});

describe('OrderHistory: pages', () => {
  let server: FakeApi;
  beforeEach(() => {
    resetStore({ signedIn: true });
    server = createFakeApi();
  });
  afterEach(() => server.restore());

  const shownOrders = () =>
    within(screen.getByRole('list', { name: 'Your orders' }))
      .getAllByRole('link', { name: /^Order SF-/ })
      .map((a) => a.textContent?.match(/SF-\d+/)?.[0]);

  it('shows the first 10 of 12, LOAD MORE appends the rest (TRY AGAIN after a failure)', async () => {
    const sizes = ['extraSmall', 'small', 'medium', 'large', 'extraLarge'] as const;
    // One of each product and size (the fake's stock is a few of each).
    for (let i = 0; i < 12; i += 1) await order(server, [sampleLine([1, 2, 15][i % 3], sizes[i % 5], 1)]);
    renderThemed(<OrderHistory />);
    expect(await screen.findByText('Showing 10 of 12 orders')).toBeInTheDocument();
    expect(shownOrders()).toEqual(
      Array.from({ length: 10 }, (_, i) => `SF-${String(12 - i).padStart(6, '0')}`),
    );

    server.failNext('GET', 500);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'LOAD MORE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The next orders could not load.');
    expect(shownOrders()).toHaveLength(10);

    await userEvent.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    await waitFor(() => expect(shownOrders()).toHaveLength(12));
    expect(shownOrders().slice(10)).toEqual(['SF-000002', 'SF-000001']);
    expect(screen.queryByRole('button', { name: 'LOAD MORE' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    const pages = server.callsTo('GET', '/api/orders/');
    expect(pages.map((c) => c.params?.cursor)).toEqual([undefined, '3', '3']);
  });
});
