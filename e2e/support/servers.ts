// Starts what a shopper's browser talks to: a fresh releases folder with every
// frontend's current build published (its record in the API's fresh embedded database, where the
// manifest lives), a local OpenID provider, the API, and the gateway. Used by the browser tests and
// the bench.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { API_NODE_FLAGS } from '../../api/scripts/node-flags.mjs';
import {
  API_PORT,
  BASE_URL,
  E2E_DATA_DIR,
  E2E_RELEASES_DIR,
  FRONTENDS,
  GATEWAY_PORT,
  OIDC_PORT,
  REPO_ROOT,
} from './env';

const children: ChildProcess[] = [];

/** The release tools' token in the test servers (the release page signs in with it). */
export const RELEASE_ADMIN_TOKEN = 'e2e-release-admin-token-0123456789';

/** The gateway signs each page's telemetry token with it, the API checks it (README, Security). */
export const PAGE_TOKEN_SECRET = 'e2e-page-token-secret-0123456789-abcdef';

/** The local SMTP server writes every message the API sends here, one JSON file each. */
export const MAIL_CAPTURE_DIR = join(E2E_DATA_DIR, 'mail');

function tsx(script: string, env: NodeJS.ProcessEnv, cwd: string): ChildProcess {
  return node(script, env, cwd, ['--import', 'tsx']);
}

