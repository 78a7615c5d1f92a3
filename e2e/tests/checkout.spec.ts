// Checkout and orders (mf-cart) against the real API through the gateway: the
// whole purchase from two products to the confirmation, the header count and
// the account's YOUR ORDERS; then a size sold out by another shopper.
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/reused-page';
import {
  ORIGIN_HEADERS,
  collectErrors,
  gotoReady,
  newShopper,
  registerShopper,
  signInAs,
} from '../support/store';
import type { ProductWithStock } from '@storefront/shared/contracts/orders';

test.use({ viewport: { width: 1280, height: 900 } });

const ADDRESS = {
  'Full name': 'Ada Shopper',
  'Street and number': '1 Main Street',
  City: 'Springfield',
  Postcode: 'AB1 2CD',
  Country: 'United Kingdom',
};

async function productThroughApi(request: APIRequestContext, productId: number): Promise<ProductWithStock> {
  const res = await request.get(`/api/products/${productId}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ProductWithStock;
}

async function addOnProductPage(page: Page, product: ProductWithStock, sizeLabel: string) {
  // Hydrated first: before that, the sizes and ADD TO CART are the page's form and post to /cart.
  await gotoReady(page, `/${product.gender}/products/${product.productId}`);
  await page.locator('main').getByRole('radio', { name: sizeLabel, exact: true }).click();
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  const drawer = page.getByRole('dialog', { name: 'YOUR CART' });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

async function fillAddress(page: Page) {
  for (const [label, value] of Object.entries(ADDRESS)) {
    // The country is chosen from the list the store delivers to.
    if (label === 'Country') await page.getByLabel(label).selectOption(value);
    else await page.getByLabel(label).fill(value);
  }
}

/** Another shopper (its own session) buys every unit left of a product's size through the API. */
async function buyEverything(request: APIRequestContext, productId: number, size: string) {
  await registerShopper(request, newShopper('rival'));
  for (let round = 0; round < 20; round += 1) {
    const left =
      (await productThroughApi(request, productId)).stock.find((s) => s.size === size)?.available ?? 0;
    if (left === 0) return;
    const add = await request.post(`/api/cart/${productId}`, {
      data: { quantity: Math.min(left, 10), size },
      headers: ORIGIN_HEADERS,
    });
    expect(add.status(), await add.text()).toBe(201);
    const { cartVersion } = (await (await request.get('/api/orders/summary')).json()) as {
      cartVersion: string;
    };
    const order = await request.post('/api/orders/', {
      data: {
        idempotencyKey: `rival-${Date.now()}-${round}`,
        cartVersion,
        address: {
          name: 'Rival',
          street: '2 Side Road',
          city: 'Shelbyville',
          postcode: '12345',
          country: 'US',
        },
        deliveryMethod: 'express',
        paymentMethod: 'pay-on-delivery',
      },
      headers: ORIGIN_HEADERS,
    });
    expect(order.status(), await order.text()).toBe(201);
  }
  throw new Error('the size never sold out');
}

test('a shopper buys two products and finds the order on the account page', async ({ page }) => {
  const errors = collectErrors(page);
  const shopper = await registerShopper(page.request);
  await signInAs(page, shopper, '/home');
  const first = await productThroughApi(page.request, 1);
  const second = await productThroughApi(page.request, 2);
  await addOnProductPage(page, first, 'L, Large');
  await addOnProductPage(page, second, 'S, Small');
  await expect(page.getByTestId('mini-cart-count')).toHaveText('2');

  await page.goto('/cart');
  await page.getByRole('combobox', { name: 'Quantity' }).first().selectOption('2');
  await expect
    .poll(async () => {
      const cart = (await (await page.request.get('/api/cart/')).json()) as {
        stocks: { cart_stocks: { quantity: number } }[];
      };
      return cart.stocks.map((s) => s.cart_stocks.quantity).join(',');
    })
    .toBe('2,1');
  await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'CHECKOUT', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items in your order' }).getByRole('listitem')).toHaveCount(2);

  // The same totals as the API's summary, delivery included.
  const summary = (await (await page.request.get('/api/orders/summary')).json()) as {
    subtotalCents: number;
    totalCents: number;
    delivery: { standard: number; express: number };
  };
  const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  const figure = (name: string) => page.locator(`[data-checkout-page] [data-total="${name}"]`);
  await expect(figure('subtotal')).toHaveText(money(summary.subtotalCents));
  await page.getByRole('radio', { name: /Express delivery/ }).check();
  await expect(figure('total')).toHaveText(money(summary.totalCents + summary.delivery.express));

  // Field errors first, next to their fields.
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Full name')).toBeFocused();
  await fillAddress(page);
  await expect(page.getByRole('radio', { name: 'Pay on delivery' })).toBeChecked();
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();

  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/);
  await expect(page.getByRole('heading', { name: 'THANK YOU FOR YOUR ORDER', level: 1 })).toBeVisible();
  const number = (await page.locator('[data-order-number]').textContent()) ?? '';
  expect(number).toMatch(/^SF-\d{6}$/);
  await expect(page.getByText(first.name, { exact: false }).first()).toBeVisible();
  await expect(page.getByText('1 Main Street')).toBeVisible();
  await expect(page.getByText(/Express delivery/).first()).toBeVisible();
  await expect(page.locator('[data-confirmation-page] [data-total="total"]')).toHaveText(
    money(summary.totalCents + summary.delivery.express),
  );
  // The header's count is gone at once (the cart's event), and the server's cart is empty.
  await expect(page.getByTestId('mini-cart-count')).toHaveCount(0);
  expect(((await (await page.request.get('/api/cart/')).json()) as { stocks: unknown[] }).stocks).toEqual([]);

  await page.goto('/account');
  const orders = page.getByRole('list', { name: 'Your orders' });
  // The order's own link (each order also links to its return form).
  const orderLink = orders.getByRole('link', { name: /^Order / });
  await expect(orderLink).toHaveCount(1);
  await expect(orders).toContainText(`Order ${number}`);
  await expect(orders).toContainText('3 items');
  await expect(orders).toContainText('PLACED');
  await orderLink.click();
  await expect(page.getByRole('heading', { name: 'THANK YOU FOR YOUR ORDER' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a size another shopper has just bought out cannot be bought, and shows sold out', async ({
  page,
  playwright,
}) => {
  const productId = 9;
  const size = 'extraSmall';
  const shopper = await registerShopper(page.request);
  await signInAs(page, shopper, '/home');
  const product = await productThroughApi(page.request, productId);
  const added = await page.request.post(`/api/cart/${productId}`, {
    data: { quantity: 1, size },
    headers: ORIGIN_HEADERS,
  });
  expect(added.status()).toBe(201);

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'CHECKOUT', level: 1 })).toBeVisible();
  await fillAddress(page);

  // Meanwhile a rival, with a session of its own, buys every unit left of that size.
  const rival = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  try {
    await buyEverything(rival, productId, size);
  } finally {
    await rival.dispose();
  }

  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'is sold out' })).toContainText(
    `${product.name} (size XS) is sold out`,
  );
  await expect(page).toHaveURL(/\/checkout$/);

  await page.goto(`/${product.gender}/products/${productId}`);
  const soldOut = page.locator('main').getByRole('radio', { name: 'XS, Extra Small, sold out' });
  await expect(soldOut).toBeDisabled();
  await expect(page.getByRole('button', { name: 'ADD TO CART' })).toBeDisabled();
  // Adding it anyway through the API answers a clear 409.
  const refused = await page.request.post(`/api/cart/${productId}`, {
    data: { quantity: 1, size },
    headers: ORIGIN_HEADERS,
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toMatch(/out of stock|left/);
});
