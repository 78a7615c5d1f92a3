// A throw-away PostgreSQL for the cluster (main.ts without DATABASE_URL, the cluster test, the
// cluster bench): api/scripts/ci-postgres.sh's cluster on loopback, removed by stop().
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../paths.js';

/** Debian's PostgreSQL binaries, newest first found; undefined when PostgreSQL is not installed. */
export function postgresBin(): string | undefined {
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').sort().reverse()
    : [];
  return versions.map((v) => `/usr/lib/postgresql/${v}/bin`).find((dir) => existsSync(`${dir}/initdb`));
}

export function throwAwayPostgres(): { url: string; stop(): void } {
  const run = spawnSync('sh', [join(REPO_ROOT, 'api/scripts/ci-postgres.sh')], { encoding: 'utf8' });
  const url = /DATABASE_URL=(\S+)/.exec(run.stdout)?.[1];
  const dir = /cluster in (\S+)/.exec(run.stdout)?.[1];
  const bin = postgresBin();
  if (run.status !== 0 || !url || !dir || !bin) {
    throw new Error(`could not start a local PostgreSQL: ${run.stderr}`);
  }
  return {
    url,
    stop() {
      // As the script started it: as the postgres user when run as root.
      const stop = `'${bin}/pg_ctl' -D '${dir}/data' -m fast stop`;
      if (process.getuid?.() === 0)
        spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', stop], { stdio: 'ignore' });
      else spawnSync('sh', ['-c', stop], { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
