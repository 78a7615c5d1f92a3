// `npm run cluster -- --gateways 2 --apis 2`: the store as production runs it (deploy/), on this
// machine: HAProxy on PORT (8080) in front of the gateways, the APIs behind their own balancer
// frontend, one PostgreSQL (DATABASE_URL, or a throw-away local cluster when unset), every
// frontend's build published into it and the release folder, served as the release origin to the
// gateways past the first (no shared disk). Ctrl-C stops every process (each drains) and the
// throw-away database.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { FRONTENDS, REPO_ROOT } from '../paths.js';
import { startCluster } from './cluster.js';
import { findHaproxy } from './processes.js';
import { postgresBin, throwAwayPostgres } from './postgres.js';

function count(flag: string, fallback: number): number {
  const at = process.argv.indexOf(flag);
  const raw = at === -1 ? String(fallback) : process.argv[at + 1];
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 16) {
    console.error(`cluster: ${flag} must be 1 to 16, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

const gateways = count('--gateways', 2);
const apis = count('--apis', 2);
const port = Number(process.env.PORT || 8080);
if (!findHaproxy()) {
  console.error('cluster: HAProxy is not installed: apt-get install -y haproxy (.ci/run installs it)');
  process.exit(1);
}

let databaseUrl = process.env.DATABASE_URL ?? '';
let stopDatabase = () => {};
// Until the cluster is up, Ctrl-C removes the throw-away database; the processes started so far
// are killed as this one exits (cluster.ts).
const early = () => {
  stopDatabase();
  process.exit(130);
};
process.once('SIGINT', early);
process.once('SIGTERM', early);
if (!databaseUrl) {
  if (!postgresBin()) {
    console.error('cluster: set DATABASE_URL, or install PostgreSQL for a throw-away local one');
    process.exit(1);
  }
  try {
    const local = throwAwayPostgres();
    databaseUrl = local.url;
    stopDatabase = local.stop;
  } catch (error) {
    console.error(`cluster: ${(error as Error).message}`);
    process.exit(1);
  }
  console.log(`cluster: a throw-away PostgreSQL at ${databaseUrl} (removed at exit)`);
}

for (const pkg of ['api', 'gateway']) {
  const build = spawnSync(process.execPath, [join(REPO_ROOT, pkg, 'scripts/build.mjs')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

try {
  const cluster = await startCluster({
    gateways,
    apis,
    port,
    host: process.env.HOST || '0.0.0.0',
    databaseUrl,
    publish: FRONTENDS.map((name) => ({ name })),
  });
  await cluster.waitAllUp(60_000);
  console.log(
    `cluster: store at http://localhost:${port}/home through HAProxy: ` +
      `${cluster.gateways.map((g) => `gateway :${g.port}`).join(', ')}; ` +
      `${cluster.apis.map((a) => `api :${a.port}`).join(', ')} (behind ${cluster.apiUrl})`,
  );
  process.off('SIGINT', early);
  process.off('SIGTERM', early);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await cluster.stop();
    stopDatabase();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  for (const member of [...cluster.gateways, ...cluster.apis]) {
    void member.exited.then((code) => {
      if (!stopping)
        console.error(`cluster: ${member.name} exited (${code}); the balancer sends to the others`);
    });
  }
} catch (error) {
  console.error(`cluster: ${(error as Error).message}`);
  stopDatabase();
  process.exit(1);
}
