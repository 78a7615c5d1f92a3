// mf-cart against the real API through the gateway: quick add and the product
// page's ADD TO CART (catalog's UI) opening the drawer, quantity changes and
// removal on /cart, the signed-out paths, and the header count.
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/reused-page';
import { ORIGIN_HEADERS, collectErrors, registerShopper, signInAs } from '../support/store';

test.use({ viewport: { width: 1280, height: 900 } });

interface CartAnswer {
  stocks: { productId: number; cart_stocks: { price: number; salePrice: number | null; quantity: number } }[];
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const cents = (dollars: number) => Math.round(dollars * 100);

const drawer = (page: Page) => page.getByRole('dialog', { name: 'YOUR CART' });
const miniCart = (page: Page) => page.getByTestId('mini-cart');
const cartLines = (scope: Page | Locator) =>
  scope.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
const figure = (page: Page, name: 'subtotal' | 'shipping' | 'discount' | 'total') =>
  page.locator(`[data-cart-page] [data-total="${name}"]`);

async function addThroughApi(request: APIRequestContext, productId: number, size: string) {
  const res = await request.post(`/api/cart/${productId}`, {
    data: { quantity: 1, size },
    headers: ORIGIN_HEADERS,
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function cartThroughApi(request: APIRequestContext): Promise<CartAnswer> {
  const res = await request.get('/api/cart/');
  expect(res.status()).toBe(200);
  return (await res.json()) as CartAnswer;
}

async function signedInShopper(page: Page, path = '/home') {
  const shopper = await registerShopper(page.request);
  await signInAs(page, shopper, path);
  return shopper;
}

test('quick add from a listing opens the drawer with the new line', async ({ page }) => {
  const errors = collectErrors(page);
  await signedInShopper(page, '/men/products');
  const card = page.locator('main [data-product-id]').first();
  await expect(card).toBeVisible();
  const href = `/men/products/${await card.getAttribute('data-product-id')}`;

  await card.hover();
  // The quick-add strip slides in 500ms after the pointer arrives (above 768px).
  await card.getByRole('button', { name: 'Add size M to cart' }).click();

  const dialog = drawer(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(`a[href="${href}"]`).first()).toBeVisible();
  await expect(cartLines(dialog)).toHaveCount(1);
  await expect(cartLines(dialog)).toContainText('Medium');
  await expect(dialog.getByRole('button', { name: 'PROCEED TO CHECKOUT' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'VIEW FULL CART' })).toHaveAttribute('href', '/cart');
  await expect(page.getByTestId('mini-cart-count')).toHaveText('1');
  expect((await cartThroughApi(page.request)).stocks).toHaveLength(1);

  // The drawer is a dialog: Escape closes it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});

test('ADD TO CART on a product page adds the chosen size and opens the drawer', async ({ page }) => {
  await signedInShopper(page, '/men/products/1');
  const addButton = page.getByRole('button', { name: 'ADD TO CART' });
  await expect(addButton).toBeDisabled();
  await page.locator('main').getByRole('radio', { name: 'L, Large', exact: true }).click();
  await expect(addButton).toBeEnabled();
  await addButton.click();

  const dialog = drawer(page);
  await expect(dialog).toBeVisible();
  const line = cartLines(dialog);
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Large');
  await expect(line.locator('a[href="/men/products/1"]').first()).toBeVisible();
  await expect(page.getByTestId('mini-cart-count')).toHaveText('1');

  await dialog.getByRole('link', { name: 'VIEW FULL CART' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'SUMMARY' })).toBeVisible();
});

test('a quantity change on /cart updates the totals at once and on the server', async ({ page }) => {
  const errors = collectErrors(page);
  await signedInShopper(page);
  await addThroughApi(page.request, 2, 'small');
  await page.goto('/cart');

  const [{ cart_stocks: line }] = (await cartThroughApi(page.request)).stocks;
  const unit = cents(line.price);
  const unitSale = line.salePrice === null ? unit : cents(line.salePrice);
  // Standard delivery by checkout's rule (docs/cart.md#totals): free from $75.00 of goods.
  const fee = (goods: number) => (goods >= 7500 ? 0 : 495);
  await expect(figure(page, 'subtotal')).toHaveText(money(unit));
  await expect(figure(page, 'shipping')).toHaveText(unitSale >= 7500 ? 'Free Standard' : '$4.95');
  await expect(figure(page, 'total')).toHaveText(money(unitSale + fee(unitSale)));

  const quantity = page.getByRole('combobox', { name: 'Quantity' });
  await expect(quantity.locator('option')).toHaveText(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  await quantity.selectOption('3');
  await expect(figure(page, 'subtotal')).toHaveText(money(unit * 3));
  await expect(figure(page, 'total')).toHaveText(money(unitSale * 3 + fee(unitSale * 3)));
  await expect(figure(page, 'discount')).toHaveText(
    unit === unitSale ? '$0.00' : `-${money((unit - unitSale) * 3)}`,
  );

  await expect.poll(async () => (await cartThroughApi(page.request)).stocks[0].cart_stocks.quantity).toBe(3);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Quantity' })).toHaveValue('3');
  await expect(figure(page, 'subtotal')).toHaveText(money(unit * 3));
  expect(errors).toEqual([]);
});

test("a quantity change without a session alerts 'please sign in' and keeps the figures", async ({
  page,
}) => {
  await signedInShopper(page);
  await addThroughApi(page.request, 5, 'medium');
  await page.goto('/cart');
  const subtotal = await figure(page, 'subtotal').textContent();
  await page.waitForLoadState('networkidle');
  await page.context().clearCookies();
  const alerted = page.waitForEvent('dialog').then(async (dialog) => {
    const message = dialog.message();
    await dialog.accept();
    return message;
  });
  await page.getByRole('combobox', { name: 'Quantity' }).selectOption('2');
  expect(await alerted).toBe('please sign in');
  await expect(page.getByRole('combobox', { name: 'Quantity' })).toHaveValue('1');
  await expect(figure(page, 'subtotal')).toHaveText(subtotal ?? '');
  await expect(page).toHaveURL(/\/cart$/);
});

test('removing the last line on /cart animates it out and leaves the empty cart', async ({ page }) => {
  await signedInShopper(page);
  await addThroughApi(page.request, 3, 'medium');
  await page.goto('/cart');
  const line = cartLines(page);
  await expect(line).toHaveCount(1);
  const row = page.locator('[data-cart-page] [data-line]');
  const clickedAt = Date.now();
  await page
    .locator('[data-cart-page]')
    .getByRole('button', { name: /^Remove / })
    .click();
  // The line fades (and slides) out over 1 second, then the cart is fetched again.
  await expect
    .poll(() => row.evaluate((el) => Number(getComputedStyle(el).opacity)), { intervals: [50] })
    .toBeLessThan(1);
  await expect(page.getByRole('heading', { name: 'YOUR CART IS EMPTY' })).toBeVisible();
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(950);
  await expect(page.getByRole('link', { name: 'SHOP MEN' })).toHaveAttribute('href', '/men/products');
  await expect(page.getByRole('link', { name: 'SHOP WOMEN' })).toHaveAttribute('href', '/women/products');
  expect((await cartThroughApi(page.request)).stocks).toHaveLength(0);
  await expect(page.getByTestId('mini-cart-count')).toHaveCount(0);
});

test('signed out, the cart button goes to /cart and its prompt to sign-up and log-in', async ({ page }) => {
  await page.goto('/home');
  await miniCart(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'ADD TO CART' })).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: 'CREATE ACCOUNT' })).toHaveAttribute(
    'href',
    '/signup',
  );
  await page.locator('main').getByRole('link', { name: 'LOG IN', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an add whose session has expired signs the shopper out and goes to /login', async ({ page }) => {
  await signedInShopper(page, '/men/products/1');
  const small = page.locator('main').getByRole('radio', { name: 'S, Small', exact: true });
  await expect(small).toBeVisible();
  // Let the page's own signed-in calls (cart, wishlist check) finish first.
  await page.waitForLoadState('networkidle');
  // The server forgets the session; the browser still believes it is signed in.
  await page.context().clearCookies();
  await small.click();
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull();
});

test('the mini-cart count follows a removal made in the drawer', async ({ page }) => {
  await signedInShopper(page);
  await addThroughApi(page.request, 1, 'small');
  await addThroughApi(page.request, 4, 'large');
  await page.reload();
  await expect(page.getByTestId('mini-cart-count')).toHaveText('2');

  await miniCart(page).click();
  const dialog = drawer(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeFocused();
  const lines = cartLines(dialog);
  await expect(lines).toHaveCount(2);
  await dialog
    .getByRole('button', { name: /^Remove / })
    .first()
    .click();
  await expect(page.getByTestId('mini-cart-count')).toHaveText('1');
  await expect(lines).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('localCart'))).toBe('1');

  // The overlay closes the drawer and focus returns to the cart button.
  await page.getByTestId('cart-drawer-overlay').click({ position: { x: 20, y: 20 } });
  await expect(dialog).toBeHidden();
  await expect(miniCart(page)).toBeFocused();
});
