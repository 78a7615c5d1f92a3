import { authStore, cartTotals, events } from '@storefront/shared';
import { createFakeApi, sampleLine, type FakeApi } from '@storefront/shared/testing';
import { resetStore } from '../testing/reset';
import {
  QUANTITY_FAILED,
  addLine,
  cartStore,
  changeQuantity,
  lineKey,
  loadCart,
  removeLine,
  retainDrawerHost,
  withQuantity,
} from './cart-store';
import { retainCartController } from './cart-controller';

const totals = () => cartTotals(cartStore.getState().stocks);

describe('cart totals (docs/cart.md#totals)', () => {
  it('sums regular prices, takes the sale price off as discount and totals with the sale price', () => {
    const t = cartTotals([sampleLine(1, 'medium', 2), sampleLine(2, 'large', 1)]);
    expect(t).toEqual({ subtotalCents: 9999, discountCents: 1500, totalCents: 8499 });
  });

  it('has no discount when no line is on sale', () => {
    expect(cartTotals([sampleLine(1, 'small', 3)])).toEqual({
      subtotalCents: 7500,
      discountCents: 0,
      totalCents: 7500,
    });
  });

  it('derives the unit price from the line total and never drifts by floating-point error', () => {
    // 3 x 10.01 = 30.03 and 3 x 6.67 = 20.01 on the wire; one less is exactly 20.02 and 13.34.
    const line = withQuantity(sampleLine(15, 'small', 3).cart_stocks, 2);
    expect(line.price).toBe(20.02);
    expect(line.salePrice).toBe(13.34);
    const tenOf = withQuantity(sampleLine(15, 'small', 3).cart_stocks, 10);
    expect(cartTotals([{ productId: 15, cart_stocks: tenOf }])).toEqual({
      subtotalCents: 10010,
      discountCents: 3340,
      totalCents: 6670,
    });
  });
});

