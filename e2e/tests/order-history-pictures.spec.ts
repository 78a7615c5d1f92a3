// The account's YOUR ORDERS shows each order's lines with the catalog's pictures
// (docs/cart.md#order-history): a shopper orders two products, opens /account and sees each line's
// name, size and quantity beside mf-catalog's ./ProductPicture, the same image as the product page;
// with the catalog down the lines stay, each picture's box kept with its compact retry.
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/reused-page';
import { ORIGIN_HEADERS, collectErrors, registerShopper, signInAs } from '../support/store';
import type { Product } from '@storefront/shared/contracts/schemas';
import type { ProductWithStock } from '@storefront/shared/contracts/orders';

test.use({ viewport: { width: 1280, height: 900 } });

/** Two products with a size in stock, found as a shopper would (search). */
async function twoProducts(request: APIRequestContext): Promise<[ProductWithStock, ProductWithStock]> {
  const found: ProductWithStock[] = [];
  for (const term of ['hoodie', 'leggings']) {
    const res = await request.get('/api/products/search', { params: { searchTerm: term } });
    expect(res.status()).toBe(200);
    for (const { productId } of (await res.json()) as Product[]) {
      const product = (await (await request.get(`/api/products/${productId}`)).json()) as ProductWithStock;
      if (product.stock.some((s) => s.available > 0)) {
        found.push(product);
        break;
      }
    }
  }
  expect(found).toHaveLength(2);
  return found as [ProductWithStock, ProductWithStock];
}

/** Signs a new shopper in, orders one of each product through the API, and answers the order number. */
async function orderBoth(page: Page, products: ProductWithStock[]): Promise<string> {
  const shopper = await registerShopper(page.request);
  await signInAs(page, shopper, '/home');
  for (const product of products) {
    const size = product.stock.find((s) => s.available > 0)!.size;
    const added = await page.request.post(`/api/cart/${product.productId}`, {
      data: { quantity: 1, size },
      headers: ORIGIN_HEADERS,
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  const { cartVersion } = (await (await page.request.get('/api/orders/summary')).json()) as {
    cartVersion: string;
  };
  const order = await page.request.post('/api/orders/', {
    data: {
      idempotencyKey: `history-${Date.now()}`,
      cartVersion,
      address: {
        name: 'Ada Shopper',
        street: '1 Main Street',
        city: 'Springfield',
        postcode: 'AB1 2CD',
        country: 'UK',
      },
      deliveryMethod: 'standard',
      paymentMethod: 'pay-on-delivery',
    },
    headers: ORIGIN_HEADERS,
  });
  expect(order.status(), await order.text()).toBe(201);
  return ((await order.json()) as { number: string }).number;
}

test("YOUR ORDERS shows each line of an order with the catalog's picture, name, size and quantity", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const products = await twoProducts(page.request);
  const number = await orderBoth(page, products);

  await page.goto('/account');
  const history = page.getByRole('list', { name: 'Your orders' });
  // The order's own link (each order also links to its return form).
  await expect(history.getByRole('link', { name: /^Order / })).toHaveCount(1);
  await expect(history.getByRole('link', { name: /^Order / })).toContainText(`Order ${number}`);
  const lines = history.getByRole('list', { name: `Items in order ${number}` }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  for (const [i, product] of products.entries()) {
    const line = lines.nth(i);
    await expect(line).toContainText(product.name);
    await expect(line).toContainText('Qty 1');
    const slot = line.locator('[data-slot="mf-catalog/ProductPicture"]');
    const img = slot.locator('img');
    // The catalog release's own file, the drawing of the product's colour and style.
    await expect(img).toHaveJSProperty('complete', true);
    const src = await img.evaluate((el: HTMLImageElement) => el.src);
    expect(new URL(src).pathname).toMatch(/^\/releases\/mf-catalog\/[^/]+\/.+-front\.svg$/);
    expect(src).toContain(`${product.color}-`);
    const box = await slot.boundingBox();
    expect(box?.width).toBe(56);
    expect(box?.height).toBe(70);
  }
  expect(errors).toEqual([]);
});

test('with the catalog down, YOUR ORDERS keeps every line and each picture box', async ({ page }) => {
  const products = await twoProducts(page.request);
  const number = await orderBoth(page, products);
  // The catalog's files cannot be had: its remote entry and chunks fail.
  await page.route('**/releases/mf-catalog/**', (route) => route.abort());
  await page.goto('/account');
  const lines = page
    .getByRole('list', { name: 'Your orders' })
    .getByRole('list', { name: `Items in order ${number}` })
    .getByRole('listitem');
  await expect(lines).toHaveCount(2);
  for (const [i, product] of products.entries()) {
    const line = lines.nth(i);
    await expect(line).toContainText(product.name);
    const slot = line.locator('[data-slot="mf-catalog/ProductPicture"]');
    await expect(slot).toHaveAttribute('data-slot-state', 'failed');
    const box = await slot.boundingBox();
    expect(box?.width).toBe(56);
    expect(box?.height).toBe(70);
  }
});
