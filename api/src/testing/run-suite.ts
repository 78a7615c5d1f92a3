// The API's test command (package.json "test"): every src/**/*.test.ts, or the files given,
// on embedded PGlite or on the PostgreSQL of DATABASE_URL, two files at a time (on two cores a
// file mostly waits on its database, a timer or a child process). Each file stays on its own
// database: the template is migrated and seeded once here, then
// - PGlite: each test context loads a dump of it (test-app.ts) instead of booting an empty data
//   folder and migrating it, the largest part of a small file's time;
// - PostgreSQL: each file's process copies it into a database of its own (file-database.ts).
// The files are compiled once here (scripts/test-bundles.mjs), so their processes run plain
// JavaScript instead of each loading tsx (about 2 s of CPU a file).
// Options before the files go to `node --test` (e.g. --test-concurrency=1, --test-name-pattern=x).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { build } from 'esbuild';
import { bundleTests } from '../../../scripts/test-bundles.mjs';
import { openStoreDatabase } from '../app';
import { testToolsFromEnv } from '../config';
import { processRuns } from '../db/data-dir-lock';
import {
  COPY_INFIX,
  databaseName,
  onServer,
  PGLITE_TEMPLATE_ENV,
  quoteIdent,
  SUITE_DATABASE_ENV,
} from './suite-database';

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const args = process.argv.slice(2);
const options = args.filter((a) => a.startsWith('--'));
const given = args.filter((a) => !a.startsWith('--'));
const files =
  given.length > 0
    ? given
    : readdirSync(join(API_DIR, 'src'), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.test.ts'))
        .map((f) => join('src', f))
        .sort();
if (!options.some((o) => o.startsWith('--test-concurrency'))) options.push('--test-concurrency=2');

const databaseUrl = testToolsFromEnv().databaseUrl;

const env: NodeJS.ProcessEnv = { ...process.env };
let cleanUp = async () => {};

if (databaseUrl) {
  const template = databaseName(databaseUrl);
  const sweep = () =>
    onServer(databaseUrl, async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE starts_with(datname, $1) AND substr(datname, length($1) + 1) ~ '^[0-9]+$'",
        [`${template}${COPY_INFIX}`],
      );
      // Only the copies of processes that are gone: another run on this database may be under way.
      for (const { datname } of rows.filter(
        (row) => !processRuns(Number(row.datname.split(COPY_INFIX).pop())),
      ))
        await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(datname)} WITH (FORCE)`);
    });
  await sweep();
  await (await openStoreDatabase({ databaseUrl, dataDir: 'memory://' })).close();
  env[SUITE_DATABASE_ENV] = databaseUrl;
  cleanUp = sweep;
} else {
  const folder = mkdtempSync(join(tmpdir(), 'api-test-template-'));
  await (await openStoreDatabase({ dataDir: join(folder, 'data') })).close();
  const pglite = await PGlite.create({ dataDir: join(folder, 'data'), extensions: { pg_trgm } });
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const file = join(folder, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  env[PGLITE_TEMPLATE_ENV] = file;
  cleanUp = async () => rmSync(folder, { recursive: true, force: true });
}

const bundles = await bundleTests({
  build,
  packageDir: API_DIR,
  files,
  preloads: [relative(API_DIR, fileURLToPath(new URL('./file-database.ts', import.meta.url)))],
}).catch(async (error: unknown) => {
  await cleanUp();
  throw error;
});
const removeDatabases = cleanUp;
cleanUp = async () => {
  bundles.remove();
  await removeDatabases();
};

const child = spawn(
  process.execPath,
  [
    '--enable-source-maps',
    '--import',
    pathToFileURL(bundles.preloads[0]).href,
    '--test',
    ...options,
    ...bundles.files,
  ],
  { cwd: API_DIR, env, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
const [code, signal] = (await new Promise((resolve) => child.once('exit', (...r) => resolve(r)))) as [
  number | null,
  NodeJS.Signals | null,
];
await cleanUp().catch((error: unknown) => console.error('could not remove the test databases:', error));
process.exit(code ?? (signal ? 1 : 0));
