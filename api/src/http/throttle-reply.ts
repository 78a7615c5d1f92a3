// The one answer of the shared throttle (auth/throttle.ts) to a blocked call: 429 with Retry-After
// and its sentence. Every route that counts attempts on it goes through here.
import type { FastifyReply } from 'fastify';
import { TooManyAttempts, type AuthThrottle, type Reservation, type ThrottleKey } from '../auth/throttle';

/** Counts the call on every key; when one is blocked, answers 429 on `reply` and gives null. */
export async function reserveOrRefuse(
  throttle: Pick<AuthThrottle, 'reserve'>,
  reply: FastifyReply,
  keys: ThrottleKey[],
): Promise<Reservation | null> {
  try {
    return await throttle.reserve(keys);
  } catch (error) {
    if (!(error instanceof TooManyAttempts)) throw error;
    await refuseTooMany(reply, error);
    return null;
  }
}

/** 429 with Retry-After and the refusal's sentence (a blocked key, or a day's budget spent). */
export function refuseTooMany(reply: FastifyReply, refusal: TooManyAttempts) {
  return reply
    .code(429)
    .header('retry-after', String(refusal.retryAfterSeconds))
    .send({ message: refusal.message });
}
