// `npm run cluster -- --gateways 2 --apis 2`: the store as production runs it (deploy/), on this
// machine: HAProxy on PORT (8080) in front of the gateways, the APIs behind their own balancer
// frontend, one PostgreSQL (DATABASE_URL, or a throw-away local cluster when unset), the release
// folder as the shared origin. Ctrl-C stops every process (each drains) and the throw-away database.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../paths.js';
import { findHaproxy, startCluster } from './cluster.js';

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
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort() : [];
  const bin = versions.map((v) => `/usr/lib/postgresql/${v}/bin`).find((d) => existsSync(`${d}/initdb`));
  if (!bin) {
    console.error('cluster: set DATABASE_URL, or install PostgreSQL for a throw-away local one');
    process.exit(1);
  }
  const run = spawnSync('sh', [join(REPO_ROOT, 'api/scripts/ci-postgres.sh')], { encoding: 'utf8' });
  const url = /DATABASE_URL=(\S+)/.exec(run.stdout)?.[1];
  const dir = /cluster in (\S+)/.exec(run.stdout)?.[1];
  if (run.status !== 0 || !url || !dir) {
    console.error(`cluster: could not start a local PostgreSQL: ${run.stderr}`);
    process.exit(1);
  }
  databaseUrl = url;
  console.log(`cluster: a throw-away PostgreSQL at ${url} (removed at exit)`);
  stopDatabase = () => {
    const stop = `'${bin}/pg_ctl' -D '${dir}/data' -m fast stop`;
    if (process.getuid?.() === 0) spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', stop]);
    else spawnSync('sh', ['-c', stop]);
    spawnSync('rm', ['-rf', dir]);
  };
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
