// The API bench's catalogue change: milliseconds until every API process answers it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStoreDatabase } from '../src/app';
import { importCatalog } from '../src/catalog/import';
import { API_DIR, startApi } from './api-process';

const ID = 16;
const LISTING = '/api/products/page?gender=women&limit=24';

/** Whether the API at `origin` answers `price` for the product and in the listing page that shows it. */
async function shows(origin: string, price: number): Promise<boolean> {
  const product = (await (await fetch(`${origin}/api/products/${ID}`)).json()) as { price: number };
  const page = (await (await fetch(`${origin}${LISTING}`)).json()) as {
    products: { id: number; price: number }[];
  };
  return product.price === price && page.products.find((p) => p.id === ID)?.price === price;
}

/** Milliseconds from `started` until every origin shows `price`; -1: not within 15 s. */
async function untilShown(origins: string[], price: number, started: number): Promise<number> {
  while (performance.now() - started < 15_000) {
    if ((await Promise.all(origins.map((origin) => shows(origin, price)))).every(Boolean)) {
      return Math.round(performance.now() - started);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return -1;
}

/**
 * On PostgreSQL: with a second API process on the same database, one product's price is changed by
 * an import, as the merchant's command makes it, and both processes are asked for the product and
 * for the listing page that shows it until both answer the new price. Then the old line is
 * imported back.
 */
export async function catalogueChangeVisibility(
  databaseUrl: string,
  base: string,
  env: Record<string, string>,
  log: (line: string) => void,
): Promise<number> {
  const second = await startApi(env);
  const database = await openStoreDatabase({ databaseUrl, dataDir: '' });
  try {
    const line = (await (await fetch(`${base}/api/products/${ID}`)).json()) as { price: number };
    // Timed from the import's start: the command returns only after its VACUUM, and the API
    // processes may answer the new price before that.
    const imported = performance.now();
    await importCatalog(database, [JSON.stringify({ ...line, price: line.price + 1 })]);
    const ms = await untilShown([base, second.base], line.price + 1, imported);
    await importCatalog(database, [JSON.stringify(line)]);
    log(
      ms >= 0
        ? `api catalogue change (product ${ID}'s price) answered by both API processes, product and listing, ${ms} ms after the import started`
        : `api catalogue change (product ${ID}'s price) not seen by both API processes within 15 s`,
    );
    return ms;
  } finally {
    await database.close();
    await second.stop();
  }
}

/** Runs the merchant's command on the store's PGlite folder: its exit code, once it ends. */
function catalogCommand(dataDir: string, file: string): Promise<number | null> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/catalog/cli.ts', 'import', file], {
    cwd: API_DIR,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve) => child.once('close', resolve));
}

/**
 * On PGlite, where the store's one API process holds the folder: the merchant's command changes
 * one product's price through the running store (docs/catalog.md#changing-the-catalogue), timed
 * from the command's start (its own start-up included) until the product and the listing answer
 * it, while the product is read every 20 ms: the longest of those reads is how long the import held
 * the store's other calls. Then the old price is imported back the same way.
 */
export async function catalogueChangeThroughStore(
  dataDir: string,
  base: string,
  log: (line: string) => void,
): Promise<{ ms: number; longestReadMs: number }> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-catalogue-'));
  try {
    const exported = (await (await fetch(`${base}/api/products/${ID}`)).json()) as { price: number };
    const lineFile = (price: number) => {
      const file = join(folder, `${price}.jsonl`);
      writeFileSync(file, `${JSON.stringify({ ...exported, price })}\n`);
      return file;
    };
    const changed = lineFile(exported.price + 1);
    let longestReadMs = 0;
    let reading = true;
    const reads = (async () => {
      while (reading) {
        const started = performance.now();
        await fetch(`${base}/api/products/${ID}`).then((response) => response.arrayBuffer());
        longestReadMs = Math.max(longestReadMs, performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const started = performance.now();
    const command = catalogCommand(dataDir, changed);
    const ms = await untilShown([base], exported.price + 1, started);
    const code = await command;
    reading = false;
    await reads;
    await catalogCommand(dataDir, lineFile(exported.price));
    log(
      code !== 0
        ? `api catalogue change through the running store: the command exited ${code}`
        : ms >= 0
          ? `api catalogue change (product ${ID}'s price) through the running store, product and listing, ${ms} ms after the command started (its start-up included); the longest product read meanwhile ${Math.round(longestReadMs)} ms`
          : `api catalogue change (product ${ID}'s price) not seen within 15 s of the command's start`,
    );
    return { ms: code === 0 ? ms : -1, longestReadMs: Math.round(longestReadMs) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
