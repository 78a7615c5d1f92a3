// npm run bench: Lighthouse (mobile and desktop) for the home page, a listing and a product page,
// the JavaScript each route loads (gzip) split by owner, the gateway's page rendering under load
// and the API's figures, then the gateway's pages again with the API on PostgreSQL (DATABASE_URL,
// else a throw-away server). Parts can be left out: --skip-js, --skip-gateway, --skip-release,
// --skip-lighthouse, --skip-api, --skip-pglite (everything on PGlite), --skip-postgres (everything
// on PostgreSQL); --cluster runs cluster-bench.ts instead. The frontends must be
// built in production mode first (the root script does it). --lighthouse-runs N: Lighthouse runs
// per route and preset (median printed).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_RELEASES_DIR, REPO_ROOT } from '../support/env';
import { releaseCli, startServers } from '../support/servers';
import { appendFileSync } from 'node:fs';
import { publishVariant } from '../support/releases';
import { clusterBench } from './cluster-bench';
import { seedReviews } from './reviewed-product';
// The API bench's autocannon runner: one load in its own process.
import { runWorker } from '../../api/bench/run-worker';
import { residentMemory } from '../../api/bench/process-memory';

/** A product page of the seed: women's ids start at 15 (docs/catalog.md). */
const PRODUCT_PAGE = '/women/products/15';
/** A product page with reviews (seeded by the bench, reviewed-product.ts). */
const REVIEWED_PRODUCT = 40;
const REVIEWED_PAGE = `/men/products/${REVIEWED_PRODUCT}`;
const ROUTES = ['/home', '/men/products', PRODUCT_PAGE, REVIEWED_PAGE];
/** The pages the gateway renders under load (each from its own autocannon process). */
const GATEWAY_ROUTES = ['/home', '/men/products', PRODUCT_PAGE, REVIEWED_PAGE];
const GATEWAY_CONNECTIONS = 20;
const GATEWAY_SECONDS = 10;
const args = process.argv.slice(2);
const skip = (part: string) => args.includes(`--skip-${part}`);
/**
 * --products N: every figure on the generated catalogue of N products (docs/catalog.md): the
 * store's API is given it before it starts, and the API bench imports it into its own databases.
 */
const productsFlag = args.indexOf('--products');
const PRODUCTS = productsFlag >= 0 ? Number(args[productsFlag + 1]) : undefined;

interface ChunkShare {
  owner: string;
  gzip: number;
}

/**
 * Attributes a script to its owner: the release folder it came from, unless its
 * source map shows it is mostly third-party libraries (whichever slice happened to
 * provide a shared singleton) or the shared package.
 */
async function ownerOf(url: string, body: Buffer): Promise<string> {
  const pathname = new URL(url).pathname;
  const release = /\/releases\/([^/]+)\//.exec(pathname)?.[1] ?? 'other';
  try {
    // The gateway never serves source maps: read the published one beside the file.
    const file = join(E2E_RELEASES_DIR, decodeURIComponent(pathname.slice('/releases/'.length)));
    if (!pathname.startsWith('/releases/') || !existsSync(`${file}.map`)) return release;
    const map = JSON.parse(await readFile(`${file}.map`, 'utf8')) as {
      sources: string[];
      sourcesContent?: (string | null)[];
    };
    const weights = new Map<string, number>();
    map.sources.forEach((source, i) => {
      const size = map.sourcesContent?.[i]?.length ?? 1;
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source.split('node_modules/.pnpm/').pop()!)?.[1];
      const key = pkg ? `lib:${pkg}` : source.includes('shared/src/') ? 'shared' : release;
      weights.set(key, (weights.get(key) ?? 0) + size);
    });
    const total = [...weights.values()].reduce((a, b) => a + b, 0);
    const [top] = [...weights.entries()].sort((a, b) => b[1] - a[1]);
    if (!top) return release;
    if (top[0].startsWith('lib:') && top[1] / total > 0.5) return `libraries (${top[0].slice(4)})`;
    if (top[0] === 'shared' && top[1] / total > 0.5) return '@storefront/shared';
    return release;
  } catch {
    return release;
  } finally {
    void body;
  }
}

async function javascriptPerRoute(baseUrl: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const out: Record<string, { total: number; byOwner: Record<string, number>; files: number }> = {};
  try {
    for (const route of ROUTES) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const scripts: Promise<ChunkShare>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        scripts.push(
          response.body().then(async (body) => ({
            owner: await ownerOf(response.url(), body),
            gzip: gzipSync(body, { level: 9 }).length,
          })),
        );
      });
      await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500);
      const shares = await Promise.all(scripts);
      const byOwner: Record<string, number> = {};
      for (const s of shares) byOwner[s.owner] = (byOwner[s.owner] ?? 0) + s.gzip;
      out[route] = { total: shares.reduce((a, s) => a + s.gzip, 0), byOwner, files: shares.length };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

