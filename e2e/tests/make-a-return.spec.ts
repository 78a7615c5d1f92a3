// Make a return (docs/account.md#make-a-return): a shopper orders, opens RETURN AN
// ITEM on the account page, returns a line with the keyboard and sees the RMA number; the
// confirmation arrives through the real SMTP server the other mail specs read
// (api/src/testing/local-smtp-server.ts started by support/servers.ts). Signed out, the page
// invites to log in.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/reused-page';
import { MAIL_CAPTURE_DIR } from '../support/servers';
import { ORIGIN_HEADERS, collectErrors, registerShopper, signInAs } from '../support/store';
import type { ProductWithStock } from '@storefront/shared/contracts/orders';

interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
}

/** A product at its regular price (a sale price makes it final sale) with a medium in stock. */
async function returnableProduct(request: APIRequestContext): Promise<ProductWithStock> {
  for (let id = 1; id <= 40; id += 1) {
    const product = (await (await request.get(`/api/products/${id}`)).json()) as ProductWithStock;
    const medium = product.stock?.find((s) => s.size === 'medium')?.available ?? 0;
    if (product.salePrice === null && medium >= 2) return product;
  }
  throw new Error('no full-price product with two mediums in the first 40');
}

/** The message to `email` whose subject matches, waiting for it to arrive. */
async function mailTo(email: string, subject: RegExp): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      () => {
        if (!existsSync(MAIL_CAPTURE_DIR)) return false;
        found = readdirSync(MAIL_CAPTURE_DIR)
          .map((file) => JSON.parse(readFileSync(join(MAIL_CAPTURE_DIR, file), 'utf8')) as CapturedMail)
          .find((mail) => mail.to.includes(email) && subject.test(mail.subject));
        return found !== undefined;
      },
      { timeout: 15_000, message: `a mail '${subject.source}' to ${email}` },
    )
    .toBe(true);
  return found!;
}

test.use({ viewport: { width: 1280, height: 900 } });

test('a shopper returns a line of an order and gets the RMA number on the page and by mail', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const shopper = await registerShopper(page.request);
  await signInAs(page, shopper, '/home');
  const product = await returnableProduct(page.request);
  const added = await page.request.post(`/api/cart/${product.productId}`, {
    data: { quantity: 2, size: 'medium' },
    headers: ORIGIN_HEADERS,
  });
  expect(added.status(), await added.text()).toBe(201);
  const { cartVersion } = (await (await page.request.get('/api/orders/summary')).json()) as {
    cartVersion: string;
  };
  const placed = await page.request.post('/api/orders/', {
    data: {
      idempotencyKey: `return-${Date.now()}`,
      cartVersion,
      address: {
        name: 'Ada',
        street: '1 Main Street',
        city: 'Springfield',
        postcode: '12345',
        country: 'US',
      },
      deliveryMethod: 'standard',
      paymentMethod: 'pay-on-delivery',
    },
    headers: ORIGIN_HEADERS,
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: number; number: string };

  await page.goto('/account');
  await page.getByRole('link', { name: 'RETURN AN ITEM', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/returns\/new$/);
  await expect(page).toHaveTitle(/MAKE A RETURN/);
  const line = page.getByRole('radio', { name: new RegExp(`Order ${order.number}`) });
  await expect(line).toBeChecked();
  await expect(line).toHaveAccessibleName(/2 of 2 can be returned/);

  // The quantity, the reason and a note; then the button by keyboard.
  await page.getByLabel('Quantity').selectOption('2');
  await page.getByLabel('Reason').selectOption('too-big');
  await page.getByLabel(/Anything else/).fill('A size down, please');
  await page.getByRole('button', { name: 'REQUEST RETURN' }).focus();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'RETURN REQUESTED' })).toBeFocused();
  const rma = (await page.getByTestId('rma-number').textContent()) ?? '';
  expect(rma).toMatch(/^RMA-\d{6}$/);
  await expect(page.getByText(`Write your return number ${rma} clearly on the parcel.`)).toBeVisible();

  const mail = await mailTo(shopper.email, new RegExp(`Your return ${rma}`));
  expect(mail.text).toContain(`We have your return ${rma} for order ${order.number}.`);
  expect(mail.text).toContain(`2 x ${product.name} (size M)`);
  expect(mail.text).toContain('Reason: Too big');
  expect(mail.text).toContain('What to do next:');

  // Everything of the line is in a return now: it stays listed, no longer choosable.
  await page.getByRole('button', { name: 'RETURN ANOTHER ITEM' }).click();
  await expect(page.getByRole('radio', { name: /Already being returned/ })).toBeDisabled();
  expect(errors).toEqual([]);
});

test('signed out, the page invites to log in (the server renders it)', async ({ page }) => {
  const response = await page.goto('/account/returns/new?order=1');
  expect(response?.status()).toBe(200);
  expect(await response?.text()).toContain('LOG IN TO MAKE A RETURN');
  await expect(page.getByRole('link', { name: 'LOG IN' }).first()).toBeVisible();
});
