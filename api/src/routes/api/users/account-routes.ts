// E-mail verification and password reset. Links carry a single-use token that
// the database keeps only as a hash; a reset ends every session of the user.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AccountMessageSchema,
  ForgotPasswordBodySchema,
  ResetPasswordBodySchema,
  VerifyEmailBodySchema,
} from '@storefront/shared/contracts/accounts';
import { ErrorSchema } from '@storefront/shared/contracts/schemas';
import { isValidPassword } from '@storefront/shared/contracts/validation';
import { hashPassword } from '../../../auth/passwords';
import type { ThrottleKey } from '../../../auth/throttle';
import { badRequest } from '../../../http/errors';
import { passwordResetMail, verificationMail } from '../../../mail/account-mail';
import { sendQuietly } from '../../../mail/mailer';
import { TOKEN_LIFETIME_SECONDS } from '../../../repositories/users';
import type { UserRoutesOptions } from './options';
import { smallLimit, type ReserveOrRefuse } from './sign-in-throttle';
import { clientAddress } from '../../../http/client-address';

export const FORGOT_ANSWER =
  'If an account uses that e-mail address, we have sent it a link to reset the password. The link works for 1 hour.';
export const RESET_DONE = 'Your password has been reset. Please log in with your new password.';
export const RESET_LINK_INVALID =
  'This reset link is invalid, has expired or was already used. Please ask for a new one.';
export const VERIFY_DONE = 'Your e-mail address is verified.';
export const VERIFY_LINK_INVALID =
  'This verification link is invalid, has expired or was already used. Log in and send a new one from your account page.';
const VERIFICATION_SENT = 'We have sent you a new verification link.';
const ALREADY_VERIFIED = 'Your e-mail address is already verified.';
const MAIL_FAILED = 'We could not send the e-mail right now, please try again later.';

const tags = ['users'];
const VERIFY_HOURS = TOKEN_LIFETIME_SECONDS['verify-email'] / 3600;
const RESET_MINUTES = TOKEN_LIFETIME_SECONDS['reset-password'] / 60;

/**
 * Hands a verified address's guest orders to the account (docs/cart.md#guest-checkout). It runs
 * during sign-in and verification, which it must never fail: a claim that goes wrong is logged,
 * and the orders stay reachable by their mailed links until the next sign-in tries again.
 */
export async function claimGuestOrdersQuietly(
  options: UserRoutesOptions,
  request: FastifyRequest,
  userId: number,
  email: string,
): Promise<void> {
  try {
    await options.orders.claimGuestOrders(userId, email);
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    request.log.warn({ code, message }, 'guest orders not claimed');
  }
}

/**
 * Issues a verification token (before the answer, so no database work outlives the request)
 * and mails its link in the background: a slow mail server never slows a sign-up down.
 */
export async function sendVerificationMail(
  options: UserRoutesOptions,
  request: FastifyRequest,
  user: { id: number; userName: string; email: string },
): Promise<void> {
  let token;
  try {
    token = await options.users.issueToken(user.id, 'verify-email', user.email);
  } catch (error) {
    // The account exists and is signed in; the shopper can ask for a link from the account page.
    const { code, message } = error as { code?: string; message?: string };
    request.log.warn({ code, message }, 'verification token not issued');
    return;
  }
  void sendQuietly(
    options.mailer,
    verificationMail(user, token, options.storePublicUrl, VERIFY_HOURS),
    request.log,
  );
}

/** A reset request answers no sooner than this, whether or not the address has an account. */
export const FORGOT_MIN_ANSWER_MS = 300;

