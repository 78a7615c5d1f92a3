import { defineConfig } from '@playwright/test';
import { BASE_URL, CHROMIUM_ARGS, CHROMIUM_PATH } from './support/env';

// Every spec shares one store. Most only add their own shoppers, carts and orders, so they run
// two at a time (two cores). Two kinds run after them, one at a time, with nothing beside them:
// - tests that publish, activate, roll back or canary a release: every page then serves it, so a
//   neighbour would see another version mid-test (releases and release-page whole, and the
//   tests tagged @releases: composition's rollback, server-rendering's broken server build);
// - tests that hold a duration to a bound (tagged @timing: the banner's 4 s, the FILTER & SORT
//   sheet's 300 ms, the search's debounce), so a neighbour's load never decides them.
// The grep sees a test's file name, its describe titles, its title and its tags.
const ONE_AT_A_TIME = [/ releases\.spec\.ts /, / release-page\.spec\.ts /, /@releases\b/, /@timing\b/];

export default defineConfig({
  testDir: './tests',
  workers: 2,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    // A teardown project runs once every test of its setup has finished, and runs even when one
    // of them failed (a dependency would be skipped then).
    { name: 'store', grepInvert: ONE_AT_A_TIME, teardown: 'one at a time' },
    { name: 'one at a time', grep: ONE_AT_A_TIME, workers: 1 },
  ],
  webServer: {
    command: 'node --import tsx support/serve.ts',
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
