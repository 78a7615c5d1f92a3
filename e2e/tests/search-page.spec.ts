// The search results page (docs/search.md#search-results-page): Enter in the header's search opens
// /search?q=…, the page is server-rendered (a GET form, the catalog's browser over the search with
// its heading and the total, typos found) and works with JavaScript off, the header's icon is a
// link to it before scripts, nothing found offers the trending searches, and a search longer than a
// page pages with LOAD MORE.
import { type Page } from '@playwright/test';
import { expect, test } from '../support/reused-page';
import { collectErrors, gotoReady } from '../support/store';

const PAGE = 24;
const cards = (page: Page) => page.getByTestId('product-grid').getByTestId('product-card');
const pageHeading = (page: Page) => page.getByRole('heading', { level: 1 });
/** Results are headed by the catalog's browser: SEARCH RESULTS, then what is kept FOR “the term”. */
async function expectResultsHeading(page: Page, q: string) {
  await expect(pageHeading(page)).toHaveText('SEARCH RESULTS');
  await expect(page.getByTestId('listing-subheading')).toContainText(`FOR “${q}”`);
}

async function totalOf(page: Page, q: string): Promise<number> {
  const res = await page.request.get(`/api/products/page?q=${encodeURIComponent(q)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { total: number }).total;
}

test.describe('with JavaScript', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Enter in the header search opens the results page of the term', async ({ page }) => {
    const errors = collectErrors(page);
    await gotoReady(page, '/home');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByPlaceholder('Search for a Product').fill('hoodie');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=hoodie$/);
    await expect(page.getByRole('dialog', { name: 'Search' })).toHaveCount(0);
    await expectResultsHeading(page, 'hoodie');
    await expect(page).toHaveTitle('SEARCH: HOODIE | DSGN Fitness');
    const total = await totalOf(page, 'hoodie');
    expect(total).toBeGreaterThan(0);
    await expect(page.getByTestId('product-count')).toHaveText(`(${total} products)`);
    await expect(cards(page)).toHaveCount(Math.min(total, PAGE));
    // The page's own form searches again inside the store.
    const form = page.getByRole('search').filter({ has: page.locator('input[name="q"]') });
    await form.locator('input[name="q"]').fill('legings');
    await form.locator('input[name="q"]').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=legings$/);
    await expectResultsHeading(page, 'legings');
    await expect(cards(page).first()).toContainText(/legging/i);
    expect(errors).toEqual([]);
  });

  test('a search longer than a page loads more', async ({ page }) => {
    const total = await totalOf(page, 'dsgn');
    test.skip(total <= PAGE, 'the catalogue has one page of DSGN');
    await gotoReady(page, '/search?q=dsgn');
    await expect(cards(page)).toHaveCount(PAGE);
    await page.getByRole('link', { name: 'LOAD MORE' }).click();
    await expect(cards(page)).toHaveCount(Math.min(total, 2 * PAGE));
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('/search?q=hodie is server-rendered with results, and its form searches again', async ({ page }) => {
    const response = await page.goto('/search?q=hodie');
    expect(response?.status()).toBe(200);
    await expectResultsHeading(page, 'hodie');
    await expect(page).toHaveTitle('SEARCH: HODIE | DSGN Fitness');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // A typo still finds the hoodies, drawn by the server.
    await expect(cards(page).first()).toBeVisible();
    for (const name of await cards(page).allTextContents()) expect(name).toMatch(/hoodie/i);
    const input = page.locator('form[action="/search"][method="get"] input[name="q"]');
    await input.fill('leggings');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=leggings$/);
    await expectResultsHeading(page, 'leggings');
    await expect(cards(page).first()).toContainText(/legging/i);
  });

  test('the header icon leads to the page; no term and nothing found offer the trending searches', async ({
    page,
  }) => {
    await page.goto('/home');
    await page.getByRole('link', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(pageHeading(page)).toHaveText('SEARCH');
    await page.getByRole('link', { name: 'sports bra' }).click();
    await expect(page).toHaveURL(/\/search\?q=sports%20bra$/);
    await expectResultsHeading(page, 'sports bra');

    await page.goto('/search?q=zzqxjv');
    await expect(page.getByText('No products match “zzqxjv”.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'hoodie' })).toHaveAttribute('href', '/search?q=hoodie');
  });
});
