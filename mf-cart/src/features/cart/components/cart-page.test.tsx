import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, sampleLine, type FakeApi } from '@storefront/shared/testing';
import { renderThemed } from '../../../testing/render';
import { resetStore } from '../../../testing/reset';
import { CHECKOUT_PATH } from './checkout-button';
import { CartPage } from './cart-page';

const figure = (name: 'subtotal' | 'shipping' | 'discount' | 'total') =>
  document.querySelector(`[data-total="${name}"]`)?.textContent;

describe('CartPage', () => {
  let server: FakeApi;
  afterEach(() => server.restore());

  it('signed out with an empty guest bag: the ADD TO CART prompt alone, with CREATE ACCOUNT and LOG IN', async () => {
    resetStore({ signedIn: false });
    server = createFakeApi({ signedIn: false });
    renderThemed(<CartPage />);
    expect(screen.getByRole('heading', { name: 'ADD TO CART' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CREATE ACCOUNT' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'LOG IN' })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(server.callsTo('GET', '/api/cart/')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'CHECKOUT AS GUEST' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'SUMMARY' })).toBeNull();
  });

  it('signed out with a guest bag: its lines and totals, the prompt and CHECKOUT AS GUEST', async () => {
    resetStore({ signedIn: false });
    server = createFakeApi({ signedIn: false, guestCart: [sampleLine(1, 'medium', 2)] });
    renderThemed(<CartPage />);
    expect(await screen.findByRole('heading', { name: 'SUMMARY' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem', { name: /Medium/ })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'ADD TO CART' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CREATE ACCOUNT' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'LOG IN' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'CHECKOUT AS GUEST' })).toHaveAttribute('href', '/checkout');
    expect(figure('subtotal')).toBe('$50.00');
  });

  it('empty: shows YOUR CART IS EMPTY with SHOP MEN and SHOP WOMEN', async () => {
    resetStore({ signedIn: true });
    server = createFakeApi({ cart: [] });
    renderThemed(<CartPage />);
    expect(await screen.findByRole('heading', { name: 'YOUR CART IS EMPTY' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SHOP MEN' })).toHaveAttribute('href', '/men/products');
    expect(screen.getByRole('link', { name: 'SHOP WOMEN' })).toHaveAttribute('href', '/women/products');
    expect(server.callsTo('GET', '/api/cart/')).toHaveLength(1);
  });

  it('filled: lists the lines with links and the SUMMARY figures', async () => {
    resetStore({ signedIn: true });
    server = createFakeApi({ cart: [sampleLine(1, 'medium', 2), sampleLine(2, 'extraLarge', 1)] });
    renderThemed(<CartPage />);
    const line = await screen.findByRole('listitem', { name: 'Flex Hoodie, Extra Large' });
    expect(within(line).getByRole('link', { name: 'Flex Hoodie' })).toHaveAttribute(
      'href',
      '/men/products/2',
    );
    expect(screen.getByRole('heading', { name: 'SUMMARY' })).toBeInTheDocument();
    expect(figure('subtotal')).toBe('$99.99');
    expect(figure('shipping')).toBe('Free Standard');
    expect(figure('discount')).toBe('-$15.00');
    expect(figure('total')).toBe('$84.99');
    expect(screen.getByRole('heading', { name: 'NEED HELP?' })).toBeInTheDocument();
    expect(screen.getByText(/not reserved/)).toBeInTheDocument();
  });

  it('offers quantities 1 to 10 only and updates the totals when one changes', async () => {
    resetStore({ signedIn: true });
    server = createFakeApi({ cart: [sampleLine(15, 'small', 3)] });
    renderThemed(<CartPage />);
    const select = await screen.findByRole('combobox', { name: 'Quantity' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(figure('subtotal')).toBe('$30.03');
    await userEvent.selectOptions(select, '2');
    expect(figure('subtotal')).toBe('$20.02');
    expect(figure('discount')).toBe('-$6.68');
    // Under $75.00 of goods: the standard fee, and how much more is free (docs/cart.md#totals).
    expect(figure('shipping')).toBe('$4.95');
    expect(document.querySelector('[data-delivery-hint]')?.textContent).toBe(
      'Spend $61.66 more for free standard delivery',
    );
    expect(figure('total')).toBe('$18.29');
    // The server's answer is the cart: it is shown without a second GET.
    await waitFor(() => expect(server.cart[0].cart_stocks.quantity).toBe(2));
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(server.callsTo('GET')).toHaveLength(1);
    expect(figure('total')).toBe('$18.29');
  });

  it('fades a removed line out for 1 second, then shows the server cart', async () => {
    jest.useFakeTimers();
    try {
      resetStore({ signedIn: true });
      server = createFakeApi({ cart: [sampleLine(1, 'small', 1)] });
      renderThemed(<CartPage />);
      await act(() => jest.advanceTimersByTimeAsync(0));
      const line = screen.getByRole('listitem', { name: 'Power Tee, Small' });
      act(() => screen.getByRole('button', { name: 'Remove Power Tee (Small)' }).click());
      expect(line).toHaveStyle({ opacity: '0' });
      await act(() => jest.advanceTimersByTimeAsync(999));
      expect(screen.queryByRole('heading', { name: 'YOUR CART IS EMPTY' })).not.toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(screen.getByRole('heading', { name: 'YOUR CART IS EMPTY' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('PROCEED TO CHECKOUT goes to /checkout through the navigation bridge', async () => {
    const navigateSpy = resetStore({ signedIn: true });
    server = createFakeApi({ cart: [sampleLine(1, 'small', 1)] });
    renderThemed(<CartPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'PROCEED TO CHECKOUT' }));
    expect(navigateSpy).toHaveBeenCalledWith(CHECKOUT_PATH, expect.anything());
  });

  it('a promo code: an unknown one is refused with the API sentence, STUDENT20 takes 20% off the goods', async () => {
    resetStore({ signedIn: true });
    sessionStorage.clear();
    // 1 x 80.00: Free Standard; 20% off leaves 64.00, below 75.00, so the fee comes back.
    server = createFakeApi({ cart: [sampleLine(1, 'medium', 1)] });
    server.state.cart[0].cart_stocks = { ...server.state.cart[0].cart_stocks, price: 80, salePrice: null };
    const user = userEvent.setup();
    renderThemed(<CartPage />);
    await screen.findByRole('heading', { name: 'SUMMARY' });
    expect(figure('shipping')).toBe('Free Standard');
    const field = screen.getByRole('textbox', { name: 'Promo code' });
    await user.type(field, 'nope{Enter}');
    expect(
      await screen.findByText('NOPE is not a promo code of this store: check the spelling'),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'student20');
    await user.click(screen.getByRole('button', { name: 'APPLY' }));
    expect(await screen.findByText(/20% off your goods/)).toBeInTheDocument();
    expect(document.querySelector('[data-total="promo"]')?.textContent).toBe('-$16.00');
    expect(figure('shipping')).toBe('$4.95');
    expect(figure('total')).toBe('$68.95');
    await user.click(screen.getByRole('button', { name: 'REMOVE' }));
    expect(document.querySelector('[data-total="promo"]')).toBeNull();
    expect(figure('total')).toBe('$80.00');
    // Too many unknown codes from this address: the API says how long to wait.
    server.failNext('GET', 429, { message: 'Too many attempts, please try again in 3 minutes' }, /\/promo\//);
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'guess{Enter}');
    expect(await screen.findByText('Too many attempts, please try again in 3 minutes')).toBeInTheDocument();
  }, 20_000);
});
