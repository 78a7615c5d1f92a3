/**
 * @jest-environment-options {"url": "http://localhost/login"}
 */
// A server that offers no Google sign-in: the log-in and sign-up pages say so in their HTML (the
// fragments' data, docs/account.md#google-sign-in), and hydration renders the same, asking nothing.
import { screen } from '@testing-library/react';
import { registerNavigate } from '@storefront/shared';
import { createFakeApi, type FakeApi } from '@storefront/shared/testing';
import { hydrationErrorsOf, writeRenderedPage } from '@storefront/shared/testing/server-render';
import * as LoginPage from '../exposes/login-page';
import * as SignupPage from '../exposes/signup-page';
import { GOOGLE_NOT_OFFERED } from '../lib/auth-form/google-continue';

let fake: FakeApi;

beforeAll(() => {
  localStorage.clear();
  registerNavigate(jest.fn());
  fake = createFakeApi({ signedIn: false, googleSignIn: false });
});
afterAll(() => {
  registerNavigate(null);
  fake.restore();
});

it("hydrates the pages' Google line with no mismatch and no second question", async () => {
  const slots = await writeRenderedPage('/login', { LoginPage, SignupPage });
  expect(screen.getAllByText(GOOGLE_NOT_OFFERED)).toHaveLength(2);
  expect(fake.callsTo('GET', '/api/users/auth/providers')).toHaveLength(2);
  expect(await hydrationErrorsOf(slots)).toEqual([]);
  expect(screen.getAllByText(GOOGLE_NOT_OFFERED)).toHaveLength(2);
  expect(screen.queryByRole('link', { name: 'Continue with Google' })).toBeNull();
  expect(screen.queryByText('OR')).toBeNull();
  // Rendered from the page's data: the browser did not ask again.
  expect(fake.callsTo('GET', '/api/users/auth/providers')).toHaveLength(2);
});
