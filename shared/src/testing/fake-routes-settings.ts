// /api/account-settings and /api/newsletter: the account settings page's calls and the e-mail
// sign-up, with the API's sentences (api/src/routes/api/{account-settings,newsletter}).
import { AccountMessageSchema, AccountUserSchema } from '../contracts/accounts';
import {
  ChangeEmailBodySchema,
  ChangePasswordBodySchema,
  DeleteAccountBodySchema,
} from '../contracts/account-settings';
import {
  NewsletterConfirmBodySchema,
  NewsletterMessageSchema,
  NewsletterSubscribeBodySchema,
} from '../contracts/newsletter';
import { ErrorSchema } from '../contracts/schemas';
import { ok, refuse, type FakeRoute, type FakeState } from './fake-state';

export const SETTINGS_SENTENCES = {
  passwordChanged: 'Your password has been changed. Other devices have been signed out.',
  accountDeleted: 'Your account has been deleted.',
  wrongPassword: 'Your current password is not correct',
  emailTaken: 'Email already registered',
  subscribed:
    'Thanks! Check your inbox: we have sent you a link to confirm your sign-up. It works for 48 hours.',
  confirmed: 'You are signed up. Look out for our next e-mail.',
  linkInvalid: 'This confirmation link is invalid, has expired or was already used. Please sign up again.',
} as const;

/** The one newsletter link the fake API takes as unspent. */
export const FAKE_NEWSLETTER_TOKEN = 'valid-newsletter-token';

const answers = { 400: ErrorSchema, 401: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema };

/** The signed-in account when `currentPassword` is its password, or the API's refusal. */
function checked(body: unknown, state: FakeState) {
  const account = state.session;
  const { currentPassword } = body as { currentPassword: string };
  if (!account || account.password !== currentPassword) return null;
  return account;
}

export const settingsRoutes: FakeRoute[] = [
  {
    method: 'POST',
    path: '/api/account-settings/password',
    auth: 'required',
    body: ChangePasswordBodySchema,
    invalid: 'Invalid Entry: the new password must follow the password rules',
    responses: { 200: AccountMessageSchema, ...answers },
    handle: ({ body }, state) => {
      const account = checked(body, state);
      if (!account) return refuse(401, SETTINGS_SENTENCES.wrongPassword);
      account.password = (body as { newPassword: string }).newPassword;
      return ok({ message: SETTINGS_SENTENCES.passwordChanged });
    },
  },
  {
    method: 'POST',
    path: '/api/account-settings/email',
    auth: 'required',
    body: ChangeEmailBodySchema,
    invalid: 'Please enter your current password and a valid e-mail address',
    responses: { 200: AccountUserSchema, ...answers },
    handle: ({ body }, state) => {
      const account = checked(body, state);
      if (!account) return refuse(401, SETTINGS_SENTENCES.wrongPassword);
      const { email } = body as { email: string };
      if (state.accounts.some((a) => a !== account && a.email.toLowerCase() === email.toLowerCase()))
        return refuse(409, SETTINGS_SENTENCES.emailTaken);
      account.email = email;
      account.emailVerified = false;
      const { id, userName, emailVerified } = account;
      return ok({ id, userName, email, emailVerified });
    },
  },
  {
    method: 'POST',
    path: '/api/account-settings/delete',
    auth: 'required',
    body: DeleteAccountBodySchema,
    invalid: 'Please enter your current password',
    responses: { 200: AccountMessageSchema, ...answers },
    handle: ({ body }, state) => {
      const account = checked(body, state);
      if (!account) return refuse(401, SETTINGS_SENTENCES.wrongPassword);
      state.accounts = state.accounts.filter((a) => a !== account);
      state.session = null;
      return ok({ message: SETTINGS_SENTENCES.accountDeleted });
    },
  },
  {
    // The same sentence whatever the address's state: it tells nobody who subscribed.
    method: 'POST',
    path: '/api/newsletter/subscribe',
    body: NewsletterSubscribeBodySchema,
    invalid: 'Please enter a valid e-mail address',
    responses: { 202: NewsletterMessageSchema, 400: ErrorSchema, 429: ErrorSchema },
    handle: () => ok({ message: SETTINGS_SENTENCES.subscribed }, 202),
  },
  {
    // FAKE_NEWSLETTER_TOKEN confirms; any other token is a spent or made-up link.
    method: 'POST',
    path: '/api/newsletter/confirm',
    body: NewsletterConfirmBodySchema,
    invalid: SETTINGS_SENTENCES.linkInvalid,
    responses: { 200: NewsletterMessageSchema, 400: ErrorSchema, 429: ErrorSchema },
    handle: ({ body }) =>
      (body as { token: string }).token === FAKE_NEWSLETTER_TOKEN
        ? ok({ message: SETTINGS_SENTENCES.confirmed })
        : refuse(400, SETTINGS_SENTENCES.linkInvalid),
  },
];
