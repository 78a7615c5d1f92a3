// axe-core on every route and state a shopper meets, at a phone's width and a desktop's, through
// the production build: any serious or critical violation fails. Also the keyboard paths that axe
// cannot see (focus returning from each dialog, the mega-menu not opening on focus) and the
// banner under reduced motion.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/reused-page';
import { registerShopper, signInAs } from '../support/store';

// Each test starts signed out on its worker's page and makes its own shopper: the tests share the two
// workers.
test.describe.configure({ mode: 'parallel' });

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe on the page as it is now; returns the serious and critical violations, described. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Waits until every parcel on the page has mounted (or shown its fallback) and nothing is loading. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-slot-state="loading"]')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const SIGNED_OUT_ROUTES = [
  '/home',
  '/men/products',
  '/women/products/filter/DSGN',
  '/men/products/1',
  '/women/products/15',
  '/cart',
  '/wishlist',
  '/login',
  '/signup',
  '/no/such/page',
  '/men/products/filter/leggings',
  // The shell's content pages (docs/frame.md#content-pages): copy, a table, the e-mail sign-up form.
  '/help',
  '/factory-list',
  '/email-sign-up',
  // The return form signed out: its log-in prompt.
  '/account/returns/new',
];

/** Five routes a part, however many routes there are: a route added to the list is always checked. */
const SIGNED_OUT_PARTS = Array.from({ length: Math.ceil(SIGNED_OUT_ROUTES.length / 5) }, (_, part) =>
  SIGNED_OUT_ROUTES.slice(part * 5, part * 5 + 5),
);

/** The serious and critical violations of each route, opened in turn, named by route. */
async function violationsOn(page: Page, routes: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await settled(page);
    found.push(...(await seriousViolations(page)).map((v) => `${route}: ${v}`));
  }
  return found;
}

const SIGNED_IN_ROUTES = [
  '/cart',
  '/wishlist',
  '/account',
  '/account/settings',
  // The return form (docs/account.md#make-a-return): a shopper without orders sees its empty state.
  '/account/returns/new',
  '/home',
];

