// Sign-in throttling shared by every API process: counters live in the
// database (auth_throttle), so a second process or a restart does not hand an
// attacker a fresh budget. Each key (an address, an account, an address and
// account together) may fail `limit` times within the window; from then on
// every further failure blocks it for twice as long as the one before.
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authThrottle } from '../db/schema';
import { hashToken } from '../repositories/sessions';

/** Failures are forgotten after this long without a new one. */
const THROTTLE_WINDOW_SECONDS = 15 * 60;
/** The first block; each further failure doubles it, up to the maximum. */
const THROTTLE_BASE_BLOCK_SECONDS = 60;
const THROTTLE_MAX_BLOCK_SECONDS = 60 * 60;

export interface ThrottleKey {
  /** What is counted, e.g. `login:ip`; the value is hashed so the table holds no addresses or names. */
  name: string;
  value: string;
  /** Failures allowed before the back-off starts. */
  limit: number;
}

export class TooManyAttempts extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many attempts, please try again in ${describeWait(retryAfterSeconds)}`);
  }
}

function describeWait(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

const rowKey = (key: ThrottleKey) => `${key.name}:${hashToken(key.value.toLowerCase()).slice(0, 40)}`;

export function authThrottleRepository(db: Db, options: { enabled: boolean }) {
  return {
    enabled: options.enabled,

    /** Throws TooManyAttempts when any of the keys is blocked right now. */
    async check(keys: ThrottleKey[]): Promise<void> {
      if (!options.enabled || keys.length === 0) return;
      const [row] = await db
        .select({
          wait: sql<number>`ceil(extract(epoch from max(${authThrottle.blockedUntil}) - now()))::int`,
        })
        .from(authThrottle)
        .where(sql`${inArray(authThrottle.key, keys.map(rowKey))} AND ${authThrottle.blockedUntil} > now()`);
      const wait = row?.wait ?? 0;
      if (wait > 0) throw new TooManyAttempts(wait);
    },

    /** Counts one failure (or one costly call) against every key, atomically per key. */
    async fail(keys: ThrottleKey[]): Promise<void> {
      if (!options.enabled) return;
      for (const key of keys) {
        // Forgotten a window after the last failure and after the last block ended, so a long
        // block does not reset the growth the moment it ends.
        const window = sql`now() - make_interval(secs => ${THROTTLE_WINDOW_SECONDS}::int)`;
        const stale = sql`(${authThrottle.updatedAt} < ${window} AND (${authThrottle.blockedUntil} IS NULL OR ${authThrottle.blockedUntil} < ${window}))`;
        const failures = sql`(CASE WHEN ${stale} THEN 1 ELSE ${authThrottle.failures} + 1 END)`;
        const blockFor = (count: ReturnType<typeof sql> | number) =>
          sql`CASE WHEN (${count})::int >= ${key.limit}::int THEN now() + make_interval(secs => least(${THROTTLE_MAX_BLOCK_SECONDS}::float8, ${THROTTLE_BASE_BLOCK_SECONDS}::float8 * power(2, least(20, (${count})::int - ${key.limit}::int)))) ELSE NULL END`;
        await db
          .insert(authThrottle)
          .values({ key: rowKey(key), failures: 1, blockedUntil: blockFor(1) })
          .onConflictDoUpdate({
            target: authThrottle.key,
            set: {
              failures,
              windowStartedAt: sql`CASE WHEN ${stale} THEN now() ELSE ${authThrottle.windowStartedAt} END`,
              blockedUntil: blockFor(failures),
              updatedAt: sql`now()`,
            },
          });
      }
      // Failures are rare enough to carry the housekeeping of forgotten counters.
      await db
        .delete(authThrottle)
        .where(
          sql`${authThrottle.updatedAt} < now() - make_interval(secs => ${THROTTLE_WINDOW_SECONDS * 4}::int) AND (${authThrottle.blockedUntil} IS NULL OR ${authThrottle.blockedUntil} < now())`,
        );
    },

    /** Forgets the keys (a successful sign-in clears its own address-and-account counter). */
    async clear(keys: ThrottleKey[]): Promise<void> {
      if (!options.enabled || keys.length === 0) return;
      await db.delete(authThrottle).where(inArray(authThrottle.key, keys.map(rowKey)));
    },
  };
}

export type AuthThrottle = ReturnType<typeof authThrottleRepository>;
