// The product page shoppers expect, second half (docs/catalog.md#product-page,
// docs/catalog.md#recently-viewed): the size guide, the delivery estimate, the phone's sticky ADD TO
// CART bar, RECENTLY VIEWED on the product page and /home, and the form that works without scripts.
import { gzipSync } from 'node:zlib';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/reused-page';
import { collectErrors, gotoReady } from '../support/store';

const PRODUCT = '/men/products/1';
const OTHER = '/women/products/15';
const ESTIMATE = /^Order within (\d+ h)?( ?\d+ min)? for delivery by \w+day, \w+ \d{1,2}$/;

test.describe('at 390px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sticky ADD TO CART bar appears once the button scrolls away, and adds the chosen size', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await gotoReady(page, PRODUCT);
    const bar = page.getByRole('region', { name: 'Add to cart' });
    await expect(bar).toHaveCount(0);
    const add = page.locator('main').getByRole('button', { name: 'ADD TO CART' });
    await page.locator('main').getByRole('radio', { name: 'M, Medium' }).click();
    // Scrolled past the button: the bar is at the bottom of the screen, with the same action.
    await add.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().bottom + window.scrollY + 200));
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('Size: M');
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(844);
    expect(box.width).toBe(390);
    // Keyboard reachable: its button takes focus.
    await bar.getByRole('button', { name: 'ADD TO CART' }).focus();
    await expect(bar.getByRole('button', { name: 'ADD TO CART' })).toBeFocused();
    // Back at the button: the bar is gone (never two ADD TO CART for a screen reader).
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'ADD TO CART' })).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('without a size the bar takes the shopper back to the sizes', async ({ page }) => {
    await gotoReady(page, PRODUCT);
    const add = page.locator('main').getByRole('button', { name: 'ADD TO CART' });
    await add.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().bottom + window.scrollY + 200));
    const bar = page.getByRole('region', { name: 'Add to cart' });
    await expect(bar).toContainText('Size: not chosen');
    await bar.getByRole('button', { name: 'SELECT A SIZE' }).click();
    // The first size that can be chosen has focus.
    await expect(page.locator('input[name="size"]:focus:not(:disabled)')).toHaveCount(1);
  });
});

test.describe('at 1280px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('no sticky bar on wide screens, scrolled or not', async ({ page }) => {
    await gotoReady(page, PRODUCT);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(300);
    const bar = page.getByTestId('sticky-add-bar');
    if ((await bar.count()) > 0) await expect(bar).toBeHidden();
  });

  test('the size guide opens beside SIZE, switches to inches, and Escape gives focus back', async ({
    page,
  }) => {
    await gotoReady(page, PRODUCT);
    const opener = page.getByRole('button', { name: 'Size guide' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: "MEN'S TOPS SIZE GUIDE" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('table', { name: 'Body measurements in centimetres' })).toBeVisible();
    await expect(dialog.getByRole('row').nth(1)).toHaveText('XS86–9171–76');
    await dialog.getByRole('button', { name: 'IN, inches' }).click();
    await expect(dialog.getByRole('row').nth(1)).toHaveText('XS34–3628–30');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('the delivery estimate is in the server HTML and stays through hydration', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(PRODUCT)).text();
    expect(html).toMatch(/Order within [^<]*for delivery by/);
    await gotoReady(page, PRODUCT);
    const note = page.getByTestId('delivery-estimate');
    await expect(note.locator('strong')).toHaveText(ESTIMATE);
    await expect(note).toContainText(/Standard delivery \$4\.95|Free Standard delivery/);
  });

  test('RECENTLY VIEWED: nothing on a first visit, then the products this device opened', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await gotoReady(page, '/home');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(500);
    await expect(page.getByRole('heading', { name: 'RECENTLY VIEWED' })).toHaveCount(0);

    await gotoReady(page, PRODUCT);
    const firstName = await page.getByRole('heading', { level: 1 }).textContent();
    await expect(page.getByRole('heading', { name: 'RECENTLY VIEWED' })).toHaveCount(0);
    await gotoReady(page, OTHER);
    const recent = page.getByTestId('carousel-recent');
    await expect(recent.getByTestId('product-card')).toHaveCount(1);
    await expect(recent).toContainText(firstName!);

    await gotoReady(page, '/home');
    const onHome = page.getByTestId('carousel-recent');
    await expect(onHome.getByTestId('product-card')).toHaveCount(2);
    expect(await page.evaluate(() => localStorage.getItem('sf_recently_viewed'))).toBe('[15,1]');
    expect(errors).toEqual([]);
  });
});

/** The gzip size of every script `path` loads, once the page has settled. */
async function scriptBytes(page: Page, path: string): Promise<number> {
  const scripts: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    );
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  return (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0);
}

test('/home with RECENTLY VIEWED drawn stays within 230 KB of JavaScript', async ({ page }) => {
  await gotoReady(page, PRODUCT);
  const total = await scriptBytes(page, '/home');
  await expect(page.getByTestId('carousel-recent').getByTestId('product-card')).toHaveCount(1);
  console.log(`JavaScript on /home with RECENTLY VIEWED: ${(total / 1024).toFixed(1)} KB gzip`);
  expect(total).toBeLessThanOrEqual(230 * 1024);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the sizes are a form; a post without a size comes back saying so', async ({ page }) => {
    await page.goto(PRODUCT);
    const form = page.locator('form[action="/cart/add"][method="post"]');
    await expect(form.locator('input[name="productId"]')).toHaveValue('1');
    await expect(form.locator('input[type="radio"][name="size"]')).toHaveCount(5);
    await expect(form.getByRole('button', { name: 'ADD TO CART' })).toBeEnabled();
    // No control that needs the script is drawn.
    await expect(page.getByRole('button', { name: 'Size guide' })).toHaveCount(0);
    await page.goto(`${PRODUCT}?error=size`);
    await expect(page.getByRole('alert')).toHaveText('Please select a size');
  });
});
