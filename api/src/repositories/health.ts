// What GET /api/health asks of the database. Each check throws a HealthProblem (or the
// database's own error) naming what would fail for shoppers:
// - a read of a row that must exist (the applied migrations): a database that answers with no
//   rows is broken even though it answers (PGlite, after a statement of 32,768 parameters, returns
//   no rows for every query until it is restarted);
// - a write that needs new space: a new row inserted, then deleted (a full disk or a read-only
//   database refuses it, where updating one existing row in place could still fit);
// - for a PGlite folder, the free space of its disk, since PGlite may keep writing into pages it
//   holds and fail only later, on the next order.
// Anyone can call it (a load balancer's check does, through the gateway), so the write runs at
// most once a second, calls meanwhile taking the last one's outcome: each leaves a dead row, which
// PGlite keeps until db/pglite-housekeeping.ts vacuums it.
import { statfs } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Below this much free space on a PGlite folder's disk, health answers 503 (a WAL segment is 16 MB). */
export const MIN_FREE_DISK_BYTES = 64 * 1024 * 1024;

export class HealthProblem extends Error {
  constructor(
    readonly database: 'broken' | 'read-only' | 'disk-full',
    message: string,
    /** For the log only. */
    readonly detail: string,
  ) {
    super(message);
  }
}

interface HealthOptions {
  /** Free bytes where the database keeps its files, or null when unknown (a server, or memory). */
  freeBytes?: () => Promise<number | null>;
  minFreeBytes?: number;
  /** How long a write's outcome stands (tests: 0). */
  writeEveryMs?: number;
}

/** A write's outcome stands this long: a flood of checks writes once a second at most. */
export const HEALTH_WRITE_EVERY_MS = 1_000;

/** The PGlite folder drizzle was given, if any (memory:// and a PostgreSQL pool have none). */
function pgliteFolder(db: Db): string | undefined {
  const dataDir = (db as unknown as { $client?: { dataDir?: unknown } }).$client?.dataDir;
  return typeof dataDir === 'string' && dataDir !== '' && !dataDir.includes('://') ? dataDir : undefined;
}

/** The rows of a raw statement: both drivers (node-postgres, PGlite) answer `{ rows }`. */
const rowsOf = async <T>(result: Promise<unknown>): Promise<T[]> => ((await result) as { rows: T[] }).rows;

export function healthRepository(db: Db, options: HealthOptions = {}) {
  const folder = pgliteFolder(db);
  const minFree = options.minFreeBytes ?? MIN_FREE_DISK_BYTES;
  const freeBytes =
    options.freeBytes ??
    (async () => {
      if (!folder) return null;
      const fs = await statfs(folder);
      return fs.bavail * fs.bsize;
    });

  const writeEveryMs = options.writeEveryMs ?? HEALTH_WRITE_EVERY_MS;
  /** The last write that succeeded (when), or the one under way: shared by the calls meanwhile. */
  let lastWrite: { at: number; done: Promise<void> } | null = null;

  async function writeNewRow(): Promise<void> {
    // A fresh id each time (0008_health_check_ids.sql), so this needs a new row's space; a row
    // left by a check that died between its two statements is updated if its id comes round.
    const [inserted] = await rowsOf<{ id: number }>(
      db.execute(
        sql`INSERT INTO health_checks (id, checked_at) VALUES (nextval('health_check_ids'), now())
            ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at RETURNING id`,
      ),
    );
    const id = inserted?.id;
    if (id === undefined) {
      throw new HealthProblem('broken', 'The database answers writes with no rows', 'INSERT returned no row');
    }
    await db.execute(sql`DELETE FROM health_checks WHERE id = ${id}`);
  }

  return {
    async read(): Promise<void> {
      const rows = await rowsOf<{ name: string }>(
        db.execute(sql`SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1`),
      );
      if (rows.length === 0) {
        throw new HealthProblem(
          'broken',
          'The database answers reads with no rows',
          'SELECT of the applied migrations returned no rows',
        );
      }
    },

    /** A new row written and deleted, or the outcome of one under a second ago (a failure never stands). */
    write(): Promise<void> {
      const now = Date.now();
      if (lastWrite && now - lastWrite.at < writeEveryMs) return lastWrite.done;
      const done = writeNewRow();
      const write = { at: now, done };
      lastWrite = write;
      done.catch(() => {
        if (lastWrite === write) lastWrite = null;
      });
      return done;
    },

    async disk(): Promise<void> {
      const free = await freeBytes();
      if (free !== null && free < minFree) {
        const mb = (bytes: number) => `${Math.floor(bytes / 1024 / 1024)} MB`;
        throw new HealthProblem(
          'disk-full',
          'The database disk is almost full',
          `${mb(free)} free on the disk of the PGlite folder, under ${mb(minFree)}`,
        );
      }
    },
  };
}
