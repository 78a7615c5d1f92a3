// Nothing that looks like a control does nothing (docs/frame.md#before-javascript). Every link and
// button of the top strip, the header (with the user menu), the footer, the cart page and the
// account pages is clicked at a phone's width and a desktop's, and each must do something: a link
// opens a page of the store (not the not-found page, never an error), a button changes the page.
// Also: one type scale on every route, the brand typeface preloaded, and the home page's JavaScript
// within its budget.
import { gzipSync } from 'node:zlib';
import { type Locator, type Page } from '@playwright/test';
import { BASE_URL } from '../support/env';
import { expect, test } from '../support/reused-page';
import { ORIGIN_HEADERS, gotoReady, registerShopper, signInAs, type Shopper } from '../support/store';

// The tests share the two workers. The shopper of beforeAll is made once per worker; each test's
// page is its worker's (support/reused-page.ts), signed out, and open() signs it in when asked.
test.describe.configure({ mode: 'parallel' });

const WIDTHS = [390, 1280] as const;

/** The regions whose controls are clicked, by page, and the entries that must be among them. */
const AREAS: { name: string; path: string; signedIn?: boolean; selector: string; mustHave?: string[] }[] = [
  {
    name: 'top strip',
    path: '/home',
    selector: '[data-testid="top-strip"]',
    mustHave: ['Sign In', 'Accessibility Statement', 'Help', 'Email Sign Up', 'Blog'],
  },
  { name: 'header', path: '/home', selector: 'header' },
  { name: 'banner', path: '/home', selector: '[aria-label="Offers"]' },
  {
    name: 'footer',
    path: '/home',
    selector: 'footer',
    mustHave: [
      'BLOG',
      'TRAINING APP',
      'EMAIL SIGN UP',
      'FAQ',
      'Delivery Information',
      'Returns Policy',
      'Make A Return',
      'Orders',
      'About Us',
      'Careers',
      'Student Discount',
      'Veteran Discount',
      'Factory List',
      'Sustainability',
      'Terms & Conditions',
      'Privacy Notice',
      'Cookie Policy',
    ],
  },
  {
    name: 'our apps',
    path: '/home',
    selector: '[aria-labelledby="our-apps-heading"]',
    mustHave: ['Download on the App Store', 'Get it on Google Play'],
  },
  {
    name: 'blog and app promos',
    path: '/home',
    selector: '*:has(> [data-testid="blog-promo"])',
    mustHave: ['VISIT OUR BLOG', 'DOWNLOAD THE APP'],
  },
  { name: 'cart (signed out)', path: '/cart', selector: 'main' },
  {
    name: 'cart summary and help',
    path: '/cart',
    signedIn: true,
    selector: 'main aside',
    mustHave: ['Delivery Information', 'Returns Policy', 'Make A Return', 'Orders', 'FAQ'],
  },
  { name: 'account', path: '/account', signedIn: true, selector: 'main', mustHave: ['RETURN AN ITEM'] },
  {
    name: 'account settings',
    path: '/account/settings',
    signedIn: true,
    selector: 'main',
    mustHave: ['CHANGE PASSWORD', 'CHANGE E-MAIL', 'DELETE MY ACCOUNT'],
  },
];

/** Controls that end the session or spend the page: checked elsewhere, not here. */
const LEAVES_THE_STATE = /^(Logout|YES, DELETE MY ACCOUNT)$/;

let shopper: Shopper;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  shopper = await registerShopper(request);
  // One line in the cart, so the cart page shows its summary and NEED HELP list.
  const login = await request.post('/api/users/login', {
    data: { username: shopper.username, password: shopper.password },
    headers: ORIGIN_HEADERS,
  });
  expect(login.status()).toBe(200);
  const add = await request.post('/api/cart/3', {
    data: { quantity: 1, size: 'medium' },
    headers: ORIGIN_HEADERS,
  });
  expect(add.ok(), await add.text()).toBe(true);
  await request.dispose();
});

/** Whether this test has signed its page in: each test's page starts signed out (reused-page.ts). */
let signedInNow = false;
test.beforeEach(() => {
  signedInNow = false;
});

async function open(page: Page, path: string, signedIn: boolean): Promise<void> {
  if (signedIn && !signedInNow) {
    await signInAs(page, shopper, path);
    signedInNow = true;
  }
  await gotoReady(page, path);
  await page.waitForLoadState('networkidle');
}

