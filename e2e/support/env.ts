import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = resolve(E2E_DIR, '..');
export const GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT ?? 8090);
export const API_PORT = Number(process.env.E2E_API_PORT ?? 3090);
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3091);
export const BASE_URL = `http://127.0.0.1:${GATEWAY_PORT}`;
/** The test servers publish into their own releases folder, never the developer's. */
export const E2E_RELEASES_DIR = join(E2E_DIR, '.releases');
export const E2E_DATA_DIR = join(E2E_DIR, '.data');
export const FRONTENDS = ['shell', 'mf-catalog', 'mf-cart', 'mf-account', 'mf-search'] as const;

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
