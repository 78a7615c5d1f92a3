// /forms/signup (docs/api.md#form-posts): the sign-up page's form, posted without JavaScript. The
// gateway forwards `POST /signup` here. It creates the account exactly as POST /api/users/signup
// does (users/sign-in-flows.ts: the same rules, throttle, session, verification mail) and answers
// a 303: /home signed in, or /signup?error=invalid|username|email|throttled, which the page
// explains. Like every write it passes the origin guard (http/origin-guard.ts).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorSchema } from '@storefront/shared/contracts/schemas';
import { SignupFormSchema } from '@storefront/shared/contracts/form-schemas';
import { SIGNUP_FORM_PATH, type SignupFormError } from '@storefront/shared/contracts/forms';
import { signInFlows } from '../../api/users/sign-in-flows';
import { FORM_TYPE, parseFormFields } from '../form-fields';
import { AFTER_FORM_SIGN_IN } from '../login';

const REFUSALS: Record<'invalid' | 'userName' | 'email' | 'throttled', SignupFormError> = {
  invalid: 'invalid',
  userName: 'username',
  email: 'email',
  throttled: 'throttled',
};

export async function signupFormRoutes(scope: FastifyInstance): Promise<void> {
  parseFormFields(scope, ['username', 'email', 'password', 'confirm']);
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { signUp } = signInFlows(app);

  app.post(
    '/',
    {
      attachValidation: true,
      schema: {
        tags: ['users'],
        description:
          'The sign-up page without JavaScript (urlencoded username, email, password, confirm): creates ' +
          'the account as POST /api/users/signup does, then 303 to /home; a refusal 303s to ' +
          '/signup?error=invalid, username, email or throttled.',
        consumes: [FORM_TYPE],
        body: SignupFormSchema,
        response: { 403: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { confirm, ...fields } = request.body ?? {};
      // The page's script checks the pair before it sends; without it the API does (counted, as
      // every sign-up attempt is).
      const valid = !request.validationError && confirm === fields.password;
      const outcome = await signUp(request, reply, valid ? fields : null);
      if ('user' in outcome) return reply.redirect(AFTER_FORM_SIGN_IN, 303);
      return reply.redirect(`${SIGNUP_FORM_PATH}?error=${REFUSALS[outcome.refused]}`, 303);
    },
  );
}
