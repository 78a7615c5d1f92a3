// Sign-up, log-in, logout and the current session (docs/api.md#users, docs/api.md#sign-up-errors, docs/api.md#log-in-errors, docs/account.md#signed-in-or-out),
// Google sign-in, e-mail verification and password reset.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AccountSessionUserSchema, AccountUserSchema } from '@storefront/shared/contracts/accounts';
import { ErrorSchema, LoginBodySchema, SignupBodySchema } from '@storefront/shared/contracts/schemas';
import { FLOW_COOKIE, FLOW_MAX_AGE_SECONDS, UnverifiedAccountEmail } from '../../../auth/google';
import { hashPassword, verifyPassword } from '../../../auth/passwords';
import { TooManyAttempts, type ThrottleKey } from '../../../auth/throttle';
import { badRequest, unauthorized } from '../../../http/errors';
import { toPublicUser, uniqueViolation } from '../../../repositories/users';
import { accountRoutes, sendVerificationMail } from './account-routes';
import { userRoutesOptions } from './options';

/** The client shows these bodies as they are (docs/api.md#sign-up-errors). */
export const USERNAME_TAKEN = 'Username already registered';
export const EMAIL_TAKEN = 'Email already registered';

/** Where the log-in page explains why Google sign-in linked nothing (see UnverifiedAccountEmail). */
const GOOGLE_UNVERIFIED_REDIRECT = '/login?google=email-unverified';

const GOOGLE_NOT_CONFIGURED =
  'Google sign-in is not configured on this server (set GOOGLE_ISSUER, GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET)';

const tags = ['users'];