/**
 * Lighthouse runs per route and preset (`--lighthouse-runs N`, default 3). One run on a shared
 * two-core machine can be stalled by a neighbour (a frame shown a second late, every task
 * slower): Lighthouse's own guidance on variability is to run it several times and read the
 * median. Every run is printed, and the median of each figure.
 */
const runsFlag = args.indexOf('--lighthouse-runs');
const LIGHTHOUSE_RUNS = runsFlag >= 0 ? Math.max(1, Math.floor(Number(args[runsFlag + 1])) || 1) : 3;

interface LighthouseRow {
  route: string;
  preset: string;
  run: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function lighthouseScores(baseUrl: string) {
  const runs: LighthouseRow[] = [];
  const medians: LighthouseRow[] = [];
  for (const preset of ['mobile', 'desktop'] as const) {
    for (const route of ROUTES) {
      const rows: LighthouseRow[] = [];
      for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) {
        const chrome = await chromeLauncher.launch({
          chromePath: CHROMIUM_PATH,
          chromeFlags: CHROMIUM_ARGS,
        });
        try {
          const result = await lighthouse(
            baseUrl + route,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
            preset === 'desktop' ? desktopConfig : undefined,
          );
          const lhr = result!.lhr;
          // Each run's whole report, to read what its LCP waited on (bench-results is not committed).
          const reports = join(REPO_ROOT, 'bench-results/lighthouse');
          mkdirSync(reports, { recursive: true });
          writeFileSync(
            join(reports, `${preset}${route.replace(/\W+/g, '-')}-${run}.json`),
            JSON.stringify(lhr),
          );
          rows.push({
            route,
            preset,
            run: String(run),
            score: Math.round((lhr.categories.performance.score ?? 0) * 100),
            lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
            tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
            cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
          });
        } finally {
          chrome.kill();
        }
      }
      runs.push(...rows);
      medians.push({
        route,
        preset,
        run: `median of ${rows.length}`,
        score: median(rows.map((r) => r.score)),
        lcpMs: median(rows.map((r) => r.lcpMs)),
        tbtMs: median(rows.map((r) => r.tbtMs)),
        cls: median(rows.map((r) => r.cls)),
      });
    }
  }
  return { runs, medians };
}

/** A throw-away PostgreSQL server for the API figures (installed from Debian's packages when missing). */
function startPostgres(): { url: string; stop: () => void } | undefined {
  const res = spawnSync('bash', [join(REPO_ROOT, 'api/scripts/ci-postgres.sh')], { encoding: 'utf8' });
  const lines = res.stdout.trim().split('\n');
  const url = lines.pop() ?? '';
  if (res.status !== 0 || !url.startsWith('DATABASE_URL=')) {
    console.log(`\n(PostgreSQL could not be started: API figures on PostgreSQL skipped)\n${res.stderr}`);
    return undefined;
  }
  const stopCommand = /\(stop: (.*)\)$/.exec(lines.pop() ?? '')?.[1];
  return {
    url: url.slice('DATABASE_URL='.length),
    stop: () => void (stopCommand && spawnSync('bash', ['-c', stopCommand], { stdio: 'ignore' })),
  };
}

/**
 * How long after a release command returns the next page load has the change (the gateway reads the
 * manifest on every page, so this is one request away).
 */
async function releaseTimings(baseUrl: string) {
  const slice = 'mf-search';
  const versionOnPage = async () => {
    const html = await (await fetch(`${baseUrl}/home`)).text();
    return new RegExp(`"${slice}":\\{"version":"([^"]+)"`).exec(html)?.[1];
  };
  const variant = publishVariant(slice, (dir) =>
    appendFileSync(join(dir, 'remoteEntry.js'), '\n/* bench */\n'),
  );
  const timed = async (args: string[], expected: string) => {
    releaseCli(args);
    const returned = performance.now();
    while ((await versionOnPage()) !== expected) {
      if (performance.now() - returned > 10_000) throw new Error(`${args.join(' ')}: not live after 10 s`);
    }
    return Math.round(performance.now() - returned);
  };
  const stable = (await versionOnPage())!;
  const rows = [
    { command: `activate ${slice}`, ms: await timed(['activate', slice, variant], variant) },
    { command: `rollback ${slice}`, ms: await timed(['rollback', slice], stable) },
  ];
  releaseCli(['canary', slice, variant, '--percent', '1']);
  rows.push({ command: `promote ${slice}`, ms: await timed(['promote', slice], variant) });
  releaseCli(['activate', slice, stable]);
  return rows;
}

/**
 * Renders per root of a page, from its `Server-Timing: sf-render;desc="frame:1,s1ab2c:1"`
 * (gateway/README.md, Server rendering): how many times each root was rendered for it.
 */
