import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const E2E_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = resolve(E2E_DIR, '..');
// Each run gets its own ports and folders, so two runs on one machine never share
// a server or a releases folder. Set here, in the runner, and inherited by the
// workers and the web server through the environment.
process.env.E2E_RUN_ID ??= String(process.pid);
// Below Linux's ephemeral ports (32768 and up): a port there can be held at any moment by some
// process's outgoing connection, and a run whose gateway port was taken could not start.
process.env.E2E_GATEWAY_PORT ??= String(20000 + (process.pid % 4000) * 3);
const RUN_ID = process.env.E2E_RUN_ID;
export const GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT);
export const API_PORT = Number(process.env.E2E_API_PORT ?? GATEWAY_PORT + 1);
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? GATEWAY_PORT + 2);
export const BASE_URL = `http://127.0.0.1:${GATEWAY_PORT}`;
/** The test servers publish into their own releases folder, never the developer's. */
export const E2E_RELEASES_DIR = join(E2E_DIR, '.releases', RUN_ID);
export const E2E_DATA_DIR = join(E2E_DIR, '.data', RUN_ID);
// The one list of frontends, from the shared contract.
export const FRONTENDS = Object.keys(
  JSON.parse(readFileSync(join(REPO_ROOT, 'shared/src/contracts/frontends.json'), 'utf8')) as object,
);

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
