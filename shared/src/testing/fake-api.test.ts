import { AxiosError } from 'axios';
import { api, statusOf, messageOf } from '../api-client/api-client';
import { API_PATHS } from '../contracts/api-paths';
import { authStore, signIn, signOut } from '../auth/auth-store';
import { registerNavigate } from '../navigation/navigation';
import { createFakeApi, findRoute, FakeApiContractError, type FakeApi } from './fake-api';
import { productFixture } from './fixtures';
import { ACCOUNT_SENTENCES } from './fake-routes-users';

let server: FakeApi;
afterEach(() => server?.restore({ quiet: true }));

const address = { name: 'A', street: '1 Road', city: 'Leeds', postcode: 'LS1 1AA', country: 'UK' };

describe('the fake API', () => {
  it('has a route for every path of API_PATHS', () => {
    const paths = Object.values(API_PATHS).map((p) => (typeof p === 'function' ? p(7 as never) : p));
    const missing = paths.filter((path) => !['GET', 'POST', 'DELETE'].some((m) => findRoute(m, path)));
    expect(missing).toEqual([]);
  });

  it('answers listings filtered and ordered as the API does', async () => {
    server = createFakeApi({
      products: [
        productFixture({ id: 1, price: 30 }),
        productFixture({ id: 2, price: 50, salePrice: 20 }),
        productFixture({ id: 3, price: 10, style: 'hoodies' }),
        productFixture({ id: 4, gender: 'women', category: 'bottoms', style: 'leggings' }),
      ],
    });
    const lowToHigh = await api.get(API_PATHS.products, {
      params: { gender: 'men', category: 'tops', priceFilter: 'low to high' },
    });
    expect(lowToHigh.data.map((p: { id: number }) => p.id)).toEqual([3, 2, 1]);
    const hoodies = await api.get(API_PATHS.productsClothingType('hoodies'), { params: { gender: 'men' } });
    expect(hoodies.data.map((p: { id: number }) => p.id)).toEqual([3]);
    expect((await api.get(API_PATHS.productsSale, { params: { gender: 'men' } })).data).toHaveLength(1);
    const one = await api.get(API_PATHS.product(4));
    expect(one.data.stock).toHaveLength(5);
    expect(statusOf(await api.get(API_PATHS.product(99)).catch((e: unknown) => e))).toBe(404);
  });

  it('refuses a request the contract refuses with the API 400', async () => {
    server = createFakeApi();
    const error = await api.get(API_PATHS.products, { params: { gender: 'kids' } }).catch((e: unknown) => e);
    expect(statusOf(error)).toBe(400);
    const login = await api.post(API_PATHS.login, { username: '' }).catch((e: unknown) => e);
    expect(messageOf(login)).toBe('Missing username or password');
    server.restore();
  });

  it('answers every cart change with the whole cart, and 409 when the size runs short', async () => {
    server = createFakeApi({ stock: { 2: { large: 2 } } });
    const added = await api.post(API_PATHS.cartLine(2), { quantity: 1, size: 'large' });
    expect(added.status).toBe(201);
    expect(added.data.stocks).toEqual([server.line(2, 'large', 1, added.data.stocks[0].cart_stocks.stockId)]);
    await api.post(API_PATHS.cartLine(2), { quantity: 1, size: 'large' });
    const third = await api
      .post(API_PATHS.cartLine(2), { quantity: 1, size: 'large' })
      .catch((e: unknown) => e);
    expect(statusOf(third)).toBe(409);
    expect(messageOf(third)).toBe('Only 2 left in this size: you cannot have 3 in your cart');
    const updated = await api.post(API_PATHS.cartQuantity, { productId: 2, quantity: 1, size: 'large' });
    expect(updated.data.stocks[0].cart_stocks).toMatchObject({ quantity: 1, price: 49.99, salePrice: 34.99 });
    const removed = await api.delete(API_PATHS.cartLine(2), { params: { size: 'large' } });
    expect(removed.data).toEqual({ stocks: [] });
    expect(server.callsTo('DELETE')[0]).toMatchObject({ url: '/api/cart/2', params: { size: 'large' } });
  });

  it('answers 401 without a session, and the shared client signs the shopper out', async () => {
    const navigate = jest.fn();
    registerNavigate(navigate);
    signIn({ userName: 'gymrat', email: 'gym@rat.io' });
    server = createFakeApi({ signedIn: false });
    expect(statusOf(await api.get(API_PATHS.wishlist).catch((e: unknown) => e))).toBe(401);
    expect(authStore.getState().isLoggedIn).toBe(false);
    expect(navigate.mock.calls[0][0]).toBe('/login');
    registerNavigate(null);
    signOut();
  });

  it('keeps the wishlist newest first and answers membership as a boolean', async () => {
    server = createFakeApi();
    await api.post(API_PATHS.wishlist, { productId: 1 });
    const both = await api.post(API_PATHS.wishlist, { productId: 15 });
    expect(both.data.products.map((p: { id: number }) => p.id)).toEqual([15, 1]);
    expect((await api.get(API_PATHS.wishlistItem(15))).data).toBe(true);
    const leggings = await api.get(API_PATHS.wishlistClothingType('leggings'));
    expect(leggings.data.products).toHaveLength(1);
    expect((await api.delete(API_PATHS.wishlistItem(15))).data.products).toHaveLength(1);
  });

  it('signs up, logs in and out, and answers the session or 204', async () => {
    server = createFakeApi({ signedIn: false });
    expect((await api.get(API_PATHS.persistOAuth)).status).toBe(204);
    const taken = await api
      .post(API_PATHS.signup, { username: 'gymrat', email: 'new@rat.io', password: 'Secret123!' })
      .catch((e: unknown) => e);
    expect(messageOf(taken)).toBe(ACCOUNT_SENTENCES.usernameTaken);
    const wrong = await api
      .post(API_PATHS.login, { username: 'gymrat', password: 'nope' }, { authRedirect: false })
      .catch((e: unknown) => e);
    expect(messageOf(wrong)).toBe(ACCOUNT_SENTENCES.loginFailed);
    await api.post(API_PATHS.login, { username: 'gymrat', password: 'Secret123!' });
    expect((await api.get(API_PATHS.persistOAuth)).data).toEqual({
      userName: 'gymrat',
      email: 'gym@rat.io',
      emailVerified: true,
    });
    await api.post(API_PATHS.logout);
    expect(server.state.session).toBeNull();
  });

  it('places one order per idempotency key and names a sold-out line', async () => {
    server = createFakeApi({ stock: { 15: { small: 0 } } });
    server.cart = [server.line(1, 'small', 2)];
    const summary = (await api.get(API_PATHS.checkoutSummary)).data;
    const body = {
      cartVersion: summary.cartVersion,
      address,
      deliveryMethod: 'standard',
      paymentMethod: 'pay-on-delivery',
    };
    const headers = { 'Idempotency-Key': 'key-00000001' };
    const first = await api.post(API_PATHS.orders, body, { headers });
    const again = await api.post(API_PATHS.orders, body, { headers });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.data).toEqual(first.data);
    expect((await api.get(API_PATHS.orders)).data.orders).toHaveLength(1);
    expect((await api.get(API_PATHS.order(first.data.id))).data.number).toBe(first.data.number);

    server.cart = [server.line(15, 'small', 1)];
    const next = (await api.get(API_PATHS.checkoutSummary)).data;
    const soldOut = await api
      .post(
        API_PATHS.orders,
        { ...body, cartVersion: next.cartVersion },
        { headers: { 'Idempotency-Key': 'key-00000002' } },
      )
      .catch((e: unknown) => e);
    expect(statusOf(soldOut)).toBe(409);
    expect(messageOf(soldOut)).toBe(
      'Studio Leggings (size S) is sold out: remove it from your cart to place your order',
    );
  });

  it('fails an answer the contract rejects, and fails the test at restore', async () => {
    server = createFakeApi();
    server.answer('GET', '/api/cart/', () => ({ status: 200, data: { stocks: [{ productId: 'one' }] } }));
    const error = await api.get(API_PATHS.cart).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FakeApiContractError);
    expect(() => server.restore()).toThrow(/GET \/api\/cart\/ 200 does not fit the contract/);
  });

  it('fails a call to a path the API does not have, and a status the route does not declare', async () => {
    server = createFakeApi();
    await expect(api.get('/api/cart/everything')).rejects.toThrow(/not a route of the API/);
    server.failNext('GET', 418, undefined, '/api/cart/');
    await expect(api.get(API_PATHS.cart)).rejects.toThrow(/answered 418/);
    expect(() => server.restore()).toThrow(FakeApiContractError);
  });

  it('fails the next matching call on demand, with no answer at all for a network error', async () => {
    server = createFakeApi();
    server.failNext('POST', 409, { message: 'Only 2 left' }, '/api/cart/1');
    expect(
      messageOf(
        await api.post(API_PATHS.cartLine(1), { quantity: 1, size: 'small' }).catch((e: unknown) => e),
      ),
    ).toBe('Only 2 left');
    server.failNext('GET', 'network');
    const offline = await api.get(API_PATHS.products).catch((e: unknown) => e);
    expect(offline).toBeInstanceOf(AxiosError);
    expect(statusOf(offline)).toBeNull();
    server.failNext('GET', 500);
    expect(statusOf(await api.get(API_PATHS.cart).catch((e: unknown) => e))).toBe(500);
    server.restore();
  });

  it('holds a call until released', async () => {
    server = createFakeApi();
    const held = server.hold('GET', '/api/cart/');
    let done = false;
    const call = api.get(API_PATHS.cart).then(() => (done = true));
    await new Promise((r) => setTimeout(r, 10));
    expect(done).toBe(false);
    held.release();
    await call;
    expect(done).toBe(true);
  });

  it('puts the real adapter back', () => {
    const before = api.defaults.adapter;
    server = createFakeApi();
    expect(api.defaults.adapter).not.toBe(before);
    server.restore();
    expect(api.defaults.adapter).toBe(before);
  });
});