/** Its accessible name, near enough: its label, a named picture inside it, or its text. */
const nameOf = (el: Element): string =>
  (
    el.getAttribute('aria-label') ??
    el.querySelector('[aria-label]')?.getAttribute('aria-label') ??
    (el as HTMLElement).innerText
  ).trim();

/** Every visible, enabled link and button of an area, described so one can be found again. */
async function controlsOf(
  area: Locator,
): Promise<{ role: 'link' | 'button'; name: string; index: number }[]> {
  const found: { role: 'link' | 'button'; name: string; index: number }[] = [];
  for (const role of ['link', 'button'] as const) {
    const all = area.getByRole(role);
    const count = await all.count();
    for (let index = 0; index < count; index++) {
      const control = all.nth(index);
      if (!(await control.isVisible()) || (await control.isDisabled())) continue;
      const name = await control.evaluate(nameOf);
      if (LEAVES_THE_STATE.test(name)) continue;
      found.push({ role, name, index });
    }
  }
  return found;
}

/** Counts the page's changes from now on (attributes, nodes, text), and where it is. */
async function watch(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __changes: number };
    w.__changes = 0;
    new MutationObserver((records) => (w.__changes += records.length)).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

async function expectAPageOfTheStore(page: Page, label: string): Promise<void> {
  await expect(page.locator('h1').first(), label).toBeVisible();
  await expect(page.getByRole('heading', { name: 'PAGE NOT FOUND' }), label).toHaveCount(0);
  await expect(page.getByText('Unexpected Application Error!'), label).toHaveCount(0);
}

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    // The banner holds still (it starts paused), so only a click changes the page.
    test.use({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    for (const area of AREAS) {
      test(`every link and button of the ${area.name} does something`, async ({ page }) => {
        test.setTimeout(240_000);
        await open(page, area.path, Boolean(area.signedIn));
        const controls = await controlsOf(page.locator(area.selector).first());
        // The top strip is hidden at 1024px and below (the slide-in navigation carries its links).
        if (area.name === 'top strip' && width === 390) expect(controls).toHaveLength(0);
        else expect(controls.length, `${area.name} has controls`).toBeGreaterThan(0);
        // What looks like a link is one: the named entries are controls, not plain text.
        if (controls.length > 0) {
          const names = controls.map((control) => control.name);
          for (const name of area.mustHave ?? []) expect(names, `${area.name}: ${name}`).toContain(name);
        }
        console.log(`${area.name} at ${width}px: ${controls.length} controls clicked`);
        const areaUrl = new URL(area.path, BASE_URL).href;
        const heading = await page.locator('h1').first().textContent();
        // Loaded and nothing clicked since: a button is judged by whether the page changes, so it
        // is clicked on a page just loaded, with nothing else still changing it. A link is judged by
        // where it leads, so after one the shopper's way back (history) brings the area again:
        // one load per button, not one per control.
        let fresh = true;
        for (const { role, name, index } of controls) {
          const label = `${area.name} ${role} "${name}" at ${width}px`;
          const control = page.locator(area.selector).first().getByRole(role).nth(index);
          if (page.url() !== areaUrl) {
            await open(page, area.path, Boolean(area.signedIn));
            fresh = true;
          }
          // The control listed, found again (back from a link, the area is drawn again).
          await expect.poll(() => control.evaluate(nameOf), { message: label }).toBe(name);
          // A link the script turns into a dialog's opener (the phone menu: /menu until hydrated)
          // does something by opening it, not by leaving the page.
          const opensDialog = role === 'link' && (await control.getAttribute('aria-haspopup')) === 'dialog';
          const href = role === 'link' && !opensDialog ? await control.getAttribute('href') : null;
          const leaves = href !== null && !href.startsWith('mailto:');
          // A link to the page it is on would change nothing: start from another page.
          const start = href && new URL(href, areaUrl).pathname === area.path ? '/help' : area.path;
          if (start !== area.path || (!leaves && !fresh)) {
            await open(page, start, Boolean(area.signedIn));
          }
          const before = page.url();
          await watch(page);
          await control.click();
          fresh = false;
          if (leaves) {
            await expect.poll(() => page.url(), { message: label }).not.toBe(before);
            await expectAPageOfTheStore(page, label);
            // Back where the shopper was (when the history leads elsewhere, the next control loads it).
            if (start === area.path) await page.goBack();
            if (page.url() === areaUrl) {
              await expect(page.locator('h1').first(), label).toHaveText(heading ?? '');
              await expect(page.locator('[data-slot]:not([data-slot-state="ready"])')).toHaveCount(0);
            }
          } else {
            await expect
              .poll(
                async () =>
                  page.url() !== before ||
                  (await page.evaluate(() => (window as unknown as { __changes: number }).__changes)) > 0,
                { message: `${label} changed nothing`, timeout: 3000 },
              )
              .toBe(true);
          }
        }
      });
    }

    test('the user menu: Account and Settings open their pages', async ({ page }) => {
      await open(page, '/home', true);
      for (const [item, heading] of [
        ['Account', /./],
        ['Settings', /ACCOUNT SETTINGS/],
      ] as const) {
        await page.getByRole('button', { name: 'Account menu' }).click();
        await page.getByRole('menuitem', { name: item }).click();
        await expect(page).toHaveURL(item === 'Account' ? /\/account$/ : /\/account\/settings$/);
        await expect(page.locator('h1').first()).toHaveText(heading);
        await open(page, '/home', true);
      }
    });
  });
}

