// Helpers for the browser tests: shoppers made through the real API, signed in
// the way the store signs them in (session cookie plus the local storage flags).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_URL } from './env';

export interface Shopper {
  username: string;
  email: string;
  password: string;
}

let counter = 0;
export function newShopper(prefix = 'shopper'): Shopper {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e4)}`;
  const username = `${prefix}${id}`.slice(0, 24);
  return { username, email: `${username}@example.test`, password: 'Str0ng!pass' };
}

/** State-changing API calls must carry the store's Origin. */
export const ORIGIN_HEADERS = { Origin: BASE_URL };

/**
 * Sent again once when the connection is reset under it (ECONNRESET, the only error Playwright
 * retries): a kept-alive connection the gateway closes as idle just as the request goes out is
 * reset before anything is read, which a browser answers by sending again on a new connection and
 * Playwright's API client does not unless asked (a CI run's sign-in failed so, 157 ms in).
 */
const RESET_ONCE = { maxRetries: 1 };

export async function registerShopper(request: APIRequestContext, shopper = newShopper()): Promise<Shopper> {
  const res = await request.post('/api/users/signup', {
    data: shopper,
    headers: ORIGIN_HEADERS,
    ...RESET_ONCE,
  });
  expect([200, 201], await res.text()).toContain(res.status());
  return shopper;
}

/**
 * Signs the page's browser context in: the session cookie from the API and the
 * isLoggedIn/userData keys the store keeps, then reloads so every parcel sees it.
 */
export async function signInAs(page: Page, shopper: Shopper, path = '/home'): Promise<void> {
  const res = await page.request.post('/api/users/login', {
    data: { username: shopper.username, password: shopper.password },
    headers: ORIGIN_HEADERS,
    ...RESET_ONCE,
  });
  expect(res.status(), await res.text()).toBe(200);
  const user = (await res.json()) as Record<string, unknown>;
  await page.goto(path);
  await page.evaluate((u) => {
    localStorage.setItem('isLoggedIn', 'true');
    localStorage.setItem('userData', JSON.stringify(u));
  }, user);
  await page.reload();
}

/** Collects uncaught errors and console errors of a page, to assert none happened. */
export function collectErrors(page: Page, ignore: RegExp[] = []): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (!ignore.some((re) => re.test(text))) errors.push(`console: ${text}`);
  });
  return errors;
}

/** Every mounted parcel root: `{ slice, version }`. */
export async function mountedParcels(page: Page): Promise<{ slice: string; version: string }[]> {
  return page.locator('[data-slice]').evaluateAll((els) =>
    els.map((el) => ({
      slice: (el as HTMLElement).dataset.slice!,
      version: (el as HTMLElement).dataset.version!,
    })),
  );
}

/**
 * Opens a page and waits until every slot's parcel has hydrated or mounted: server-rendered
 * buttons are visible before their fragment's script runs, and a click then does nothing.
 */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('[data-slot]:not([data-slot-state="ready"])')).toHaveCount(0, {
    timeout: 15_000,
  });
}