for (const width of [375, 1280]) {
  test.describe(`axe at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 }, bypassCSP: true });

    // In parts, so the two workers share them: every route is still checked at each width.
    for (const [part, routes] of SIGNED_OUT_PARTS.entries()) {
      test(`signed-out routes, part ${part + 1} of ${SIGNED_OUT_PARTS.length}, have no serious or critical violations`, async ({
        page,
      }) => {
        expect(await violationsOn(page, routes)).toEqual([]);
      });
    }

    test('signed-in routes have no serious or critical violations', async ({ page }) => {
      const shopper = await registerShopper(page.request);
      await signInAs(page, shopper);
      expect(await violationsOn(page, SIGNED_IN_ROUTES)).toEqual([]);
    });

    test('open dialogs and menus have no serious or critical violations', async ({ page }) => {
      const found: string[] = [];
      const check = async (state: string) => {
        // A dialog fades in (200 ms): axe reads the colours of a half-transparent panel as too
        // faint, so it checks once the opening animations have finished (not endless ones).
        await page.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
              .map((animation) => animation.finished.catch(() => undefined)),
          ),
        );
        found.push(...(await seriousViolations(page)).map((v) => `${state}: ${v}`));
      };

      await page.goto('/home');
      await settled(page);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
      await check('search');
      await page.keyboard.press('Escape');

      await page.goto('/men/products');
      await settled(page);
      if (width < 1025) {
        await page.getByRole('button', { name: /^FILTER/ }).click();
        await expect(page.getByRole('dialog', { name: 'FILTER & SORT' })).toBeVisible();
        await check('filter sheet');
        await page.keyboard.press('Escape');
        await page.getByRole('link', { name: 'Open navigation' }).click();
        await expect(page.getByRole('dialog', { name: /navigation/i })).toBeVisible();
        await check('slide-in navigation');
        await page.keyboard.press('Escape');
      } else {
        await page.getByRole('button', { name: 'Men menu', exact: true }).click();
        await expect(page.getByTestId('nav-dropdown')).toBeVisible();
        await check('men mega-menu');
        await page.keyboard.press('Escape');
      }
      expect(found).toEqual([]);
    });
  });
}

test.describe('keyboard paths', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('tabbing past MEN does not walk its menu; its button opens it and Escape returns focus', async ({
    page,
  }) => {
    await page.goto('/home');
    await settled(page);
    const men = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Men', exact: true });
    await men.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Men menu', exact: true })).toBeFocused();
    await expect(page.getByTestId('nav-dropdown')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Women', exact: true }),
    ).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('nav-dropdown')).toBeVisible();
    await expect(page.getByTestId('nav-dropdown').getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('nav-dropdown')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Men menu', exact: true })).toBeFocused();
  });

  test('a listing reaches its first product in a short path of Tab stops', async ({ page }) => {
    await page.goto('/men/products');
    await settled(page);
    const firstCard = page.getByTestId('product-card').first();
    let stops = 0;
    const inFirstCard = () => firstCard.evaluate((card) => card.contains(document.activeElement));
    const onSkipLink = () => page.evaluate(() => document.activeElement?.textContent === 'Skip to results');
    while (stops < 40 && !(await inFirstCard())) {
      stops += 1;
      await page.keyboard.press('Tab');
      if (await onSkipLink()) {
        await page.keyboard.press('Enter');
        await expect(page.locator('#listing-results')).toBeFocused();
      }
    }
    expect(await inFirstCard()).toBe(true);
    // The frame (skip link, account, banner, logo, three sections and their menus, four icons),
    // then 'Skip to results'.
    expect(stops).toBeLessThanOrEqual(20);
  });

  test('a client-side navigation titles the page and moves focus to its heading', async ({ page }) => {
    await page.goto('/home');
    await settled(page);
    await expect(page).toHaveTitle('DSGN Fitness | Gym Clothing & Sportswear');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Women', exact: true })
      .click();
    await expect(page).toHaveURL(/\/women\/products$/);
    await expect(page).toHaveTitle('WOMEN | DSGN Fitness');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('each route is served with its own title', async ({ page }) => {
    for (const [route, title] of [
      ['/cart', 'YOUR CART | DSGN Fitness'],
      ['/login', 'LOG IN | DSGN Fitness'],
      ['/men/products', 'MEN | DSGN Fitness'],
    ] as const) {
      const html = await (await page.request.get(route)).text();
      expect(html).toContain(`<title>${title}</title>`);
    }
  });

  test(
    'the FILTER & SORT sheet is fully in within about 300ms and gives focus back to FILTER',
    { tag: '@timing' },
    async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto('/men/products');
      await settled(page);
      const filter = page.getByRole('button', { name: /^FILTER/ });
      const started = await page.evaluate(() => performance.now());
      await filter.click();
      const dialog = page.getByRole('dialog', { name: 'FILTER & SORT' });
      await expect(dialog).toBeAttached();
      // Fully in: the panel's left edge at 0 and the close button focused.
      await expect(page.getByRole('button', { name: 'Close filters' })).toBeFocused();
      const inAt = await page.evaluate(() => performance.now());
      expect(await dialog.evaluate((el) => el.getBoundingClientRect().left)).toBe(0);
      expect(inAt - started).toBeLessThan(700);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(filter).toBeFocused();
    },
  );

  test('the going-back path returns to the same place in the grid', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/men/products');
    await settled(page);
    const cards = page.getByTestId('product-card');
    const card = cards.nth(5);
    await card.scrollIntoViewIfNeeded();
    const y = await page.evaluate(() => window.scrollY);
    expect(y).toBeGreaterThan(300);
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/men\/products\/\d+$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/men\/products$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 50);
  });
});

test.describe('reduced motion', () => {
  test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });

  test('the offers banner starts paused and is not a live region', async ({ page }) => {
    await page.goto('/home');
    await settled(page);
    await expect(page.getByRole('button', { name: 'Play offers' })).toBeVisible();
    const first = await page.getByTestId('banner-message').textContent();
    await page.waitForTimeout(4500);
    await expect(page.getByTestId('banner-message')).toHaveText(first ?? '');
    await expect(
      page.locator('[aria-live="polite"], [aria-live="assertive"]').filter({ hasText: first ?? '' }),
    ).toHaveCount(0);
    const box = await page.getByRole('button', { name: 'Play offers' }).boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
  });
});