test('one type scale: every page heading is 28px, weight 800, in the brand typeface', async ({ page }) => {
  test.setTimeout(120_000);
  const routes: [string, boolean][] = [
    ['/men/products', false],
    ['/women/products/filter/DSGN', false],
    ['/men/products/1', false],
    ['/cart', false],
    ['/login', false],
    ['/forgot-password', false],
    ['/help', false],
    ['/returns-policy', false],
    ['/no/such/page', false],
    ['/account', true],
    ['/account/settings', true],
    ['/cart', true],
  ];
  for (const [path, signedIn] of routes) {
    await open(page, path, signedIn);
    const h1 = page.locator('main h1').first();
    await expect(h1, path).toBeVisible();
    const style = await h1.evaluate((el) => {
      const s = getComputedStyle(el);
      return { size: s.fontSize, weight: s.fontWeight, family: s.fontFamily };
    });
    expect({ path, size: style.size, weight: style.weight }).toEqual({ path, size: '28px', weight: '800' });
    expect(style.family, path).toMatch(/^"?Inter Variable"?,/);
  }
  // The one button scale: the not-found page's ways back are the store's button.
  await open(page, '/no/such/page', false);
  for (const name of ['SHOP MEN', 'SHOP WOMEN']) {
    const box = await page.getByRole('link', { name }).boundingBox();
    const size = await page.getByRole('link', { name }).evaluate((el) => getComputedStyle(el).fontSize);
    expect({ name, height: Math.round(box!.height), size }).toEqual({ name, height: 48, size: '14px' });
  }
});

test('the brand typeface is self-hosted and preloaded from the second page on, and /home stays within 230 KB of JavaScript', async ({
  page,
}) => {
  const scripts: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(
        response.body().then(
          (body) => gzipSync(body, { level: 9 }).length,
          () => 0,
        ),
      );
    }
  });
  await page.goto('/home');
  // A first visit paints without it (shell/src/frame/brand-font.ts) and fetches it once shown.
  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(0);
  await expect(page.locator('link[rel="prefetch"][as="font"]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const total = (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0);
  console.log(`JavaScript on /home: ${(total / 1024).toFixed(1)} KB gzip`);
  expect(total).toBeLessThanOrEqual(230 * 1024);
  // Every later page preloads it from this origin and paints its text in it.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('storefront.brand-font')))
    .toMatch(/inter-latin-wght-normal\.woff2$/);
  await page.goto('/men/products');
  await expect(preload).toHaveCount(1);
  const fontUrl = new URL((await preload.getAttribute('href'))!, page.url());
  expect(fontUrl.origin).toBe(new URL(page.url()).origin);
  expect((await page.request.get(fontUrl.href)).status()).toBe(200);
  const loaded = () =>
    page.evaluate(() =>
      [...document.fonts].some(
        (face) => face.family.replace(/["']/g, '') === 'Inter Variable' && face.status === 'loaded',
      ),
    );
  await expect.poll(loaded).toBe(true);
});
