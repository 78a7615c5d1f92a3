// The store works under its Content Security Policy on every route, and a link cannot
// make the page load a slice from anywhere else.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { registerShopper, signInAs } from '../support/store';

/** Records every CSP violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (t: string) => void })
        .__reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

const ROUTES = [
  { path: '/home', products: true },
  { path: '/women/products', products: true },
  { path: '/men/products/filter/hoodies', products: true },
  { path: '/men/products/1', products: false },
  { path: '/cart', products: false },
  { path: '/login', products: false },
  { path: '/signup', products: false },
  { path: '/account', products: false },
  { path: '/wishlist', products: false },
];

test('every route renders under the CSP with no violation', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  await signInAs(page, await registerShopper(page.request));
  for (const route of ROUTES) {
    const res = await page.goto(route.path);
    const csp = res?.headers()['content-security-policy'] ?? '';
    expect(csp, route.path).toMatch(/script-src 'self' 'sha256-/);
    expect(csp, route.path).toContain("frame-ancestors 'none'");
    expect(res?.headers()['x-frame-options']).toBe('DENY');
    await expect(page.locator('[data-slice]').first(), route.path).toBeVisible();
    if (route.products) {
      await expect(page.getByTestId('product-card').first(), route.path).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

test('in production ?override= is not loaded and nothing is stored', async ({ page }) => {
  const asked: string[] = [];
  const server = createServer((req, res) => {
    asked.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/javascript' }).end('window.__pwned = true;');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const entry = `http://127.0.0.1:${(server.address() as AddressInfo).port}/remoteEntry.js`;
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto(`/home?override=mf-account=${entry}`);
    await expect(page.locator('[data-slice="mf-account"]').first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    expect(requested.filter((u) => u.startsWith(entry))).toEqual([]);
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
    const stored = await page.evaluate(() => sessionStorage.getItem('storefront:overrides'));
    expect(stored ?? '').not.toContain('127.0.0.1');
    // A later page in the same tab does not pick it up either.
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
  } finally {
    server.close();
  }
});
