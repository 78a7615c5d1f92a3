// Sign-in throttling shared by every API process: counters live in the
// database (auth_throttle), so a second process or a restart does not hand an
// attacker a fresh budget. Each key (an address, an account, an address and
// account together, a known browser) may count `limit` attempts within the
// window; from then on every further counted attempt blocks it for twice as
// long as the one before.
//
// An attempt is counted when it starts, before the password or token is checked
// (`reserve`), in one statement that counts it on every key, or on none when a key
// is blocked: a burst of parallel guesses cannot all pass a check made before any
// of them was counted. A call that succeeds gives its count back (`release`).
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authThrottle } from '../db/schema';
import { hashToken } from '../repositories/sessions';
import { deviceTokens } from './device-token';

/** Attempts are forgotten after this long without a new one. */
const THROTTLE_WINDOW_SECONDS = 15 * 60;
/** The first block; each further counted attempt doubles it, up to the maximum. */
const THROTTLE_BASE_BLOCK_SECONDS = 60;
const THROTTLE_MAX_BLOCK_SECONDS = 60 * 60;

export interface ThrottleKey {
  /** What is counted, e.g. `login:ip`; the value is hashed so the table holds no addresses or names. */
  name: string;
  value: string;
  /** Attempts allowed before the back-off starts. */
  limit: number;
}

