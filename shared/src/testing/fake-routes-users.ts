// /api/users: session, sign-up, log-in, logout and the account mails, with the API's sentences.
import { Type } from '@sinclair/typebox';
import {
  AccountMessageSchema,
  AccountSessionUserSchema,
  AccountUserSchema,
  AuthProvidersSchema,
  ForgotPasswordBodySchema,
  ResetPasswordBodySchema,
  VerifyEmailBodySchema,
} from '../contracts/accounts';
import { ErrorSchema, LoginBodySchema, SignupBodySchema } from '../contracts/schemas';
import {
  AddressBodySchema,
  AddressBookSchema,
  AddressIdParamsSchema,
  type AddressBody,
} from '../contracts/addresses';
import { mergeGuestCart, ok, refuse, type FakeAccount, type FakeRoute } from './fake-state';

/** The API's answers (api/src/routes/api/users), which pages show as they are. */
export const ACCOUNT_SENTENCES = {
  usernameTaken: 'Username already registered',
  emailTaken: 'Email already registered',
  loginFailed: 'Incorrect username or password',
  forgot:
    'If an account uses that e-mail address, we have sent it a link to reset the password. The link works for 1 hour.',
  resetDone: 'Your password has been reset. Please log in with your new password.',
  resetInvalid: 'This reset link is invalid, has expired or was already used. Please ask for a new one.',
  verifyDone: 'Your e-mail address is verified.',
  verifyInvalid:
    'This verification link is invalid, has expired or was already used. Log in and send a new one from your account page.',
  verificationSent: 'We have sent you a new verification link.',
  alreadyVerified: 'Your e-mail address is already verified.',
} as const;

const publicUser = (a: FakeAccount) => ({
  id: a.id,
  userName: a.userName,
  email: a.email,
  emailVerified: a.emailVerified,
});

const throttled = { 429: ErrorSchema };

