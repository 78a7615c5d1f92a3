// How many searches may be at the database at once: the size of their lane (db/lane.ts), which the
// app's repositories share (plugins/repositories.ts).
import { availableParallelism } from 'node:os';

/**
 * Searches at the database at once: one on PGlite, which runs one query at a time; on PostgreSQL
 * half the pool (so other calls always find a connection), and no more than this host's cores. A
 * search is CPU at the database; more at once than there are cores answered no more of them and
 * slowed every other call: at 100,000 products on 2 cores, 5 at once gave 786 searches a second and
 * a product read beside them p99 32 ms (14 alone), 2 at once 701 and 15 ms (10 alone).
 */
export function searchesAtOnce(kind: 'pglite' | 'postgres', pgPoolSize: number): number {
  return kind === 'pglite' ? 1 : Math.max(1, Math.min(Math.floor(pgPoolSize / 2), availableParallelism()));
}
