// mf-account in the browser: sign-up, log-in, log-out, the account page, Google
// sign-in against the local OpenID provider, and the wishlist (popup, bubble,
// page, filters, removal) against the real API.
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/reused-page';
import {
  ORIGIN_HEADERS,
  collectErrors,
  gotoReady,
  newShopper,
  signInAs,
  type Shopper,
} from '../support/store';

/** A shopper made through the API (sign-up answers 200 or 201 depending on the API version). */
async function createShopper(request: APIRequestContext, shopper = newShopper('acc')): Promise<Shopper> {
  const res = await request.post('/api/users/signup', { data: shopper, headers: ORIGIN_HEADERS });
  expect(res.ok(), await res.text()).toBe(true);
  return shopper;
}

async function productName(request: APIRequestContext, productId: number): Promise<string> {
  const res = await request.get(`/api/products/${productId}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { name: string }).name;
}

/** Adds to the signed-in page's wishlist through the API (the page's cookies). */
async function addToWishlist(page: Page, productId: number): Promise<void> {
  const res = await page.request.post('/api/wishlist/', { data: { productId }, headers: ORIGIN_HEADERS });
  expect(res.status(), await res.text()).toBe(201);
}

const storedFlag = (page: Page) => page.evaluate(() => localStorage.getItem('isLoggedIn'));
const accountMenu = (page: Page) => page.getByRole('button', { name: 'Account menu' });
// The catalog's product browser writes the count, as on the listings.
const wishlistCount = (page: Page) => page.getByTestId('product-count');

test.describe('sign-up and log-in', () => {
  test('signs up through the form and returns to the remembered page', async ({ page }) => {
    const errors = collectErrors(page);
    const shopper = newShopper('su');
    // In-app navigation (once the page has hydrated: before, a link is the browser's own), so the
    // layout remembers /men/products as the breadcrumb.
    await gotoReady(page, '/men/products');
    await page.getByRole('link', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Sign up', exact: true }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByText('FITNESS IS FASHIONABLE', { exact: true })).toBeVisible();
    const create = page.getByRole('button', { name: 'CREATE ACCOUNT' });
    await expect(create).toBeDisabled();

    await page.getByLabel('Username').fill('1bad');
    await expect(
      page.getByText(
        '4 to 24 characters. Must begin with a letter. Letters, numbers, underscores, hyphens allowed.',
      ),
    ).toBeVisible();
    await page.getByLabel('Username').fill(shopper.username);
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await expect(create).toBeDisabled();
    await page.getByLabel('Confirm Password').fill(shopper.password);
    await expect(create).toBeEnabled();
    await create.click();

    await expect(page).toHaveURL(/\/men\/products$/);
    await expect(accountMenu(page)).toBeVisible();
    expect(await storedFlag(page)).toBe('true');
    expect(errors).toEqual([]);
  });

  test("a taken user name shows 'Username already registered'", async ({ page, request }) => {
    const taken = await createShopper(request);
    // Hydrated first: the message is the parcel's (the page's own post answers ?error=username).
    await gotoReady(page, '/signup');
    await page.getByLabel('Username').fill(taken.username);
    await page.getByLabel('Email').fill(`other.${taken.email}`);
    await page.getByLabel('Password', { exact: true }).fill(taken.password);
    await page.getByLabel('Confirm Password').fill(taken.password);
    await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Username already registered' })).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    // Changing the user name clears the message.
    await page.getByLabel('Username').fill(`${taken.username.slice(0, 20)}x`);
    await expect(page.getByText('Username already registered')).toHaveCount(0);
  });

  test('a wrong password is refused, the right one signs in', async ({ page, request }) => {
    const shopper = await createShopper(request);
    await page.goto('/login');
    const logIn = page.getByRole('button', { name: 'LOG IN' });
    await expect(logIn).toBeDisabled();
    await page.getByLabel('Username').fill(shopper.username);
    await page.getByLabel('Password').fill('Wr0ng!pass');
    await logIn.click();
    await expect(page.getByText('Incorrect username or password')).toBeVisible();
    await expect(page.getByTestId('auth-error')).toBeFocused();

    await page.getByLabel('Password').fill(shopper.password);
    await expect(page.getByText('Incorrect username or password')).toHaveCount(0);
    await logIn.click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(accountMenu(page)).toBeVisible();
  });

  test('log-out from the user menu signs out and goes to /login', async ({ page, request }) => {
    const shopper = await createShopper(request);
    await signInAs(page, shopper);
    await accountMenu(page).click();
    const items = page.getByRole('menuitem');
    await expect(items).toHaveText(['Account', 'Settings', 'Logout']);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedFlag(page)).toBeNull();
    await expect(page.getByRole('button', { name: 'LOG IN' })).toBeVisible();
    // The server forgot the session too.
    const res = await page.request.get('/api/wishlist/');
    expect(res.status()).toBe(401);
  });

  test('the account page', async ({ page, request }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login$/);

    const shopper = await createShopper(request);
    await signInAs(page, shopper);
    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId('account-avatar')).toHaveText(shopper.username.charAt(0));
    await expect(page.getByRole('heading', { name: shopper.username })).toBeVisible();
    await expect(page.getByText(shopper.email)).toBeVisible();
    await expect(page.getByRole('heading', { name: /ADDRESS BOOK/ })).toContainText('0');
    await expect(page.getByRole('link', { name: 'RETURN AN ITEM' })).toHaveAttribute(
      'href',
      '/account/returns/new',
    );
    await expect(page.getByText('NO ORDERS', { exact: true })).toBeVisible();
    await expect(page.getByText("You've made no orders")).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('Google sign-in through the local OpenID provider', async ({ page, request }) => {
  const start = await request.get('/api/users/auth/google', { maxRedirects: 0 });
  // The harness always starts a local OpenID provider: a 503 here means it is broken, not absent.
  expect(start.status(), await start.text()).toBe(302);

  await page.goto('/login');
  const link = page.getByRole('link', { name: 'Continue with Google' });
  await expect(link).toHaveAttribute('href', /\/api\/users\/auth\/google$/);
  await link.click();

  // The local provider's interaction: a login form, then (perhaps) a consent step.
  const login = page.locator('input[name="login"], input[name="username"]').first();
  await login.waitFor({ timeout: 15_000 });
  await login.fill('google-shopper@example.test');
  const password = page.locator('input[name="password"]');
  if (await password.count()) await password.fill('any-password');
  // Submit the login, then any consent step, until the store's /home is reached.
  const atHome = () => new URL(page.url()).pathname === '/home';
  for (let step = 0; step < 4 && !atHome(); step += 1) {
    const submit = page.locator('button[type="submit"], input[type="submit"]').first();
    if (await submit.isVisible().catch(() => false)) {
      await submit.click();
      await page.waitForLoadState();
    } else {
      await page.waitForTimeout(500);
    }
  }
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
  // The shell's session check signs the shopper in.
  await expect(accountMenu(page)).toBeVisible();
  expect(await storedFlag(page)).toBe('true');
});

test.describe('wishlist', () => {
  test('signed out, the page invites to create an account or log in', async ({ page }) => {
    await page.goto('/wishlist');
    await expect(page.getByRole('heading', { name: 'SAVE TO WISHLIST' })).toBeVisible();
    await expect(page.getByText(/Ever wish you could save all your fave fits/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'CREATE ACCOUNT', exact: true })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(page.getByRole('link', { name: 'LOG IN', exact: true })).toHaveAttribute('href', '/login');
  });

  test('adding from a product page: popup, bubble, and /wishlist shows it', async ({ page, request }) => {
    const shopper = await createShopper(request);
    const name = await productName(request, 1);
    await signInAs(page, shopper, '/men/products/1');
    // Hydrated: before its script ADD TO WISHLIST posts the page's form (docs/frame.md#before-javascript).
    await gotoReady(page, '/men/products/1');

    await page.getByRole('button', { name: 'ADD TO WISHLIST' }).click();
    const popup = page.getByTestId('wishlist-popup');
    await expect(popup).toContainText('Item added to your wishlist');
    await expect(page.getByTestId('wishlist-bubble')).toBeVisible();
    await expect(page.getByRole('button', { name: 'REMOVE FROM WISHLIST' })).toBeVisible();

    await popup.getByRole('link', { name: 'View' }).click();
    await expect(page).toHaveURL(/\/wishlist$/);
    await expect(page.getByRole('heading', { name: 'YOUR WISHLIST' })).toBeVisible();
    await expect(wishlistCount(page)).toHaveText('(1 product)');
    await expect(page.getByText(name).first()).toBeVisible();
  });

  test('a click made while the account slice still loads is carried out when it is there', async ({
    page,
    request,
  }) => {
    const shopper = await createShopper(request);
    await signInAs(page, shopper, '/men/products/3');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.includes('/mf-account/') && url.pathname.endsWith('.js'),
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await page.goto('/men/products/3');
    await expect(page.locator('[data-slot="mf-catalog/ProductPage"]')).toHaveAttribute(
      'data-slot-state',
      'ready',
    );
    await page.getByRole('button', { name: 'ADD TO WISHLIST' }).click();
    release();
    await expect(page.getByTestId('wishlist-popup')).toContainText('Item added to your wishlist');
    await expect(page.getByRole('button', { name: 'REMOVE FROM WISHLIST' })).toBeVisible();
  });

  test('the popup and bubble leave after 5 seconds', async ({ page, request }) => {
    const shopper = await createShopper(request);
    await signInAs(page, shopper, '/men/products/2');
    // Hydrated: before its script ADD TO WISHLIST posts the page's form (docs/frame.md#before-javascript).
    await gotoReady(page, '/men/products/2');
    await page.getByRole('button', { name: 'ADD TO WISHLIST' }).click();
    await expect(page.getByTestId('wishlist-popup')).toBeVisible();
    await expect(page.getByTestId('wishlist-popup')).toHaveCount(0, { timeout: 7_000 });
    await expect(page.getByTestId('wishlist-bubble')).toHaveCount(0);
  });

  test('filtering the wishlist', async ({ page, request }) => {
    const shopper = await createShopper(request);
    await signInAs(page, shopper);
    const men = await productName(request, 1);
    const women = await productName(request, 15);
    await addToWishlist(page, 1);
    await addToWishlist(page, 15);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/wishlist');
    await expect(wishlistCount(page)).toHaveText('(2 products)');
    const panel = page.getByRole('complementary', { name: 'Filters' });
    await panel.getByRole('group', { name: 'GENDER' }).getByRole('button', { name: 'Women' }).click();
    await expect(wishlistCount(page)).toHaveText('(1 product)');
    await expect(page.getByText(women).first()).toBeVisible();
    await expect(page.getByText(men)).toHaveCount(0);
    await expect(page.getByTestId('filter-badge')).toHaveText('1');

    // The filters are in the URL: a reload and back/forward keep them.
    await expect(page).toHaveURL(/\/wishlist\?gender=women$/);
    await page.reload();
    await expect(wishlistCount(page)).toHaveText('(1 product)');
    await expect(page.getByText(men)).toHaveCount(0);
    await page.goto('/home');
    await page.goBack();
    await expect(page).toHaveURL(/\/wishlist\?gender=women$/);
    await expect(wishlistCount(page)).toHaveText('(1 product)');
    await page.goForward();
    await expect(page).toHaveURL(/\/home$/);
    await page.goBack();
    await expect(wishlistCount(page)).toHaveText('(1 product)');

    await page.getByRole('button', { name: 'Remove filter women' }).click();
    await expect(wishlistCount(page)).toHaveText('(2 products)');
    await expect(page).toHaveURL(/\/wishlist$/);

    // Narrow: the overlay with SEE PRODUCTS (N), closing by itself when the window grows.
    await page.setViewportSize({ width: 700, height: 900 });
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: /FILTER & SORT/ }).click();
    const dialog = page.getByRole('dialog', { name: 'FILTER & SORT' });
    await dialog
      .getByRole('group', { name: 'GENDER' })
      .getByRole('button', { name: 'Men', exact: true })
      .click();
    await expect(dialog.getByRole('button', { name: 'SEE PRODUCTS (1)' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Clear All' }).click();
    await expect(dialog.getByRole('button', { name: 'SEE PRODUCTS (2)' })).toBeEnabled();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(dialog).toHaveCount(0);
  });

  test("removing from the wishlist with the card's heart", async ({ page, request }) => {
    const shopper = await createShopper(request);
    await signInAs(page, shopper);
    const name = await productName(request, 3);
    await addToWishlist(page, 3);

    await page.goto('/wishlist');
    await expect(wishlistCount(page)).toHaveText('(1 product)');
    await expect(page.getByText(name).first()).toBeVisible();
    const grid = page.locator('[data-slice="mf-catalog"]');
    await grid
      .getByRole('button', { name: /wishlist/i })
      .first()
      .click();
    await expect(page.getByText('No products to show.. time to make some wishes!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'SHOP MEN' })).toHaveAttribute('href', '/men/products');
    const res = await page.request.get('/api/wishlist/');
    expect(((await res.json()) as { products: unknown[] }).products).toHaveLength(0);
  });
});