export async function userRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const options = userRoutesOptions(app);
  const { users, session } = options;
  const { throttle } = options;
  const n = options.authRateLimit;
  const keys = {
    // One address and one account together: the budget of a shopper who mistypes.
    loginPair: (request: FastifyRequest, name: string): ThrottleKey => ({
      name: 'login:ip+user',
      value: `${request.ip}|${name}`,
      limit: n,
    }),
    // One address, any account (one password tried on many accounts); shoppers behind one
    // address share it, hence the larger budget.
    loginAddress: (request: FastifyRequest): ThrottleKey => ({
      name: 'login:ip',
      value: request.ip,
      limit: n * 3,
    }),
    // One account, any address (one account guessed from many addresses).
    loginAccount: (name: string): ThrottleKey => ({ name: 'login:user', value: name, limit: n * 3 }),
    signupAddress: (request: FastifyRequest): ThrottleKey => ({
      name: 'signup:ip',
      value: request.ip,
      limit: n,
    }),
    googleAddress: (request: FastifyRequest): ThrottleKey => ({
      name: 'google:ip',
      value: request.ip,
      limit: n * 3,
    }),
  };

  /** Answers 429 with Retry-After when a key is blocked; true when it did. */
  async function refusedByThrottle(reply: FastifyReply, checked: ThrottleKey[]): Promise<boolean> {
    try {
      await throttle.check(checked);
      return false;
    } catch (error) {
      if (!(error instanceof TooManyAttempts)) throw error;
      await reply
        .code(429)
        .header('retry-after', String(error.retryAfterSeconds))
        .send({ message: error.message });
      return true;
    }
  }

  app.post(
    '/signup',
    {
      attachValidation: true,
      schema: {
        tags,
        body: SignupBodySchema,
        response: { 201: AccountUserSchema, 400: ErrorSchema, 409: { type: 'string' }, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      // Every sign-up counts, not only failures: each one that succeeds creates an account.
      const address = [keys.signupAddress(request)];
      if (await refusedByThrottle(reply, address)) return reply;
      await throttle.fail(address);
      if (request.validationError) {
        throw badRequest('Invalid Entry: username, email and password must follow the sign-up rules');
      }
      const { username, email, password } = request.body;
      const taken = async (which: 'userName' | 'email') =>
        reply
          .code(409)
          .type('text/plain; charset=utf-8')
          .send(which === 'userName' ? USERNAME_TAKEN : EMAIL_TAKEN);
      if (await users.findByUserName(username)) return taken('userName');
      if (await users.findByEmail(email)) return taken('email');
      let user;
      try {
        user = await users.create({ userName: username, email, passwordHash: await hashPassword(password) });
      } catch (error) {
        // Two sign-ups racing for one name: the unique index decides, the loser hears why.
        const which = uniqueViolation(error);
        if (which === 'userName' || which === 'email') return taken(which);
        throw error;
      }
      await session.start(request, reply, user.id);
      await sendVerificationMail(options, request, user);
      return reply.code(201).send(toPublicUser(user));
    },
  );

  app.post(
    '/login',
    {
      attachValidation: true,
      schema: {
        tags,
        body: LoginBodySchema,
        response: { 200: AccountUserSchema, 400: ErrorSchema, 401: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const typed = (request.body as { username?: unknown } | undefined)?.username;
      const name = typeof typed === 'string' ? typed.toLowerCase().slice(0, 64) : '';
      const pair = keys.loginPair(request, name);
      const checked = [pair, keys.loginAddress(request), ...(name ? [keys.loginAccount(name)] : [])];
      if (await refusedByThrottle(reply, checked)) return reply;
      if (request.validationError) throw badRequest('Missing username or password');
      const { username, password } = request.body;
      const user = await users.findByUserName(username);
      const ok = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !ok) {
        await throttle.fail(checked);
        throw unauthorized('Incorrect username or password');
      }
      await throttle.clear([pair]);
      await session.start(request, reply, user.id);
      return reply.code(200).send(toPublicUser(user));
    },
  );

  app.get(
    '/persistOAuth',
    {
      schema: {
        tags,
        description: 'The signed-in shopper, or 204 with no body when there is no session.',
        response: { 200: AccountSessionUserSchema, 204: { type: 'null' } },
      },
      config: { auth: 'optional' },
    },
    async (request, reply) => {
      const { user } = request;
      // Most visitors have no session: that is an answer, not an error (no 401 in every console).
      if (!user) return reply.code(204).send();
      return { userName: user.userName, email: user.email, emailVerified: user.emailVerified };
    },
  );

  app.post('/logout', { schema: { tags, response: { 200: ErrorSchema } } }, async (request, reply) => {
    await session.end(request, reply);
    return reply.code(200).send({ message: 'Signed out' });
  });

  const flowCookie = (request: FastifyRequest) => ({
    path: '/api/users/auth',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
  });

  app.get(
    '/auth/google',
    { schema: { tags, response: { 429: ErrorSchema, 503: ErrorSchema } } },
    async (request, reply) => {
      if (!options.google) return reply.code(503).send({ message: GOOGLE_NOT_CONFIGURED });
      // Each start writes a pending flow: counted per address like a sign-up.
      const address = [keys.googleAddress(request)];
      if (await refusedByThrottle(reply, address)) return reply;
      await throttle.fail(address);
      let started;
      try {
        started = await options.google.start();
      } catch (error) {
        request.log.warn({ message: (error as Error).message }, 'google sign-in could not start');
        return reply
          .code(503)
          .send({ message: 'Google sign-in is unavailable right now, please try again later' });
      }
      reply.setCookie(FLOW_COOKIE, started.flowId, { ...flowCookie(request), maxAge: FLOW_MAX_AGE_SECONDS });
      return reply.redirect(started.url, 302);
    },
  );

  app.get(
    '/auth/google/callback',
    { schema: { tags, response: { 503: ErrorSchema } } },
    async (request, reply) => {
      if (!options.google) return reply.code(503).send({ message: GOOGLE_NOT_CONFIGURED });
      const flowId = request.cookies[FLOW_COOKIE];
      reply.clearCookie(FLOW_COOKIE, flowCookie(request));
      try {
        if (!flowId) throw new Error('no sign-in flow cookie');
        const { user, linked } = await options.google.finish(
          flowId,
          new URL(request.url, 'http://api').search,
        );
        // A newly linked identity is a new way into the account: every earlier session ends.
        if (linked) await options.sessions.destroyAllOf(user.id);
        await session.start(request, reply, user.id);
        return reply.redirect(`${options.storePublicUrl}/home`, 302);
      } catch (error) {
        if (error instanceof UnverifiedAccountEmail) {
          request.log.warn('google sign-in refused: the matching account has not verified its e-mail');
          return reply.redirect(`${options.storePublicUrl}${GOOGLE_UNVERIFIED_REDIRECT}`, 302);
        }
        // The shopper lands on the log-in page rather than on an error document.
        request.log.warn({ message: (error as Error).message }, 'google sign-in failed');
        return reply.redirect(`${options.storePublicUrl}/login`, 302);
      }
    },
  );

  await accountRoutes(app, options, refusedByThrottle);
}
