#!/usr/bin/env node
// The root scripts must work on a machine with only Node 20 and npm, so pnpm is
// fetched through npx (corepack is unreliable on this registry).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM = ['--yes', 'pnpm@12.21.0'];
// The one list of frontends (shared/src/contracts/frontends.ts says why it is JSON).
const FRONTENDS = Object.keys(
  JSON.parse(readFileSync(join(root, 'shared/src/contracts/frontends.json'), 'utf8')),
);

/** Where the tasks' own output goes: stderr for catalog, whose stdout may be data (export, generate). */
let say = console.log;
let childStdio = 'inherit';

function run(cmd, args, opts = {}) {
  say(`\n$ ${[cmd, ...args].join(' ')}`);
  const res = spawnSync(cmd, args, { stdio: childStdio, cwd: root, ...opts });
  if (res.status !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} exited with ${res.status ?? res.signal}`);
    process.exit(res.status ?? 1);
  }
}
const pnpm = (...args) => run('npx', [...PNPM, ...args]);

/**
 * npm test's timeline: each step prints how long it took, and the end a table and the total, so a
 * CI log shows where its minutes went (README, "Tests").
 */
const started = Date.now();
const timeline = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
function step(name, fn) {
  const t0 = Date.now();
  say(`\n▶ ${name} (at ${seconds(t0 - started)})`);
  fn();
  const took = Date.now() - t0;
  timeline.push([name, took]);
  say(`⏱ ${name}: ${seconds(took)}`);
}
/**
 * A step run beside others: its output is kept and printed whole when it ends, so the logs do not
 * interleave. Resolves to its exit status; stopped if npm test exits first.
 */
function stepInBackground(name, args) {
  const t0 = Date.now();
  say(`\n▶ ${name}, in the background (at ${seconds(t0 - started)})`);
  const child = spawn('npx', [...PNPM, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const stop = () => child.kill('SIGTERM');
  process.on('exit', stop);
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      process.off('exit', stop);
      const took = Date.now() - t0;
      say(`\n$ npx ${[...PNPM, ...args].join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      timeline.push([`${name} (in the background)`, took]);
      say(`⏱ ${name}: ${seconds(took)}, ended at ${seconds(Date.now() - started)}`);
      resolve({ args, status: code ?? signal });
    });
  });
}
/** Stops npm test at the first of these background steps that failed. */
function mustHaveSucceeded(ended) {
  const failed = ended.find(({ status }) => status !== 0);
  if (failed) {
    console.error(`\n✗ npx ${[...PNPM, ...failed.args].join(' ')} exited with ${failed.status}`);
    process.exit(typeof failed.status === 'number' ? failed.status : 1);
  }
}
function printTimeline() {
  say('\nTimeline:');
  for (const [name, took] of timeline) say(`⏱ ${seconds(took).padStart(9)}  ${name}`);
  say(`⏱ ${seconds(Date.now() - started).padStart(9)}  total`);
}

/** The packages whose test command already runs two files at a time (their run-suite.ts). */
const TWO_FILES_AT_A_TIME = ['api', 'gateway'];

/** The workspace packages with unit tests, in pnpm-workspace.yaml's order (e2e is the browser step). */
function unitPackages() {
  const workspace = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const listed = /^packages:\n((?:\s+- .+\n)+)/m.exec(workspace)[1].matchAll(/- (\S+)/g);
  return [...listed]
    .map((m) => m[1])
    .filter((dir) => dir !== 'e2e' && existsSync(join(root, dir, 'package.json')))
    .filter((dir) => JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')).scripts?.test);
}

function install() {
  const frozen = existsSync(join(root, 'pnpm-lock.yaml')) && process.env.CI ? ['--frozen-lockfile'] : [];
  pnpm('install', ...frozen, '--reporter=append-only');
}

/** Lint and typecheck only read the tree: install when nothing is, or the lockfile moved on. */
function installIfNeeded() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  const stale =
    !existsSync(marker) || statSync(join(root, 'pnpm-lock.yaml')).mtimeMs > statSync(marker).mtimeMs;
  if (stale) install();
}

function buildFrontends() {
  pnpm('--workspace-concurrency=2', ...FRONTENDS.flatMap((f) => ['--filter', `./${f}`]), 'run', 'build');
}

/** The gateway, its release CLI and serve-all run compiled (gateway/dist). */
const buildGateway = () => pnpm('--filter', './gateway', 'run', 'build');

/**
 * Publishes every frontend in one CLI run (the database is opened once for the five). `direct`:
 * into this store's own database, opened by the CLI (npm start, before its API runs), never
 * through whatever answers on the API's port, which may be another app or another store.
 */
/**
 * The release token of this checkout's store (gateway/README.md, "Release token"): a release change
 * always needs it, so without RELEASE_ADMIN_TOKEN one is made once in .data/release-admin-token,
 * readable by this user only, and start, cluster and release all hand it on.
 */
function ensureReleaseToken() {
  if (process.env.RELEASE_ADMIN_TOKEN) return;
  const file = join(root, '.data', 'release-admin-token');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  }
  chmodSync(file, 0o600);
  process.env.RELEASE_ADMIN_TOKEN = readFileSync(file, 'utf8').trim();
}

function publishAll(extraEnv = {}, { direct = false } = {}) {
  buildGateway();
  const flags = direct ? ['--direct'] : [];
  run('npx', [...PNPM, '--filter', './gateway', 'run', 'release', 'publish', ...flags, ...FRONTENDS], {
    env: { ...process.env, ...extraEnv },
  });
}

