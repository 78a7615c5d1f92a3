// Playwright's `test`, with the page of a test taken from its worker's pages instead of a new
// browser context. A new context costs about 2 s of CPU (a renderer started, every script compiled
// with no code cache) against about 0.6 s for another load in a used one, and most tests need only
// a fresh load of their page. A spec that imports `test` from here gets, for each test:
// - a page of a context made with the test's options (below), kept for the worker's next tests
//   with the same options and closed when the worker ends;
// - the test's viewport;
// - nothing of the test before it: that page is left (so what it saves as it goes is saved), then
//   the store's cookies, storage (local, session, IndexedDB, caches, service workers) and
//   permissions are cleared, the page's and the context's routes removed, and the listeners a test
//   adds to the page (console, page errors, dialogs, requests, responses) taken off.
// What it cannot undo, a spec that uses it must not do: page.addInitScript, page.exposeFunction,
// page.clock, closing the page's context. Playwright's screenshot of a failed test's pages
// takes this one too.
import { test as base, type Page } from '@playwright/test';
import { BASE_URL } from './env';

/** The events a test listens to on its page: the next test must not hear them. */
const TEST_EVENTS = [
  'console',
  'pageerror',
  'dialog',
  'request',
  'response',
  'requestfinished',
  'requestfailed',
  'framenavigated',
  'load',
  'domcontentloaded',
  'popup',
  'download',
] as const;

/** Leaves the page and clears what the test left on it and in its context. */
async function forgetTest(page: Page): Promise<void> {
  for (const event of TEST_EVENTS) page.removeAllListeners(event);
  const context = page.context();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  // A page of the store saves some of its state as it is left (pagehide): leave it first, onto a
  // page of the same origin with no scripts, where its session storage can be cleared.
  await page.goto(`${BASE_URL}/healthz`);
  await page.evaluate(() => sessionStorage.clear());
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(BASE_URL).origin, storageTypes: 'all' });
  } finally {
    await cdp.detach();
  }
  await context.clearCookies();
  await context.clearPermissions();
}

export const test = base.extend<object, { reusedPages: Map<string, Page> }>({
  reusedPages: [
    // Worker fixtures are declared with the fixtures they use; this one needs none but the browser's
    // lifetime (its pages are closed before the browser is).
    async ({ browser }, provide) => {
      const pages = new Map<string, Page>();
      await provide(pages);
      void browser;
      await Promise.all([...pages.values()].map((page) => page.context().close()));
    },
    { scope: 'worker' },
  ],
  page: async (
    {
      browser,
      reusedPages,
      viewport,
      baseURL,
      javaScriptEnabled,
      bypassCSP,
      isMobile,
      hasTouch,
      reducedMotion,
    },
    provide,
  ) => {
    // The context options a spec may set with test.use: each set of values has its own page.
    const options = { baseURL, javaScriptEnabled, bypassCSP, isMobile, hasTouch, reducedMotion };
    const key = JSON.stringify(options);
    let page = reusedPages.get(key);
    if (!page || page.isClosed()) {
      page = await (await browser.newContext({ ...options, viewport })).newPage();
      reusedPages.set(key, page);
    }
    if (viewport) await page.setViewportSize(viewport);
    await provide(page);
    if (page.isClosed()) {
      // The next test with these options gets a new context.
      reusedPages.delete(key);
      await page.context().close();
      return;
    }
    await forgetTest(page);
  },
});

export { expect } from '@playwright/test';
