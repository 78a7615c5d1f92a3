// The reused page (support/reused-page.ts) carries nothing from one test to the next: the first
// test leaves a session, storage of every kind, a route and a listener behind; the second, on the
// same worker's page, finds none of them.
import { expect, test } from '../support/reused-page';
import { registerShopper, signInAs } from '../support/store';

// In order, on one worker: the second test gets the page the first one used.
test.describe.configure({ mode: 'serial' });

let firstPage: unknown;
let heardByFirst = 0;

test('a test leaves a session, storage, a route and a listener on its page', async ({ page }) => {
  firstPage = page;
  await signInAs(page, await registerShopper(page.request));
  await page.evaluate(async () => {
    sessionStorage.setItem('left-behind', 'yes');
    await caches.open('left-behind');
    await new Promise((resolve) => {
      const open = indexedDB.open('left-behind');
      open.onsuccess = resolve;
    });
  });
  await page.route('**/api/**', (route) => route.fulfill({ status: 500, body: 'left behind' }));
  page.on('console', () => heardByFirst++);
  expect(await page.context().cookies()).not.toEqual([]);
});

test('the next test on that page finds none of it', async ({ page }) => {
  expect(page, 'the same page').toBe(firstPage);
  expect(await page.context().cookies(), 'cookies').toEqual([]);
  await page.goto('/home');
  const left = await page.evaluate(async () => ({
    signedIn: localStorage.getItem('isLoggedIn'),
    user: localStorage.getItem('userData'),
    session: sessionStorage.getItem('left-behind'),
    caches: await caches.keys(),
    databases: (await indexedDB.databases()).map((db) => db.name),
  }));
  expect(left).toEqual({ signedIn: null, user: null, session: null, caches: [], databases: [] });
  const heard = heardByFirst;
  await page.evaluate(() => console.log('heard?'));
  expect(heardByFirst, 'the first test’s listener').toBe(heard);
  expect(await page.evaluate(async () => (await fetch('/api/products/1')).status), 'the route').toBe(200);
});