const [task, ...rest] = process.argv.slice(2);
switch (task) {
  case 'start': {
    install();
    buildFrontends();
    ensureReleaseToken();
    // The manifest is the store's database: published into it before its API runs.
    publishAll({}, { direct: true });
    // Migrations and the idempotent seed run inside the API at start.
    const child = spawn('npx', [...PNPM, '--filter', './gateway', 'run', 'serve-all'], {
      stdio: 'inherit',
      cwd: root,
    });
    const stop = () => child.kill('SIGTERM');
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    child.on('exit', (code) => process.exit(code ?? 0));
    break;
  }
  case 'cluster': {
    // Several gateways and APIs behind HAProxy on one PostgreSQL (README, "Past one machine"):
    // every frontend is built first; the cluster publishes them into its database once its APIs
    // answer (gateway/src/cluster/cluster.ts).
    install();
    buildFrontends();
    buildGateway();
    ensureReleaseToken();
    const child = spawn('npx', [...PNPM, '--filter', './gateway', 'run', 'cluster', ...rest], {
      stdio: 'inherit',
      cwd: root,
    });
    const stop = () => child.kill('SIGTERM');
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    child.on('exit', (code) => process.exit(code ?? 0));
    break;
  }
  case 'test':
    // On a failure too (run exits the process), the steps so far and the total.
    process.on('exit', printTimeline);
    step('install', install);
    // prettier, ESLint and tsc are mostly single-threaded: side by side, they keep both cores busy.
    mustHaveSucceeded(
      await Promise.all([
        stepInBackground('types', ['run', '-w', 'check:types']),
        stepInBackground('format', ['run', '-w', 'check:format']),
        stepInBackground('lint', ['run', '-w', 'check:lint']),
      ]),
    );
    {
      // check:unit's packages. Those whose tests are Jest's (sf-jest) run as one Jest with two
      // workers: it hands out their files one at a time, so neither core waits on the package with
      // the most (one package per core left one core idle for the end of mf-catalog's). The other
      // one-core packages (tooling's node --test) run beside it. The API's and the gateway's suites
      // each run two files at a time themselves, so they come one after the other.
      const packages = unitPackages();
      const testScript = (dir) =>
        JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')).scripts.test;
      const oneCore = packages.filter((dir) => !TWO_FILES_AT_A_TIME.includes(dir));
      const jest = oneCore.filter((dir) => /^sf-jest(\s|$)/.test(testScript(dir)));
      const others = oneCore.filter((dir) => !jest.includes(dir));
      const t0 = Date.now();
      say(`\n▶ unit ${oneCore.join(', ')} (at ${seconds(t0 - started)})`);
      const oneJest = (dirs) =>
        stepInBackground(`unit ${dirs.join(', ')} (one Jest, two workers)`, [
          '--filter',
          './tooling',
          'exec',
          'node',
          'bin/sf-jest.cjs',
          '--maxWorkers=2',
          '--projects',
          ...dirs.map((dir) => join(root, dir)),
        ]);
      mustHaveSucceeded(
        await Promise.all([
          ...(jest.length > 0 ? [oneJest(jest)] : []),
          ...others.map((dir) => stepInBackground(`unit ${dir}`, ['--filter', `./${dir}`, 'run', 'test'])),
        ]),
      );
      say(`⏱ unit ${oneCore.join(', ')}: ${seconds(Date.now() - t0)}`);
      for (const dir of packages.filter((d) => TWO_FILES_AT_A_TIME.includes(d)))
        step(`unit ${dir}`, () => pnpm('--filter', `./${dir}`, 'run', 'test'));
    }
    // Not beside the API's and the gateway's suites: the CPU it took there was the PostgreSQL
    // pass's (.ci/run, nice 10), whose search-lane test then missed its 5 s.
    step('build frontends', buildFrontends);
    step('browser tests', () => pnpm('--filter', './e2e', 'run', 'test'));
    break;
  case 'build':
    install();
    buildFrontends();
    // The API runs compiled (api/dist/main.js); start (serve-all) and the browser tests also
    // rebuild it themselves before spawning it, so it always matches the source.
    pnpm('--filter', './api', 'run', 'build');
    buildGateway();
    break;
  case 'dev':
    install();
    pnpm('--filter', './gateway', 'run', 'dev', ...rest);
    break;
  case 'lint':
    installIfNeeded();
    pnpm('run', '-w', 'check:format');
    pnpm('run', '-w', 'check:lint');
    break;
  case 'typecheck':
    installIfNeeded();
    pnpm('run', '-w', 'check:types');
    break;
  case 'bench':
    install();
    buildFrontends();
    pnpm('--filter', './e2e', 'run', 'bench', ...rest);
    break;
  case 'release':
    buildGateway();
    ensureReleaseToken();
    // The API npm start runs on API_PORT (serve-all.ts), not whatever answers on :3000.
    process.env.API_URL ??= `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;
    pnpm('--filter', './gateway', 'run', 'release', ...rest);
    break;
  case 'catalog': {
    // The merchant's catalogue command (docs/catalog.md#changing-the-catalogue). Run with node
    // directly, not through pnpm, so nothing but the data reaches stdout, and from the folder npm
    // was started in, so a relative FILE means what the merchant typed.
    say = console.error;
    childStdio = ['inherit', 2, 'inherit'];
    installIfNeeded();
    const tsx = pathToFileURL(createRequire(join(root, 'api', 'package.json')).resolve('tsx')).href;
    const child = spawn(process.execPath, ['--import', tsx, join(root, 'api/src/catalog/cli.ts'), ...rest], {
      stdio: 'inherit',
      cwd: process.env.INIT_CWD ?? process.cwd(),
    });
    child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
    break;
  }
  default:
    console.error(
      'usage: node scripts/run.mjs start|cluster|test|build|dev|lint|typecheck|bench|release|catalog',
    );
    process.exit(2);
}
