// The users routes' throttle keys (README "Security", throttling), the 429 answer, and the device
// cookie that exempts an account's known browser from the per-account and per-address keys.
import { reserveOrRefuse as refuseBlocked } from '../../../http/throttle-reply';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  DEVICE_COOKIE_PATH,
  type KnownDevice,
} from '../../../auth/device-token';
import type { Reservation, ThrottleKey } from '../../../auth/throttle';
import type { UserRecord } from '../../../repositories/users';
import type { UserRoutesOptions } from './options';
import { clientAddress } from '../../../http/client-address';

export type ReserveOrRefuse = (reply: FastifyReply, keys: ThrottleKey[]) => Promise<Reservation | null>;

/** The limit of a known browser, and of one mailbox or account for mail-sending calls. */
export const smallLimit = (n: number) => Math.max(1, Math.min(n, 5));

export function signInThrottle(options: UserRoutesOptions) {
  const { throttle } = options;
  const n = options.authRateLimit;

  const keys = {
    // One address and one account together: the budget of a shopper who mistypes.
    loginPair: (request: FastifyRequest, name: string): ThrottleKey => ({
      name: 'login:ip+user',
      value: `${clientAddress(request)}|${name}`,
      limit: n,
    }),
    // One address, any account (one password tried on many accounts); shoppers behind one
    // address share it, hence the larger budget.
    loginAddress: (request: FastifyRequest): ThrottleKey => ({
      name: 'login:ip',
      value: clientAddress(request),
      limit: n * 3,
    }),
    // One account, any address (one account guessed from many addresses).
    loginAccount: (name: string): ThrottleKey => ({ name: 'login:user', value: name, limit: n * 3 }),
    // A browser that signed in to the account before: its own small budget instead of the three above.
    loginDevice: (known: KnownDevice): ThrottleKey => ({
      name: 'login:device',
      value: `${known.userId}|${known.device}`,
      limit: smallLimit(n),
    }),
    signupAddress: (request: FastifyRequest): ThrottleKey => ({
      name: 'signup:ip',
      value: clientAddress(request),
      limit: n,
    }),
    googleAddress: (request: FastifyRequest): ThrottleKey => ({
      name: 'google:ip',
      value: clientAddress(request),
      limit: n * 3,
    }),
  };

  /** Counts the attempt, or answers 429 with Retry-After (and null) when a key is blocked. */
  const reserveOrRefuse: ReserveOrRefuse = (reply, checked) => refuseBlocked(throttle, reply, checked);

  /** The known browser of this account, when the request carries its valid device cookie. */
  async function knownDevice(request: FastifyRequest, user: UserRecord | null): Promise<KnownDevice | null> {
    if (!throttle.enabled || !user) return null;
    return throttle.devices.verify(request.cookies[DEVICE_COOKIE], user);
  }

  /** Every successful sign-in marks the browser as known to that account (a fresh token). */
  async function rememberDevice(request: FastifyRequest, reply: FastifyReply, user: UserRecord) {
    reply.setCookie(DEVICE_COOKIE, await throttle.devices.issue(user), {
      path: DEVICE_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    });
  }

  return { keys, reserveOrRefuse, knownDevice, rememberDevice };
}
