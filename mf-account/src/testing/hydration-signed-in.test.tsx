// A shopper signed in on this browser gets the same signed-out HTML as everyone (nothing personal
// is rendered on the server); the fragments hydrate it without a warning and then show the
// shopper, from storage and the API (docs/architecture.md#server-rendering).
import { screen, waitFor } from '@testing-library/react';
import { registerNavigate, registerParcelLoader } from '@storefront/shared';
import { createFakeApi, type FakeApi } from '@storefront/shared/testing';
import {
  hydrationErrorsOf,
  writeRenderedPage,
  type ExposeModule,
} from '@storefront/shared/testing/server-render';
import * as AccountPage from '../exposes/account-page';
import * as MakeReturnPage from '../exposes/make-return-page';
import * as UserMenu from '../exposes/user-menu';
import * as WishlistHeart from '../exposes/wishlist-heart';
import * as WishlistPage from '../exposes/wishlist-page';

const EXPOSES: Record<string, ExposeModule> = {
  AccountPage,
  MakeReturnPage,
  UserMenu,
  WishlistHeart,
  WishlistPage,
};

let fake: FakeApi;

beforeAll(() => {
  registerNavigate(jest.fn());
  // Nested fragments (the wishlist's browser, the orders) stay loading: they are other slices'.
  registerParcelLoader({ load: () => new Promise(() => {}), forget: () => {} });
  fake = createFakeApi();
});
afterAll(() => {
  registerParcelLoader(null);
  registerNavigate(null);
  localStorage.clear();
  fake.restore();
});

it('hydrates the signed-out HTML, then shows the signed-in shopper', async () => {
  const slots = await writeRenderedPage('/account', EXPOSES);
  for (const { html } of slots) expect(html).not.toContain('gymrat');
  localStorage.setItem('isLoggedIn', 'true');
  localStorage.setItem('userData', JSON.stringify({ userName: 'gymrat', email: 'gym@rat.io' }));

  expect(await hydrationErrorsOf(slots)).toEqual([]);
  expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'gymrat' })).toBeInTheDocument();
  expect(screen.queryByText('SAVE TO WISHLIST')).not.toBeInTheDocument();
  // The return page's log-in prompt (the server's HTML) gives way to the shopper's orders.
  expect(screen.queryByText('LOG IN TO MAKE A RETURN')).not.toBeInTheDocument();
  // Personal data is asked for in the browser only.
  await waitFor(() => expect(fake.callsTo('GET', '/api/wishlist/')).toHaveLength(1));
  await waitFor(() => expect(fake.callsTo('GET', '/api/returns/returnable')).toHaveLength(1));
});
