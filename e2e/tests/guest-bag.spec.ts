// Buying without an account (docs/cart.md#guest-bag, docs/cart.md#guest-checkout) through the
// gateway and the real API: a signed-out shopper's adds go to a guest bag that signing up takes
// into the new account, and a guest checks out and opens the order from the mail it received.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/reused-page';
import { MAIL_CAPTURE_DIR } from '../support/servers';
import { ORIGIN_HEADERS, collectErrors, newShopper } from '../support/store';

test.use({ viewport: { width: 1280, height: 900 } });

const cartLines = (page: Page) =>
  page.locator('[data-cart-page]').getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');

async function addSignedOut(page: Page, path: string, sizeLabel: string) {
  await page.goto(path);
  await page.locator('main').getByRole('radio', { name: sizeLabel, exact: true }).click();
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page).toHaveURL(/\/cart$/);
}

/** The link of the newest mail to `email` whose subject matches, waiting for it to arrive. */
async function linkFromMail(email: string, subject: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        if (!existsSync(MAIL_CAPTURE_DIR)) return '';
        const found = readdirSync(MAIL_CAPTURE_DIR)
          .sort()
          .reverse()
          .map((file) => JSON.parse(readFileSync(join(MAIL_CAPTURE_DIR, file), 'utf8')))
          .find(
            (mail: { to: string[]; subject: string }) =>
              mail.to.includes(email) && subject.test(mail.subject),
          );
        link = found ? (/https?:\/\/\S+/.exec(found.text)?.[0] ?? '') : '';
        return link;
      },
      { timeout: 15_000, message: `a mail '${subject.source}' to ${email}` },
    )
    .not.toBe('');
  return link;
}

test('a signed-out shopper adds two products, signs up, and finds both in the cart', async ({ page }) => {
  const errors = collectErrors(page);
  await addSignedOut(page, '/men/products/1', 'M, Medium');
  await expect(cartLines(page)).toHaveCount(1);
  await addSignedOut(page, '/women/products/16', 'S, Small');
  await expect(cartLines(page)).toHaveCount(2);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { name: 'ADD TO CART' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'CHECKOUT AS GUEST' })).toHaveAttribute('href', '/checkout');
  await expect(page.getByTestId('mini-cart-count')).toHaveText('2');
  // The bag is the server's, under an HttpOnly cookie the page's script cannot read.
  expect(await page.evaluate(() => document.cookie)).not.toContain('sf_guest');

  await main.getByRole('link', { name: 'CREATE ACCOUNT' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  const shopper = newShopper('guest');
  await page.getByLabel('Username').fill(shopper.username);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByLabel('Confirm Password').fill(shopper.password);
  await page.locator('main').getByRole('button', { name: 'CREATE ACCOUNT' }).click();
  await expect(page).not.toHaveURL(/\/signup$/);

  await page.goto('/cart');
  await expect(cartLines(page)).toHaveCount(2);
  await expect(cartLines(page).filter({ hasText: 'Medium' })).toHaveCount(1);
  await expect(cartLines(page).filter({ hasText: 'Small' })).toHaveCount(1);
  await expect(page.locator('main').getByRole('link', { name: 'CHECKOUT AS GUEST' })).toHaveCount(0);
  await expect(page.getByTestId('mini-cart-count')).toHaveText('2');
  expect(errors).toEqual([]);
});

test('a guest checks out and opens the order from the mail', async ({ page, browser }) => {
  const added = await page.request.post('/api/cart/16', {
    data: { quantity: 1, size: 'medium' },
    headers: ORIGIN_HEADERS,
  });
  expect(added.status(), await added.text()).toBe(201);
  await page.goto('/cart');
  await page.locator('main').getByRole('link', { name: 'CHECKOUT AS GUEST' }).click();
  await expect(page.getByRole('heading', { name: 'CHECKOUT', level: 1 })).toBeVisible();
  const email = newShopper('buyer').email;
  await page.getByLabel('E-mail (for your receipt)').fill(email);
  for (const [label, value] of Object.entries({
    'Full name': 'Ada Guest',
    'Street and number': '1 Main Street',
    City: 'Springfield',
    Postcode: 'AB1 2CD',
  })) {
    await page.getByLabel(label).fill(value);
  }
  await page.getByLabel('Country').selectOption('United Kingdom');
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page.getByRole('heading', { name: 'THANK YOU FOR YOUR ORDER' })).toBeVisible();
  const number = await page.locator('[data-order-number]').textContent();
  await expect(page.locator('[data-estimated-delivery]')).toContainText('Estimated delivery');
  await expect(page.getByTestId('mini-cart-count')).toHaveCount(0);

  const link = await linkFromMail(email, /Your order/);
  expect(new URL(link).pathname).toMatch(/^\/checkout\/confirmation\/\d+$/);
  // Another browser (no bag, no session) opens it with the mailed link, and only with it.
  const other = await browser.newContext();
  try {
    const elsewhere = await other.newPage();
    await elsewhere.goto(link);
    await expect(elsewhere.getByRole('heading', { name: 'THANK YOU FOR YOUR ORDER' })).toBeVisible();
    await expect(elsewhere.locator('[data-order-number]')).toHaveText(number!);
    await elsewhere.goto(new URL(link).pathname);
    await expect(elsewhere.getByRole('heading', { name: 'ADD TO CART' })).toBeVisible();
  } finally {
    await other.close();
  }
});

test('a shopper with a $36 cart sees the same fee on the drawer, the cart page and checkout', async ({
  page,
}) => {
  // Find a product and size whose one unit costs under $75 (the seed's first such product).
  let productId = 0;
  let goods = 0;
  for (let id = 1; id <= 40 && productId === 0; id += 1) {
    const product = (await (await page.request.get(`/api/products/${id}`)).json()) as {
      price: number;
      salePrice: number | null;
    };
    const unit = Math.round((product.salePrice ?? product.price) * 100);
    if (unit < 7500) {
      productId = id;
      goods = unit;
    }
  }
  expect(productId).toBeGreaterThan(0);
  const added = await page.request.post(`/api/cart/${productId}`, {
    data: { quantity: 1, size: 'medium' },
    headers: ORIGIN_HEADERS,
  });
  expect(added.status(), await added.text()).toBe(201);
  const hint = `Spend $${((7500 - goods) / 100).toFixed(2)} more for free standard delivery`;

  await page.goto('/cart');
  const summary = page.locator('[data-cart-page]');
  await expect(summary.locator('[data-total="shipping"]')).toHaveText('$4.95');
  await expect(summary.locator('[data-delivery-hint]')).toHaveText(hint);

  await page.getByTestId('mini-cart').click();
  // Signed out the header button goes to /cart; sign in to see the drawer.
  const shopper = newShopper('fee');
  await page.locator('main').getByRole('link', { name: 'CREATE ACCOUNT' }).click();
  await page.getByLabel('Username').fill(shopper.username);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByLabel('Confirm Password').fill(shopper.password);
  await page.locator('main').getByRole('button', { name: 'CREATE ACCOUNT' }).click();
  await expect(page).not.toHaveURL(/\/signup$/);
  await page.getByTestId('mini-cart').click();
  const drawer = page.getByRole('dialog', { name: 'YOUR CART' });
  await expect(drawer.locator('[data-total="shipping"]')).toHaveText('$4.95');
  await expect(drawer.locator('[data-delivery-hint]')).toHaveText(hint);
  await drawer.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
  const checkout = page.locator('[data-checkout-page]');
  await expect(checkout.locator('[data-total="delivery"]')).toHaveText('$4.95');
  await expect(checkout.locator('[data-delivery-hint]')).toHaveText(hint);
});
