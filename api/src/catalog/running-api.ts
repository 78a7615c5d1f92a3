// How the catalogue command reaches a store running on PGlite (docs/catalog.md#changing-the-catalogue).
// A PGlite folder belongs to one process (db/data-dir-lock.ts), so the command cannot open it while
// the store runs: the API that holds it writes '<folder>.api.json' beside its lock, with its address
// and a secret made at its start, readable by the folder's owner only. The command sends its import
// or export there (routes/internal/catalog). Whoever can read that file can already write the
// folder itself, so the secret lets nobody do what they could not do before.
import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';

/** What the file says: the API's process, where it listens and the secret of its catalogue routes. */
export interface RunningApi {
  pid: number;
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

/** The file's record when it is whole and names process `pid` (the folder's lock owner), else null. */
export function readRunningApi(dataDir: string, pid: number): RunningApi | null {
  try {
    const api = JSON.parse(readFileSync(runningApiFileOf(dataDir), 'utf8')) as Partial<RunningApi>;
    if (api.pid !== pid || typeof api.url !== 'string' || typeof api.token !== 'string') return null;
    return { pid: api.pid, url: api.url, token: api.token };
  } catch {
    return null;
  }
}
