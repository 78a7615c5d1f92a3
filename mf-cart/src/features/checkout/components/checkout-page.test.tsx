import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events } from '@storefront/shared';
import { createFakeApi, sampleLine, type FakeApi } from '@storefront/shared/testing';
import { renderThemed } from '../../../testing/render';
import { resetStore } from '../../../testing/reset';
import { cartStore } from '../../../lib/cart-store';
import { CheckoutPage } from './checkout-page';
import { catalogPictures, pictureSlots } from '../../../testing/catalog-pictures';

const figure = (name: 'subtotal' | 'discount' | 'delivery' | 'total') =>
  document.querySelector(`[data-total="${name}"]`)?.textContent;

async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Ada Shopper');
  await user.type(screen.getByLabelText('Street and number'), '1 Main Street');
  await user.type(screen.getByLabelText('City'), 'Springfield');
  await user.type(screen.getByLabelText('Postcode'), 'AB1 2CD');
  await user.selectOptions(screen.getByLabelText('Country'), 'United Kingdom');
}

describe('CheckoutPage', () => {
  let server: FakeApi;
  afterEach(() => server.restore());

  it('signed out with an empty guest bag: shows the cart page prompt', async () => {
    resetStore({ signedIn: false });
    server = createFakeApi({ signedIn: false });
    renderThemed(<CheckoutPage />);
    expect(await screen.findByRole('heading', { name: 'ADD TO CART' })).toBeInTheDocument();
  });

  it('a guest checks out the guest bag with an e-mail address (required) and a phone', async () => {
    resetStore({ signedIn: false });
    server = createFakeApi({ signedIn: false, guestCart: [sampleLine(1, 'small', 1)] });
    const user = userEvent.setup();
    renderThemed(<CheckoutPage />);
    await screen.findByRole('heading', { name: 'CHECKOUT' });
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    expect(await screen.findByText('E-mail is required: your receipt goes there')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail (for your receipt)')).toHaveFocus();
    expect(server.callsTo('POST', '/api/orders/')).toHaveLength(0);
    await user.type(screen.getByLabelText('E-mail (for your receipt)'), 'guest@example.com');
    await user.type(screen.getByLabelText('Phone (optional, for the courier)'), '+44 20 7946 0000');
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/orders/')).toHaveLength(1));
    const [post] = server.callsTo('POST', '/api/orders/');
    expect(post.body).toMatchObject({ email: 'guest@example.com', phone: '+44 20 7946 0000' });
  }, 20_000);

  it('retries the order call once on a network error, with the same key: one order', async () => {
    resetStore({ signedIn: true });
    server = createFakeApi({ cart: [sampleLine(1, 'small', 1)] });
    server.failNext('POST', 'network');
    const user = userEvent.setup();
    renderThemed(<CheckoutPage />);
    await screen.findByRole('heading', { name: 'CHECKOUT' });
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/orders/')).toHaveLength(2));
    const [first, second] = server.callsTo('POST', '/api/orders/');
    expect(second.headers['idempotency-key']).toBe(first.headers['idempotency-key']);
    await waitFor(() => expect(server.state.orders).toHaveLength(1));
  }, 20_000);

  it('empty cart: says so', async () => {
    resetStore({ signedIn: true });
    server = createFakeApi({ cart: [] });
    renderThemed(<CheckoutPage />);
    expect(await screen.findByRole('heading', { name: 'YOUR CART IS EMPTY' })).toBeInTheDocument();
  });

  it('a failed load says so and can try again', async () => {
    resetStore({ signedIn: true });
    server = createFakeApi({ cart: [sampleLine(1, 'small', 1)] });
    server.failNext('GET', 500);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderThemed(<CheckoutPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your checkout");
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'CHECKOUT' })).toBeInTheDocument();
  });

  it('shows the lines and the cart totals plus delivery, which follows the method', async () => {
    resetStore({ signedIn: true });
    // 2 x 25.00 + 1 x 49.99 on sale at 34.99: subtotal 99.99, discount 15.00, total 84.99.
    server = createFakeApi({ cart: [sampleLine(1, 'small', 2), sampleLine(2, 'large', 1)] });
    renderThemed(<CheckoutPage />);
    const lines = await screen.findByRole('list', { name: 'Items in your order' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    expect(figure('subtotal')).toBe('$99.99');
    expect(figure('discount')).toBe('-$15.00');
    expect(figure('delivery')).toBe('Free Standard');
    expect(figure('total')).toBe('$84.99');
    // Express is half price (the product page's banner): its usual fee struck through, then the fee charged.
    const express = screen.getByRole('radio', {
      name: 'Express delivery (1-2 working days): Usually $14.95 $7.47 (half price)',
    });
    expect(express.closest('label')?.querySelector('s')?.textContent).toBe('$14.95');
    await userEvent.click(express);
    expect(figure('delivery')).toBe('$7.47');
    expect(figure('total')).toBe('$92.46');
    expect(screen.getByRole('radio', { name: 'Pay on delivery' })).toBeChecked();
  });

  it("shows each line with the catalog's picture of its product", async () => {
    const pictures = catalogPictures();
    try {
      resetStore({ signedIn: true });
      server = createFakeApi({ cart: [sampleLine(1, 'small', 2), sampleLine(2, 'large', 1)] });
      renderThemed(<CheckoutPage />);
      const lines = await screen.findByRole('list', { name: 'Items in your order' });
      await waitFor(() => expect(lines.querySelectorAll('[data-catalog-picture]')).toHaveLength(2));
      expect(pictures.mounted.map((p) => p.productId)).toEqual([1, 2]);
      expect(pictureSlots(lines)).toEqual([
        [56, 70],
        [56, 70],
      ]);
    } finally {
      pictures.stop();
    }
  });

  it('shows field errors next to the fields, linked with aria-describedby, and sends nothing', async () => {
    resetStore({ signedIn: true });
    server = createFakeApi({ cart: [sampleLine(1, 'small', 1)] });
    renderThemed(<CheckoutPage />);
    await screen.findByRole('heading', { name: 'CHECKOUT' });
    await userEvent.type(screen.getByLabelText('Postcode'), '!!');
    await userEvent.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    const name = screen.getByLabelText('Full name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Full name is required');
    expect(name).toHaveFocus();
    expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription(
      'Postcode can hold letters, digits, spaces and hyphens',
    );
    expect(server.callsTo('POST')).toHaveLength(0);
  });

  it('places the order once with one key, empties the header count at once and opens the confirmation', async () => {
    const navigateSpy = resetStore({ signedIn: true });
    server = createFakeApi({ cart: [sampleLine(1, 'small', 2)] });
    cartStore.setState({ status: 'ready', stocks: server.cart });
    const counts: number[] = [];
    events.on('cart:changed', ({ count }) => counts.push(count));
    const user = userEvent.setup();
    renderThemed(<CheckoutPage />);
    await screen.findByRole('heading', { name: 'CHECKOUT' });
    await fillAddress(user);
    const button = screen.getByRole('button', { name: 'PLACE ORDER' });
    await user.dblClick(button);
    await waitFor(() =>
      expect(navigateSpy).toHaveBeenCalledWith('/checkout/confirmation/1', expect.anything()),
    );
    const posts = server.callsTo('POST', '/api/orders/');
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({
      cartVersion: expect.any(String),
      address: {
        name: 'Ada Shopper',
        street: '1 Main Street',
        city: 'Springfield',
        postcode: 'AB1 2CD',
        country: 'United Kingdom',
      },
      email: 'gym@rat.io',
      deliveryMethod: 'standard',
      paymentMethod: 'pay-on-delivery',
    });
    expect(counts.at(-1)).toBe(0);
    expect(localStorage.getItem('localCart')).toBe('0');
    expect(events.last('cart:changed')).toEqual({ count: 0 });
    expect(cartStore.getState().stocks).toEqual([]);
  });

  it('a 409 for a changed cart shows the new totals and the message', async () => {
    resetStore({ signedIn: true });
    server = createFakeApi({ cart: [sampleLine(1, 'small', 1)] });
    const user = userEvent.setup();
    renderThemed(<CheckoutPage />);
    await screen.findByRole('heading', { name: 'CHECKOUT' });
    expect(figure('total')).toBe('$29.95');
    server.cart = [sampleLine(1, 'small', 3)];
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    expect(
      await screen.findByText('Your cart changed since you opened checkout: please check the new totals'),
    ).toBeInTheDocument();
    expect(figure('subtotal')).toBe('$75.00');
    expect(figure('delivery')).toBe('Free Standard');
    expect(screen.getByRole('button', { name: 'PLACE ORDER' })).toBeEnabled();
  });

  /** A signed-in checkout of one line, its address filled, whose PLACE ORDER the API answers `status`. */
  async function placeOrderAnswered(status: number, body: object) {
    resetStore({ signedIn: true });
    server = createFakeApi({ cart: [sampleLine(1, 'small', 1)] });
    const user = userEvent.setup();
    renderThemed(<CheckoutPage />);
    await screen.findByRole('heading', { name: 'CHECKOUT' });
    await fillAddress(user);
    server.failNext('POST', status, body);
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
  }

  it('a 409 for a sold-out line names it', async () => {
    const message = 'Power Tee (size S) is sold out: remove it from your cart to place your order';
    await placeOrderAnswered(409, { message, reason: 'sold-out' });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit your cart' })).toHaveAttribute('href', '/cart');
    await act(async () => undefined);
    expect(server.orders).toHaveLength(0);
  });

  it("a 429 says how long to wait, in the API's sentence", async () => {
    const message = 'Too many attempts, please try again in 12 minutes';
    await placeOrderAnswered(429, { message });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(server.orders).toHaveLength(0);
  });

  it('offers the saved addresses, fills the form from one, and keeps a new one when asked', async () => {
    resetStore({ signedIn: true });
    server = createFakeApi({
      cart: [sampleLine(1, 'small', 1)],
      addresses: [
        {
          id: 4,
          name: 'Ada Home',
          street: '9 Elm Row',
          city: 'Leeds',
          postcode: 'LS1 1AA',
          country: 'United Kingdom',
          phone: '0113 496 0000',
        },
      ],
    });
    const user = userEvent.setup();
    renderThemed(<CheckoutPage />);
    const picker = await screen.findByLabelText('Use a saved address');
    await user.selectOptions(picker, '4');
    expect(screen.getByLabelText('Street and number')).toHaveValue('9 Elm Row');
    expect(screen.getByLabelText('Country')).toHaveValue('United Kingdom');
    expect(screen.getByLabelText('Phone (optional, for the courier)')).toHaveValue('0113 496 0000');
    await user.click(screen.getByRole('checkbox', { name: 'Save this address to my address book' }));
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/orders/')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/orders/')[0].body).toMatchObject({
      saveAddress: true,
      address: { street: '9 Elm Row', city: 'Leeds' },
    });
  }, 20_000);
});
