// What one client address may do in a day of the calls that create something for anyone to see or
// mail a stranger: accounts, newsletter subscriptions, guest orders (README, Security). The
// throttle (throttle.ts) blocks bursts and forgets a quarter of an hour after the last attempt, so
// a client pacing itself could create about 1,800 accounts a day from one address, each mailing a
// stranger. These budgets count in rate_limits, a fixed day per key, shared by every API process;
// an IPv6 client's by its /64 and its /48 (A_DAY_NETWORK_ADDRESSES).
import type { RateLimits } from '../repositories/rate-limits';
import { networkOf } from '../http/client-address';
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

/**
 * How many addresses' budgets an IPv6 /48 has between its /64s (networkOf): the budgets of 16
 * households or phones, so the people of one site are not held back, while a client rotating
 * through a /48's 65,536 /64s gets 16 budgets, not 65,536.
 */
export const A_DAY_NETWORK_ADDRESSES = 16;

/** The day's budgets with throttle budget `n` (0: off, as the throttle is). */
export function dayBudgets(rateLimits: Pick<RateLimits, 'hit' | 'giveBack'>, n: number) {
  const key = (kind: DayKind) => `${kind}:day`;
  const networkKey = (kind: DayKind) => `${kind}:day48`;
  return {
    /**
     * Counts one call of `kind` from `address` (and its /48's, for an IPv6 one); the refusal (a
     * 429's) once either day is spent, else null.
     */
    async spend(kind: DayKind, address: string): Promise<TooManyAttempts | null> {
      if (n <= 0) return null;
      const budget = A_DAY_PER_N[kind] * n;
      const own = await rateLimits.hit(key(kind), address, budget, A_DAY_SECONDS);
      if (!own.allowed) return new TooManyAttempts(own.retryAfterSeconds);
      const network = networkOf(address);
      if (!network) return null;
      const shared = await rateLimits.hit(
        networkKey(kind),
        network,
        budget * A_DAY_NETWORK_ADDRESSES,
        A_DAY_SECONDS,
      );
      if (shared.allowed) return null;
      // Refused for its network: the address's own count is not spent on a call that made nothing.
      await rateLimits.giveBack(key(kind), address);
      return new TooManyAttempts(shared.retryAfterSeconds);
    },
    /** Gives back one counted call that created nothing (a changed cart, a lost race for a name). */
    async giveBack(kind: DayKind, address: string): Promise<void> {
      if (n <= 0) return;
      await rateLimits.giveBack(key(kind), address);
      const network = networkOf(address);
      if (network) await rateLimits.giveBack(networkKey(kind), network);
    },
  };
}