function rendersPerRoot(serverTiming: string | null): Record<string, number> {
  const desc = /(?:^|,)\s*sf-render;desc="([^"]*)"/.exec(serverTiming ?? '')?.[1] ?? '';
  return Object.fromEntries(
    desc
      .split(',')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.lastIndexOf(':')), Number(pair.slice(pair.lastIndexOf(':') + 1))]),
  );
}

/** `1 each (6 roots)`, or each root's count when one was rendered more than once (or none was). */
function rendersSummary(renders: Record<string, number>): string {
  const counts = Object.values(renders);
  if (counts.length === 0) return 'no server render';
  if (counts.every((count) => count === 1)) return `1 each (${counts.length} roots)`;
  return Object.entries(renders)
    .map(([root, count]) => `${root}:${count}`)
    .join(' ');
}

/**
 * The gateway's pages under load: what a shopper's browser asks (HTML, compressed), so each
 * answer is the whole page path (route status, server rendering with its short page cache,
 * the template, compression), with the API on the servers' PGlite.
 */
async function gatewayPages(baseUrl: string, pids: { api: number; gateway: number }) {
  const headers = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };
  const rows = [];
  for (const route of GATEWAY_ROUTES) {
    // The first render after the servers start may miss a slot's budget (cold server builds and
    // database): the size printed is of the second, as a shopper after the first one sees it.
    await (await fetch(baseUrl + route, { headers })).text();
    const first = await fetch(baseUrl + route, { headers });
    const html = await first.text();
    const renders = rendersPerRoot(first.headers.get('server-timing'));
    const load = await runWorker({
      url: baseUrl + route,
      connections: GATEWAY_CONNECTIONS,
      durationSeconds: GATEWAY_SECONDS,
      headers,
    });
    rows.push({
      route,
      status: first.status,
      htmlBytes: Buffer.byteLength(html),
      renders,
      connections: GATEWAY_CONNECTIONS,
      durationSeconds: GATEWAY_SECONDS,
      ...load,
    });
  }
  // Each server's resident memory under that load (its peak includes the start).
  const memory = Object.fromEntries(
    Object.entries(pids).map(([name, pid]) => [name, residentMemory(pid)]),
  ) as Record<keyof typeof pids, ReturnType<typeof residentMemory>>;
  return { rows, memory };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The gateway's figures under load, with the engine its API ran on. */
function printGatewayPages(engine: string, { rows, memory }: Awaited<ReturnType<typeof gatewayPages>>) {
  console.log(
    `\nGateway page rendering (${GATEWAY_CONNECTIONS} connections, ${GATEWAY_SECONDS} s each, API on ${engine}, ${PRODUCTS ?? 139} products)`,
  );
  for (const row of rows) {
    console.log(
      `  ${row.route.padEnd(22)} ${row.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${String(row.p50Ms).padStart(4)} ms  p99 ${String(row.p99Ms).padStart(4)} ms  HTML ${kb(row.htmlBytes)} (status ${row.status})  renders per root ${rendersSummary(row.renders)}  errors ${row.errors}  non-2xx ${row.non2xx}`,
    );
  }
  for (const [name, figures] of Object.entries(memory)) {
    console.log(
      figures
        ? `  ${name} resident memory: ${figures.nowMb} MB after the loads, ${figures.peakMb} MB at its peak`
        : `  ${name} resident memory: not readable here (no /proc)`,
    );
  }
}