describe('cart store', () => {
  let server: FakeApi;
  let navigateSpy: jest.Mock;

  beforeEach(() => {
    navigateSpy = resetStore({ signedIn: true });
    server = createFakeApi({ cart: [sampleLine(1, 'medium', 1), sampleLine(2, 'large', 2)] });
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    server.restore();
    jest.restoreAllMocks();
  });

  it('stores the number of stock entries as localCart and emits cart:changed', async () => {
    const seen: number[] = [];
    events.on('cart:changed', ({ count }) => seen.push(count));
    await loadCart();
    expect(cartStore.getState().status).toBe('ready');
    expect(localStorage.getItem('localCart')).toBe('2');
    expect(events.last('cart:changed')).toEqual({ count: 2 });
    expect(seen).toEqual([2]);
  });

  it('moves the figures at once by the difference, then takes the cart the server answered', async () => {
    await loadCart();
    const before = totals();
    const key = lineKey(server.cart[1]);
    const pending = changeQuantity(key, 3);
    // Unit price 49.99 (sale 34.99): one more adds exactly that to subtotal and total.
    expect(totals()).toEqual({
      subtotalCents: before.subtotalCents + 4999,
      discountCents: before.discountCents + 1500,
      totalCents: before.totalCents + 3499,
    });
    await pending;
    expect(server.callsTo('POST', '/api/cart/update/quantity')[0].body).toEqual({
      productId: 2,
      quantity: 3,
      size: 'large',
    });
    // The answer is the cart: no second GET.
    expect(server.callsTo('GET')).toHaveLength(1);
    expect(cartStore.getState().stocks).toEqual(server.cart);
    expect(totals()).toEqual(cartTotals(server.cart));
  });

  it('puts the old figures back and says so when a quantity change fails', async () => {
    await loadCart();
    const before = totals();
    server.failNext('POST', 500);
    await changeQuantity(lineKey(server.cart[0]), 4);
    expect(totals()).toEqual(before);
    expect(cartStore.getState().stocks[0].cart_stocks.quantity).toBe(1);
    expect(cartStore.getState().notice).toBe(QUANTITY_FAILED);
  });

  it("alerts 'please sign in' on a 401 quantity change, without signing out", async () => {
    await loadCart();
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    server.failNext('POST', 401);
    await changeQuantity(lineKey(server.cart[0]), 2);
    expect(alert).toHaveBeenCalledWith('please sign in');
    expect(authStore.getState().isLoggedIn).toBe(true);
    expect(navigateSpy).not.toHaveBeenCalled();
    expect(cartStore.getState().stocks[0].cart_stocks.quantity).toBe(1);
    alert.mockRestore();
  });

  it('removes a line, keeps it animating for the given time, then fetches again', async () => {
    jest.useFakeTimers();
    try {
      await loadCart();
      const key = lineKey(server.cart[0]);
      const done = removeLine(key, 1000);
      expect(cartStore.getState().removing).toEqual([key]);
      expect(server.callsTo('DELETE')[0]).toMatchObject({ url: '/api/cart/1', params: { size: 'medium' } });
      await jest.advanceTimersByTimeAsync(999);
      expect(server.callsTo('GET')).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(1);
      await done;
      expect(server.callsTo('GET')).toHaveLength(2);
      expect(cartStore.getState().stocks.map(lineKey)).toEqual(['2-large']);
      expect(cartStore.getState().removing).toEqual([]);
      expect(localStorage.getItem('localCart')).toBe('1');
    } finally {
      jest.useRealTimers();
    }
  });

  it('adds quantity 1 of the size and opens the drawer with the cart the API answered (201)', async () => {
    const release = retainDrawerHost();
    const seen: number[] = [];
    events.on('cart:changed', ({ count }) => seen.push(count));
    await addLine(15, 'small');
    expect(server.callsTo('POST', '/api/cart/15')[0].body).toEqual({ quantity: 1, size: 'small' });
    expect(cartStore.getState().stocks).toHaveLength(3);
    expect(cartStore.getState().stocks).toEqual(server.cart);
    expect(server.callsTo('GET')).toHaveLength(0);
    expect(seen).toEqual([3]);
    expect(localStorage.getItem('localCart')).toBe('3');
    expect(cartStore.getState().drawerOpen).toBe(true);
    release();
  });

  it('a 409 add (not enough left) says the API sentence in the opened drawer', async () => {
    const release = retainDrawerHost();
    server.failNext('POST', 409, { message: 'Only 2 left in this size: you cannot have 3 in your cart' });
    await addLine(1, 'small');
    expect(cartStore.getState().notice).toBe('Only 2 left in this size: you cannot have 3 in your cart');
    expect(cartStore.getState().drawerOpen).toBe(true);
    release();
  });

  it('opens the cart page instead when no drawer is mounted', async () => {
    await addLine(15, 'small');
    expect(navigateSpy).toHaveBeenCalledWith('/cart', {});
  });

  it('signs out and goes to /login on a 401 add (shared client)', async () => {
    server.failNext('POST', 401);
    await addLine(1, 'small');
    expect(authStore.getState().isLoggedIn).toBe(false);
    expect(navigateSpy).toHaveBeenCalledWith('/login', {});
  });
});

describe('cart controller', () => {
  let server: FakeApi;
  beforeEach(() => {
    resetStore({ signedIn: true });
    server = createFakeApi({ cart: [] });
  });
  afterEach(() => server.restore());

  it('fulfils each add-to-cart request exactly once however often it is retained', async () => {
    const releases = [retainCartController(), retainCartController()];
    // StrictMode: mount, unmount, mount.
    releases[0]();
    releases[0] = retainCartController();
    events.emit('catalog:add-to-cart-requested', { productId: 1, size: 'large' });
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    expect(server.callsTo('POST')).toHaveLength(1);
    releases.forEach((release) => release());
    events.emit('catalog:add-to-cart-requested', { productId: 1, size: 'large' });
    expect(server.callsTo('POST')).toHaveLength(1);
  });

  it('fetches the guest bag signed out, the merged cart at sign-in, and clears it at sign-out', async () => {
    resetStore({ signedIn: false });
    const release = retainCartController();
    expect(server.callsTo('GET')).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 0));
    const { signIn, signOut } = await import('@storefront/shared');
    signIn({ userName: 'gymrat', email: 'gym@rat.io' });
    expect(server.callsTo('GET')).toHaveLength(2);
    await new Promise((r) => setTimeout(r, 0));
    expect(cartStore.getState().status).toBe('ready');
    signOut();
    expect(cartStore.getState().status).toBe('idle');
    release();
  });
});
