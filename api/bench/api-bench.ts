// API benchmark: starts the API on a free loopback port over a fresh PGlite
// folder (or the given PostgreSQL) and loads it from a separate autocannon
// process: a listing, a product, two searches, a signed-in cart read and add.
//   node --import tsx api/bench/api-bench.ts        (DATABASE_URL optional)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import { createHmac } from 'node:crypto';
import { signPageToken } from '@storefront/shared/contracts/page-token';
import { buildApp, openStoreDatabase } from '../src/app';
import { runWorker, type WorkerInput, type WorkerOutput } from './run-worker';

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
  log?: (line: string) => void;
}

const BENCH_ORIGIN = 'http://bench.local';
/** The telemetry beacons carry a page token signed with it, as the gateway signs one per page. */
const BENCH_PAGE_TOKEN_SECRET = 'bench-page-token-secret-0123456789abcdef';

export async function runApiBench(options: { databaseUrl?: string } & ApiBenchOptions = {}): Promise<Row[]> {
  const durationSeconds = Math.min(options.durationSeconds ?? 8, 10);
  const log = options.log ?? ((line: string) => console.log(line));
  const dataDir = options.databaseUrl ? null : mkdtempSync(join(tmpdir(), 'api-bench-'));
  const database = await openStoreDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: dataDir ?? 'memory://',
  });
  const app = await buildApp({
    database,
    config: {
      storeOrigins: [BENCH_ORIGIN],
      pageTokenSecret: BENCH_PAGE_TOKEN_SECRET,
      authRateLimit: 0,
      logger: false,
      google: null,
      ...(options.catalogCacheMs === undefined ? {} : { catalogCacheMs: options.catalogCacheMs }),
    },
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;

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
        // 50 browsers sending their slice-health beacons at once (issue 13: p99 under 20 ms).
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
    for (const { name: label, path, ...rest } of targets) {
      const result = await runWorker({ ...rest, url: `${base}${path}`, durationSeconds });
      const row: Row = { name: label, connections: rest.connections, durationSeconds, ...result };
      rows.push(row);
      log(
        `api ${label.padEnd(24)} ${String(row.connections).padStart(3)} conns  ${row.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${String(row.p50Ms).padStart(4)} ms  p99 ${String(row.p99Ms).padStart(4)} ms  errors ${row.errors}  non-2xx ${row.non2xx}`,
      );
    }
    return rows;
  } finally {
    await app.close();
    await database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  console.log(`API benchmark on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`);
  const seconds = process.env.API_BENCH_SECONDS ? Number(process.env.API_BENCH_SECONDS) : undefined;
  await runApiBench({ databaseUrl, durationSeconds: seconds });
}
