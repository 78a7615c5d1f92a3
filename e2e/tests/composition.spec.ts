// Runtime composition: every slice mounted from the inlined manifest, one-slice
// rollback without rebuild or restart, and a slice that is down staying alone.
import { cpSync, mkdtempSync, appendFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { FRONTENDS, REPO_ROOT } from '../support/env';
import { activeVersions } from '../support/releases';
import { releaseCli } from '../support/servers';
import { collectErrors, gotoReady, mountedParcels, registerShopper } from '../support/store';

const SLICES = FRONTENDS.filter((name) => name !== 'shell');
/** Runs with no other test beside it (playwright.config.ts): every page then serves its release. */
const RELEASES = { tag: '@releases' };

async function versionsOnPage(page: Page): Promise<Record<string, string>> {
  await expect.poll(async () => new Set((await mountedParcels(page)).map((p) => p.slice)).size).toBe(4);
  const parcels = await mountedParcels(page);
  return Object.fromEntries(parcels.map((p) => [p.slice, p.version]));
}

test('every slice mounts from the inlined manifest with its release version', async ({ page }) => {
  // persistOAuth answers 401 to a visitor by design; the browser logs that as a failed resource.
  const errors = collectErrors(page, [/status of 401/]);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto('/home');
  await page.waitForLoadState('networkidle');
  const onPage = await versionsOnPage(page);
  const active = activeVersions();
  for (const slice of SLICES) expect(onPage[slice], slice).toBe(active[slice]);
  // The manifest is inlined: the page never asks for it (the store's copy is the API's
  // /internal/release-manifest, the gateways' alone; there is no releases/manifest.json any more).
  for (const path of ['/internal/release-manifest', '/api/internal/release-manifest']) {
    expect(requests).not.toContain(path);
  }
  expect(errors).toEqual([]);
});

test('rolling back one slice changes only that slice on the next page load', RELEASES, async ({ page }) => {
  const before = activeVersions();
  // A second release of mf-cart: the same build with one more byte, so a new content hash.
  const variant = mkdtempSync(join(tmpdir(), 'mf-cart-variant-'));
  cpSync(join(REPO_ROOT, 'mf-cart/dist'), variant, { recursive: true });
  appendFileSync(join(variant, 'remoteEntry.js'), '\n/* e2e variant */\n');
  try {
    releaseCli(['publish', 'mf-cart', '--dist', variant]);
    const published = activeVersions()['mf-cart'];
    expect(published).not.toBe(before['mf-cart']);

    await page.goto('/home');
    const onPage = await versionsOnPage(page);
    expect(onPage['mf-cart']).toBe(published);

    const out = releaseCli(['rollback', 'mf-cart']);
    expect(out).toContain(`rolled back from ${published} to ${before['mf-cart']}`);

    // The CLI's rollback is committed by the API; the gateway hears it on its long-poll a moment
    // later (gateway/src/release/manifest-feed.ts), so a reload at once may still be served the
    // release before it: the page is loaded again until it shows the rollback.
    await expect
      .poll(
        async () => {
          await page.reload();
          return versionsOnPage(page);
        },
        { timeout: 5_000 },
      )
      .toEqual(Object.fromEntries(SLICES.map((s) => [s, before[s]])));
  } finally {
    rmSync(variant, { recursive: true, force: true });
    releaseCli(['activate', 'mf-cart', before['mf-cart']]);
  }
});

for (const failure of ['404', '500', 'no answer'] as const) {
  test(`a slice whose entry answers ${failure} shows its fallback and the store keeps working`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const errors = collectErrors(page, [/Failed to load resource/, /could not load/, /mf-cart/, /RUNTIME-/]);
    await page.route('**/releases/mf-cart/**/remoteEntry.js*', async (route) => {
      if (failure === 'no answer') return; // never fulfilled: the shell must give up on its own
      await route.fulfill({ status: Number(failure), body: 'down' });
    });
    await page.goto('/home');
    const cartSlot = page.locator('[data-slot="mf-cart/MiniCart"]');
    await expect(cartSlot).toHaveAttribute('data-slot-state', 'failed', { timeout: 15_000 });
    await expect(cartSlot.getByRole('button', { name: /Retry loading/ })).toBeVisible();
    // The rest of the store is there and works.
    await expect
      .poll(async () => new Set((await mountedParcels(page)).map((p) => p.slice)))
      .toEqual(new Set(['mf-catalog', 'mf-account', 'mf-search']));
    await page.goto('/cart');
    await expect(page.getByText('Your cart is unavailable right now.')).toBeVisible({ timeout: 15_000 });

    // The slice comes back: a retry mounts it without a reload.
    await page.unroute('**/releases/mf-cart/**/remoteEntry.js*');
    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    await expect(page.locator('[data-slice="mf-cart"]').first()).toBeAttached({ timeout: 15_000 });
    expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
}

test('a sign-in made in one parcel reaches the shell and the other slices without a reload', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request);
  // Hydrated first: before its script runs the log-in form posts as a page (no-javascript.spec),
  // which is a new page, and this test is about a sign-in in the same page.
  await gotoReady(page, '/login');
  await page.evaluate(() => {
    (window as unknown as { __samePage: boolean }).__samePage = true;
  });
  // mf-account's log-in parcel changes the shared auth store...
  await page.getByLabel('Username').fill(shopper.username);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page).toHaveURL(/\/home$/);
  // ...the shell's top strip and mf-cart's button follow it.
  await expect(page.getByText(`Hi, ${shopper.username}!`)).toBeVisible();
  await expect(page.getByTestId('mini-cart')).toHaveAttribute('aria-haspopup', 'dialog');
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});
