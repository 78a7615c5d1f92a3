// The shell's frame as a shopper meets it: redirect, rotating banner, the main
// navigation's dropdown, the slide-in navigation on a phone, and a clean console
// (the build-time rendered frame hydrates without mismatch).
import { expect, test } from '../support/reused-page';
import { collectErrors, gotoReady } from '../support/store';

test('/ redirects to /home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'NEW THIS MONTH' })).toBeVisible();
});

test('the rotating banner changes after about 4 seconds', { tag: '@timing' }, async ({ page }) => {
  await page.goto('/home');
  const message = page.getByTestId('banner-message');
  await expect(message).toHaveText('FREE STANDARD SHIPPING ON ORDERS OVER $75');
  await page.mouse.move(0, 600);
  await expect(message).toHaveText('FREE 30-DAY RETURNS POLICY', { timeout: 6_000 });
});

test('hovering Men opens the dropdown and its hoodies link opens the filtered listing', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // Hovering opens the dropdown once the frame has hydrated (before, the links are plain links).
  await gotoReady(page, '/home');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Men', exact: true }).hover();
  const dropdown = page.getByTestId('nav-dropdown');
  await expect(dropdown).toBeVisible();
  await expect(dropdown.getByRole('heading')).toHaveText(['Tops', 'Bottoms', 'Trending', 'Featured']);
  await dropdown.getByRole('link', { name: 'Hoodies' }).first().click();
  await expect(page).toHaveURL(/\/men\/products\/filter\/hoodies$/);
  await expect(dropdown).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Men', exact: true })).toHaveAttribute('aria-current', 'true');

  await nav.getByRole('link', { name: 'Women', exact: true }).hover();
  await expect(page.getByTestId('nav-dropdown').getByRole('heading')).toHaveText([
    'Tops',
    'Bottoms',
    'Sports Bras',
    'Leggings',
    'Trending',
    'Featured',
  ]);
  await page.mouse.move(640, 790);
  await expect(page.getByTestId('nav-dropdown')).toHaveCount(0);
});

test('at 375px the menu button opens the slide-in navigation with its tabs', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/home');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  // A link to /menu until the frame has hydrated (docs/frame.md#header), then it opens the dialog.
  const menuButton = page.getByRole('link', { name: 'Open navigation' });
  await expect(menuButton).toHaveAttribute('aria-haspopup', 'dialog');
  await menuButton.click();
  const dialog = page.getByRole('dialog', { name: 'Navigation' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab')).toHaveText(['MEN', 'WOMEN', 'ACCESSORIES']);
  await expect(dialog.getByRole('tab', { name: 'MEN', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(dialog.getByRole('link', { name: 'NEW RELEASES' })).toBeVisible();
  await dialog.getByRole('tab', { name: 'ACCESSORIES' }).click();
  await expect(dialog.getByRole('button', { name: 'EQUIPMENT' })).toBeVisible();
  await expect(dialog.getByText('OUR APP')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

for (const path of ['/home', '/men/products']) {
  test(`${path} is served rendered and hydrates without console errors`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain('data-testid="site-header"');
    expect(html).toContain('<style data-styled="true"');

    // A signed-out visitor's third-party session check answers 204: nothing in the console.
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    await expect(page.locator('[data-slot="mf-cart/MiniCart"]')).toHaveAttribute('data-slot-state', 'ready', {
      timeout: 15_000,
    });
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);

    // The client computes the same styled-components class names as the build did:
    // after a hover and back, React has written its own class for the Men link.
    const men = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Men', exact: true });
    await men.hover();
    await page.mouse.move(640, 700);
    await expect(page.getByTestId('nav-dropdown')).toHaveCount(0);
    const serverClass = await page.evaluate((raw) => {
      const doc = new DOMParser().parseFromString(raw, 'text/html');
      return doc.querySelector('nav[aria-label="Main"] a[href="/men/products"]')?.getAttribute('class');
    }, html);
    await expect(men).toHaveAttribute('class', serverClass!);
  });
}
