// Log-in and sign-up as one implementation for both ways in (docs/api.md#users,
// docs/api.md#form-posts): the JSON routes of /api/users answer with the user or a status, the
// no-JavaScript forms of /forms/users with a 303. Both count the same throttle keys, start the
// same session, join the guest bag and remember the browser, so a form is no cheaper way to guess.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hashPassword, verifyPassword } from '../../../auth/passwords';
import { DEVICE_COOKIE } from '../../../auth/device-token';
import { TooManyAttempts, type Reservation, type ThrottleKey } from '../../../auth/throttle';
import { dayBudgets } from '../../../auth/a-day';
import { clientAddress } from '../../../http/client-address';
import { GuestBags } from '../../../http/guest-bag';
import { uniqueViolation, type UserRecord } from '../../../repositories/users';
import { claimGuestOrdersQuietly, sendVerificationMail } from './account-routes';
import { userRoutesOptions, type UserRoutesOptions } from './options';
import { signInThrottle } from './sign-in-throttle';

/** Log-ins (right or wrong) an address or an account's known browsers make a window: this times N. */
export const EVERY_LOG_IN_PER_N = 5;
const EVERY_LOG_IN_WINDOW_SECONDS = 15 * 60;

/** Counted but refused: the throttle's sentence and how long to wait. */
export interface Throttled {
  refused: 'throttled';
  message: string;
  retryAfterSeconds: number;
}
export type LogInOutcome = { user: UserRecord } | { refused: 'failed' } | Throttled;
export type SignUpOutcome = { user: UserRecord } | { refused: 'invalid' | 'userName' | 'email' } | Throttled;

export interface Credentials {
  username: string;
  password: string;
}
export interface SignUpFields extends Credentials {
  email: string;
}

export function signInFlows(app: FastifyInstance, options: UserRoutesOptions = userRoutesOptions(app)) {
  const { users, session, throttle } = options;
  const { keys, knownDevice, rememberDevice } = signInThrottle(options);
  const bags = new GuestBags(app.repos.guestBags, app.repos.cart);
  const days = dayBudgets(app.repos.rateLimits, options.authRateLimit);

  /** Counts the attempt on every key, or says how long they are blocked. */
  async function reserve(checked: ThrottleKey[]): Promise<Reservation | Throttled> {
    try {
      return await throttle.reserve(checked);
    } catch (error) {
      if (!(error instanceof TooManyAttempts)) throw error;
      return { refused: 'throttled', message: error.message, retryAfterSeconds: error.retryAfterSeconds };
    }
  }
  const isThrottled = (r: Reservation | Throttled): r is Throttled => 'refused' in r;

  /**
   * Counts a log-in, right or wrong: each costs a password hash and a right one writes a session,
   * so a loop of right passwords meets a limit too. A known browser (its account's device cookie)
   * counts on its account, any other browser on its address, so strangers at a shared address
   * never hold up the account's own browsers. 5N a fixed window of 15 minutes (100 by default: a
   * household or an office signs in a few times a day), never longer (rate_limits: no back-off,
   * the window's end is the wait); null when there is room.
   */
  async function everyLogIn(request: FastifyRequest, known: UserRecord | null): Promise<Throttled | null> {
    if (!throttle.enabled) return null;
    const verdict = await app.repos.rateLimits.hit(
      known ? 'login:account' : 'login:address',
      known ? String(known.id) : clientAddress(request),
      EVERY_LOG_IN_PER_N * options.authRateLimit,
      EVERY_LOG_IN_WINDOW_SECONDS,
    );
    if (verdict.allowed) return null;
    const { message } = new TooManyAttempts(verdict.retryAfterSeconds);
    return { refused: 'throttled', message, retryAfterSeconds: verdict.retryAfterSeconds };
  }

  /**
   * What every sign-in does besides the session: the guest bag's lines join the account's cart
   * (docs/cart.md#guest-bag), and a verified account takes the guest orders of its address.
   */
  async function signedIn(request: FastifyRequest, reply: FastifyReply, user: UserRecord) {
    await session.start(request, reply, user.id);
    await bags.mergeInto(request, reply, user.id);
    if (user.emailVerifiedAt) await claimGuestOrdersQuietly(options, request, user.id, user.email);
    await rememberDevice(request, reply, user);
  }

  /** The user name or the e-mail address (docs/account.md#log-in): one names one account. */
  const find = async (typed: string) =>
    (await users.findByUserName(typed)) ?? (typed.includes('@') ? await users.findByEmail(typed) : null);

  async function logIn(
    request: FastifyRequest,
    reply: FastifyReply,
    typed: Credentials,
  ): Promise<LogInOutcome> {
    const { username, password } = typed;
    const name = username.toLowerCase();
    // The account's own browser (a valid device cookie) has a budget of its own; any other
    // browser meets the address-and-account, address and account budgets.
    const named = throttle.devices.accountOf(request.cookies[DEVICE_COOKIE]);
    let user = named === null ? undefined : await find(username);
    const device = user ? await knownDevice(request, user) : null;
    const pair = keys.loginPair(request, name);
    const guessed = device
      ? [keys.loginDevice(device)]
      : [pair, keys.loginAddress(request), keys.loginAccount(name)];
    // Counted before the password is checked, so parallel guesses cannot all pass a check.
    const reservation = await reserve(guessed);
    if (isThrottled(reservation)) return reservation;
    const spent = await everyLogIn(request, device && user ? user : null);
    if (spent) {
      await reservation.release();
      return spent;
    }
    if (user === undefined) user = await find(username);
    const ok = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !ok) return { refused: 'failed' };
    // The shopper's own success is no failure: the guess is given back, its own counter cleared
    // (the count of every log-in keeps it).
    await reservation.release();
    await throttle.clear(device ? guessed : [pair]);
    await signedIn(request, reply, user);
    return { user };
  }

  /** `fields` is null when the body broke the sign-up rules: counted all the same. */
  async function signUp(
    request: FastifyRequest,
    reply: FastifyReply,
    fields: SignUpFields | null,
  ): Promise<SignUpOutcome> {
    // Every sign-up counts, not only failures: each one that succeeds creates an account.
    const reservation = await reserve([keys.signupAddress(request)]);
    if (isThrottled(reservation)) return reservation;
    if (fields === null) return { refused: 'invalid' };
    const { username, email, password } = fields;
    if (await users.findByUserName(username)) return { refused: 'userName' };
    if (await users.findByEmail(email)) return { refused: 'email' };
    // The accounts an address may create in a day (auth/a-day.ts), counted only for sign-ups
    // that would create one: a mistyped form spends the throttle's budget, not the day's.
    const address = clientAddress(request);
    const spent = await days.spend('signup', address);
    if (spent)
      return { refused: 'throttled', message: spent.message, retryAfterSeconds: spent.retryAfterSeconds };
    let user;
    try {
      user = await users.create({ userName: username, email, passwordHash: await hashPassword(password) });
    } catch (error) {
      await days.giveBack('signup', address);
      // Two sign-ups racing for one name: the unique index decides, the loser hears why.
      const which = uniqueViolation(error);
      if (which === 'userName' || which === 'email') return { refused: which };
      throw error;
    }
    await signedIn(request, reply, user);
    await sendVerificationMail(options, request, user);
    return { user };
  }

  /** The throttle's own answer: 429 with Retry-After and its sentence. */
  const refuseThrottled = (reply: FastifyReply, throttled: Throttled) =>
    reply
      .code(429)
      .header('retry-after', String(throttled.retryAfterSeconds))
      .send({ message: throttled.message });

  return { logIn, signUp, signedIn, refuseThrottled };
}
