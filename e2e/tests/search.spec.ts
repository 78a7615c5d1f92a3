// mf-search's ./Search in the header: the overlay above 1024px, the bar at 1024px
// and below, against the real search endpoint and catalog's ProductStrip.
import { type Page } from '@playwright/test';
import { expect, test } from '../support/reused-page';
import { collectErrors, gotoReady } from '../support/store';

/** Runs with no other test beside it (playwright.config.ts): the debounce is a duration. */
const TIMING = { tag: '@timing' };

const LAYOUTS = [
  { width: 1280, mode: 'overlay' },
  { width: 800, mode: 'bar' },
] as const;

const searchButton = (page: Page) => page.getByRole('button', { name: 'Search', exact: true });
const searchPanel = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const searchInput = (page: Page) => page.getByPlaceholder('Search for a Product');
const results = (page: Page) => page.getByTestId('search-results');

async function openSearch(page: Page) {
  await gotoReady(page, '/home');
  await searchButton(page).click();
  await expect(searchInput(page)).toBeFocused();
}

/** scrollLeft of catalog's strip track. */
const stripScrollLeft = (page: Page) =>
  results(page)
    .getByTestId('product-strip')
    .evaluate((el) => el.scrollLeft);

function searchRequests(page: Page): string[] {
  const terms: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/products/search') terms.push(url.searchParams.get('searchTerm') ?? '');
  });
  return terms;
}

for (const layout of LAYOUTS) {
  test.describe(`search at ${layout.width}px (${layout.mode})`, () => {
    test.use({ viewport: { width: layout.width, height: 900 } });

    test('trending shortcut, loading placeholders, scrolling the strip and opening a result', async ({
      page,
    }) => {
      // A signed-out visitor's home page asks for a third-party session and gets a quiet 204.
      const errors = collectErrors(page);
      await openSearch(page);
      await expect(searchPanel(page)).toHaveAttribute('data-search-mode', layout.mode);
      await expect(page.getByRole('heading', { name: 'TRENDING SEARCHES' })).toBeVisible();
      for (const term of ['shorts', 'leggings', 'sports bra', 'hoodie']) {
        await expect(searchPanel(page).getByRole('button', { name: term, exact: true })).toBeVisible();
      }

      // Hold the answer back so the pending state can be seen.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/products/search?**', async (route) => {
        await held;
        await route.continue();
      });
      await searchPanel(page).getByRole('button', { name: 'shorts', exact: true }).click();
      await expect(searchInput(page)).toHaveValue('shorts');
      await expect(results(page).getByTestId('skeleton-card')).toHaveCount(6);
      release();

      // The card's name link (its image link is hidden from assistive technology and the Tab order).
      const cards = results(page).locator('a[href*="/products/"]:not([aria-hidden="true"])');
      await expect(cards.first()).toBeVisible();
      await expect(results(page).getByRole('heading', { name: 'PRODUCTS' })).toBeVisible();
      await expect(results(page).getByTestId('skeleton-card')).toHaveCount(0);

      await expect.poll(() => stripScrollLeft(page)).toBe(0);
      await results(page).getByRole('button', { name: 'Next products' }).click();
      // 320px, give or take the strip's scroll snapping to a card edge.
      await expect.poll(() => stripScrollLeft(page)).toBeGreaterThan(250);
      await results(page).getByRole('button', { name: 'Previous products' }).click();
      await expect.poll(() => stripScrollLeft(page)).toBe(0);

      // Keyboard: a result is reachable with Tab and opens with Enter.
      const first = cards.first();
      const href = await first.getAttribute('href');
      await first.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      expect(href).toMatch(/^\/(men|women)\/products\/\d+$/);
      await expect(searchPanel(page)).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test(
      'results follow typing, debounced, and nothing is sent for a blank term',
      TIMING,
      async ({ page }) => {
        const sent = searchRequests(page);
        await openSearch(page);
        await searchInput(page).pressSequentially('   ', { delay: 30 });
        await page.waitForTimeout(600);
        expect(sent).toEqual([]);
        await expect(page.getByRole('heading', { name: 'TRENDING SEARCHES' })).toBeVisible();

        await searchInput(page).fill('');
        await searchInput(page).pressSequentially('hoodie', { delay: 40 });
        await expect(results(page).locator('a[href*="/products/"]').first()).toBeVisible();
        await expect(results(page)).toContainText(/hoodie/i);
        expect(sent.at(-1)).toBe('hoodie');
        // Debounced: fewer requests than keystrokes (a slow machine may split the word once or twice).
        expect(sent.length).toBeLessThan(6);

        await searchPanel(page).getByRole('button', { name: 'Clear search text' }).click();
        await expect(searchInput(page)).toHaveValue('');
        await expect(page.getByRole('heading', { name: 'TRENDING SEARCHES' })).toBeVisible();

        await searchInput(page).fill('qqqqxxzz');
        await expect(searchPanel(page).getByRole('status')).toContainText('No products match');
      },
    );

    test('a failed search offers a retry', async ({ page }) => {
      await page.route('**/api/products/search?**', (route) => route.fulfill({ status: 500, body: 'down' }));
      await openSearch(page);
      await searchInput(page).fill('leggings');
      await expect(searchPanel(page).getByRole('alert')).toContainText("Search isn't working right now");
      await page.unroute('**/api/products/search?**');
      await searchPanel(page).getByRole('button', { name: 'TRY AGAIN' }).click();
      await expect(results(page).locator('a[href*="/products/"]').first()).toBeVisible();
    });

    test('the input shows where focus is, and the page behind the panel is dimmed', async ({ page }) => {
      await openSearch(page);
      const outline = await searchInput(page).evaluate((el) => {
        const style = getComputedStyle(el);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      expect(outline.style).not.toBe('none');
      expect(outline.width).toBeGreaterThanOrEqual(2);
      const backdrop = page.getByTestId('search-backdrop');
      await expect(backdrop).toBeVisible();
      expect(await backdrop.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(
        'rgba(0, 0, 0, 0)',
      );
    });

    test('Escape closes the search and returns focus to the search button', async ({ page }) => {
      await openSearch(page);
      await searchInput(page).fill('bra');
      await page.keyboard.press('Escape');
      await expect(searchPanel(page)).toHaveCount(0);
      await expect(searchButton(page)).toBeFocused();
      await expect(searchButton(page)).toHaveAttribute('aria-expanded', 'false');
    });
  });
}

test('each layout closes when the window crosses 1024px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSearch(page);
  await expect(searchPanel(page)).toHaveAttribute('data-search-mode', 'overlay');
  await page.setViewportSize({ width: 1024, height: 900 });
  await expect(searchPanel(page)).toHaveCount(0);

  await searchButton(page).click();
  await expect(searchPanel(page)).toHaveAttribute('data-search-mode', 'bar');
  await page.setViewportSize({ width: 1100, height: 900 });
  await expect(searchPanel(page)).toHaveCount(0);
});
