// The gateway's test command (package.json "test"): every src/**/*.test.ts, or the files given, two
// files at a time. Most files start the store's real API (real-api.ts), and booting one from nothing
// (tsx compiling its source, PGlite's initdb, migrations and seed) cost about 7 s of CPU a start.
// Here that is done once: the API is built from its source as npm start runs it (api/dist/main.js)
// and started once on a PGlite folder, which it migrates and seeds, then stopped; each real API of
// the run is that build on a copy of the folder (about 2.5 s of CPU: PGlite opening a folder and
// the API's own start). A file run alone (node --import tsx --test src/x.test.ts) boots as before.
// The files are compiled once here as the gateway's build compiles it (scripts/test-bundles.mjs,
// gateway/scripts/externals.mjs), so their processes run plain JavaScript instead of each loading
// tsx (about 2 s of CPU a file).
// Options before the files go to `node --test` (e.g. --test-concurrency=1, --test-name-pattern=x).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import { bundleTests } from '../../../scripts/test-bundles.mjs';
import { externalsButShared, REQUIRE_BANNER } from '../../scripts/externals.mjs';
import { REPO_ROOT } from '../paths.js';
import { API_TEMPLATE_ENV, startRealApi } from './real-api.js';

const GATEWAY_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const args = process.argv.slice(2);
const options = args.filter((a) => a.startsWith('--'));
const given = args.filter((a) => !a.startsWith('--'));
const files =
  given.length > 0
    ? given
    : readdirSync(join(GATEWAY_DIR, 'src'), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.test.ts'))
        .map((f) => join('src', f))
        .sort();
if (!options.some((o) => o.startsWith('--test-concurrency'))) options.push('--test-concurrency=2');

const build = spawnSync(process.execPath, [join(REPO_ROOT, 'api/scripts/build.mjs')], { stdio: 'inherit' });
if (build.status !== 0) {
  console.error(`the API's build failed (exit ${build.status ?? build.signal})`);
  process.exit(1);
}

// The copies are made beside the template, so whatever a killed file leaves goes with the folder.
const folder = mkdtempSync(join(tmpdir(), 'gateway-test-api-'));
const template = join(folder, 'template');
process.env[API_TEMPLATE_ENV] = template;
// SIGTERM: the API closes its database, so the folder is whole and unlocked when copied.
try {
  await (await startRealApi({ DATA_DIR: template })).stop('SIGTERM');
} catch (error) {
  rmSync(folder, { recursive: true, force: true });
  throw error;
}

let bundles: Awaited<ReturnType<typeof bundleTests>>;
try {
  bundles = await bundleTests({
    build: esbuild,
    packageDir: GATEWAY_DIR,
    files,
    external: externalsButShared,
    banner: { js: REQUIRE_BANNER },
    jsx: 'automatic',
  });
} catch (error) {
  rmSync(folder, { recursive: true, force: true });
  throw error;
}

const child = spawn(process.execPath, ['--enable-source-maps', '--test', ...options, ...bundles.files], {
  cwd: GATEWAY_DIR,
  env: process.env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
const [code, signal] = (await new Promise((resolve) => child.once('exit', (...r) => resolve(r)))) as [
  number | null,
  NodeJS.Signals | null,
];
bundles.remove();
rmSync(folder, { recursive: true, force: true });
process.exit(code ?? (signal ? 1 : 0));
