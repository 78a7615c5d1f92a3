// The merchant's catalogue command, `npm run catalog -- ...` at the root
// (docs/catalog.md#changing-the-catalogue):
//   import FILE|-                       validate every line, then upsert all of it or nothing
//   export [FILE|-]                     every product as JSON Lines
//   generate --products N [FILE|-]      a deterministic catalogue of ids 1..N (no database)
// It opens the database the API uses (DATABASE_URL, else the PGlite folder of DATA_DIR). A PGlite
// folder belongs to one process: while the store's API runs on it, the command sends its import or
// export to that API (running-api.ts, routes/internal/catalog), which does the same work; a folder
// held by another process is refused. Messages go to stderr, data to stdout or FILE; the exit code
// is 0 when done, 1 when refused or failed, 2 for a wrong command.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { ConfigError, configFromEnv } from '../config';
import type { Database } from '../db/client';
import { generatedLines } from './generate';
import { CatalogImportError, importCatalog, inPieces, linesOf, type ImportResult } from './import';
import { CatalogLineError } from './product-line';
import {
  ImportTooLargeError,
  RUNNING_IMPORT_LIMITS,
  lineBreaks,
  readRunningApi,
  spoolImport,
  type RunningApi,
} from './running-api';

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

/** Where the command's work is done: the database itself, or the running API that holds its folder. */
type Target = { database: Database } | { api: RunningApi };

async function openTarget(): Promise<Target> {
  const config = configFromEnv();
  // Loaded here, so `generate` does not wait for the server and database modules.
  const [{ openStoreDatabase }, { DataDirInUseError }] = await Promise.all([
    import('../app'),
    import('../db/client'),
  ]);
  try {
    return { database: await openStoreDatabase(config) };
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    const api = error.owner && readRunningApi(config.dataDir, error.owner);
    if (api) return { api };
    const holder = error.owner ? `process ${error.owner.pid}` : 'another process';
    throw new Stop(
      `PGlite folder ${config.dataDir} is in use by ${holder}, which does not say it is the store's API ` +
        '(a store says so once it is up: if it is starting, try again in a moment).\n' +
        'A PGlite folder belongs to one process: stop that process, run the command again, then start it again; ' +
        'or run the store on PostgreSQL (DATABASE_URL).',
    );
  }
}

/** A catalogue call's answer: its status, and its body (or, piped to `out`, how many lines it had). */
interface Answer {
  status: number;
  text: string;
  lines: number;
}

/** The running API's answer to a catalogue call: a 200's body is piped to `out` when given. */
function callApi(
  api: RunningApi,
  method: 'GET' | 'POST',
  path: string,
  body?: { stream: Readable; bytes?: number },
  out?: Writable,
): Promise<Answer> {
  return new Promise((resolvePromise, reject) => {
    const headers: Record<string, string> = { authorization: `Bearer ${api.token}` };
    if (body) headers['content-type'] = 'application/x-ndjson';
    if (body?.bytes !== undefined) headers['content-length'] = String(body.bytes);
    const request = httpRequest(new URL(path, api.url), { method, headers }, (response) => {
      const status = response.statusCode ?? 0;
      response.on('error', reject);
      if (out && status === 200) {
        let lines = 0;
        response.on('data', (chunk: Buffer) => (lines += lineBreaks(chunk)));
        response.pipe(out, { end: false });
        response.on('end', () => resolvePromise({ status, text: '', lines }));
        return;
      }
      // A refusal is a short JSON message: more than 64 KB of it is not kept.
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        if (text.length < 64 * 1024) text += chunk;
      });
      response.on('end', () => resolvePromise({ status, text, lines: 0 }));
    });
    request.on('error', (error) =>
      reject(new Stop(`the store's API at ${api.url} did not answer: ${error.message}`)),
    );
    if (body) {
      body.stream.on('error', (error) => request.destroy(error));
      body.stream.pipe(request);
    } else request.end();
  });
}

