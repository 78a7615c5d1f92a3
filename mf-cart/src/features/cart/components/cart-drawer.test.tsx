import { StrictMode } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events, publishLocation } from '@storefront/shared';
import { createFakeApi, sampleLine, type FakeApi } from '@storefront/shared/testing';
import { renderThemed } from '../../../testing/render';
import { resetStore } from '../../../testing/reset';
import { MiniCart } from './mini-cart';
import { closeDrawer, openDrawer } from '../../../lib/cart-store';
import { CartDrawer } from './cart-drawer';

describe('CartDrawer', () => {
  let server: FakeApi;
  beforeEach(() => resetStore({ signedIn: true }));
  afterEach(() => server.restore());

  it('opens on an add-to-cart request with the new line, once even with MiniCart and StrictMode', async () => {
    server = createFakeApi({ cart: [] });
    renderThemed(
      <StrictMode>
        <MiniCart />
        <CartDrawer />
      </StrictMode>,
    );
    await waitFor(() => expect(server.callsTo('GET')).toHaveLength(1));
    act(() => events.emit('catalog:add-to-cart-requested', { productId: 2, size: 'medium' }));
    // The drawer's panel is loaded on demand: the first test to open it also waits for Jest to
    // compile the panel's modules, which took over the default second on a busy CI machine.
    const dialog = await screen.findByRole('dialog', { name: 'YOUR CART' }, { timeout: 5000 });
    expect(await within(dialog).findByRole('listitem', { name: 'Flex Hoodie, Medium' })).toBeInTheDocument();
    expect(server.callsTo('POST')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'PROCEED TO CHECKOUT' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'VIEW FULL CART' })).toHaveAttribute('href', '/cart');
    expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('1');
  });

  it('PROCEED TO CHECKOUT closes the drawer and goes to /checkout through the navigation bridge', async () => {
    const navigateSpy = resetStore({ signedIn: true });
    server = createFakeApi({ cart: [sampleLine(1, 'small', 1)] });
    renderThemed(<CartDrawer />);
    act(() => openDrawer());
    const dialog = await screen.findByRole('dialog', { name: 'YOUR CART' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'PROCEED TO CHECKOUT' }));
    expect(navigateSpy).toHaveBeenCalledWith('/checkout', expect.anything());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'YOUR CART' })).toBeNull());
  });

  it('slides the panel in 100ms after the overlay appears', async () => {
    jest.useFakeTimers();
    try {
      server = createFakeApi({ cart: [] });
      renderThemed(<CartDrawer />);
      await act(async () => {
        openDrawer();
        await jest.advanceTimersByTimeAsync(0);
      });
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveAttribute('data-state', 'closed');
      await act(() => jest.advanceTimersByTimeAsync(99));
      expect(dialog).toHaveAttribute('data-state', 'closed');
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(dialog).toHaveAttribute('data-state', 'open');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the empty cart texts', async () => {
    server = createFakeApi({ cart: [] });
    renderThemed(<CartDrawer />);
    act(() => openDrawer());
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('heading', { name: 'YOUR CART IS EMPTY' })).toBeInTheDocument();
    expect(within(dialog).getByText('There are no products in your cart')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'SHOP MEN' })).toHaveAttribute('href', '/men/products');
    expect(within(dialog).getByRole('link', { name: 'SHOP WOMEN' })).toHaveAttribute(
      'href',
      '/women/products',
    );
  });

  it('takes focus, closes on Escape and on the overlay, and gives focus back', async () => {
    server = createFakeApi({ cart: [sampleLine(1, 'small', 1)] });
    renderThemed(
      <>
        <MiniCart />
        <CartDrawer />
      </>,
    );
    const button = screen.getByRole('link', { name: /^Cart/ });
    await waitFor(() => expect(button).toHaveAccessibleName('Cart, 1 item'));
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'YOUR CART' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();

    await userEvent.click(button);
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByTestId('cart-drawer-overlay'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('changes the mini-cart count after a removal in the drawer', async () => {
    server = createFakeApi({ cart: [sampleLine(1, 'small', 1), sampleLine(2, 'large', 1)] });
    renderThemed(
      <>
        <MiniCart />
        <CartDrawer />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('2'));
    act(() => openDrawer());
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Power Tee (Small)' }));
    await waitFor(() => expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('1'), {
      timeout: 2000,
    });
  });

  it('closes when the shopper goes to another page', async () => {
    server = createFakeApi({ cart: [] });
    publishLocation('/home', '');
    renderThemed(<CartDrawer />);
    act(() => openDrawer());
    await screen.findByRole('dialog');
    act(() => publishLocation('/men/products', ''));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps Tab inside and the page from scrolling while open (the shared dialog behaviour)', async () => {
    server = createFakeApi({ cart: [sampleLine(1, 'small', 1)] });
    renderThemed(<CartDrawer />);
    act(() => openDrawer());
    const dialog = await screen.findByRole('dialog', { name: 'YOUR CART' });
    await within(dialog).findByRole('button', { name: 'PROCEED TO CHECKOUT' });
    expect(document.body.style.overflow).toBe('hidden');
    const last = within(dialog).getByRole('link', { name: 'VIEW FULL CART' });
    last.focus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Close cart' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(last).toHaveFocus();
    act(() => closeDrawer());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body.style.overflow).toBe('');
  });
});