export async function accountRoutes(
  scope: FastifyInstance,
  options: UserRoutesOptions,
  reserveOrRefuse: ReserveOrRefuse,
): Promise<void> {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { users, throttle } = options;
  const n = options.authRateLimit;
  // Every call is counted before it does anything; mail-sending calls keep their count (they cost
  // a mail to somebody's inbox), token calls give it back when the token was right (a wrong token
  // is the only thing worth guessing).
  const perMailbox = smallLimit(n);
  const address = (request: FastifyRequest, name: string, limit = n): ThrottleKey => ({
    name: `${name}:ip`,
    value: clientAddress(request),
    limit,
  });

  app.post(
    '/password/forgot',
    {
      attachValidation: true,
      schema: {
        tags,
        body: ForgotPasswordBodySchema,
        response: { 200: AccountMessageSchema, 400: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      if (request.validationError) throw badRequest('Please enter a valid e-mail address');
      const { email } = request.body;
      const checked = [address(request, 'forgot'), { name: 'forgot:email', value: email, limit: perMailbox }];
      if (!(await reserveOrRefuse(reply, checked))) return reply;
      // A known and an unknown address answer alike and, padded to a floor, in the same time;
      // the mail itself goes out in the background.
      const started = Date.now();
      const user = await users.findByEmail(email);
      if (user) {
        const token = await users.issueToken(user.id, 'reset-password', user.email);
        void sendQuietly(
          options.mailer,
          passwordResetMail(user, token, options.storePublicUrl, RESET_MINUTES),
          request.log,
        );
      }
      const rest = FORGOT_MIN_ANSWER_MS - (Date.now() - started);
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
      return reply.code(200).send({ message: FORGOT_ANSWER });
    },
  );

  app.post(
    '/password/reset',
    {
      attachValidation: true,
      schema: {
        tags,
        body: ResetPasswordBodySchema,
        response: { 200: AccountMessageSchema, 400: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const checked = [address(request, 'reset')];
      const body = request.body as { token?: unknown; password?: unknown } | undefined;
      if (request.validationError && typeof body?.token === 'string' && body.token) {
        // A token with a password outside the rule: nothing was guessed, nothing is counted.
        const password = typeof body.password === 'string' ? body.password : '';
        if (!isValidPassword(password)) {
          throw badRequest('Invalid Entry: the new password must follow the password rules');
        }
      }
      const reservation = await reserveOrRefuse(reply, checked);
      if (!reservation) return reply;
      if (request.validationError) throw badRequest(RESET_LINK_INVALID);
      const { token, password } = request.body;
      const spent = await users.resetPassword(token, await hashPassword(password));
      if (spent === null) throw badRequest(RESET_LINK_INVALID);
      const { userId } = spent;
      await reservation.release();
      // Whoever held a session, the caller included, signs in again with the new password.
      await options.sessions.destroyAllOf(userId);
      // The link reached the mailbox, so that address is proven too, if the account still has it.
      await users.markEmailVerified(userId, spent.email);
      const user = await users.findById(userId);
      if (user) await throttle.clear([{ name: 'login:user', value: user.userName.toLowerCase(), limit: n }]);
      await options.session.end(request, reply);
      return reply.code(200).send({ message: RESET_DONE });
    },
  );

  app.post(
    '/email/verify',
    {
      attachValidation: true,
      schema: {
        tags,
        body: VerifyEmailBodySchema,
        response: { 200: AccountMessageSchema, 400: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const reservation = await reserveOrRefuse(reply, [address(request, 'verify')]);
      if (!reservation) return reply;
      const spent = request.validationError
        ? null
        : await users.consumeToken(request.body.token, 'verify-email');
      if (spent === null) throw badRequest(VERIFY_LINK_INVALID);
      await reservation.release();
      // A link mailed to an address the account has left since proves nothing.
      const verified = await users.markEmailVerified(spent.userId, spent.email);
      if (!verified || spent.email === null) throw badRequest(VERIFY_LINK_INVALID);
      options.sessions.forget(spent.userId);
      // Orders placed as a guest with this address are the account's now (docs/cart.md#guest-checkout).
      await claimGuestOrdersQuietly(options, request, spent.userId, spent.email);
      return reply.code(200).send({ message: VERIFY_DONE });
    },
  );

  app.post(
    '/email/resend',
    {
      schema: {
        tags,
        response: { 200: AccountMessageSchema, 401: ErrorSchema, 429: ErrorSchema, 503: ErrorSchema },
      },
      config: { auth: 'required' },
    },
    async (request, reply) => {
      const me = request.user!;
      const checked = [
        address(request, 'resend'),
        { name: 'resend:user', value: String(me.id), limit: perMailbox },
      ];
      const reservation = await reserveOrRefuse(reply, checked);
      if (!reservation) return reply;
      const user = await users.findById(me.id);
      if (!user) throw badRequest('Not signed in');
      if (user.emailVerifiedAt) {
        // No mail goes out: the call costs nothing and is given back.
        await reservation.release();
        return reply.code(200).send({ message: ALREADY_VERIFIED });
      }
      const token = await users.issueToken(user.id, 'verify-email', user.email);
      const sent = await sendQuietly(
        options.mailer,
        verificationMail(user, token, options.storePublicUrl, VERIFY_HOURS),
        request.log,
      );
      if (!sent) return reply.code(503).send({ message: MAIL_FAILED });
      return reply.code(200).send({ message: VERIFICATION_SENT });
    },
  );
}
