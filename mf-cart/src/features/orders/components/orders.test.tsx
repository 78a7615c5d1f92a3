import { screen, waitFor, within } from '@testing-library/react';
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
import { ConfirmationPage } from './confirmation-page';
import { NO_ORDERS, OrderHistory } from './order-history';
import { catalogPictures } from '../../../testing/catalog-pictures';

async function order(server: FakeApi, stocks: CartStock[], key: string) {
  server.cart = stocks;
  const { cartVersion } = await fetchCheckoutSummary();
  return placeOrder({
    idempotencyKey: key,
    cartVersion,
    address: ADDRESS,
    deliveryMethod: 'express',
    paymentMethod: 'pay-on-delivery',
  });
}

describe('ConfirmationPage', () => {
  let server: FakeApi;
  afterEach(() => server.restore());

  it('shows THANK YOU FOR YOUR ORDER with the number, lines, totals, address and delivery method', async () => {
    resetStore({ signedIn: true });
    server = createFakeApi();
    const placed = await order(
      server,
      [sampleLine(1, 'small', 2), sampleLine(2, 'large', 1)],
      'key-00000001',
    );
    renderThemed(<ConfirmationPage orderId={String(placed.id)} />);
    expect(
      await screen.findByRole('heading', { name: 'THANK YOU FOR YOUR ORDER', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('SF-000001')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Items in order SF-000001' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(document.querySelector('[data-total="delivery"]')?.textContent).toBe('$7.47');
    expect(document.querySelector('[data-total="total"]')?.textContent).toBe('$92.46');
    expect(screen.getByText(/1 Main Street/)).toBeInTheDocument();
    expect(screen.getByText(/Express delivery/, { selector: 'p' })).toBeInTheDocument();
  });

  it("shows the delivery fee an order was charged, not today's rule's (express at $14.95, before half price)", async () => {
    resetStore({ signedIn: true });
    server = createFakeApi();
    const placed = await order(
      server,
      [sampleLine(1, 'small', 2), sampleLine(2, 'large', 1)],
      'key-00000009',
    );
    const stored = server.orders.find((o) => o.id === placed.id)!;
    stored.deliveryFeeCents = 1495;
    stored.grandTotalCents = 9994;
    renderThemed(<ConfirmationPage orderId={String(placed.id)} />);
    expect(
      await screen.findByRole('heading', { name: 'THANK YOU FOR YOUR ORDER', level: 1 }),
    ).toBeInTheDocument();
    expect(document.querySelector('[data-total="delivery"]')?.textContent).toBe('$14.95');
    expect(document.querySelector('[data-total="total"]')?.textContent).toBe('$99.94');
  });

  it("shows each line of the order with the catalog's picture of its product", async () => {
    const pictures = catalogPictures();
    try {
      resetStore({ signedIn: true });
      server = createFakeApi();
      const placed = await order(
        server,
        [sampleLine(15, 'small', 1), sampleLine(2, 'large', 1)],
        'key-00000002',
      );
      renderThemed(<ConfirmationPage orderId={String(placed.id)} />);
      const lines = await screen.findByRole('list', { name: `Items in order ${placed.number}` });
      await waitFor(() => expect(lines.querySelectorAll('[data-catalog-picture]')).toHaveLength(2));
      expect(pictures.mounted).toEqual(
        expect.arrayContaining([
          { productId: 15, size: 56, alt: '' },
          { productId: 2, size: 56, alt: '' },
        ]),
      );
    } finally {
      pictures.stop();
    }
  });

  it('an unknown or foreign order says it was not found', async () => {
    resetStore({ signedIn: true });
    server = createFakeApi();
    renderThemed(<ConfirmationPage orderId="42" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't find this order in your account.",
    );
  });
});

describe('OrderHistory', () => {
  let server: FakeApi;
  afterEach(() => server.restore());

  it('NO ORDERS when there are none', async () => {
    resetStore({ signedIn: true });
    server = createFakeApi();
    renderThemed(<OrderHistory />);
    expect(await screen.findByText(NO_ORDERS)).toBeInTheDocument();
    expect(screen.getByText('NO ORDERS')).toBeInTheDocument();
  });

  it('lists the orders newest first, each a link to its detail', async () => {
    resetStore({ signedIn: true });
    server = createFakeApi();
    await order(server, [sampleLine(1, 'small', 1)], 'key-00000001');
    await order(server, [sampleLine(1, 'small', 2), sampleLine(15, 'medium', 1)], 'key-00000002');
    renderThemed(<OrderHistory />);
    // Each order's own link (each also links to its return form).
    const links = within(await screen.findByRole('list', { name: 'Your orders' })).getAllByRole('link', {
      name: /^Order /,
    });
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', '/checkout/confirmation/2');
    expect(links[0]).toHaveTextContent('Order SF-000002');
    expect(links[0]).toHaveTextContent('3 items');
    expect(links[0]).toHaveTextContent('PLACED');
    expect(links[1]).toHaveTextContent('1 item');
    expect(links[1]).toHaveTextContent('January 1, 2026');
  });

  it('a failed load says so', async () => {
    resetStore({ signedIn: true });
    server = createFakeApi();
    server.failNext('GET', 500);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderThemed(<OrderHistory />);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your orders");
  });
});
