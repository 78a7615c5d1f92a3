// npm run bench: Lighthouse (mobile and desktop) for the home page, a listing and a product page,
// the JavaScript each route loads (gzip) split by owner, the gateway's page rendering under load
// and the API's figures, then the gateway's pages again with the API on PostgreSQL (DATABASE_URL,
// else a throw-away server), after the lines of the server-rendering code by file (rendering-code.ts).
// Parts can be left out: --skip-js, --skip-gateway, --skip-release, --skip-lighthouse, --skip-api,
// --skip-pglite (everything on PGlite), --skip-postgres (everything on PostgreSQL); --cluster runs
// cluster-bench.ts instead. The frontends must be built in production mode first (the root script
// does it). --lighthouse-runs N: Lighthouse runs per route and preset (median printed).
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/env';
import { publishVariant } from '../support/releases';
import { releaseCli, startServers } from '../support/servers';
import { clusterBench } from './cluster-bench';
import { gatewayPages, kb, printGatewayPages } from './gateway-pages';
import { javascriptPerRoute } from './javascript-per-route';
import { lighthouseScores } from './lighthouse';
import { renderingCodeLines } from './rendering-code';
import { seedReviews } from './reviewed-product';

/** A product page of the seed: women's ids start at 15 (docs/catalog.md). */
const PRODUCT_PAGE = '/women/products/15';
/** A product page with reviews (seeded by the bench, reviewed-product.ts). */
const REVIEWED_PRODUCT = 40;
const REVIEWED_PAGE = `/men/products/${REVIEWED_PRODUCT}`;
const ROUTES = ['/home', '/men/products', PRODUCT_PAGE, REVIEWED_PAGE];
/** The pages the gateway renders under load (each from its own autocannon process). */
const GATEWAY_ROUTES = ['/home', '/men/products', PRODUCT_PAGE, REVIEWED_PAGE];
const args = process.argv.slice(2);
const skip = (part: string) => args.includes(`--skip-${part}`);
/**
 * --products N: every figure on the generated catalogue of N products (docs/catalog.md): the
 * store's API is given it before it starts, and the API bench imports it into its own databases.
 */
const productsFlag = args.indexOf('--products');
const PRODUCTS = productsFlag >= 0 ? Number(args[productsFlag + 1]) : undefined;
/** --lighthouse-runs N: Lighthouse runs per route and preset (default 3; the median is printed). */
const runsFlag = args.indexOf('--lighthouse-runs');
const LIGHTHOUSE_RUNS = runsFlag >= 0 ? Math.max(1, Math.floor(Number(args[runsFlag + 1])) || 1) : 3;

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

/** The server-rendering, hydration and scheduling code's lines by file (rendering-code.ts). */
function renderingCode(results: Record<string, unknown>) {
  const files = renderingCodeLines();
  const total = (key: 'lines' | 'code') => files.reduce((sum, file) => sum + file[key], 0);
  console.log(
    '\nServer-rendering, hydration and scheduling code (lines, code lines: neither blank nor comment)',
  );
  for (const { file, lines, code } of files)
    console.log(`  ${file.padEnd(44)} ${String(lines).padStart(5)} ${String(code).padStart(5)}`);
  console.log(
    `  ${`${files.length} files`.padEnd(44)} ${String(total('lines')).padStart(5)} ${String(total('code')).padStart(5)}`,
  );
  results.renderingCode = { files, lines: total('lines'), code: total('code') };
}

async function main() {
  const results: Record<string, unknown> = { products: PRODUCTS ?? 'seed' };
  renderingCode(results);
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
        const figures = await gatewayPages(servers.baseUrl, GATEWAY_ROUTES, servers.pids);
        results.gatewayPagesPostgres = figures.rows;
        results.serverMemoryPostgres = figures.memory;
        printGatewayPages('PostgreSQL', PRODUCTS, figures);
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
      const js = await javascriptPerRoute(servers.baseUrl, ROUTES);
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
      const { rows, memory } = await gatewayPages(servers.baseUrl, GATEWAY_ROUTES, servers.pids);
      results.gatewayPages = rows;
      results.serverMemory = memory;
      printGatewayPages('PGlite', PRODUCTS, { rows, memory });
    }
    if (!skip('release')) {
      const rows = await releaseTimings(servers.baseUrl);
      results.release = rows;
      console.log('\nRelease commands: from the command returning to the next page load having the change');
      for (const row of rows) console.log(`  ${row.command.padEnd(24)} ${String(row.ms).padStart(5)} ms`);
    }
    if (!skip('lighthouse')) {
      const lh = await lighthouseScores(servers.baseUrl, ROUTES, LIGHTHOUSE_RUNS);
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