export const userRoutes: FakeRoute[] = [
  {
    method: 'GET',
    path: '/api/users/persistOAuth',
    responses: { 200: AccountSessionUserSchema, 204: null },
    handle: (_, { session }) => {
      if (!session) return { status: 204 };
      const { userName, email, emailVerified } = session;
      return ok({ userName, email, emailVerified });
    },
  },
  {
    method: 'POST',
    path: '/api/users/signup',
    body: SignupBodySchema,
    invalid: 'Invalid Entry: username, email and password must follow the sign-up rules',
    responses: { 201: AccountUserSchema, 400: ErrorSchema, 409: Type.String(), ...throttled },
    handle: ({ body }, state) => {
      const { username, email, password } = body as { username: string; email: string; password: string };
      if (state.accounts.some((a) => a.userName === username)) {
        return { status: 409, data: ACCOUNT_SENTENCES.usernameTaken };
      }
      if (state.accounts.some((a) => a.email === email))
        return { status: 409, data: ACCOUNT_SENTENCES.emailTaken };
      const id = Math.max(0, ...state.accounts.map((a) => a.id)) + 1;
      const account = { id, userName: username, email, password, emailVerified: false };
      state.accounts = [...state.accounts, account];
      state.session = account;
      mergeGuestCart(state);
      return ok(publicUser(account), 201);
    },
  },
  {
    method: 'POST',
    path: '/api/users/login',
    body: LoginBodySchema,
    invalid: 'Missing username or password',
    responses: { 200: AccountUserSchema, 400: ErrorSchema, 401: ErrorSchema, ...throttled },
    handle: ({ body }, state) => {
      const { username, password } = body as { username: string; password: string };
      // The user name or the e-mail address, as the API (docs/account.md#log-in).
      const account = state.accounts.find(
        (a) =>
          (a.userName === username || a.email.toLowerCase() === username.toLowerCase()) &&
          a.password === password,
      );
      if (!account) return refuse(401, ACCOUNT_SENTENCES.loginFailed);
      state.session = account;
      mergeGuestCart(state);
      return ok(publicUser(account));
    },
  },
  {
    method: 'POST',
    path: '/api/users/logout',
    responses: { 200: ErrorSchema },
    handle: (_, state) => {
      state.session = null;
      return ok({ message: 'Signed out' });
    },
  },
  {
    // The browser goes there (a page load), it is never an XHR: the provider's page, or the
    // log-in page that says Google sign-in is unavailable.
    method: 'GET',
    path: '/api/users/auth/google',
    responses: { 302: null, 429: ErrorSchema },
    handle: () => ({ status: 302 }),
  },
  {
    method: 'GET',
    path: '/api/users/addresses',
    auth: 'required',
    responses: { 200: AddressBookSchema, 401: ErrorSchema },
    handle: (_, state) => ok({ addresses: state.addresses }),
  },
  {
    method: 'POST',
    path: '/api/users/addresses',
    auth: 'required',
    body: AddressBodySchema,
    responses: { 201: AddressBookSchema, 400: ErrorSchema, 401: ErrorSchema, 409: ErrorSchema },
    handle: ({ body }, state) => {
      const id = Math.max(0, ...state.addresses.map((a) => a.id)) + 1;
      state.addresses = [...state.addresses, { phone: '', ...(body as AddressBody), id }];
      return ok({ addresses: state.addresses }, 201);
    },
  },
  {
    method: 'POST',
    path: '/api/users/addresses/:addressId',
    auth: 'required',
    params: AddressIdParamsSchema,
    body: AddressBodySchema,
    responses: { 200: AddressBookSchema, 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema },
    handle: ({ params, body }, state) => {
      if (!state.addresses.some((a) => a.id === params.addressId)) {
        return refuse(404, 'This address is not in your address book');
      }
      state.addresses = state.addresses.map((a) =>
        a.id === params.addressId ? { phone: '', ...(body as AddressBody), id: a.id } : a,
      );
      return ok({ addresses: state.addresses });
    },
  },
  {
    method: 'DELETE',
    path: '/api/users/addresses/:addressId',
    auth: 'required',
    params: AddressIdParamsSchema,
    responses: { 200: AddressBookSchema, 401: ErrorSchema, 404: ErrorSchema },
    handle: ({ params }, state) => {
      if (!state.addresses.some((a) => a.id === params.addressId)) {
        return refuse(404, 'This address is not in your address book');
      }
      state.addresses = state.addresses.filter((a) => a.id !== params.addressId);
      return ok({ addresses: state.addresses });
    },
  },
  {
    method: 'GET',
    path: '/api/users/auth/providers',
    responses: { 200: AuthProvidersSchema },
    handle: (_, state) => ok({ google: state.googleSignIn }),
  },
  {
    method: 'POST',
    path: '/api/users/password/forgot',
    body: ForgotPasswordBodySchema,
    responses: { 200: AccountMessageSchema, 400: ErrorSchema, ...throttled },
    handle: () => ok({ message: ACCOUNT_SENTENCES.forgot }),
  },
  {
    method: 'POST',
    path: '/api/users/password/reset',
    body: ResetPasswordBodySchema,
    invalid: 'Invalid Entry: the new password must follow the password rules',
    responses: { 200: AccountMessageSchema, 400: ErrorSchema, ...throttled },
    handle: ({ body }, state) => {
      const { token } = body as { token: string };
      if (!state.tokens.resetPassword.includes(token)) return refuse(400, ACCOUNT_SENTENCES.resetInvalid);
      state.tokens.resetPassword = state.tokens.resetPassword.filter((t) => t !== token);
      return ok({ message: ACCOUNT_SENTENCES.resetDone });
    },
  },
  {
    method: 'POST',
    path: '/api/users/email/verify',
    body: VerifyEmailBodySchema,
    invalid: ACCOUNT_SENTENCES.verifyInvalid,
    responses: { 200: AccountMessageSchema, 400: ErrorSchema, ...throttled },
    handle: ({ body }, state) => {
      const { token } = body as { token: string };
      if (!state.tokens.verifyEmail.includes(token)) return refuse(400, ACCOUNT_SENTENCES.verifyInvalid);
      state.tokens.verifyEmail = state.tokens.verifyEmail.filter((t) => t !== token);
      if (state.session) state.session.emailVerified = true;
      return ok({ message: ACCOUNT_SENTENCES.verifyDone });
    },
  },
  {
    method: 'POST',
    path: '/api/users/email/resend',
    auth: 'required',
    responses: { 200: AccountMessageSchema, 401: ErrorSchema, ...throttled, 503: ErrorSchema },
    handle: (_, { session }) =>
      ok({
        message: session?.emailVerified
          ? ACCOUNT_SENTENCES.alreadyVerified
          : ACCOUNT_SENTENCES.verificationSent,
      }),
  },
];
