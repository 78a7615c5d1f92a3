// Promo codes that are no code of this store, counted per client address on the shared throttle
// (auth/throttle.ts): the three calls that take a code answer 404 for one that does not exist and
// 409 for one that ended, so without a count a dictionary run through them finds every code. A
// code that exists (usable or ended) gives its count back, so a shopper who types theirs is never
// counted; N unknown codes (AUTH_RATE_LIMIT) within the throttle's window, then 429 with
// Retry-After, the wait doubling from 1 minute up to an hour.
import { reserveOrRefuse } from './throttle-reply';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthThrottle } from '../auth/throttle';
import { UnknownPromoCode } from '../repositories/promo-codes';
import { clientAddress } from './client-address';

export type PromoGuesses = <T>(
  request: FastifyRequest,
  reply: FastifyReply,
  code: string | undefined,
  run: () => Promise<T>,
) => Promise<T | FastifyReply>;

/** run() with `code` counted as a guess until it turns out to exist; the reply (429 sent) when refused. */
export function promoGuesses(throttle: AuthThrottle, n: number): PromoGuesses {
  return async (request, reply, code, run) => {
    if (!code) return run();
    const keys = [{ name: 'promo:ip', value: clientAddress(request), limit: n }];
    const reservation = await reserveOrRefuse(throttle, reply, keys);
    if (!reservation) return reply;
    try {
      const answer = await run();
      await reservation.release();
      return answer;
    } catch (error) {
      if (!(error instanceof UnknownPromoCode)) await reservation.release();
      throw error;
    }
  };
}
