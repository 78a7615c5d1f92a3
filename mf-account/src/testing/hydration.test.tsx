/**
 * @jest-environment-options {"url": "http://localhost/login?google=email-unverified"}
 */
// The signed-out pages as the gateway sends them hydrate without a warning and without asking
// the API anything (docs/architecture.md#server-rendering). The page's address is the one the
// document had when the store's modules loaded, as in a browser.
import { screen } from '@testing-library/react';
import { registerNavigate } from '@storefront/shared';
import { createFakeApi, type FakeApi } from '@storefront/shared/testing';
import {
  hydrationErrorsOf,
  writeRenderedPage,
  type ExposeModule,
} from '@storefront/shared/testing/server-render';
import * as AccountPage from '../exposes/account-page';
import * as ForgotPasswordPage from '../exposes/forgot-password-page';
import * as LoginPage from '../exposes/login-page';
import * as ResetPasswordPage from '../exposes/reset-password-page';
import * as SignupPage from '../exposes/signup-page';
import * as UserMenu from '../exposes/user-menu';
import * as WishlistHeart from '../exposes/wishlist-heart';
import * as WishlistPage from '../exposes/wishlist-page';
import * as WishlistPopup from '../exposes/wishlist-popup';

const EXPOSES: Record<string, ExposeModule> = {
  AccountPage,
  ForgotPasswordPage,
  LoginPage,
  ResetPasswordPage,
  SignupPage,
  UserMenu,
  WishlistHeart,
  WishlistPage,
  WishlistPopup,
};
const URL = '/login?google=email-unverified';

let fake: FakeApi;
const navigate = jest.fn();

beforeAll(() => {
  localStorage.clear();
  registerNavigate(navigate);
  fake = createFakeApi({ signedIn: false });
});
afterAll(() => {
  delete (globalThis as { __STORE_CONFIG__?: unknown }).__STORE_CONFIG__;
  registerNavigate(null);
  fake.restore();
});

it('hydrates the signed-out fragments with no mismatch, asking nothing afterwards', async () => {
  const slots = await writeRenderedPage(URL, EXPOSES);
  // The gateway's loads: the log-in and sign-up pages ask whether Google sign-in is offered.
  expect(fake.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
    'GET /api/users/auth/providers',
    'GET /api/users/auth/providers',
  ]);
  fake.calls.length = 0;
  const serverForm = screen.getAllByRole('textbox', { name: 'Username or e-mail' })[0];

  // The browser knows the configured API host; the server did not: the link follows after hydration.
  Object.assign(globalThis, { __STORE_CONFIG__: { apiBaseUrl: 'https://api.example.com' } });
  expect(await hydrationErrorsOf(slots)).toEqual([]);
  expect(fake.calls.map((c) => `${c.method} ${c.url}`)).toEqual([]);
  expect(screen.getAllByRole('textbox', { name: 'Username or e-mail' })[0]).toBe(serverForm);
  expect(screen.getByRole('heading', { name: 'SAVE TO WISHLIST' })).toBeInTheDocument();
  expect(document.querySelector('[data-slot="UserMenu"] a')).toHaveAttribute('href', '/login');
  for (const google of screen.getAllByRole('link', { name: 'Continue with Google' })) {
    expect(google).toHaveAttribute('href', 'https://api.example.com/api/users/auth/google');
  }
  // Signed out, the account page sends the shopper to log in (after hydration, in an effect).
  expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
});
