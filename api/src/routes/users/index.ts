// Sign-up, log-in, logout and the current session (SPEC sections 4, 7 and 8).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ErrorSchema,
  LoginBodySchema,
  SessionUserSchema,
  SignupBodySchema,
  UserSchema,
} from '@storefront/shared/contracts/schemas';
import { FLOW_COOKIE, FLOW_MAX_AGE_SECONDS, type GoogleSignIn } from '../../auth/google';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { badRequest, unauthorized } from '../../http/errors';
import type { SessionManager } from '../../http/session';
import { toPublicUser, uniqueViolation, type UsersRepository } from '../../repositories/users';

/** The client shows these bodies as they are (SPEC section 8). */
export const USERNAME_TAKEN = 'Username already registered';
export const EMAIL_TAKEN = 'Email already registered';

export interface UserRoutesOptions {
  users: UsersRepository;
  session: SessionManager;
  /** Attempts per minute and client on log-in and sign-up; 0 disables. */
  authRateLimit: number;
  /** Null when GOOGLE_* is not configured: the routes answer 503. */
  google: GoogleSignIn | null;
  storePublicUrl: string;
}

const GOOGLE_NOT_CONFIGURED =
  'Google sign-in is not configured on this server (set GOOGLE_ISSUER, GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET)';

const tags = ['users'];

export async function userRoutes(scope: FastifyInstance, options: UserRoutesOptions): Promise<void> {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { users, session } = options;
  type RateLimitConfig = {
    rateLimit?: {
      max: number;
      timeWindow: string;
      hook?: 'preValidation';
      keyGenerator?: (request: FastifyRequest) => string;
    };
  };
  const limit = (perAccount: boolean): RateLimitConfig =>
    options.authRateLimit > 0
      ? {
          rateLimit: {
            max: options.authRateLimit,
            timeWindow: '1 minute',
            // Log-in counts per client and account, so shoppers sharing one address (a proxy
            // that does not forward theirs) do not lock each other out; guessing one account is still capped.
            ...(perAccount && {
              hook: 'preValidation' as const,
              keyGenerator: (request: FastifyRequest) => {
                const name = (request.body as { username?: unknown } | undefined)?.username;
                return `${request.ip}|${typeof name === 'string' ? name.toLowerCase().slice(0, 64) : ''}`;
              },
            }),
          },
        }
      : {};

  app.post(
    '/api/users/signup',
    {
      config: limit(false),
      attachValidation: true,
      schema: {
        tags,
        body: SignupBodySchema,
        response: { 201: UserSchema, 400: ErrorSchema, 409: { type: 'string' } },
      },
    },
    async (request, reply) => {
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
      return reply.code(201).send(toPublicUser(user));
    },
  );

  app.post(
    '/api/users/login',
    {
      config: limit(true),
      attachValidation: true,
      schema: {
        tags,
        body: LoginBodySchema,
        response: { 200: UserSchema, 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request, reply) => {
      if (request.validationError) throw badRequest('Missing username or password');
      const { username, password } = request.body;
      const user = await users.findByUserName(username);
      const ok = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !ok) throw unauthorized('Incorrect username or password');
      await session.start(request, reply, user.id);
      return reply.code(200).send(toPublicUser(user));
    },
  );

  app.get(
    '/api/users/persistOAuth',
    { schema: { tags, response: { 200: SessionUserSchema, 401: ErrorSchema } } },
    async (request) => {
      const user = await session.current(request);
      if (!user) throw unauthorized('Not signed in');
      return { userName: user.userName, email: user.email };
    },
  );

  app.post(
    '/api/users/logout',
    { schema: { tags, response: { 200: ErrorSchema } } },
    async (request, reply) => {
      await session.end(request, reply);
      return reply.code(200).send({ message: 'Signed out' });
    },
  );

  const flowCookie = (request: FastifyRequest) => ({
    path: '/api/users/auth',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
  });

  app.get(
    '/api/users/auth/google',
    { schema: { tags, response: { 503: ErrorSchema } } },
    async (request, reply) => {
      if (!options.google) return reply.code(503).send({ message: GOOGLE_NOT_CONFIGURED });
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
    '/api/users/auth/google/callback',
    { schema: { tags, response: { 503: ErrorSchema } } },
    async (request, reply) => {
      if (!options.google) return reply.code(503).send({ message: GOOGLE_NOT_CONFIGURED });
      const flowId = request.cookies[FLOW_COOKIE];
      reply.clearCookie(FLOW_COOKIE, flowCookie(request));
      try {
        if (!flowId) throw new Error('no sign-in flow cookie');
        const user = await options.google.finish(flowId, new URL(request.url, 'http://api').search);
        await session.start(request, reply, user.id);
        return reply.redirect(`${options.storePublicUrl}/home`, 302);
      } catch (error) {
        // The shopper lands on the log-in page rather than on an error document.
        request.log.warn({ message: (error as Error).message }, 'google sign-in failed');
        return reply.redirect(`${options.storePublicUrl}/login`, 302);
      }
    },
  );
}
