// Where searches run (catalog-search.ts has what they run): the lane they wait their turn in
// (db/lane.ts) and how their statements get SEARCH_SETTINGS (Database.withSettings: connections of
// their own on PostgreSQL, a transaction that sets them on PGlite).
import { availableParallelism } from 'node:os';
import { inTransactionWith, type Db, type SettingsRunner } from '../db/client';
import { Lane } from '../db/lane';
import { SEARCH_SETTINGS } from './catalog-search';

/**
 * Searches at the database at once (the lane of Searches): one on PGlite, which runs one query at a
 * time; on PostgreSQL half the pool, and no more than this host's cores (as many connections of
 * their own, Database.withSettings). A search is CPU at the database; more at once than there are cores
 * answered no more of them and slowed every other call: at 100,000 products on 2 cores, 5 at once
 * gave 786 searches a second and a product read beside them p99 32 ms (14 alone), 2 at once 701
 * and 15 ms (10 alone).
 */
export function searchesAtOnce(kind: 'pglite' | 'postgres', pgPoolSize: number): number {
  return kind === 'pglite' ? 1 : Math.max(1, Math.min(Math.floor(pgPoolSize / 2), availableParallelism()));
}

/** Where searches run: the lane they wait their turn in (db/lane.ts), and how their statements get SEARCH_SETTINGS. */
export interface Searches {
  lane: Lane;
  runner: SettingsRunner;
}

/** Searches over `db` in transactions that set SEARCH_SETTINGS, one at a time (repositories' default; the app's come from Database.withSettings). */
export const searchesIn = (db: Db, lane = new Lane(1)): Searches => ({
  lane,
  runner: inTransactionWith(db, SEARCH_SETTINGS),
});
