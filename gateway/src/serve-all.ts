// npm start's last step: the API (migrations and seed run inside it) and the gateway.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { REPO_ROOT } from './paths.js';
import { ConfigError, loadConfig, type GatewayConfig } from './config.js';
import { apiStoreEnv } from './serve-all-env.js';
import { API_NODE_FLAGS } from '../../api/scripts/node-flags.mjs';

const apiPort = process.env.API_PORT ?? '3000';
// The gateway's PORT and HOST, checked before anything is built: the store origins and mailed
// links of the API and the gateway follow them unless set (serve-all-env.ts).
let gatewayConfig: GatewayConfig;
try {
  gatewayConfig = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`gateway: ${error.message}`);
  process.exit(1);
}
const store = apiStoreEnv(process.env, gatewayConfig);
for (const note of store.notes) console.log(note);
// The gateway signs each page's telemetry token and the API checks it (README, "Health from
// shoppers' browsers"): one machine makes its own secret unless one is configured. A restart
// makes a new one, which only ends the reports of pages served before it.
const pageTokenSecret = process.env.PAGE_TOKEN_SECRET || randomBytes(32).toString('base64url');
// The API runs compiled (plain node on api/dist/main.js): build it from the current source first.
const apiBuild = spawnSync(process.execPath, [join(REPO_ROOT, 'api/scripts/build.mjs')], {
  stdio: 'inherit',
});
if (apiBuild.status !== 0) process.exit(apiBuild.status ?? 1);
const api = spawn(process.execPath, [...API_NODE_FLAGS, join(REPO_ROOT, 'api/dist/main.js')], {
  cwd: join(REPO_ROOT, 'api'),
  stdio: 'inherit',
  // HOST is the gateway's: the API listens on loopback, where the gateway (API_URL) reaches it.
  env: { ...process.env, ...store.env, PORT: apiPort, HOST: '127.0.0.1', PAGE_TOKEN_SECRET: pageTokenSecret },
});
// The gateway runs compiled too: rebuild it so it matches the source.
const gatewayBuild = spawnSync(process.execPath, [join(REPO_ROOT, 'gateway/scripts/build.mjs')], {
  stdio: 'inherit',
});
if (gatewayBuild.status !== 0) process.exit(gatewayBuild.status ?? 1);
const gateway = spawn(process.execPath, [join(REPO_ROOT, 'gateway/dist/main.js')], {
  cwd: join(REPO_ROOT, 'gateway'),
  stdio: 'inherit',
  env: {
    ...process.env,
    API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}`,
    PAGE_TOKEN_SECRET: pageTokenSecret,
    // The API's store origins and public URL: a page's links name the origin it was asked at only
    // when the API takes writes from it too, else the public URL's (page-route.ts).
    STORE_ORIGINS: store.env.STORE_ORIGINS,
    STORE_PUBLIC_URL: store.env.STORE_PUBLIC_URL,
  },
});

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  api.kill('SIGTERM');
  gateway.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
}
api.on('exit', (code) => stop(code ?? 1));
gateway.on('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
