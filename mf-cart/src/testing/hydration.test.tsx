// The signed-out cart fragments as the gateway sends them hydrate without a warning and without
// asking the API anything (docs/architecture.md#server-rendering).
import { screen } from '@testing-library/react';
import { registerNavigate } from '@storefront/shared';
import { createFakeApi, type FakeApi } from '@storefront/shared/testing';
import {
  hydrationErrorsOf,
  writeRenderedPage,
  type ExposeModule,
} from '@storefront/shared/testing/server-render';
import * as CartPage from '../exposes/cart-page';
import * as CheckoutPage from '../exposes/checkout-page';
import * as ConfirmationPage from '../exposes/confirmation-page';
import * as MiniCart from '../exposes/mini-cart';
import * as OrderHistory from '../exposes/order-history';

const EXPOSES: Record<string, ExposeModule> = {
  CartPage,
  CheckoutPage,
  ConfirmationPage,
  MiniCart,
  OrderHistory,
};
const FRAGMENTS = [
  { expose: 'CartPage' },
  { expose: 'CheckoutPage' },
  { expose: 'ConfirmationPage', props: { orderId: '12' } },
  { expose: 'MiniCart' },
  { expose: 'OrderHistory' },
];

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

it('hydrates the signed-out fragments with no mismatch; afterwards they only read (the guest bag)', async () => {
  const slots = await writeRenderedPage('/cart', EXPOSES, FRAGMENTS);
  const serverCart = screen.getByTestId('mini-cart');

  expect(await hydrationErrorsOf(slots)).toEqual([]);
  expect(fake.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  expect(screen.getByTestId('mini-cart')).toBe(serverCart);
  expect(screen.getAllByRole('heading', { name: 'ADD TO CART' })).toHaveLength(3);
});
