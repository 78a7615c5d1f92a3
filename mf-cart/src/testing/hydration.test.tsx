// The signed-out cart fragments as the gateway sends them hydrate without a warning and without
// asking the API anything (docs/architecture.md#server-rendering).
import { screen } from '@testing-library/react';
import { registerNavigate } from '@storefront/shared';
import { createFakeApi, type FakeApi } from '@storefront/shared/testing';
import {
  fakeApiRenderContext,
  hydrateSlots,
  renderFragment,
  watchHydrationErrors,
  writeServerPage,
  type ExposeModule,
  type ServerSlot,
} from './server-render';
import * as CartPage from '../exposes/cart-page';
import * as CheckoutPage from '../exposes/checkout-page';
import * as ConfirmationPage from '../exposes/confirmation-page';
import * as MiniCart from '../exposes/mini-cart';
import * as OrderHistory from '../exposes/order-history';

const FRAGMENTS: [string, ExposeModule, Record<string, unknown>][] = [
  ['CartPage', CartPage, {}],
  ['CheckoutPage', CheckoutPage, {}],
  ['ConfirmationPage', ConfirmationPage, { orderId: '12' }],
  ['MiniCart', MiniCart, {}],
  ['OrderHistory', OrderHistory, {}],
];
const EXPOSES = Object.fromEntries(FRAGMENTS.map(([name, parcel]) => [name, parcel]));

let fake: FakeApi;

beforeAll(() => {
  localStorage.clear();
  registerNavigate(jest.fn());
  fake = createFakeApi({ signedIn: false });
});
afterAll(() => {
  registerNavigate(null);
  fake.restore();
});

it('hydrates the signed-out fragments with no mismatch and no request', async () => {
  const { context } = fakeApiRenderContext('/cart');
  const slots: ServerSlot[] = [];
  for (const [expose, parcel, props] of FRAGMENTS) {
    const { html } = await renderFragment(EXPOSES, expose, props, context, expose);
    slots.push({ key: expose, html, parcel, props });
  }
  writeServerPage(slots, context.known);
  const serverCart = screen.getByTestId('mini-cart');

  const watch = watchHydrationErrors();
  try {
    await hydrateSlots(slots);
  } finally {
    watch.stop();
  }
  expect(watch.errors).toEqual([]);
  expect(fake.calls).toEqual([]);
  expect(screen.getByTestId('mini-cart')).toBe(serverCart);
  expect(screen.getAllByRole('heading', { name: 'ADD TO CART' })).toHaveLength(3);
});
