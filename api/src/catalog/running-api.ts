// How the catalogue command reaches a store running on PGlite (docs/catalog.md#changing-the-catalogue).
// A PGlite folder belongs to one process (db/data-dir-lock.ts), so the command cannot open it while
// the store runs: the API that holds it writes '<folder>.api.json' beside its lock, with its address
// and a secret made at its start, readable by the folder's owner only. The command sends its import
// or export there (routes/internal/catalog). Whoever can read that file can already write the
// folder itself, so the secret lets nobody do what they could not do before.
import { randomBytes } from 'node:crypto';
import { createWriteStream, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { processRuns } from '../db/data-dir-lock';

/** What the file says: the API's process, where it listens and the secret of its catalogue routes. */
export interface RunningApi {
  /** The process and when it started, as the folder's lock names them (a pid alone may be reused). */
  pid: number;
  startedAt: string;
  /** `http://127.0.0.1:3001`: a loopback address when the API listens on every interface. */
  url: string;
  token: string;
}

export const runningApiFileOf = (dataDir: string) => `${dataDir.replace(/[\\/]+$/, '')}.api.json`;

/** A new secret for the catalogue routes: 256 bits. */
export const newCatalogImportToken = () => randomBytes(32).toString('base64url');

/** Where a client on this machine reaches a server listening at `address`:`port`. */
export function localUrl(address: string, port: number): string {
  if (address === '0.0.0.0' || address === '') return `http://127.0.0.1:${port}`;
  if (address === '::') return `http://[::1]:${port}`;
  return address.includes(':') ? `http://[${address}]:${port}` : `http://${address}:${port}`;
}

/**
 * Writes the file (owner-only, whole or not at all: written aside, then renamed) and answers the
 * function that removes it, which leaves a file another process has written since alone.
 */
export function announceRunningApi(dataDir: string, api: RunningApi): () => void {
  const file = runningApiFileOf(dataDir);
  const text = JSON.stringify(api);
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(draft, text, { flag: 'wx', mode: 0o600 });
  renameSync(draft, file);
  return () => {
    try {
      if (readFileSync(file, 'utf8') === text) unlinkSync(file);
    } catch {
      // Gone already.
    }
  };
}

/**
 * The file's record when it is whole and names the folder's lock owner (its pid and start: a file
 * left by an API that was killed names another life), else null.
 */
export function readRunningApi(
  dataDir: string,
  owner: { pid: number; startedAt: string },
): RunningApi | null {
  try {
    const api = JSON.parse(readFileSync(runningApiFileOf(dataDir), 'utf8')) as Partial<RunningApi>;
    if (api.pid !== owner.pid || api.startedAt !== owner.startedAt) return null;
    if (typeof api.url !== 'string' || typeof api.token !== 'string') return null;
    return { pid: api.pid, startedAt: api.startedAt, url: api.url, token: api.token };
  } catch {
    return null;
  }
}

/**
 * What an import sent to the running store may hold. On PGlite every other call at the database
 * waits for an import's transaction (one connection): at 100,000 products 5,000 lines held them for
 * up to about 2 s, 20,000 for about 6 s and 100,000 for 2 minutes. A larger file goes in parts, with the
 * store stopped, or on PostgreSQL (docs/catalog.md#changing-the-catalogue). 5,000 products take
 * about 4 MB.
 */
export const RUNNING_IMPORT_LIMITS = { maxLines: 5_000, maxBytes: 16 * 1024 * 1024 };

/** An import over RUNNING_IMPORT_LIMITS: its message says what to do. */
export class ImportTooLargeError extends Error {}

/** 16 MB, 64 KB. */
const size = (bytes: number) =>
  bytes >= 1024 ** 2 ? `${Math.floor(bytes / 1024 ** 2)} MB` : `${Math.floor(bytes / 1024)} KB`;

export const tooLargeMessage = (limit: 'lines' | 'bytes', limits = RUNNING_IMPORT_LIMITS) =>
  `An import sent to the running store holds at most ${
    limit === 'lines' ? `${limits.maxLines.toLocaleString('en-US')} lines` : size(limits.maxBytes)
  }: send the file in parts, or stop the store and import it whole`;

/** Line breaks in a chunk of bytes. */
export function lineBreaks(chunk: Buffer): number {
  let count = 0;
  for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) count += 1;
  return count;
}

/**
 * Writes `input` to `file` (new, owner-only), refusing one over the limits (ImportTooLargeError):
 * past the lines the rest is read and dropped, so an HTTP client still hears why; past the bytes
 * it stops reading. The command checks a file with it before sending it, the API what it is sent.
 */
export async function spoolImport(
  input: Readable,
  file: string,
  limits: { maxLines: number; maxBytes: number },
): Promise<void> {
  let bytes = 0;
  // Line breaks seen; the last line may have none.
  let breaks = 0;
  let last = 10;
  let refused: ImportTooLargeError | null = null;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      breaks += lineBreaks(chunk);
      if (chunk.length > 0) last = chunk[chunk.length - 1];
      if (!refused && breaks + (last === 10 ? 0 : 1) > limits.maxLines) {
        refused = new ImportTooLargeError(tooLargeMessage('lines', limits));
      }
      // Past the bytes reading stops; a file already past the lines says so, as that is what to change.
      if (bytes > limits.maxBytes)
        return done(refused ?? new ImportTooLargeError(tooLargeMessage('bytes', limits)));
      done(null, refused ? undefined : chunk);
    },
  });
  await pipeline(input, counted, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  if (refused) throw refused;
}

/** An import's spool file: the API's pid, so that a file whose API no longer runs can be told. */
const SPOOL_FILE = /^catalog-import-(\d+)-[0-9a-f]{16}\.jsonl$/;

/** Where this process spools an import it is sent: a new file in `dir`. */
export const spoolFileIn = (dir: string) =>
  join(dir, `catalog-import-${process.pid}-${randomBytes(8).toString('hex')}.jsonl`);

/**
 * Removes the spool files in `dir` of processes that no longer run: an API killed during an import
 * (SIGKILL, or its 10 s drain running out) left its file, up to 16 MB, behind. A running API's
 * files, this one's included, stay. Answers how many went.
 */
export async function removeLeftSpools(dir: string): Promise<number> {
  let removed = 0;
  for (const name of await readdir(dir)) {
    const pid = Number(SPOOL_FILE.exec(name)?.[1]);
    if (!pid || pid === process.pid || processRuns(pid)) continue;
    await rm(join(dir, name), { force: true });
    removed += 1;
  }
  return removed;
}
