// mf-catalog against the real API through the gateway: presets, the colour filter
// and Clear All (kept in the URL), the narrow FILTER overlay, the column toggle,
// the product page's size selection, and the home carousels' View All links.
import { type Page } from '@playwright/test';
import { expect, test } from '../support/reused-page';
import { collectErrors, gotoReady } from '../support/store';

const listing = (page: Page) => page.locator('[data-slice="mf-catalog"]').first();
const cards = (page: Page) => page.getByTestId('product-grid').getByTestId('product-card');
const count = (page: Page) => page.getByTestId('product-count');

/** '(1 product)', '(12 products)'. */
const counted = (n: number) => `(${n} ${n === 1 ? 'product' : 'products'})`;
/** Cards in a listing's first page (docs/catalog.md#paging). */
const PAGE = 24;

/** The count is every product the filters keep (the API's total); the grid shows its first page. */
async function expectCountMatchesCards(page: Page) {
  await expect(page.getByTestId('product-grid')).toHaveAttribute('aria-busy', 'false');
  const n = Number(/\((\d+) products?\)/.exec((await count(page).textContent()) ?? '')?.[1]);
  await expect(cards(page)).toHaveCount(Math.min(n, PAGE));
  await expect(page.getByRole('link', { name: 'LOAD MORE' })).toHaveCount(n > PAGE ? 1 : 0);
  return n;
}

