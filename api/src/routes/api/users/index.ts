// Sign-up, log-in, logout and the current session (docs/api.md#users, docs/api.md#sign-up-errors, docs/api.md#log-in-errors, docs/account.md#signed-in-or-out),
// Google sign-in, e-mail verification and password reset.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AccountSessionUserSchema,
  AccountUserSchema,
  AuthProvidersSchema,
} from '@storefront/shared/contracts/accounts';
import { ErrorSchema, LoginBodySchema, SignupBodySchema } from '@storefront/shared/contracts/schemas';
import { FLOW_COOKIE, FLOW_MAX_AGE_SECONDS, UnverifiedAccountEmail } from '../../../auth/google';
import { badRequest, unauthorized } from '../../../http/errors';
import { toPublicUser } from '../../../repositories/users';
import { accountRoutes } from './account-routes';
import { addressRoutes } from './address-routes';
import { userRoutesOptions } from './options';
import { signInFlows } from './sign-in-flows';
import { signInThrottle } from './sign-in-throttle';

/** The client shows these bodies as they are (docs/api.md#sign-up-errors). */
export const USERNAME_TAKEN = 'Username already registered';
export const EMAIL_TAKEN = 'Email already registered';
export const LOGIN_FAILED = 'Incorrect username or password';

/** Where the log-in page explains why Google sign-in linked nothing (see UnverifiedAccountEmail). */
const GOOGLE_UNVERIFIED_REDIRECT = '/login?google=email-unverified';
/**
 * Google sign-in is a page the browser leaves for, so its failures are pages too: the log-in page
 * in the store's look says what happened (docs/account.md#google-sign-in), never a JSON body.
 */
export const GOOGLE_UNAVAILABLE_REDIRECT = '/login?google=unavailable';
export const GOOGLE_FAILED_REDIRECT = '/login?google=failed';

const tags = ['users'];

export async function userRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const options = userRoutesOptions(app);
  const { session } = options;
  const { keys, reserveOrRefuse } = signInThrottle(options);
  const { logIn, signUp, signedIn, refuseThrottled } = signInFlows(app, options);

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
      const outcome = await signUp(request, reply, request.validationError ? null : request.body);
      if ('user' in outcome) return reply.code(201).send(toPublicUser(outcome.user));
      if (outcome.refused === 'throttled') return refuseThrottled(reply, outcome);
      if (outcome.refused === 'invalid') {
        throw badRequest('Invalid Entry: username, email and password must follow the sign-up rules');
      }
      return reply
        .code(409)
        .type('text/plain; charset=utf-8')
        .send(outcome.refused === 'userName' ? USERNAME_TAKEN : EMAIL_TAKEN);
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
      // Nothing is checked for a malformed call, so nothing is counted either.
      if (request.validationError) throw badRequest('Missing username or password');
      const outcome = await logIn(request, reply, request.body);
      if ('user' in outcome) return reply.code(200).send(toPublicUser(outcome.user));
      if (outcome.refused === 'throttled') return refuseThrottled(reply, outcome);
      throw unauthorized(LOGIN_FAILED);
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
    '/auth/providers',
    {
      schema: {
        tags,
        description: 'Which third-party sign-ins this server offers: the log-in page shows only these.',
        response: { 200: AuthProvidersSchema },
      },
    },
    async (_, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { google: options.google !== null };
    },
  );

  app.get('/auth/google', { schema: { tags, response: { 429: ErrorSchema } } }, async (request, reply) => {
    if (!options.google) {
      request.log.warn('google sign-in asked for, but GOOGLE_* is not configured');
      return reply.redirect(`${options.storePublicUrl}${GOOGLE_UNAVAILABLE_REDIRECT}`, 302);
    }
    // Each start writes a pending flow: counted per address like a sign-up.
    if (!(await reserveOrRefuse(reply, [keys.googleAddress(request)]))) return reply;
    let started;
    try {
      started = await options.google.start();
    } catch (error) {
      request.log.warn({ message: (error as Error).message }, 'google sign-in could not start');
      return reply.redirect(`${options.storePublicUrl}${GOOGLE_UNAVAILABLE_REDIRECT}`, 302);
    }
    reply.setCookie(FLOW_COOKIE, started.flowId, { ...flowCookie(request), maxAge: FLOW_MAX_AGE_SECONDS });
    return reply.redirect(started.url, 302);
  });

  app.get('/auth/google/callback', { schema: { tags } }, async (request, reply) => {
    if (!options.google)
      return reply.redirect(`${options.storePublicUrl}${GOOGLE_UNAVAILABLE_REDIRECT}`, 302);
    const flowId = request.cookies[FLOW_COOKIE];
    reply.clearCookie(FLOW_COOKIE, flowCookie(request));
    try {
      if (!flowId) throw new Error('no sign-in flow cookie');
      const { user, linked } = await options.google.finish(flowId, new URL(request.url, 'http://api').search);
      // A newly linked identity is a new way into the account: every earlier session ends.
      if (linked) await options.sessions.destroyAllOf(user.id);
      await signedIn(request, reply, user);
      return reply.redirect(`${options.storePublicUrl}/home`, 302);
    } catch (error) {
      if (error instanceof UnverifiedAccountEmail) {
        request.log.warn('google sign-in refused: the matching account has not verified its e-mail');
        return reply.redirect(`${options.storePublicUrl}${GOOGLE_UNVERIFIED_REDIRECT}`, 302);
      }
      // The shopper lands on the log-in page, which says sign-in failed, not on an error document.
      request.log.warn({ message: (error as Error).message }, 'google sign-in failed');
      return reply.redirect(`${options.storePublicUrl}${GOOGLE_FAILED_REDIRECT}`, 302);
    }
  });

  await accountRoutes(app, options, reserveOrRefuse);
  await addressRoutes(app);
}