function node(
  script: string,
  env: NodeJS.ProcessEnv,
  cwd: string,
  flags: readonly string[] = [],
): ChildProcess {
  const child = spawn(process.execPath, [...flags, script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return child;
}

/** The gateway and its release CLI run compiled, as in production: build them from the current source. */
export function buildGateway(): void {
  const res = spawnSync(process.execPath, [join(REPO_ROOT, 'gateway/scripts/build.mjs')], {
    stdio: 'inherit',
  });
  if (res.status !== 0) throw new Error('the gateway build failed');
}

/** The release CLI on the test servers: the manifest is their API's (the store's database). */
export function releaseCli(args: string[], env: NodeJS.ProcessEnv = {}): string {
  if (!existsSync(join(REPO_ROOT, 'gateway/dist/release/cli.js'))) buildGateway();
  const res = spawnSync(process.execPath, [join(REPO_ROOT, 'gateway/dist/release/cli.js'), ...args], {
    cwd: join(REPO_ROOT, 'gateway'),
    env: {
      ...process.env,
      RELEASES_DIR: E2E_RELEASES_DIR,
      API_URL: `http://127.0.0.1:${API_PORT}`,
      RELEASE_ADMIN_TOKEN,
      ...env,
    },
    encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(`release ${args.join(' ')} failed: ${res.stderr}${res.stdout}`);
  return res.stdout.trim();
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function firstLine(child: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no output from child process')), timeoutMs);
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => {
      clearTimeout(timer);
      resolve(line);
    });
    child.once('exit', (code) => reject(new Error(`child exited with ${code}`)));
  });
}

interface StartedServers {
  baseUrl: string;
  /** The API's and the gateway's process ids (the bench reads their memory). */
  pids: { api: number; gateway: number };
  stop(): void;
}

function stopChildren(): void {
  for (const child of children.splice(0)) child.kill('SIGTERM');
}

interface ServerOptions {
  fresh?: boolean;
  /** The generated catalogue of this many products instead of the seed (docs/catalog.md; the bench's --products). */
  products?: number;
  /** The API's database: this PostgreSQL instead of a fresh PGlite folder (the bench's gateway figures on PostgreSQL). */
  databaseUrl?: string;
}

/** Generates the catalogue of `products` and imports it into the API's database before the API starts. */
function importGeneratedCatalogue(products: number, env: NodeJS.ProcessEnv): void {
  const cli = [process.execPath, '--import', 'tsx', join(REPO_ROOT, 'api/src/catalog/cli.ts')]
    .map((part) => `'${part}'`)
    .join(' ');
  const res = spawnSync(
    'bash',
    ['-o', 'pipefail', '-c', `${cli} generate --products ${products} | ${cli} import -`],
    {
      cwd: join(REPO_ROOT, 'api'),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (res.status !== 0) throw new Error(`importing ${products} generated products failed`);
}

export async function startServers(options: ServerOptions = {}): Promise<StartedServers> {
  try {
    return await startAll(options);
  } catch (error) {
    // A half-started set of servers would hold its ports for the next run.
    stopChildren();
    throw error;
  }
}

async function startAll(options: ServerOptions): Promise<StartedServers> {
  if (options.fresh !== false) {
    rmSync(E2E_RELEASES_DIR, { recursive: true, force: true });
    rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  }
  mkdirSync(E2E_DATA_DIR, { recursive: true });
  const database = options.databaseUrl
    ? { DATA_DIR: '', DATABASE_URL: options.databaseUrl }
    : { DATA_DIR: join(E2E_DATA_DIR, 'pglite'), DATABASE_URL: '' };
  buildGateway();
  for (const name of FRONTENDS) {
    if (!existsSync(join(REPO_ROOT, name, 'dist')))
      throw new Error(`${name} is not built: run its build first`);
  }
  // Into the API's database before the API runs, as npm start does: the CLI opens it itself.
  releaseCli(['publish', '--direct', ...FRONTENDS], database);

  const origins = `${BASE_URL},http://localhost:${GATEWAY_PORT}`;
  const google: NodeJS.ProcessEnv = {};
  const oidcScript = join(REPO_ROOT, 'api/src/testing/local-oidc-provider.ts');
  if (existsSync(oidcScript)) {
    const oidc = tsx(
      oidcScript,
      { OIDC_PORT: String(OIDC_PORT), OIDC_REDIRECT_URIS: `${BASE_URL}/api/users/auth/google/callback` },
      join(REPO_ROOT, 'api'),
    );
    const info = JSON.parse(await firstLine(oidc, 30_000)) as {
      issuer: string;
      clientId: string;
      clientSecret: string;
    };
    Object.assign(google, {
      GOOGLE_ISSUER: info.issuer,
      GOOGLE_CLIENT_ID: info.clientId,
      GOOGLE_CLIENT_SECRET: info.clientSecret,
      GOOGLE_REDIRECT_URI: `${BASE_URL}/api/users/auth/google/callback`,
    });
  }

  // A real SMTP server for the verification and reset mail; the tests read what it receives.
  const smtp = tsx(
    join(REPO_ROOT, 'api/src/testing/local-smtp-server.ts'),
    { SMTP_PORT: '0', MAIL_CAPTURE_DIR },
    join(REPO_ROOT, 'api'),
  );
  const mail = { SMTP_URL: (JSON.parse(await firstLine(smtp, 30_000)) as { smtpUrl: string }).smtpUrl };

  // The API runs compiled, as in production: build api/dist/main.js from the current source.
  const apiBuild = spawnSync(process.execPath, [join(REPO_ROOT, 'api/scripts/build.mjs')], {
    stdio: 'inherit',
  });
  if (apiBuild.status !== 0) throw new Error('the API build failed');
  if (options.products) {
    importGeneratedCatalogue(options.products, database);
  }
  const api = node(
    join(REPO_ROOT, 'api/dist/main.js'),
    {
      PORT: String(API_PORT),
      HOST: '127.0.0.1',
      ...database,
      STORE_ORIGINS: origins,
      STORE_PUBLIC_URL: BASE_URL,
      AUTH_RATE_LIMIT: '0',
      RELEASE_ADMIN_TOKEN,
      PAGE_TOKEN_SECRET,
      ...google,
      ...mail,
    },
    join(REPO_ROOT, 'api'),
    API_NODE_FLAGS,
  );
  api.stdout!.pipe(process.stdout);
  await waitFor(`http://127.0.0.1:${API_PORT}/api/health`, 90_000);

  const gateway = node(
    join(REPO_ROOT, 'gateway/dist/main.js'),
    {
      PORT: String(GATEWAY_PORT),
      HOST: '127.0.0.1',
      API_URL: `http://127.0.0.1:${API_PORT}`,
      RELEASES_DIR: E2E_RELEASES_DIR,
      RELEASE_ADMIN_TOKEN,
      PAGE_TOKEN_SECRET,
      // The origins the store answers to, as the API's: pages' links name them.
      STORE_ORIGINS: origins,
      STORE_PUBLIC_URL: BASE_URL,
      // Canaries with --auto-abort are judged every second, so a test does not wait 15 s.
      GATEWAY_AUTO_ABORT_INTERVAL_MS: '1000',
    },
    join(REPO_ROOT, 'gateway'),
  );
  gateway.stdout!.pipe(process.stdout);
  await waitFor(`${BASE_URL}/healthz`, 30_000);

  return {
    baseUrl: BASE_URL,
    pids: { api: api.pid!, gateway: gateway.pid! },
    stop() {
      stopChildren();
      rmSync(E2E_RELEASES_DIR, { recursive: true, force: true });
      rmSync(E2E_DATA_DIR, { recursive: true, force: true });
    },
  };
}
