// Line pictures are the catalog's (docs/cart.md#line-pictures): the Apex Essential Hoodie shows
// the catalog's hoodie, the same image as its product page and card, in the drawer, on /cart, at
// checkout and on the confirmation, each in a box reserved at its size; and the store's
// /images/products/{id}.png, the order mail's picture, is the catalog's PNG of it.
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/reused-page';
import { ORIGIN_HEADERS, collectErrors, registerShopper, signInAs } from '../support/store';
import type { Product } from '@storefront/shared/contracts/schemas';
import type { ProductWithStock } from '@storefront/shared/contracts/orders';

test.use({ viewport: { width: 1280, height: 900 } });

const HOODIE = 'Apex Essential Hoodie';

/** The catalog's picture in a line, and the box reserved for it. */
async function expectPicture(scope: Locator, src: string, width: number) {
  const slot = scope.locator('[data-slot="mf-catalog/ProductPicture"]');
  // Compared resolved: a parcel mounted in the browser names its files under an absolute public path.
  await expect(slot.locator('img')).toHaveJSProperty('src', src);
  await expect(slot.locator('img')).toHaveJSProperty('complete', true);
  const box = await slot.boundingBox();
  // To a tenth of a pixel: a drawer still sliding in lays its lines out a few millionths off whole
  // pixels (71.99994 for 72 in one CI run), which is the same box.
  expect(box?.width).toBeCloseTo(width, 1);
  expect(box?.height).toBeCloseTo(Math.round((width * 5) / 4), 1);
}

async function hoodieThroughApi(page: Page): Promise<ProductWithStock> {
  const res = await page.request.get('/api/products/search', { params: { searchTerm: HOODIE } });
  expect(res.status()).toBe(200);
  const found = ((await res.json()) as Product[]).find((p) => p.name === HOODIE);
  expect(found, `${HOODIE} is in the catalogue`).toBeTruthy();
  const product = await page.request.get(`/api/products/${found!.productId}`);
  return (await product.json()) as ProductWithStock;
}

test(`the ${HOODIE} shows the catalog's hoodie in the drawer, on /cart, at checkout and on the confirmation`, async ({
  page,
}) => {
  const errors = collectErrors(page);
  const hoodie = await hoodieThroughApi(page);
  const size = hoodie.stock?.find((s) => s.available > 0)?.size ?? 'medium';

  // The catalog's own front image of it, as its product page (and its card) shows it.
  await page.goto(`/${hoodie.gender}/products/${hoodie.productId}`);
  const front = page.getByRole('img', { name: `${hoodie.name} in ${hoodie.color}, front view` }).first();
  const src = await front.evaluate((img: HTMLImageElement) => img.src);
  expect(new URL(src).pathname).toMatch(/^\/releases\/mf-catalog\/[^/]+\/.+-hoodies-front\.svg$/);

  const shopper = await registerShopper(page.request);
  await signInAs(page, shopper, '/home');
  const added = await page.request.post(`/api/cart/${hoodie.productId}`, {
    data: { quantity: 1, size },
    headers: ORIGIN_HEADERS,
  });
  expect(added.status(), await added.text()).toBe(201);
  await page.reload();
  // The header has the shopper's cart (hydrated and answered): its button now opens the drawer.
  await expect(page.getByTestId('mini-cart-count')).toHaveText('1');

  await page.getByTestId('mini-cart').click();
  const drawer = page.getByRole('dialog', { name: 'YOUR CART' });
  const drawerLine = drawer.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
  await expect(drawerLine).toHaveCount(1);
  await expectPicture(drawerLine, src, 72);
  await page.keyboard.press('Escape');

  await page.goto('/cart');
  const cartLine = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
  await expect(cartLine).toContainText(HOODIE, { ignoreCase: true });
  await expectPicture(cartLine, src, 112);

  await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const checkoutLine = page.getByRole('list', { name: 'Items in your order' }).getByRole('listitem');
  await expectPicture(checkoutLine, src, 56);

  await page.getByLabel('Full name').fill('Ada Shopper');
  await page.getByLabel('Street and number').fill('1 Main Street');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('Postcode').fill('AB1 2CD');
  await page.getByLabel('Country').selectOption('United Kingdom');
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/);
  const number = (await page.locator('[data-order-number]').textContent()) ?? '';
  const orderLine = page.getByRole('list', { name: `Items in order ${number}` }).getByRole('listitem');
  await expectPicture(orderLine, src, 56);
  expect(errors).toEqual([]);
});

test('one product in several sizes is asked of the API once, however many lines picture it', async ({
  page,
}) => {
  const hoodie = await hoodieThroughApi(page);
  const sizes = (hoodie.stock ?? []).filter((s) => s.available > 0).map((s) => s.size);
  expect(sizes.length).toBeGreaterThan(1);
  const shopper = await registerShopper(page.request);
  await signInAs(page, shopper, '/home');
  for (const size of sizes) {
    const added = await page.request.post(`/api/cart/${hoodie.productId}`, {
      data: { quantity: 1, size },
      headers: ORIGIN_HEADERS,
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/products/${hoodie.productId}`) asked.push(request.url());
  });
  const started = Date.now();
  await page.goto('/cart');
  const pictures = page.locator('[data-cart-page] [data-slot="mf-catalog/ProductPicture"] img');
  await expect(pictures).toHaveCount(sizes.length);
  for (const img of await pictures.all()) await expect(img).toHaveJSProperty('complete', true);
  // The cost of a parcel per line, for the report: lines, API calls, time to every picture.
  console.log(
    `cart-pictures: ${sizes.length} lines, ${asked.length} product call(s), ${Date.now() - started} ms to all pictures`,
  );
  expect(asked).toHaveLength(1);
});

test("the mail's /images/products/{id}.png is the catalog's PNG of the product", async ({ page }) => {
  const hoodie = await hoodieThroughApi(page);
  const first = await page.request.get(`/images/products/${hoodie.productId}.png`, { maxRedirects: 0 });
  expect(first.status()).toBe(302);
  expect(first.headers().location).toMatch(/\/releases\/mf-catalog\/[^/]+\/.+\.png$/);
  const image = await page.request.get(`/images/products/${hoodie.productId}.png`);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  expect((await image.body()).subarray(1, 4).toString()).toBe('PNG');
  expect((await page.request.get('/images/products/999999999.png', { maxRedirects: 0 })).status()).toBe(404);
});