test.describe('wide screens', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a style preset sets category and style; the sale preset shows sale products only', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/men/products/filter/hoodies');
    await expect(listing(page).getByRole('heading', { level: 1, name: 'MEN' })).toBeVisible();
    await expect(page.getByText('FITNESS + FASHION = CONFIDENCE')).toBeVisible();
    await expect(page.getByText('CONFIDENCE LOOKS GOOD ON YOU.')).toBeVisible();
    await expect(page.getByTestId('listing-subheading')).toContainText('HOODIES');
    const n = await expectCountMatchesCards(page);
    expect(n).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Remove filter hoodies' })).toBeVisible();
    for (const name of await cards(page).getByRole('link').allTextContents()) expect(name).toMatch(/Hoodie/);

    await page.goto('/women/products/filter/sale');
    await expect(listing(page).getByRole('heading', { level: 1, name: 'WOMEN' })).toBeVisible();
    const sale = await expectCountMatchesCards(page);
    expect(sale).toBeGreaterThan(0);
    await expect(cards(page).getByTestId('product-tag').filter({ hasText: 'SALE' })).toHaveCount(sale);

    // An unknown page answers 404 from the server (crawlers see it), and the browser logs that status.
    expect((await page.goto('/men/products/filter/leggings'))?.status()).toBe(404);
    await expect(page.getByTestId('not-found-page')).toBeVisible();
    expect(errors.filter((e) => !/Failed to load resource: .*status of 404/.test(e))).toEqual([]);
  });

  test('a colour filter narrows the list, survives a reload, and Clear All resets it', async ({ page }) => {
    await page.goto('/men/products');
    const all = await expectCountMatchesCards(page);
    const colour = (await cards(page).first().getByTestId('product-colour').textContent())?.trim() ?? 'black';

    const panel = page.getByRole('complementary', { name: 'Filters' });
    await panel.getByRole('button', { name: new RegExp(`^${colour} \\(\\d+\\)$`) }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]color=${colour}`));
    await expect(page.getByTestId('filter-chip')).toHaveText([colour]);
    const some = await expectCountMatchesCards(page);
    expect(some).toBeGreaterThan(0);
    expect(some).toBeLessThan(all);

    await page.reload();
    await expect(page.getByTestId('filter-chip')).toHaveText([colour]);
    await expect(count(page)).toHaveText(counted(some));

    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(page.getByTestId('filter-chip')).toHaveCount(0);
    await expect(page).toHaveURL(/\/men\/products$/);
    await expect(count(page)).toHaveText(counted(all));
  });

  test("a product page's size selection enables ADD TO CART", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/men/products/1');
    const add = page.getByRole('button', { name: 'ADD TO CART' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('selected-size')).toHaveText('PLEASE SELECT');
    await expect(add).toBeDisabled();
    await expect(page.getByRole('button', { name: 'ADD TO WISHLIST' })).toBeVisible();
    await expect(page.getByTestId('gallery').locator('img')).toHaveCount(3);

    await page.getByRole('radio', { name: 'M, Medium' }).click();
    await expect(page.getByTestId('selected-size')).toHaveText('Medium');
    await expect(add).toBeEnabled();
    await page.getByRole('radio', { name: 'M, Medium' }).click();
    await expect(page.getByTestId('selected-size')).toHaveText('PLEASE SELECT');
    await expect(add).toBeDisabled();

    // A native <details> section (no button role): its summary opens it.
    await page.locator('summary', { hasText: 'PRODUCT DESCRIPTION' }).click();
    await expect(
      page.getByText(/jersey tee|fleece|leggings|shorts|pants|sweatpants|long sleeve/).first(),
    ).toBeVisible();
    const similar = page.getByTestId('carousel-similar');
    await expect(similar.getByRole('heading', { name: 'YOU MIGHT ALSO LIKE' })).toBeVisible();
    await expect(similar.getByTestId('product-card').first()).toBeVisible();
    await expect(similar.locator('a[href="/men/products/1"]')).toHaveCount(0);

    // An unknown page answers 404 from the server (crawlers see it), and the browser logs that status.
    expect((await page.goto('/men/products/abc'))?.status()).toBe(404);
    await expect(page.getByTestId('not-found-page')).toBeVisible();
    expect(errors.filter((e) => !/Failed to load resource: .*status of 404/.test(e))).toEqual([]);
  });

  test("the home carousels' View All links", async ({ page }) => {
    await page.goto('/home');
    const expected = [
      ['new', '/men/products/filter/new'],
      ['sale', '/women/products/filter/sale'],
      ['dsgn', '/women/products/filter/DSGN'],
    ] as const;
    for (const [source, href] of expected) {
      const carousel = page.getByTestId(`carousel-${source}`);
      await carousel.scrollIntoViewIfNeeded();
      await expect(carousel.getByRole('link', { name: 'View All' })).toHaveAttribute('href', href);
      await expect(carousel.getByTestId('product-card').first()).toBeVisible();
      expect(await carousel.getByTestId('product-card').count()).toBeLessThanOrEqual(8);
    }
    await page.getByTestId('carousel-dsgn').getByRole('link', { name: 'View All' }).click();
    await expect(page).toHaveURL(/\/women\/products\/filter\/DSGN$/);
    await expect(page.getByRole('button', { name: 'Remove filter DSGN collection' })).toBeVisible();
  });
});

test.describe('narrow screens', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the FILTER overlay counts, filters and closes', async ({ page }) => {
    await page.goto('/women/products');
    const all = await expectCountMatchesCards(page);
    await page.getByRole('button', { name: /^FILTER/ }).click();
    const dialog = page.getByRole('dialog', { name: 'FILTER & SORT' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: `SEE PRODUCTS (${all})` })).toBeEnabled();

    await dialog.getByRole('radio', { name: /^sale \(\d+\)$/ }).click();
    const see = dialog.getByRole('button', { name: /^SEE PRODUCTS \(\d+\)$/ });
    await expect(see).not.toHaveText(`SEE PRODUCTS (${all})`);
    const label = (await see.textContent()) ?? '';
    const n = Number(/\((\d+)\)/.exec(label)?.[1]);
    await see.click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('filter-badge')).toHaveText('1');
    await expect(count(page)).toHaveText(counted(n));

    // Above 1024px the overlay closes by itself.
    await page.getByRole('button', { name: /^FILTER/ }).click();
    await expect(dialog).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(dialog).toHaveCount(0);
  });

  test('the grid toggles between two columns (default) and one', async ({ page }) => {
    await page.goto('/men/products');
    await expectCountMatchesCards(page);
    const grid = page.getByTestId('product-grid');
    const gridWidth = (await grid.boundingBox())!.width;
    const cardWidth = async () => (await cards(page).first().boundingBox())!.width;
    expect((await cardWidth()) / gridWidth).toBeCloseTo(0.49, 2);

    await page.getByRole('button', { name: 'One column' }).click();
    await expect(grid).toHaveAttribute('data-columns', '1');
    expect((await cardWidth()) / gridWidth).toBeCloseTo(1, 2);
    await page.getByRole('button', { name: 'Two columns' }).click();
    expect((await cardWidth()) / gridWidth).toBeCloseTo(0.49, 2);
  });
});

test.describe('phones: tap targets and loading carousels', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("View All and the cards' hearts are at least 44px; the heart's disc stays 36px", async ({ page }) => {
    // The first page arrives with its carousels rendered: the placeholders are what a navigation
    // in the browser shows while the products load (so the link is followed once it has hydrated).
    await gotoReady(page, '/men/products');
    await page.getByRole('link', { name: 'DSGN Fitness home' }).click();
    await expect(page).toHaveURL(/\/home$/);
    const carousel = page.getByTestId('carousel-new');
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByTestId('product-card').first()).toBeVisible();
    const viewAll = await carousel.getByRole('link', { name: 'View All' }).boundingBox();
    expect(viewAll?.height).toBeGreaterThanOrEqual(44);
    expect(viewAll?.width).toBeGreaterThanOrEqual(44);
    const heart = carousel.getByRole('button', { name: /wishlist$/ }).first();
    const box = await heart.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    const disc = await heart.evaluate((el) => {
      const style = getComputedStyle(el, '::before');
      return [style.width, style.height];
    });
    expect(disc).toEqual(['36px', '36px']);
  });

  test('a home carousel shows its six placeholders at once and keeps its size when the cards arrive', async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/products/new*', async (route) => {
      await held;
      await route.continue();
    });
    // The first page arrives with its carousels rendered: the placeholders are what a navigation
    // in the browser shows while the products load (so the link is followed once it has hydrated).
    await gotoReady(page, '/men/products');
    await page.getByRole('link', { name: 'DSGN Fitness home' }).click();
    await expect(page).toHaveURL(/\/home$/);
    const carousel = page.getByTestId('carousel-new');
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByTestId('skeleton-card')).toHaveCount(6);
    const loadingHeight = (await carousel.boundingBox())!.height;
    release();
    await expect(carousel.getByTestId('product-card').first()).toBeVisible();
    await expect(carousel.getByTestId('skeleton-card')).toHaveCount(0);
    expect((await carousel.boundingBox())!.height).toBeCloseTo(loadingHeight, 0);
  });
});
