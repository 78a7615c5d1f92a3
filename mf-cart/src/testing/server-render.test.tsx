/**
 * @jest-environment node
 */
// Every expose renders on the server (no window, no storage) in its signed-out state: the cart
// and the orders are personal and never in the HTML (docs/architecture.md#server-rendering).
import { createFakeApi, type FakeApi } from '@storefront/shared/testing';
import {
  fakeApiRenderContext,
  renderFragment,
  type ExposeModule,
} from '@storefront/shared/testing/server-render';
import * as CartDrawer from '../exposes/cart-drawer';
import * as CartPage from '../exposes/cart-page';
import * as CheckoutPage from '../exposes/checkout-page';
import * as ConfirmationPage from '../exposes/confirmation-page';
import * as MiniCart from '../exposes/mini-cart';
import * as OrderHistory from '../exposes/order-history';

const EXPOSES: Record<string, ExposeModule> = {
  CartDrawer,
  CartPage,
  CheckoutPage,
  ConfirmationPage,
  MiniCart,
  OrderHistory,
};

const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

let fake: FakeApi;
beforeEach(() => {
  fake = createFakeApi();
});
afterEach(() => fake.restore());

async function render(expose: string, url: string, props: Record<string, unknown> = {}) {
  const { context, loaded } = fakeApiRenderContext(url);
  const rendered = await renderFragment(EXPOSES, expose, props, context);
  expect(loaded).toEqual([]);
  return { ...rendered, text: textOf(rendered.html) };
}

describe('server rendering of mf-cart', () => {
  it.each([
    ['CartPage', '/cart', {}],
    ['CheckoutPage', '/checkout', {}],
    ['ConfirmationPage', '/checkout/confirmation/12', { orderId: '12' }],
  ])("renders %s's signed-out prompt", async (expose, url, props) => {
    expect(typeof window).toBe('undefined');
    const { text, html } = await render(expose, url, props);
    expect(text).toContain('ADD TO CART');
    expect(text).toContain('Create an account or log in to keep your favourite fits in your cart.');
    expect(html).toMatch(/href="\/signup"[^>]*>CREATE ACCOUNT/);
    expect(html).toMatch(/href="\/login"[^>]*>LOG IN/);
    expect(html).toContain('data-slice="mf-cart" data-version="1.0.0-test"');
  });

  it('renders the closed drawer: nothing to see until the shopper opens it', async () => {
    const { html, text } = await render('CartDrawer', '/home');
    expect(html).toContain('data-slice="mf-cart"');
    expect(text.trim()).not.toContain('ADD TO CART');
  });

  it('renders the header cart as a link to /cart without a count', async () => {
    const { html } = await render('MiniCart', '/home');
    expect(html).toMatch(/href="\/cart"[^>]*aria-label="Cart, 0 items"/);
    expect(html).not.toContain('mini-cart-count');
  });

  it('renders no orders (they are personal)', async () => {
    const { text } = await render('OrderHistory', '/account');
    expect(text).not.toContain('Order ');
  });
});
