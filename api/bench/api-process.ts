// The API bench's processes and databases: api/dist/main.js started in a process of its own, and
// PGlite folders with the generated catalogue imported once per size, each run on a copy.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { openStoreDatabase } from '../src/app';
import { generatedLines } from '../src/catalog/generate';
import { importCatalog } from '../src/catalog/import';
import { API_NODE_FLAGS } from '../scripts/node-flags.mjs';

export const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');

let built = false;

/** Starts api/dist/main.js (built from the current source once per bench) and waits for its address. */
export async function startApi(
  env: Record<string, string>,
): Promise<{ base: string; pid: number; stop(): Promise<void> }> {
  if (!built) {
    const res = spawnSync(process.execPath, [join(API_DIR, 'scripts/build.mjs')], { stdio: 'inherit' });
    if (res.status !== 0) throw new Error('the API build failed');
    built = true;
  }
  const child = spawn(process.execPath, [...API_NODE_FLAGS, join(API_DIR, 'dist/main.js')], {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the API did not start within 120 s')), 120_000);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const address = /^api on (http:\/\/\S+)/.exec(line)?.[1];
      if (address) {
        clearTimeout(timer);
        resolve(address);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the API exited with ${code} before it listened`));
    });
  });
  return {
    base,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Opens the database as the API does (migrations, seed), imports the generated catalogue and closes it. */
export async function prepareDatabase(
  target: { databaseUrl?: string; dataDir: string },
  products: number | undefined,
  log: (line: string) => void,
) {
  const database = await openStoreDatabase(target);
  try {
    if (products && products > 113) {
      const started = Date.now();
      const { changedProducts: changed } = await importCatalog(database, generatedLines(products));
      log(
        `api catalogue: ${products} generated products imported (${changed} changed) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
    }
  } finally {
    await database.close();
  }
}

/** The bytes of the files in a folder and below. */
function folderBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (sum, entry) =>
      sum + (entry.isDirectory() ? folderBytes(join(dir, entry.name)) : statSync(join(dir, entry.name)).size),
    0,
  );
}

/** PGlite folders with a catalogue imported, one per size, each run starting from a copy. */
const preparedFolders = new Map<number, string>();
process.once('exit', () => {
  for (const folder of preparedFolders.values()) rmSync(dirname(folder), { recursive: true, force: true });
});

export async function pgliteFolder(
  products: number | undefined,
  log: (line: string) => void,
): Promise<string> {
  const size = products ?? 0;
  let prepared = preparedFolders.get(size);
  if (!prepared) {
    const folder = join(mkdtempSync(join(tmpdir(), 'api-bench-catalogue-')), 'pglite');
    prepared = folder;
    await prepareDatabase({ dataDir: folder }, products, log);
    // What the import left in the folder (its WAL was 834 MB at 100,000 products before the
    // checkpoint; api/README.md, Memory and stalls).
    const mb = (dir: string) => (folderBytes(join(folder, dir)) / 1024 / 1024).toFixed(0);
    log(
      `api PGlite folder with ${products ?? 113} products: pg_wal ${mb('pg_wal')} MB, base ${mb('base')} MB`,
    );
    preparedFolders.set(size, prepared);
  }
  const copy = join(mkdtempSync(join(tmpdir(), 'api-bench-')), 'pglite');
  cpSync(prepared, copy, { recursive: true });
  return copy;
}
