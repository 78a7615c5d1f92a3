// The pages' forms without JavaScript (docs/api.md#form-posts): the gateway sends `POST /cart/add`
// (and /login, /signup, /wishlist/add) to the real API's /forms/cart/add (and the others') and passes its 303 and cookie back; nothing else of the address
// is forwarded, and the API's origin guard refuses another site's form.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from './server.js';
import { startRealApi, type RealApi } from './testing/real-api.js';

const ORIGIN = 'http://localhost:8080';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('form posts through the gateway', () => {
  let api: RealApi;
  let app: FastifyInstance;
  let base = '';
  before(async () => {
    api = await startRealApi({ STORE_ORIGINS: ORIGIN, STORE_PUBLIC_URL: ORIGIN });
    app = await buildGateway({ apiUrl: api.url, pageCacheMs: 0 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  after(async () => {
    await app?.close();
    await api?.stop();
  });

  /** The sign-up page's form, posted as the browser posts it. */
  const signUpByForm = (name: string, password: string) =>
    fetch(`${base}/signup`, {
      method: 'POST',
      headers: { ...FORM, origin: ORIGIN },
      body: new URLSearchParams({
        username: name,
        email: `${name}@example.com`,
        password,
        confirm: password,
      }),
      redirect: 'manual',
    });

  it("adds to a guest's bag and answers the API's 303 to /cart with the bag's cookie", async () => {
    const added = await fetch(`${base}/cart/add`, {
      method: 'POST',
      headers: { ...FORM, origin: ORIGIN },
      body: 'productId=16&size=medium',
      redirect: 'manual',
    });
    assert.equal(added.status, 303);
    assert.equal(added.headers.get('location'), '/cart');
    const cookie = added.headers.get('set-cookie')?.split(';')[0];
    assert.match(String(cookie), /^sf_guest=/);
    const cart = await fetch(`${base}/api/cart/`, { headers: { cookie: cookie!, origin: ORIGIN } });
    const lines = ((await cart.json()) as { stocks: { productId: number }[] }).stocks;
    assert.deepEqual(
      lines.map((l) => l.productId),
      [16],
    );
  });

  it("signs up and logs in by the pages' forms: 303 to /home with the session cookie, ?error= on a refusal", async () => {
    const name = `form${Date.now().toString(36)}`;
    const password = 'Secret1!x';
    const signedUp = await signUpByForm(name, password);
    assert.equal(signedUp.status, 303);
    assert.equal(signedUp.headers.get('location'), '/home');
    const wrong = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { ...FORM, origin: ORIGIN },
      body: new URLSearchParams({ username: name, password: 'Wrong1!xx' }),
      redirect: 'manual',
    });
    assert.equal(wrong.headers.get('location'), '/login?error=failed');
    const loggedIn = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { ...FORM, origin: ORIGIN },
      body: new URLSearchParams({ username: name, password }),
      redirect: 'manual',
    });
    assert.equal(loggedIn.status, 303);
    assert.equal(loggedIn.headers.get('location'), '/home');
    const session = loggedIn.headers.getSetCookie().find((c) => c.startsWith('sf_session='))!;
    const me = await fetch(`${base}/api/users/persistOAuth`, { headers: { cookie: session.split(';')[0] } });
    assert.equal(((await me.json()) as { userName: string }).userName, name);
    // GET /login stays the page's (no release here: its 503), not the API's.
    const page = await fetch(`${base}/login`, { redirect: 'manual' });
    assert.notEqual(page.status, 405);
  });

  it('adds to a wishlist by the product form: signed out to /wishlist, signed in back to the product, another site 403', async () => {
    const wishlistAdd = (headers: Record<string, string>) =>
      fetch(`${base}/wishlist/add`, {
        method: 'POST',
        headers: { ...FORM, ...headers },
        body: 'productId=16',
        redirect: 'manual',
      });
    const signedOut = await wishlistAdd({ origin: ORIGIN });
    assert.equal(signedOut.status, 303);
    assert.equal(signedOut.headers.get('location'), '/wishlist');
    const name = `wish${Date.now().toString(36)}`;
    const signedUp = await signUpByForm(name, 'Secret1!x');
    const session = signedUp.headers
      .getSetCookie()
      .find((c) => c.startsWith('sf_session='))!
      .split(';')[0];
    assert.equal((await wishlistAdd({ origin: 'https://evil.example', cookie: session })).status, 403);
    const added = await wishlistAdd({ origin: ORIGIN, cookie: session });
    assert.equal(added.status, 303);
    assert.match(String(added.headers.get('location')), /^\/(men|women)\/products\/16\?wishlist=added$/);
    const wishlist = await fetch(`${base}/api/wishlist/`, { headers: { cookie: session } });
    const products = ((await wishlist.json()) as { products: { productId: number }[] }).products;
    assert.deepEqual(
      products.map((p) => p.productId),
      [16],
    );
  });

  it('refuses a form another site posts (403) and forwards no other method or address', async () => {
    const crossSite = await fetch(`${base}/cart/add`, {
      method: 'POST',
      headers: { ...FORM, origin: 'https://evil.example' },
      body: 'productId=16&size=medium',
      redirect: 'manual',
    });
    assert.equal(crossSite.status, 403);
    assert.equal(crossSite.headers.get('set-cookie'), null);
    // GET /cart/add is the page route's (no release here: its 503), not the API's 405 for a GET.
    const get = await fetch(`${base}/cart/add`, { redirect: 'manual' });
    assert.notEqual(get.status, 405);
    assert.notEqual(get.headers.get('allow'), 'POST');
    // A POST to another page address is the gateway's 404 as before, never sent to the API.
    const other = await fetch(`${base}/cart`, {
      method: 'POST',
      headers: { ...FORM, origin: ORIGIN },
      body: 'a=b',
    });
    assert.equal(other.status, 404);
  });
});
