// The merchant's catalogue command, `npm run catalog -- ...` at the root
// (docs/catalog.md#changing-the-catalogue):
//   import FILE|-                       validate every line, then upsert all of it or nothing
//   export [FILE|-]                     every product as JSON Lines
//   generate --products N [FILE|-]      a deterministic catalogue of ids 1..N (no database)
// It opens the database the API uses (DATABASE_URL, else the PGlite folder of DATA_DIR). A PGlite
// folder belongs to one process, so while the store runs on it the command says so and stops:
// only on PostgreSQL does an import reach the running processes. Messages go to stderr, data to
// stdout or FILE; the exit code is 0 when done, 1 when refused or failed, 2 for a wrong command.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { ConfigError, configFromEnv } from '../config';
import type { Database } from '../db/client';
import { generatedLines } from './generate';
import { CatalogImportError, importCatalog, linesOf } from './import';
import { CatalogLineError } from './product-line';

const USAGE = `usage: npm run catalog -- import FILE|-
       npm run catalog -- export [FILE|-]
       npm run catalog -- generate --products N [FILE|-]
FILE is JSON Lines, one product a line as GET /api/products/{id} answers it (stock included);
- is standard input or output. Pipe with npm run -s, so npm's banner stays out of the data.`;

/** A failure to report in one line, with its exit code. */
class Stop extends Error {
  constructor(
    message: string,
    readonly code = 1,
  ) {
    super(message);
  }
}

const usage = (problem: string) => new Stop(`${problem}\n${USAGE}`, 2);

async function openDatabase(): Promise<Database> {
  const config = configFromEnv();
  // Loaded here, so `generate` does not wait for the server and database modules.
  const [{ openStoreDatabase }, { DataDirInUseError }] = await Promise.all([
    import('../app'),
    import('../db/client'),
  ]);
  try {
    return await openStoreDatabase(config);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    throw new Stop(
      `${error.message}.\nA PGlite folder belongs to one process: stop the store (or the process named), ` +
        'run the command again, then start the store; or run the store on PostgreSQL (DATABASE_URL), ' +
        'where an import reaches every running API process within seconds.',
    );
  }
}

/** Writes lines in batches of about 64 KB, waiting when the destination is full. */
async function writeLines(lines: AsyncIterable<string> | Iterable<string>, out: Writable): Promise<number> {
  let batch = '';
  let count = 0;
  const send = async () => {
    if (!out.write(batch)) await once(out, 'drain');
    batch = '';
  };
  for await (const line of lines) {
    batch += `${line}\n`;
    count += 1;
    if (batch.length >= 64 * 1024) await send();
  }
  if (batch) await send();
  return count;
}

/** Runs `write` into FILE (finished and closed when it returns) or into stdout for '-' or none. */
async function toOutput(
  file: string | undefined,
  write: (out: Writable) => Promise<number>,
): Promise<number> {
  if (file === undefined || file === '-') return write(process.stdout);
  const out = createWriteStream(resolve(file));
  const failed = once(out, 'error').then(([error]) => {
    throw error;
  });
  const count = await Promise.race([write(out), failed]);
  out.end();
  await Promise.race([once(out, 'finish'), failed]);
  return count;
}

async function openFile(file: string): Promise<Readable> {
  const handle = await open(resolve(file));
  const stats = await handle.stat();
  // A folder opens but fails at the first read, after the database was opened for nothing.
  if (!stats.isFile() && !stats.isFIFO()) {
    await handle.close();
    throw new Stop(`${file} is not a file`);
  }
  return handle.createReadStream();
}

async function runImport(args: string[]): Promise<void> {
  if (args.length !== 1) throw usage('import takes one FILE (or - for standard input)');
  const [file] = args;
  // A file that cannot be read is said before the database is opened.
  const input = file === '-' ? process.stdin : await openFile(file);
  const database = await openDatabase();
  try {
    const result = await importCatalog(database, linesOf(input));
    const source = file === '-' ? 'standard input' : file;
    console.error(
      `catalog: ${result.products} products read from ${source}: ${result.changedProducts} added or changed, ` +
        `${result.changedStock} sizes of stock set; catalogue version ${result.version}`,
    );
  } finally {
    await database.close();
  }
}

async function runExport(args: string[]): Promise<void> {
  if (args.length > 1) throw usage('export takes at most one FILE');
  const database = await openDatabase();
  try {
    const { exportedLines } = await import('./export');
    const count = await toOutput(args[0], (out) => writeLines(exportedLines(database.db), out));
    console.error(`catalog: ${count} products exported`);
  } finally {
    await database.close();
  }
}

async function runGenerate(args: string[]): Promise<void> {
  const at = args.indexOf('--products');
  const value = at === -1 ? undefined : args[at + 1];
  if (value === undefined || !/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 10_000_000) {
    throw usage('generate needs --products N, a whole number from 1 to 10000000');
  }
  const rest = args.filter((_, i) => i !== at && i !== at + 1);
  if (rest.length > 1) throw usage('generate takes at most one FILE');
  const count = await toOutput(rest[0], (out) => writeLines(generatedLines(Number(value)), out));
  console.error(`catalog: ${count} products generated`);
}

async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  if (command === 'import') return runImport(args);
  if (command === 'export') return runExport(args);
  if (command === 'generate') return runGenerate(args);
  if (command === undefined || command === 'help' || command === '--help') {
    console.error(USAGE);
    if (command === undefined) process.exitCode = 2;
    return;
  }
  throw usage(`unknown command ${JSON.stringify(command)}`);
}

const isSystemError = (error: unknown) =>
  error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string' && 'syscall' in error;

// Stdout closed by the reader (`generate | head`): the rest is not wanted.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

try {
  await main(process.argv.slice(2));
} catch (error) {
  const refused = error instanceof CatalogLineError || error instanceof CatalogImportError;
  // A file that cannot be read (ENOENT, EISDIR, EACCES) or a known refusal: its message is enough.
  const plain = refused || error instanceof Stop || error instanceof ConfigError || isSystemError(error);
  const message =
    plain || !(error instanceof Error) ? String((error as Error).message ?? error) : error.stack;
  console.error(`catalog: ${message}${refused ? '\ncatalog: nothing was imported' : ''}`);
  process.exitCode = error instanceof Stop ? error.code : 1;
}
