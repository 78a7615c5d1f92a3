import { defineConfig } from '@playwright/test';
import { BASE_URL, CHROMIUM_ARGS, CHROMIUM_PATH } from './support/env';

export default defineConfig({
  testDir: './tests',
  // Two cores: one browser at a time keeps timings (banner, animations) honest. And every spec
  // shares one store: releases, composition and server-rendering publish and activate versions that
  // every page then serves, so a second worker would see another spec's release mid-test.
  workers: 1,
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
  webServer: {
    command: 'node --import tsx support/serve.ts',
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
