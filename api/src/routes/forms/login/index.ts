// /forms/login (docs/api.md#form-posts): the log-in page's form, posted without JavaScript. The
// gateway forwards `POST /login` here. It signs in exactly as POST /api/users/login does (the same
// flow, throttle keys, session and guest-bag merge: users/sign-in-flows.ts) and answers a 303:
// /home with the session cookie set, or /login?error=missing|failed|throttled, which the page
// explains. Like every write it passes the origin guard (http/origin-guard.ts).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorSchema, LoginBodySchema } from '@storefront/shared/contracts/schemas';
import { LOGIN_FORM_PATH, type LoginFormError } from '@storefront/shared/contracts/forms';
import { signInFlows } from '../../api/users/sign-in-flows';
import { FORM_TYPE, parseFormFields } from '../form-fields';

/** Where a signed-in shopper goes: the JSON page's own default (afterSignInPath without a breadcrumb). */
export const AFTER_FORM_SIGN_IN = '/home';

export async function loginFormRoutes(scope: FastifyInstance): Promise<void> {
  parseFormFields(scope, ['username', 'password']);
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { logIn } = signInFlows(app);

  app.post(
    '/',
    {
      attachValidation: true,
      schema: {
        tags: ['users'],
        description:
          'The log-in page without JavaScript (urlencoded username, password): signs in as POST ' +
          '/api/users/login does, then 303 to /home; a refusal 303s to /login?error=missing, failed or throttled.',
        consumes: [FORM_TYPE],
        body: LoginBodySchema,
        response: { 403: ErrorSchema },
      },
    },
    async (request, reply) => {
      const back = (error: LoginFormError) => reply.redirect(`${LOGIN_FORM_PATH}?error=${error}`, 303);
      // Nothing is checked for an empty field, so nothing is counted either (as the JSON route).
      if (request.validationError) return back('missing');
      const outcome = await logIn(request, reply, request.body);
      if ('user' in outcome) return reply.redirect(AFTER_FORM_SIGN_IN, 303);
      return back(outcome.refused);
    },
  );
}