export class TooManyAttempts extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many attempts, please try again in ${describeWait(retryAfterSeconds)}`);
  }
}

/** One counted attempt; `release` gives it back when the call succeeded (at most once). */
export interface Reservation {
  release(): Promise<void>;
}

function describeWait(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 90) return `${minutes} minutes`;
  // A day's budget (a-day.ts) is waited out in hours.
  const hours = Math.ceil(seconds / 3600);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

const rowKey = (key: ThrottleKey) => `${key.name}:${hashToken(key.value.toLowerCase()).slice(0, 40)}`;

const NOTHING_RESERVED: Reservation = { release: async () => undefined };

/** The block a key gets at `count` counted attempts: none below the limit, then 1 minute doubling. */
const blockFor = (count: SQL | number, limit: SQL | number) =>
  sql`CASE WHEN (${count})::int >= ${limit}::int THEN now() + make_interval(secs => least(${THROTTLE_MAX_BLOCK_SECONDS}::float8, ${THROTTLE_BASE_BLOCK_SECONDS}::float8 * power(2, least(20, (${count})::int - ${limit}::int)))) ELSE NULL END`;

/** A block's end in whole microseconds, as text: the exact value a release compares with. */
const blockMicros = sql<
  string | null
>`(extract(epoch from ${authThrottle.blockedUntil}) * 1000000)::bigint::text`;

export function authThrottleRepository(db: Db, options: { enabled: boolean }) {
  /**
   * One statement for every key: when none is blocked (as the statement starts), each is counted
   * (inserted, or updated unless it was blocked a moment later), rows taken in key order so two
   * reservations never deadlock. No lock is held between round trips, and a call refused because a
   * key is already blocked writes and locks nothing: a flood waits on nobody.
   */
  async function countAll(rows: [string, ThrottleKey][]) {
    const values = sql.join(
      rows.map(([row, key]) => sql`(${row}, ${key.limit}::int)`),
      sql`, `,
    );
    // Forgotten a window after the last attempt and after the last block ended, so a long
    // block does not reset the growth the moment it ends.
    const window = sql`now() - make_interval(secs => ${THROTTLE_WINDOW_SECONDS}::int)`;
    const stale = sql`(t.updated_at < ${window} AND (t.blocked_until IS NULL OR t.blocked_until < ${window}))`;
    const count = sql`(CASE WHEN ${stale} THEN 1 ELSE t.failures + 1 END)`;
    const limitOf = sql`(SELECT v.lim FROM v WHERE v.key = excluded.key)`;
    const result = await db.execute(sql`
      WITH v(key, lim) AS (VALUES ${values}),
      blocked AS (
        SELECT ceil(extract(epoch from max(blocked_until) - now()))::int AS wait
        FROM auth_throttle WHERE key IN (SELECT key FROM v) AND blocked_until > now()
      ),
      counted AS (
        INSERT INTO auth_throttle AS t (key, failures, window_started_at, blocked_until, updated_at)
        SELECT v.key, 1, now(), ${blockFor(1, sql`v.lim`)}, now() FROM v
        WHERE (SELECT wait FROM blocked) IS NULL
        ORDER BY v.key
        ON CONFLICT (key) DO UPDATE SET
          failures = ${count},
          window_started_at = CASE WHEN ${stale} THEN now() ELSE t.window_started_at END,
          blocked_until = ${blockFor(count, limitOf)},
          updated_at = now()
        -- A key blocked since the statement started is not counted, so it comes back missing.
        WHERE NOT (t.blocked_until IS NOT NULL AND t.blocked_until > now())
        -- Not null only when this very attempt started a block (the key was free a moment ago).
        RETURNING t.key, (extract(epoch from t.blocked_until) * 1000000)::bigint::text AS started_block
      )
      SELECT b.wait, c.key, c.started_block FROM blocked b LEFT JOIN counted c ON true`);
    const answer = (result as unknown as { rows: CountedRow[] }).rows;
    return {
      wait: answer[0]?.wait ?? null,
      counted: answer
        .filter((r): r is CountedRow & { key: string } => r.key !== null)
        .map((r) => ({ row: r.key, startedBlock: r.started_block })),
    };
  }

  /** Gives one attempt back, and lifts the block it started unless a later attempt changed it. */
  async function giveBack(row: string, startedBlock: string | null) {
    await db
      .update(authThrottle)
      .set({
        failures: sql`greatest(${authThrottle.failures} - 1, 0)`,
        ...(startedBlock
          ? {
              blockedUntil: sql`CASE WHEN ${blockMicros} = ${startedBlock} THEN NULL ELSE ${authThrottle.blockedUntil} END`,
            }
          : {}),
      })
      .where(eq(authThrottle.key, row));
  }

  /** Gives back what was counted; one key at a time, so this never waits on a lock while holding one. */
  async function giveAllBack(counted: { row: string; startedBlock: string | null }[]) {
    for (const { row, startedBlock } of counted) await giveBack(row, startedBlock);
  }

  async function currentWait(rows: string[]): Promise<number> {
    const [{ wait }] = await db
      .select({
        wait: sql<number>`coalesce(ceil(extract(epoch from max(${authThrottle.blockedUntil}) - now())), 1)::int`,
      })
      .from(authThrottle)
      .where(inArray(authThrottle.key, rows));
    return wait;
  }

  return {
    enabled: options.enabled,

    /**
     * Counts one attempt against every key, before the costly or guessable part of the call, or
     * throws TooManyAttempts (counting nothing) when any key is blocked.
     */
    async reserve(keys: ThrottleKey[]): Promise<Reservation> {
      if (!options.enabled || keys.length === 0) return NOTHING_RESERVED;
      const rows = [...new Map(keys.map((key) => [rowKey(key), key])).entries()].sort(([a], [b]) =>
        a < b ? -1 : a > b ? 1 : 0,
      );
      const { wait, counted } = await countAll(rows);
      if (counted.length < rows.length) {
        // A key was blocked: as the statement started (nothing counted), or in the moment since
        // (the others were counted, and are given back).
        await giveAllBack(counted);
        throw new TooManyAttempts(Math.max(1, wait ?? (await currentWait(rows.map(([row]) => row)))));
      }
      await forgetOld();
      let released = false;
      return {
        async release() {
          if (released) return;
          released = true;
          await giveAllBack(counted);
        },
      };
    },

    /** Forgets the keys (a successful sign-in clears its own address-and-account counter). */
    async clear(keys: ThrottleKey[]): Promise<void> {
      if (!options.enabled || keys.length === 0) return;
      await db.delete(authThrottle).where(inArray(authThrottle.key, keys.map(rowKey)));
    },

    /** The signed device cookies of browsers that signed in before (device-token.ts). */
    devices: deviceTokens(db),
  };

  /** Counted attempts carry the housekeeping of forgotten counters. */
  async function forgetOld() {
    await db
      .delete(authThrottle)
      .where(
        sql`${authThrottle.updatedAt} < now() - make_interval(secs => ${THROTTLE_WINDOW_SECONDS * 4}::int) AND (${authThrottle.blockedUntil} IS NULL OR ${authThrottle.blockedUntil} < now())`,
      );
  }
}

interface CountedRow {
  wait: number | null;
  key: string | null;
  started_block: string | null;
}

export type AuthThrottle = ReturnType<typeof authThrottleRepository>;
