// The release page (/_releases) in a real browser, under its own CSP (no script): a release
// manager signs in and activates a version with the keyboard only, confirming first; a broken
// version is refused with the check's message and the store keeps its version; axe finds nothing
// serious on the page or its confirmation step.
import { createRequire } from 'node:module';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

import { RELEASE_ADMIN_TOKEN, releaseCli } from '../support/servers';
import { manifestEntry, publishVariant } from '../support/releases';

test.describe.configure({ mode: 'serial' });

const SLICE = 'mf-cart';
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const activeVersion = (): string => manifestEntry(SLICE).active;

/** Presses Tab until the focused element is the one `name` labels: how a keyboard user gets there. */
async function tabTo(page: Page, name: string): Promise<void> {
  const target = page.getByRole('button', { name, exact: true });
  for (let presses = 0; presses < 300; presses++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached the button "${name}"`);
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{
            violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function signInWithKeyboard(page: Page): Promise<void> {
  await page.goto('/_releases');
  // The token field has focus on arrival; Enter submits the form.
  await expect(page.getByLabel('Release token')).toBeFocused();
  await page.keyboard.type(RELEASE_ADMIN_TOKEN);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Releases' })).toBeVisible();
}

let stable = '';
test.beforeAll(() => {
  stable = activeVersion();
});
test.afterAll(() => {
  if (activeVersion() !== stable)
    releaseCli(['activate', SLICE, stable, '--reason', 'e2e release page: restore']);
});

test('a wrong token is refused with a message, and the page asks to sign in again', async ({ page }) => {
  await page.goto('/_releases');
  await page.getByLabel('Release token').fill('not-the-release-token');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('That token is not right.');
  await expect(page.getByLabel('Release token')).toBeVisible();
});

test('signs in and activates a version with the keyboard only, after confirming, and sees the result', async ({
  page,
}) => {
  const next = publishVariant(SLICE, (dir) =>
    appendFileSync(join(dir, 'remoteEntry.js'), '\n/* release page */\n'),
  );
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await signInWithKeyboard(page);
  // Its stylesheet loads under the page's CSP (no inline style, no script).
  await expect(page.locator('header')).toHaveCSS('display', 'flex');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sf_releases');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/_releases' });
  expect(cookie!.value).not.toContain(RELEASE_ADMIN_TOKEN);
  expect(await seriousViolations(page)).toEqual([]);

  await tabTo(page, `Activate ${SLICE} ${next}`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm' })).toBeVisible();
  await expect(page.getByText(`Activate ${SLICE} ${next} (now ${stable})?`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  // Nothing has changed before the confirmation.
  expect(activeVersion()).toBe(stable);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('status')).toHaveText(`${SLICE} ${next} is active.`);
  expect(activeVersion()).toBe(next);
  expect(consoleErrors).toEqual([]);
  await expect(
    page
      .getByRole('table', { name: /changes, newest first/ })
      .getByRole('row')
      .nth(1),
  ).toContainText(`${SLICE}activate${stable}${next}`);

  const store = await page.context().newPage();
  await store.goto('/cart');
  await expect(store.locator(`[data-slice="${SLICE}"]`).first()).toHaveAttribute('data-version', next);
  await store.close();
});

test('a broken version is refused with the check’s message, and the store keeps working', async ({
  page,
}) => {
  const before = activeVersion();
  const truncated = publishVariant(SLICE, (dir) => {
    const entry = readFileSync(join(dir, 'remoteEntry.js'), 'utf8');
    writeFileSync(join(dir, 'remoteEntry.js'), entry.slice(0, Math.floor(entry.length / 2)));
  });
  await signInWithKeyboard(page);
  await tabTo(page, `Activate ${SLICE} ${truncated}`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText(
    new RegExp(`Not done: refused: ${SLICE} ${truncated}: remoteEntry\\.js does not load`),
  );
  expect(activeVersion()).toBe(before);

  const store = await page.context().newPage();
  await store.goto('/cart');
  await expect(store.locator(`[data-slice="${SLICE}"]`).first()).toHaveAttribute('data-version', before);
  await expect(store.locator(`[data-slice="${SLICE}"] [data-slot-state="failed"]`)).toHaveCount(0);
  await store.close();
});
