// PGlite runs no autovacuum: every row that shoppers' calls rewrite or delete (the throttle's and
// rate limits' counters, sessions' last-seen times, carts and their lines, the health check's row)
// left a dead row behind for good, so those tables grew with traffic, not with data (the health
// check's alone: 1 MB after 20,000 calls). A PostgreSQL server vacuums them itself; on PGlite this
// does, every ten minutes, tables small enough to take a few milliseconds of its one queue.
import type { Database } from './client';

/** The tables whose rows calls rewrite or delete all day (the catalogue's own are vacuumed by an import). */
export const HOT_TABLES = [
  'auth_throttle',
  'rate_limits',
  'sessions',
  'carts',
  'cart_lines',
  'health_checks',
];

const EVERY_MS = 10 * 60_000;

export interface Housekeeping {
  /** Vacuums the hot tables now (what each tick does). */
  tidy(): Promise<void>;
  stop(): void;
}

/** Vacuums the hot tables of a PGlite database every `everyMs`; nothing on PostgreSQL. */
export function startHousekeeping(
  database: Pick<Database, 'kind' | 'maintenance'>,
  log: (message: string) => void,
  everyMs = EVERY_MS,
): Housekeeping {
  const tidy = () => database.maintenance(`VACUUM ${HOT_TABLES.join(', ')}`);
  if (database.kind !== 'pglite') return { tidy, stop: () => {} };
  const timer = setInterval(() => {
    tidy().catch((error: unknown) =>
      log(`housekeeping: VACUUM failed (${error instanceof Error ? error.message : String(error)})`),
    );
  }, everyMs);
  // Housekeeping keeps no process alive on its own.
  timer.unref();
  return { tidy, stop: () => clearInterval(timer) };
}
