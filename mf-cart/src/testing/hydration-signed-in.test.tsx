// A shopper signed in on this browser gets the signed-out HTML (nothing personal is rendered on
// the server); it hydrates without a warning, then the stored count and the cart show
// (docs/architecture.md#server-rendering).
import { screen, waitFor } from '@testing-library/react';
import { CART_COUNT_KEY, registerNavigate } from '@storefront/shared';
import { createFakeApi, sampleLine, type FakeApi } from '@storefront/shared/testing';
import {
  hydrationErrorsOf,
  writeRenderedPage,
  type ExposeModule,
} from '@storefront/shared/testing/server-render';
import * as CartPage from '../exposes/cart-page';
import * as MiniCart from '../exposes/mini-cart';

const EXPOSES: Record<string, ExposeModule> = { MiniCart, CartPage };

let fake: FakeApi;

beforeAll(() => {
  registerNavigate(jest.fn());
  fake = createFakeApi({ cart: [sampleLine(1, 'medium', 1), sampleLine(2, 'small', 2)] });
});
afterAll(() => {
  registerNavigate(null);
  localStorage.clear();
  fake.restore();
});

it('hydrates the signed-out HTML, then shows the stored count and the cart', async () => {
  const slots = await writeRenderedPage('/cart', EXPOSES);
  localStorage.setItem('isLoggedIn', 'true');
  localStorage.setItem('userData', JSON.stringify({ userName: 'gymrat', email: 'gym@rat.io' }));
  localStorage.setItem(CART_COUNT_KEY, '3');
  const answer = fake.hold('GET', '/api/cart/');

  expect(await hydrationErrorsOf(slots)).toEqual([]);
  // The count this browser stored shows before the cart answers.
  expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('3');
  answer.release();
  await waitFor(() => expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('2'));
  expect(screen.getByText('Power Tee')).toBeInTheDocument();
});