async function main() {
  const results: Record<string, unknown> = { products: PRODUCTS ?? 'seed' };
  if (!skip('pglite')) await pgliteStore(results);
  // One PostgreSQL for the API's figures and the gateway's on it (the API bench's catalogue stays).
  const usePostgres = !skip('postgres') && (!skip('api') || !skip('gateway'));
  const ownPostgres = usePostgres && !process.env.DATABASE_URL ? startPostgres() : undefined;
  const databaseUrl = usePostgres ? process.env.DATABASE_URL || ownPostgres?.url : undefined;
  try {
    if (!skip('api')) await apiFigures(results, databaseUrl);
    if (!skip('gateway') && databaseUrl) {
      const servers = await startServers({ products: PRODUCTS, databaseUrl });
      try {
        await seedReviews(servers.baseUrl, REVIEWED_PRODUCT, REVIEWED_PAGE);
        const figures = await gatewayPages(servers.baseUrl, servers.pids);
        results.gatewayPagesPostgres = figures.rows;
        results.serverMemoryPostgres = figures.memory;
        printGatewayPages('PostgreSQL', figures);
      } finally {
        servers.stop();
      }
    }
  } finally {
    ownPostgres?.stop();
  }
  mkdirSync(join(REPO_ROOT, 'bench-results'), { recursive: true });
  writeFileSync(join(REPO_ROOT, 'bench-results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nwritten to bench-results/latest.json');
  process.exit(0);
}

/** The store (gateway and API) on PGlite: the JavaScript per route, the gateway's pages, releases, Lighthouse. */
async function pgliteStore(results: Record<string, unknown>) {
  const servers = await startServers({ products: PRODUCTS });
  try {
    await seedReviews(servers.baseUrl, REVIEWED_PRODUCT, REVIEWED_PAGE);
    if (!skip('js')) {
      const js = await javascriptPerRoute(servers.baseUrl);
      results.javascript = js;
      console.log('\nJavaScript loaded per route (gzip -9)');
      for (const [route, r] of Object.entries(js)) {
        console.log(`  ${route}: ${kb(r.total)} in ${r.files} files`);
        for (const [owner, bytes] of Object.entries(r.byOwner).sort((a, b) => b[1] - a[1])) {
          console.log(`    ${owner.padEnd(46)} ${kb(bytes).padStart(9)}`);
        }
      }
    }
    if (!skip('gateway')) {
      const { rows, memory } = await gatewayPages(servers.baseUrl, servers.pids);
      results.gatewayPages = rows;
      results.serverMemory = memory;
      printGatewayPages('PGlite', { rows, memory });
    }
    if (!skip('release')) {
      const rows = await releaseTimings(servers.baseUrl);
      results.release = rows;
      console.log('\nRelease commands: from the command returning to the next page load having the change');
      for (const row of rows) console.log(`  ${row.command.padEnd(24)} ${String(row.ms).padStart(5)} ms`);
    }
    if (!skip('lighthouse')) {
      const lh = await lighthouseScores(servers.baseUrl);
      results.lighthouse = lh.medians;
      results.lighthouseRuns = lh.runs;
      console.log(`\nLighthouse performance: every run`);
      console.table(lh.runs);
      console.log(`\nLighthouse performance: the median of ${LIGHTHOUSE_RUNS} runs`);
      console.table(lh.medians);
    }
  } finally {
    servers.stop();
  }
}

/** The API's own figures: on PGlite (unless --skip-pglite), then on PostgreSQL (databaseUrl). */
async function apiFigures(results: Record<string, unknown>, databaseUrl: string | undefined) {
  const apiBench = join(REPO_ROOT, 'api/bench/api-bench.ts');
  if (!existsSync(apiBench)) {
    console.log('\n(api/bench/api-bench.ts not present: API figures skipped)');
    return;
  }
  const { runApiBench } = (await import(apiBench)) as {
    runApiBench: (o: {
      databaseUrl?: string;
      catalogCacheMs?: number;
      products?: number;
      only?: string[];
    }) => Promise<{ name: string; p99Ms: number }[]>;
  };
  if (!skip('pglite')) {
    // The listing's first pages at N products against their p99 at the seed's 113, measured in
    // the same run (the same machine's load) on PGlite: the aim is at most 1.5 times.
    const FIRST_PAGES = ['page: first, women tops', 'page: colours, sizes, price'];
    let seedRows: { name: string; p99Ms: number }[] = [];
    if (PRODUCTS && PRODUCTS > 113) {
      console.log("\nAPI on PGlite, the seed's catalogue (113 products), first pages only");
      seedRows = await runApiBench({ only: FIRST_PAGES });
      results.apiPgliteSeedFirstPages = seedRows;
    }
    console.log('\nAPI on PGlite (embedded)');
    const pgliteRows = await runApiBench({ products: PRODUCTS });
    results.apiPglite = pgliteRows;
    for (const name of seedRows.length ? FIRST_PAGES : []) {
      const seed = seedRows.find((row) => row.name === name)?.p99Ms ?? 0;
      const large = pgliteRows.find((row) => row.name === name)?.p99Ms ?? 0;
      console.log(
        `api ${name}: p99 ${large} ms at ${PRODUCTS} products, ${seed} ms at 113: ${(large / Math.max(seed, 1)).toFixed(2)} times (the aim: at most 1.5)`,
      );
    }
    console.log('\nAPI on PGlite, catalog answer cache off (every answer from the database)');
    results.apiPgliteUncached = await runApiBench({ catalogCacheMs: 0, products: PRODUCTS });
  }
  if (databaseUrl) {
    console.log('\nAPI on PostgreSQL');
    results.apiPostgres = await runApiBench({ databaseUrl, products: PRODUCTS });
  }
}

/** --cluster: the store behind HAProxy with 1 and 2 gateway+API pairs instead (cluster-bench.ts). */
async function cluster() {
  const results = await clusterBench();
  mkdirSync(join(REPO_ROOT, 'bench-results'), { recursive: true });
  writeFileSync(join(REPO_ROOT, 'bench-results/cluster.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nwritten to bench-results/cluster.json');
  process.exit(0);
}

(args.includes('--cluster') ? cluster() : main()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
