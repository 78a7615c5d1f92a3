// The frame keeps its layout while the slices load: the header's icon slots and the home
// carousels' slots reserve exactly the size their fragments end up with, so nothing moves when
// they mount (layout shift measured by the browser), and the header's icon buttons and the
// banner's pause are 44px tap targets on a phone.
import { expect, test, type Page } from '@playwright/test';

/** Holds every request for one slice's scripts until `release` is called. */
async function holdSlice(page: Page, slice: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    // The slice's code, not its images: the server HTML shows the images (the first eagerly, so
    // holding them would hold the page's load event too).
    (url) => url.pathname.includes(`/${slice}/`) && url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** Records layout shifts (not caused by input) from the first paint on. */
async function recordLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __layoutShift: number };
    w.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-slot-state="loading"]')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const width of [390, 1280]) {
  test(`/home does not move while the carousels and header icons load (${width}px)`, async ({ page }) => {
    // Tall, so what would move below each carousel is on screen (shifts off screen are not counted).
    await page.setViewportSize({ width, height: 2400 });
    await recordLayoutShift(page);
    const releaseCatalog = await holdSlice(page, 'mf-catalog');
    const releaseCart = await holdSlice(page, 'mf-cart');
    await page.goto('/home');
    // Three carousels and RECENTLY VIEWED (nothing on a first visit).
    await expect(page.locator('[data-slot="mf-catalog/ProductCarousel"]')).toHaveCount(4);
    await page.waitForTimeout(300);
    releaseCart();
    releaseCatalog();
    await settled(page);
    await expect(page.getByRole('region', { name: 'MEN', exact: true })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await layoutShift(page)).toBeLessThan(0.001);
  });
}

test('each header icon slot reserves the box its icon takes', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/home');
    await settled(page);
    const boxes = await page.evaluate(() => {
      const tools = document.querySelector('[data-testid="site-header"]')!.lastElementChild!;
      return [...tools.children].map((slot) => {
        const icon = slot.querySelector('a, button')!;
        const style = getComputedStyle(icon);
        const rect = icon.getBoundingClientRect();
        const slotRect = slot.getBoundingClientRect();
        return {
          name: icon.getAttribute('aria-label'),
          slot: [slotRect.width, slotRect.height],
          // What the icon takes in the layout: its box plus its (possibly negative) margins.
          takes: [
            rect.width + parseFloat(style.marginLeft) + parseFloat(style.marginRight),
            rect.height + parseFloat(style.marginTop) + parseFloat(style.marginBottom),
          ],
        };
      });
    });
    expect(boxes.map((b) => b.name)).toEqual(['Search', 'Wishlist', 'Log in', 'Cart, 0 items']);
    for (const box of boxes) {
      expect(box.slot, `${box.name} slot at ${width}px`).toEqual([40, 40]);
      expect(box.takes, `${box.name} icon at ${width}px`).toEqual(box.slot);
    }
  }
});

test('each home carousel slot reserves the carousel’s final height at any width', async ({ page }) => {
  /** Each carousel's reserved and final height at each width, checked by `fits`. */
  const measure = async (
    fits: (row: { title: string | null; reserved: number; final: number }, width: number) => void,
  ) => {
    // Either side of the widths where the cards stop growing and where a title wraps.
    for (const width of [320, 338, 339, 392, 393, 500, 666, 767, 1024, 1440]) {
      await page.setViewportSize({ width, height: 844 });
      // RECENTLY VIEWED draws nothing on a first visit (it is the device's list, below the fold).
      const rows = await page.evaluate(() =>
        [...document.querySelectorAll('[data-slice="mf-catalog"]')]
          .filter((parcel) => parcel.querySelector('section'))
          .map((parcel) => {
            const slot = parcel.closest('[data-slot]')!;
            const carousel = parcel.querySelector('section')!;
            return {
              title: carousel.getAttribute('aria-label'),
              reserved: parseFloat(getComputedStyle(slot).minHeight),
              final: carousel.getBoundingClientRect().height,
            };
          }),
      );
      expect(rows).toHaveLength(3);
      for (const row of rows) fits(row, width);
    }
  };
  await page.setViewportSize({ width: 1280, height: 844 });
  await page.goto('/home');
  await settled(page);
  // A first visit paints in the system font (docs/frame.md#one-look), narrower than the brand
  // typeface: a title may wrap less than reserved for, never more, so nothing is pushed down.
  await measure((row, width) =>
    expect(row.reserved - row.final, `${row.title} at ${width}px, system font`).toBeGreaterThan(-1),
  );
  // Every later page has the typeface from the first paint: the reservation is exact.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('storefront.brand-font'))).not.toBeNull();
  // font-display: optional: a page uses it only if the cache answered within its first 100 ms, which
  // a loaded machine may miss; such a page stays in the system font, so it is loaded again.
  const typefaceInUse = () =>
    page.evaluate(() => {
      const probe = (font: string) => {
        const span = document.createElement('span');
        span.style.font = font;
        span.textContent = 'ON SALE THIS MONTH';
        document.body.append(span);
        const width = span.getBoundingClientRect().width;
        span.remove();
        return width;
      };
      return probe("800 20px 'Inter Variable', monospace") !== probe('800 20px monospace');
    });
  await page.setViewportSize({ width: 1280, height: 844 });
  for (let load = 0; load < 5; load++) {
    await page.reload();
    await settled(page);
    if (await typefaceInUse()) break;
  }
  expect(await typefaceInUse(), 'the page is in the brand typeface').toBe(true);
  await measure((row, width) =>
    expect(Math.abs(row.reserved - row.final), `${row.title} at ${width}px`).toBeLessThan(1),
  );
});

test('the header icon buttons and the banner pause are 44px tap targets on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/home');
  await settled(page);
  for (const name of ['Search', 'Pause offers']) {
    const box = await page.getByRole('button', { name, exact: true }).boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.width, name).toBeGreaterThanOrEqual(44);
    expect(box!.height, name).toBeGreaterThanOrEqual(44);
  }
  // The menu link (to /menu) and the slices' header icons: the wishlist heart, the account link, the cart.
  for (const name of ['Open navigation', 'Wishlist', 'Log in', 'Cart, 0 items']) {
    const box = await page.getByRole('link', { name, exact: true }).boundingBox();
    expect(box, name).not.toBeNull();
    expect([box!.width, box!.height], name).toEqual([44, 44]);
  }
});
