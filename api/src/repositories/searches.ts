// How many searches may be at the database at once: the size of their lane (db/lane.ts), which the
// app's repositories share (plugins/repositories.ts).
import { availableParallelism } from 'node:os';

/**
 * Searches one statement carries at most (db/batches.ts). On PGlite 16: its one thread is what
 * limits searches, and a statement's own cost (about 0.3 ms of it parsing and planning the join,
 * a third of a search) is shared by more of them. At 100,000 products, 50 clients searching with a
 * new term each: 1,351 to 1,379 a second at p99 55 to 57 ms, against 1,211 to 1,250 at 61 to 63
 * ms with 8, a product read beside them p99 19 to 20 ms either way. On PostgreSQL 8, as measured
 * there (api/README.md, Search).
 */
export function searchesPerStatement(kind: 'pglite' | 'postgres'): number {
  return kind === 'pglite' ? 16 : 8;
}

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
