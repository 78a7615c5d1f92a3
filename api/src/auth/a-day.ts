// What one client address may do in a day of the calls that create something for anyone to see or
// mail a stranger: accounts, newsletter subscriptions, guest orders (README, Security). The
// throttle (throttle.ts) blocks bursts and forgets a quarter of an hour after the last attempt, so
// a client pacing itself could create about 1,800 accounts a day from one address, each mailing a
// stranger. These budgets count in rate_limits, a fixed day per key, shared by every API process.
import type { rateLimitRepository } from '../repositories/rate-limits';
import { TooManyAttempts } from './throttle';

const A_DAY_SECONDS = 24 * 60 * 60;

/** A day's budget of each kind per client address, as a multiple of the throttle's N (AUTH_RATE_LIMIT). */
export const A_DAY_PER_N = { signup: 3, newsletter: 3 } as const;
/** Guest orders an address may place in a day (the throttle allows 5 at a time). */
export const GUEST_ORDERS_A_DAY = 20;

/**
 * Counts one call of `kind` from `address` against its day; the refusal to answer (429, its
 * sentence and Retry-After) once the day's `max` is spent, else null.
 */
export async function spentForTheDay(
  rateLimits: Pick<ReturnType<typeof rateLimitRepository>, 'hit'>,
  kind: string,
  address: string,
  max: number,
): Promise<TooManyAttempts | null> {
  const verdict = await rateLimits.hit(`${kind}:day`, address, max, A_DAY_SECONDS);
  return verdict.allowed ? null : new TooManyAttempts(verdict.retryAfterSeconds);
}
