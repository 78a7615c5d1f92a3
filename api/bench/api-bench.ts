// API benchmark: starts the API in its own process (api/dist/main.js, as `npm start` runs it) over
// a PGlite folder (or the given PostgreSQL) and loads it from separate autocannon processes:
// listings (the older call and the paged one, first and later pages), a product, searches (the
// same term, and a new term per request), a product read while searches run, a signed-in cart read
// and add; then prints the answers' sizes and the API process's resident memory after the loads and
// at its peak (read from /proc: nothing else runs in that process). It also times a catalogue change
// (one product's price): on PostgreSQL until two API processes answer it, on PGlite through the
// running store, as the merchant's command sends it there, with the longest product read meanwhile.
//   node --import tsx api/bench/api-bench.ts [--products N]   (DATABASE_URL optional)
// --products N first imports the generated catalogue of N products (`npm run catalog -- generate`)
// from this process, as the merchant's command does, before the API starts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createHmac } from 'node:crypto';
import { signPageToken } from '@storefront/shared/contracts/page-token';
import { pgliteFolder, prepareDatabase, startApi } from './api-process';
import { catalogueChangeThroughStore, catalogueChangeVisibility } from './catalogue-change';
import { runWorker, type WorkerInput, type WorkerOutput } from './run-worker';
import { cartBenchRows } from './cart-bench';
import { residentMemory } from './process-memory';
import { searchPaths } from './search-terms';

export interface Row extends WorkerOutput {
  name: string;
  connections: number;
  durationSeconds: number;
}

interface ApiBenchOptions {
  databaseUrl?: string;
  /** Seconds per target, at most 10 (default 8). */
  durationSeconds?: number;
  /** 0 measures every answer from the database (the catalog answer cache off). */
  catalogCacheMs?: number;
  /** Products of the generated catalogue to import first (more than the seed's 113). */
  products?: number;
  /**
   * Only these loads (by name), nothing after them: the seed's figures for a comparison in the
   * same run as a larger catalogue's (e2e/bench/bench.ts).
   */
  only?: string[];
  log?: (line: string) => void;
}

const BENCH_ORIGIN = 'http://bench.local';
/** The paged listing as a listing page first asks it, and with filters of several values. */
const PAGE_FIRST = '/api/products/page?gender=women&category=tops&limit=24';
const PAGE_FILTERED =
  '/api/products/page?gender=men&color=black,white,blue&size=small,medium&sort=price-asc&limit=24';

/** The second page of the filtered listing (its cursor from the first). */
async function nextPagePath(base: string): Promise<string> {
  const first = (await (await fetch(`${base}${PAGE_FILTERED}`)).json()) as { nextCursor: string | null };
  return first.nextCursor ? `${PAGE_FILTERED}&cursor=${first.nextCursor}` : PAGE_FILTERED;
}
/** The telemetry beacons carry a page token signed with it, as the gateway signs one per page. */
const BENCH_PAGE_TOKEN_SECRET = 'bench-page-token-secret-0123456789abcdef';

