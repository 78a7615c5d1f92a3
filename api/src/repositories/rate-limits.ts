// Per-client call budgets shared by every API process (migrations/0012_shared_rate_limits.sql):
// a fixed window per key, counted and judged in one upsert, so processes behind a balancer add up
// (an in-memory limiter gave each process the whole budget). Keys are hashed, so the table holds
// no addresses; windows long over are deleted at most once a minute per process, so a flood from
// many addresses leaves at most one row per address and window.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { NETWORK_ADDRESSES, networkOf } from '../http/client-address';
import { hashToken } from './sessions';

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

const PRUNE_EVERY_MS = 60_000;

export function rateLimitRepository(db: Db) {
  let prunedAt = 0;
  async function prune() {
    if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = Date.now();
    await db.execute(sql`DELETE FROM rate_limits WHERE window_ends_at < now() - interval '1 minute'`);
  }

  const keyOf = (limit: string, client: string) =>
    `${limit}:${hashToken(`${limit}\0${client}`).slice(0, 40)}`;

  const limits = {
    /** Whether `client` has used up `max` in the current window, without counting a call. */
    async peek(limit: string, client: string, max: number): Promise<RateLimitVerdict> {
      const result = await db.execute(sql`
        SELECT hits, greatest(1, ceil(extract(epoch from window_ends_at - now())))::int AS wait
        FROM rate_limits WHERE key = ${keyOf(limit, client)} AND window_ends_at > now()`);
      const [row] = (result as unknown as { rows: { hits: number; wait: number }[] }).rows;
      return { allowed: !row || row.hits < max, retryAfterSeconds: row?.wait ?? 1 };
    },

    /** Counts one call of `client` against `limit` (`max` a window of `windowSeconds`). */
    async hit(limit: string, client: string, max: number, windowSeconds: number): Promise<RateLimitVerdict> {
      const key = keyOf(limit, client);
      const result = await db.execute(sql`
        INSERT INTO rate_limits AS r (key, hits, window_ends_at)
        VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}::int))
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN r.window_ends_at <= now() THEN 1 ELSE r.hits + 1 END,
          window_ends_at = CASE WHEN r.window_ends_at <= now()
            THEN now() + make_interval(secs => ${windowSeconds}::int) ELSE r.window_ends_at END
        RETURNING r.hits AS hits,
          greatest(1, ceil(extract(epoch from r.window_ends_at - now())))::int AS wait`);
      const [row] = (result as unknown as { rows: { hits: number; wait: number }[] }).rows;
      await prune();
      return { allowed: row.hits <= max, retryAfterSeconds: row.wait };
    },

    /** Gives back one call counted in the current window (one that turned out not to be a guess). */
    async giveBack(limit: string, client: string): Promise<void> {
      await db.execute(sql`
        UPDATE rate_limits SET hits = greatest(hits - 1, 0)
        WHERE key = ${keyOf(limit, client)} AND window_ends_at > now()`);
    },

    /**
     * hit for a client and, an IPv6 one (its /64), for its /48 as well (networkOf), with
     * NETWORK_ADDRESSES times the budget: refused by either. A call refused for its /48 gives the
     * client's own count back, so a /64 that made nothing has spent nothing.
     */
    async hitWithNetwork(
      limit: string,
      client: string,
      max: number,
      windowSeconds: number,
    ): Promise<RateLimitVerdict> {
      const own = await limits.hit(limit, client, max, windowSeconds);
      const network = networkOf(client);
      if (!own.allowed || !network) return own;
      const shared = await limits.hit(`${limit}/48`, network, max * NETWORK_ADDRESSES, windowSeconds);
      if (!shared.allowed) await limits.giveBack(limit, client);
      return shared;
    },

    /** giveBack of a call counted by hitWithNetwork. */
    async giveBackWithNetwork(limit: string, client: string): Promise<void> {
      await limits.giveBack(limit, client);
      const network = networkOf(client);
      if (network) await limits.giveBack(`${limit}/48`, network);
    },
  };
  return limits;
}

export type RateLimits = ReturnType<typeof rateLimitRepository>;
