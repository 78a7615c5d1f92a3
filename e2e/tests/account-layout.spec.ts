// mf-account's layout in the browser: the wishlist popup stays clear of the header's
// heart, bubble and cart count on desktop, and the header icons the slice draws are
// 44px tap targets on phones without moving from their 40px slots.
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/reused-page';
import { ORIGIN_HEADERS, gotoReady, registerShopper, signInAs } from '../support/store';

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, 'element has a box').not.toBeNull();
  return box!;
}

const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const heart = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Wishlist/ });

/** A signed-in shopper with one item in the cart, so the header shows a cart count. */
async function shopperWithCart(page: Page, path: string): Promise<void> {
  const shopper = await registerShopper(page.request);
  const add = await page.request.post('/api/cart/2', {
    data: { quantity: 1, size: 'small' },
    headers: ORIGIN_HEADERS,
  });
  expect(add.status(), await add.text()).toBe(201);
  await signInAs(page, shopper, path);
}

test.describe('desktop (1280px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  async function addAndMeasure(page: Page) {
    await page.getByRole('button', { name: 'ADD TO WISHLIST' }).click();
    // Measured where it rests, after its 200ms slide-in.
    await page
      .getByTestId('wishlist-popup')
      .evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));
    const popup = await boxOf(page.getByTestId('wishlist-popup'));
    return {
      popup,
      heart: await boxOf(heart(page)),
      bubble: await boxOf(page.getByTestId('wishlist-bubble')),
      count: await boxOf(page.getByTestId('mini-cart-count')),
      header: await boxOf(page.getByTestId('site-header')),
    };
  }

  test('the wishlist popup covers neither the heart, its bubble nor the cart count', async ({ page }) => {
    await shopperWithCart(page, '/men/products/1');
    // Hydrated: before its script ADD TO WISHLIST posts the page's form (docs/frame.md#before-javascript).
    await gotoReady(page, '/men/products/1');
    await expect(page.getByTestId('mini-cart-count')).toHaveText('1');

    const boxes = await addAndMeasure(page);
    expect(overlaps(boxes.popup, boxes.heart), 'popup over the heart').toBe(false);
    expect(overlaps(boxes.popup, boxes.bubble), 'popup over the bubble').toBe(false);
    expect(overlaps(boxes.popup, boxes.count), 'popup over the cart count').toBe(false);
    // It sits just under the header, at its right edge, as before.
    expect(boxes.popup.y).toBeGreaterThanOrEqual(boxes.header.y + boxes.header.height);
    expect(boxes.popup.y).toBeLessThanOrEqual(boxes.header.y + boxes.header.height + 16);
    expect(boxes.popup.x + boxes.popup.width).toBeGreaterThan(1280 - 40);
  });

  test('scrolled down, with the header stuck to the top, the popup sits under it', async ({ page }) => {
    await shopperWithCart(page, '/men/products/1');
    // Hydrated: before its script ADD TO WISHLIST posts the page's form (docs/frame.md#before-javascript).
    await gotoReady(page, '/men/products/1');
    await expect(page.getByTestId('mini-cart-count')).toHaveText('1');
    // Far enough for the header to stick, not so far that ADD TO WISHLIST slides under it (a click
    // there would first scroll the page back up, header unstuck).
    await page.mouse.wheel(0, 300);
    await expect(page.getByTestId('site-header')).toHaveAttribute('data-shadow', 'true');
    await expect(page.getByRole('button', { name: 'ADD TO WISHLIST' })).toBeInViewport({ ratio: 1 });
    await expect.poll(async () => (await boxOf(page.getByTestId('site-header'))).y).toBe(0);

    const boxes = await addAndMeasure(page);
    expect(overlaps(boxes.popup, boxes.heart)).toBe(false);
    expect(overlaps(boxes.popup, boxes.bubble)).toBe(false);
    expect(overlaps(boxes.popup, boxes.count)).toBe(false);
    expect(boxes.popup.y).toBeGreaterThanOrEqual(boxes.header.height);
    expect(boxes.popup.y).toBeLessThanOrEqual(boxes.header.height + 16);
  });
});

test.describe('phone (375px)', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  /** The box of the nearest ancestor the header laid out as a 40px icon slot. */
  const slotOf = (target: Locator): Promise<Box | null> =>
    target.evaluate((el) => {
      for (let node = el.parentElement; node; node = node.parentElement) {
        const { x, y, width, height } = node.getBoundingClientRect();
        if (Math.round(width) === 40 && Math.round(height) === 40) return { x, y, width, height };
      }
      return null;
    });

  for (const signedIn of [false, true]) {
    test(`header heart and ${signedIn ? 'account menu button' : 'log-in link'} are 44px targets in 40px slots`, async ({
      page,
    }) => {
      if (signedIn) await signInAs(page, await registerShopper(page.request), '/home');
      else await page.goto('/home');
      const account = signedIn
        ? page.getByRole('button', { name: 'Account menu' })
        : page.getByRole('banner').getByRole('link', { name: 'Log in' });
      const targets = [heart(page), account];
      const boxes: Box[] = [];
      for (const target of targets) {
        const box = await boxOf(target);
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
        // Visually the same: the icon keeps its size, centred on the 40px slot the header lays out.
        const slot = await slotOf(target);
        expect(slot, 'a 40px header slot around the icon').not.toBeNull();
        const icon = await boxOf(target.locator('svg').first());
        expect(icon.width).toBe(24);
        expect(icon.x + icon.width / 2).toBeCloseTo(slot!.x + slot!.width / 2, 0);
        expect(icon.y + icon.height / 2).toBeCloseTo(slot!.y + slot!.height / 2, 0);
        boxes.push(box);
      }
      // Neighbouring targets touch at most; a tap never lands on two.
      expect(overlaps(boxes[0], boxes[1])).toBe(false);
    });
  }
});