export async function runApiBench(options: { databaseUrl?: string } & ApiBenchOptions = {}): Promise<Row[]> {
  const durationSeconds = Math.min(options.durationSeconds ?? 8, 10);
  const log = options.log ?? ((line: string) => console.log(line));
  const { databaseUrl, products } = options;
  const dataDir = databaseUrl ? undefined : await pgliteFolder(products, log);
  if (databaseUrl) await prepareDatabase({ databaseUrl, dataDir: '' }, products, log);
  const outbox = mkdtempSync(join(tmpdir(), 'api-bench-outbox-'));
  const env = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl ?? '',
    DATA_DIR: dataDir ?? '',
    STORE_ORIGINS: BENCH_ORIGIN,
    PAGE_TOKEN_SECRET: BENCH_PAGE_TOKEN_SECRET,
    AUTH_RATE_LIMIT: '0',
    MAIL_OUTBOX_DIR: outbox,
    API_LOG: '',
    ...(options.catalogCacheMs === undefined ? {} : { CATALOG_CACHE_MS: String(options.catalogCacheMs) }),
  };
  const api = await startApi(env);
  try {
    const { base } = api;

    const name = `bench${Date.now().toString(36)}`;
    const signup = await fetch(`${base}/api/users/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: BENCH_ORIGIN },
      body: JSON.stringify({ username: name, email: `${name}@example.com`, password: 'Bench1!pass' }),
    });
    if (signup.status !== 201) throw new Error(`bench sign-up failed: ${signup.status}`);
    const cookie = signup.headers.getSetCookie()[0].split(';')[0];

    const targets: (Omit<WorkerInput, 'durationSeconds' | 'url'> & { name: string; path: string })[] = [
      { name: 'listing women tops', path: '/api/products?gender=women&category=tops', connections: 20 },
      { name: 'page: first, women tops', path: PAGE_FIRST, connections: 50 },
      { name: 'page: colours, sizes, price', path: PAGE_FILTERED, connections: 50 },
      { name: 'page: the next (cursor)', path: await nextPagePath(base), connections: 50 },
      { name: 'product 16', path: '/api/products/16', connections: 20 },
      { name: "search 'hoodie'", path: '/api/products/search?searchTerm=hoodie', connections: 50 },
      { name: "search 'hodie' (typo)", path: '/api/products/search?searchTerm=hodie', connections: 50 },
      { name: 'cart read (signed in)', path: '/api/cart', connections: 20, headers: { cookie } },
      {
        name: 'cart add (signed in)',
        path: '/api/cart/16',
        connections: 10,
        method: 'POST',
        headers: { cookie, origin: BENCH_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ quantity: 1, size: 'medium' }),
      },
      {
        // 50 browsers sending their slice-health beacons at once (the aim: p99 under 20 ms).
        name: 'telemetry beacon',
        path: '/api/telemetry',
        connections: 50,
        method: 'POST',
        headers: { origin: BENCH_ORIGIN, 'content-type': 'application/json' },
        // A page's token as the gateway signs it (one page: its row is capped, as a real page's is).
        body: JSON.stringify({
          page: signPageToken(
            (data) => createHmac('sha256', BENCH_PAGE_TOKEN_SECRET).update(data).digest('base64url'),
            {
              page: 'bench-page',
              shopper: 'bench-shopper',
              expires: Math.floor(Date.now() / 1000) + 3600,
              versions: { shell: '1.0.0-bench', 'mf-cart': '1.0.0-bench' },
            },
          ),
          items: [
            { frontend: 'shell', version: '1.0.0-bench', views: 1, failures: 0, errors: 0 },
            { frontend: 'mf-cart', version: '1.0.0-bench', views: 1, failures: 0, errors: 0 },
          ],
        }),
        randomForwardedFor: true,
      },
    ];

    const rows: Row[] = [];
    const record = (label: string, connections: number, result: WorkerOutput) => {
      const row: Row = { name: label, connections, durationSeconds, ...result };
      rows.push(row);
      // The process's resident memory after each load, so a rise of its peak is seen where it came.
      const rss = residentMemory(api.pid);
      log(
        `api ${label.padEnd(24)} ${String(row.connections).padStart(3)} conns  ${row.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${String(row.p50Ms).padStart(4)} ms  p99 ${String(row.p99Ms).padStart(4)} ms  errors ${row.errors}  non-2xx ${row.non2xx}${rss ? `  rss ${rss.nowMb} MB (peak ${rss.peakMb})` : ''}`,
      );
    };
    for (const { name: label, path, ...rest } of targets) {
      if (options.only && !options.only.includes(label)) continue;
      record(label, rest.connections, await runWorker({ ...rest, url: `${base}${path}`, durationSeconds }));
    }
    if (options.only) return rows;
    // Searches with a new term per request (none from the cache), then a product read by 20 other
    // clients while those searches run, beside its figure alone above ('product 16').
    const searching: WorkerInput = {
      url: base,
      paths: searchPaths((term) => `/api/products/search?searchTerm=${encodeURIComponent(term)}`),
      connections: 50,
      durationSeconds,
    };
    record('search: a new term each', 50, await runWorker(searching));
    record(
      'page: search, new term each',
      50,
      await runWorker({
        ...searching,
        paths: searchPaths((term) => `/api/products/page?q=${encodeURIComponent(term)}&limit=24`),
      }),
    );
    const [, beside] = await Promise.all([
      runWorker(searching),
      runWorker({ url: `${base}/api/products/16`, connections: 20, durationSeconds }),
    ]);
    record('product 16 during searches', 20, beside);
    // A call the database need not answer (the listing's first page, from the answer cache) while
    // those searches run, beside its figure alone above ('page: first, women tops'): the embedded
    // database runs on a thread of its own (src/db/pglite-thread.ts), so the event loop answers it
    // meanwhile. A product read (above) still waits its turn at the one database.
    const [, cached] = await Promise.all([
      runWorker(searching),
      runWorker({ url: `${base}${PAGE_FIRST}`, connections: 50, durationSeconds }),
    ]);
    record('first page during searches', 50, cached);
    // One client address (through a trusted proxy, as behind the gateway) searching on 200
    // connections, and other shoppers' searches beside it: past its calls at once
    // (src/http/calls-at-once.ts) the flood is answered 429 (non-2xx) before any work, so the
    // others wait behind its share, not behind 200 searches.
    const [flood, others] = await Promise.all([
      runWorker({ ...searching, connections: 200, headers: { 'x-forwarded-for': '203.0.113.77' } }),
      runWorker({ ...searching, connections: 10, paths: [...searching.paths!].reverse() }),
    ]);
    record('search: one address, 200', 200, flood);
    record('search: others beside it', 10, others);
    // Guest bags (docs/cart.md#guest-bag), the merge at log-in and orders with a promo code (cart-bench.ts).
    rows.push(...(await cartBenchRows(base, BENCH_ORIGIN, durationSeconds, log)));
    for (const [label, path] of [
      ['page: first, women tops', PAGE_FIRST],
      ['listing women tops', '/api/products?gender=women&category=tops'],
    ]) {
      const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } });
      const bytes = (await response.arrayBuffer()).byteLength;
      const total =
        response.headers.get('x-total-count') ??
        ((await (await fetch(`${base}${path}`)).json()) as { total?: number }).total;
      log(`api answer ${label.padEnd(26)} ${String(bytes).padStart(7)} bytes (uncompressed), total ${total}`);
    }
    const memory = residentMemory(api.pid);
    log(
      memory
        ? `api resident memory (its own process): ${memory.nowMb} MB after the loads, ${memory.peakMb} MB at its peak`
        : 'api resident memory: not readable here (no /proc)',
    );
    rows.push({
      name: 'resident memory (MB)',
      connections: 0,
      durationSeconds: 0,
      requestsPerSecond: 0,
      p50Ms: 0,
      p99Ms: memory?.peakMb ?? 0,
      requests: memory?.nowMb ?? 0,
      errors: 0,
      non2xx: 0,
    });
    if (databaseUrl) {
      const ms = await catalogueChangeVisibility(databaseUrl, api.base, env, log);
      rows.push({
        name: 'catalogue change visible (ms)',
        connections: 2,
        durationSeconds: 0,
        requestsPerSecond: 0,
        p50Ms: ms,
        p99Ms: ms,
        requests: 0,
        errors: ms >= 0 ? 0 : 1,
        non2xx: 0,
      });
    } else if (dataDir) {
      // The row's p99 is the longest product read while the import ran.
      const { ms, longestReadMs } = await catalogueChangeThroughStore(dataDir, api.base, log);
      rows.push({
        name: 'catalogue change through the running store (ms)',
        connections: 1,
        durationSeconds: 0,
        requestsPerSecond: 0,
        p50Ms: ms,
        p99Ms: longestReadMs,
        requests: 0,
        errors: ms >= 0 ? 0 : 1,
        non2xx: 0,
      });
    }
    return rows;
  } finally {
    await api.stop();
    rmSync(outbox, { recursive: true, force: true });
    if (dataDir) rmSync(dirname(dataDir), { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  console.log(`API benchmark on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`);
  const seconds = process.env.API_BENCH_SECONDS ? Number(process.env.API_BENCH_SECONDS) : undefined;
  const productsFlag = process.argv.indexOf('--products');
  const products = productsFlag > 0 ? Number(process.argv[productsFlag + 1]) : undefined;
  await runApiBench({ databaseUrl, durationSeconds: seconds, products });
}
