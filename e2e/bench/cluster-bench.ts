// npm run bench -- --cluster: the store behind HAProxy on PostgreSQL (gateway/src/cluster/)
// with 1 and then 2 gateway+API pairs: throughput of the listing page and the listing API through
// the balancer at 50 connections and the ratio; then, on 2 pairs, shoppers while one API and one
// gateway are killed (failed requests by kind, orders acknowledged/stored/duplicated, time until the
// balancer stops sending to each dead process) and an activation reaching the second gateway.
// Needs HAProxy and PostgreSQL (DATABASE_URL, else a throw-away local cluster), and the frontends built.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_RELEASES_DIR, REPO_ROOT } from '../support/env';
import { buildGateway, RELEASE_ADMIN_TOKEN, releaseCli } from '../support/servers';
import { runWorker, type WorkerOutput } from '../../api/bench/run-worker';
import { startCluster, type Cluster } from '../../gateway/src/cluster/cluster';
import { checkOrders, signedUpShoppers, startLoad } from '../../gateway/src/cluster/load';
import { FRONTENDS } from '../../gateway/src/paths';
import { throwAwayPostgres } from '../../gateway/src/cluster/postgres';

const CONNECTIONS = 50;
const SECONDS = 10;
const TARGETS: { name: string; path: string; headers: Record<string, string> }[] = [
  {
    name: 'listing page /men/products',
    path: '/men/products',
    headers: { accept: 'text/html', 'accept-encoding': 'br' },
  },
  {
    name: 'listing API',
    path: '/api/products?gender=men&category=tops',
    headers: { 'accept-encoding': 'br' },
  },
];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function database(): { url: string; stop(): void } {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: () => {} };
  return throwAwayPostgres();
}

async function throughput(cluster: Cluster) {
  const rows: Record<string, WorkerOutput> = {};
  for (const target of TARGETS) {
    await fetch(cluster.url + target.path, { headers: target.headers });
    rows[target.name] = await runWorker({
      url: cluster.url + target.path,
      connections: CONNECTIONS,
      durationSeconds: SECONDS,
      headers: target.headers,
    });
  }
  return rows;
}

async function killUnderLoad(cluster: Cluster) {
  const shoppers = await signedUpShoppers(cluster.url, 8, 10);
  const load = startLoad(shoppers);
  const outOfRotation = async (server: string) => {
    const since = Date.now();
    while ((await cluster.serverStates())[server] === 'UP') await sleep(20);
    return Date.now() - since;
  };
  await sleep(3_000);
  cluster.apis[0].child.kill('SIGKILL');
  const apiOutMs = await outOfRotation('api1');
  await sleep(3_000);
  cluster.gateways[0].child.kill('SIGKILL');
  const gatewayOutMs = await outOfRotation('gateway1');
  await sleep(4_000);
  const figures = await load.stop();
  const orders = await checkOrders(figures);
  for (const shopper of shoppers) shopper.close();
  return { answered: figures.answered, failed: figures.failed, orders, apiOutMs, gatewayOutMs };
}

/**
 * ms from activating `version` (the CLI, through the API into the database) until the second
 * gateway's page names it: each gateway has its own release folder, so only the manifest's
 * long-poll carries the change.
 */
async function activationReach(cluster: Cluster, version: string) {
  const other = `http://127.0.0.1:${cluster.gateways[1].port}/home`;
  const started = Date.now();
  // The manifest is the cluster's database: the CLI writes through its APIs (the balancer).
  releaseCli(['activate', 'mf-cart', version, '--reason', 'cluster bench'], {
    API_URL: cluster.apiUrl,
    RELEASE_ADMIN_TOKEN,
  });
  const activatedIn = Date.now() - started;
  while (!(await (await fetch(other)).text()).includes(version)) await sleep(5);
  return { cliMs: activatedIn, seenOnSecondGatewayMs: Date.now() - started };
}

export async function clusterBench(): Promise<Record<string, unknown>> {
  rmSync(E2E_RELEASES_DIR, { recursive: true, force: true });
  // The release origin of the cluster (startCluster publishes there and into its database).
  process.env.RELEASES_DIR = E2E_RELEASES_DIR;
  buildGateway();
  const api = spawnSync(process.execPath, [join(REPO_ROOT, 'api/scripts/build.mjs')], { stdio: 'inherit' });
  if (api.status !== 0) throw new Error('the API build failed');
  // A second mf-cart: its build with one more file, published without activating it.
  const variantDir = mkdtempSync(join(tmpdir(), 'mf-cart-bench-variant-'));
  cpSync(join(REPO_ROOT, 'mf-cart/dist'), variantDir, { recursive: true });
  writeFileSync(join(variantDir, 'bench-variant.txt'), `${Date.now()}`);
  const publish = [
    ...FRONTENDS.map((name) => ({ name })),
    { name: 'mf-cart' as const, distDir: variantDir, activate: false },
  ];
  const db = database();
  const results: Record<string, unknown> = {};
  try {
    for (const pairs of [1, 2]) {
      const cluster = await startCluster({
        gateways: pairs,
        apis: pairs,
        port: 0,
        databaseUrl: db.url,
        env: { AUTH_RATE_LIMIT: '0', RELEASE_ADMIN_TOKEN },
        output: 'ignore',
        publish,
      });
      try {
        await cluster.waitAllUp(60_000);
        results[`throughput${pairs}`] = await throughput(cluster);
        if (pairs === 2) {
          results.activation = await activationReach(cluster, cluster.published.at(-1)!);
          results.kill = await killUnderLoad(cluster);
        }
      } finally {
        await cluster.stop();
      }
    }
  } finally {
    db.stop();
    rmSync(variantDir, { recursive: true, force: true });
  }
  const one = results.throughput1 as Record<string, WorkerOutput>;
  const two = results.throughput2 as Record<string, WorkerOutput>;
  console.log(`\nCluster: through HAProxy on PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s each`);
  for (const { name } of TARGETS) {
    const ratio = two[name].requestsPerSecond / one[name].requestsPerSecond;
    console.log(
      `  ${name.padEnd(28)} 1 pair ${one[name].requestsPerSecond.toFixed(0).padStart(6)} req/s (p99 ${one[name].p99Ms} ms)` +
        `  2 pairs ${two[name].requestsPerSecond.toFixed(0).padStart(6)} req/s (p99 ${two[name].p99Ms} ms)  ratio ${ratio.toFixed(2)}` +
        `  errors ${one[name].errors + two[name].errors} non-2xx ${one[name].non2xx + two[name].non2xx}`,
    );
  }
  console.log(`  activation (CLI) reached the second gateway in ${JSON.stringify(results.activation)}`);
  console.log(`  kill one API and one gateway under load: ${JSON.stringify(results.kill)}`);
  return results;
}
