// What one client address may do in a day of the calls that create something for anyone to see or
// mail a stranger: accounts, newsletter subscriptions, guest orders (README, Security). The
// throttle (throttle.ts) blocks bursts and forgets a quarter of an hour after the last attempt, so
// a client pacing itself could create about 1,800 accounts a day from one address, each mailing a
// stranger. These budgets count in rate_limits, a fixed day per key, shared by every API process;
// an IPv6 client's by its /64 and its /48 (NETWORK_ADDRESSES, http/client-address.ts).
import type { RateLimits } from '../repositories/rate-limits';
import { TooManyAttempts } from './throttle';

const A_DAY_SECONDS = 24 * 60 * 60;

/**
 * A day's budget of each kind per client address (per account for `account-order` and `return`), as a multiple
 * of the throttle's N (AUTH_RATE_LIMIT, 20 by default): 60 accounts, 60 subscriptions, 20 guest
 * orders, 20 e-mail changes (each mails the new address), 100 orders of accounts from one address
 * and 20 of one account (each takes stock and mails), 60 returns of one account (each mails; a
 * return is one line, and a cart holds 50).
 */
export const A_DAY_PER_N = {
  signup: 3,
  newsletter: 3,
  'guest-order': 1,
  'email-change': 1,
  order: 5,
  'account-order': 1,
  return: 3,
} as const;
export type DayKind = keyof typeof A_DAY_PER_N;

/** The day's budgets with throttle budget `n` (0: off, as the throttle is). */
export function dayBudgets(
  rateLimits: Pick<RateLimits, 'hitWithNetwork' | 'giveBackWithNetwork'>,
  n: number,
) {
  const key = (kind: DayKind) => `${kind}:day`;
  return {
    /**
     * Counts one call of `kind` from `address` (and its /48's, for an IPv6 one: hitWithNetwork);
     * the refusal (a 429's) once either day is spent, else null.
     */
    async spend(kind: DayKind, address: string): Promise<TooManyAttempts | null> {
      if (n <= 0) return null;
      const verdict = await rateLimits.hitWithNetwork(
        key(kind),
        address,
        A_DAY_PER_N[kind] * n,
        A_DAY_SECONDS,
      );
      return verdict.allowed ? null : new TooManyAttempts(verdict.retryAfterSeconds);
    },
    /** Gives back one counted call that created nothing (a changed cart, a lost race for a name). */
    async giveBack(kind: DayKind, address: string): Promise<void> {
      if (n > 0) await rateLimits.giveBackWithNetwork(key(kind), address);
    },
  };
}