/** The message of an API's refusal: its JSON `message`, else its status. */
function refusal(api: RunningApi, { status, text }: Answer): Stop {
  let message = `the store's API at ${api.url} answered ${status}`;
  try {
    const answer = JSON.parse(text) as { message?: unknown };
    if (typeof answer.message === 'string') message = answer.message;
  } catch {
    // Not JSON: its status says it.
  }
  return new Stop(status === 400 ? `${message}\ncatalog: nothing was imported` : message);
}

/** Writes lines in batches of about 64 KB, waiting when the destination is full. */
async function writeLines(lines: AsyncIterable<string> | Iterable<string>, out: Writable): Promise<number> {
  let count = 0;
  async function* counted() {
    for await (const line of lines) {
      count += 1;
      yield line;
    }
  }
  for await (const piece of inPieces(counted())) if (!out.write(piece)) await once(out, 'drain');
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

/** The file's stream, and its size when it is a regular file (a named pipe has none). */
async function openFile(file: string): Promise<{ stream: Readable; bytes?: number }> {
  const handle = await open(resolve(file));
  const stats = await handle.stat();
  // A folder opens but fails at the first read, after the database was opened for nothing.
  if (!stats.isFile() && !stats.isFIFO()) {
    await handle.close();
    throw new Stop(`${file} is not a file`);
  }
  return { stream: handle.createReadStream(), bytes: stats.isFile() ? stats.size : undefined };
}

/**
 * `input` written to a temporary file within what the running store takes (refused at once
 * otherwise, nothing sent), opened, and the function that removes the file. Standard input (which
 * may be a slow program's output) is then sent whole, within the API's 30 s for a request.
 */
async function spooled(input: Readable) {
  const folder = await mkdtemp(join(tmpdir(), 'catalog-'));
  const done = () => rm(folder, { recursive: true, force: true });
  try {
    const file = join(folder, 'import.jsonl');
    await spoolImport(input, file, RUNNING_IMPORT_LIMITS);
    return { sent: await openFile(file), done };
  } catch (error) {
    await done();
    if (error instanceof ImportTooLargeError) throw new Stop(error.message);
    throw error;
  }
}

const importSummary = (result: ImportResult, source: string) =>
  `catalog: ${result.products} products read from ${source}: ${result.changedProducts} added or changed, ` +
  `${result.changedStock} sizes of stock set; catalogue version ${result.version}`;

async function runImport(args: string[]): Promise<void> {
  if (args.length !== 1) throw usage('import takes one FILE (or - for standard input)');
  const [file] = args;
  // A file that cannot be read is said before the database is opened.
  const input = file === '-' ? { stream: process.stdin } : await openFile(file);
  const source = file === '-' ? 'standard input' : file;
  const target = await openTarget();
  if ('api' in target) {
    const { sent, done } = await spooled(input.stream);
    const answer = await callApi(target.api, 'POST', '/internal/catalog/import', sent).finally(done);
    if (answer.status !== 200) throw refusal(target.api, answer);
    console.error(
      `${importSummary(JSON.parse(answer.text) as ImportResult, source)}; sent to the running store`,
    );
    return;
  }
  try {
    console.error(importSummary(await importCatalog(target.database, linesOf(input.stream)), source));
  } finally {
    await target.database.close();
  }
}

async function runExport(args: string[]): Promise<void> {
  if (args.length > 1) throw usage('export takes at most one FILE');
  const target = await openTarget();
  if ('api' in target) {
    const count = await toOutput(args[0], async (out) => {
      const answer = await callApi(target.api, 'GET', '/internal/catalog/export', undefined, out);
      if (answer.status !== 200) throw refusal(target.api, answer);
      return answer.lines;
    });
    console.error(`catalog: ${count} products exported from the running store`);
    return;
  }
  try {
    const { exportedLines } = await import('./export');
    const count = await toOutput(args[0], (out) => writeLines(exportedLines(target.database.db), out));
    console.error(`catalog: ${count} products exported`);
  } finally {
    await target.database.close();
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
