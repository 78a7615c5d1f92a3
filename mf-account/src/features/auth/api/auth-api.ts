import { API_PATHS, api, messageOf, statusOf } from '@storefront/shared';
import type { AccountUser, LoginBody, LoginFormError, SignupBody, SignupFormError } from '@storefront/shared';

// Sign-up and log-in answer 401/409 themselves, so the client's sign-out redirect is off.
export async function signup(body: SignupBody): Promise<AccountUser> {
  const { data } = await api.post<AccountUser>(API_PATHS.signup, body, { authRedirect: false });
  return data;
}

export async function login(body: LoginBody): Promise<AccountUser> {
  const { data } = await api.post<AccountUser>(API_PATHS.login, body, { authRedirect: false });
  return data;
}

const SIGNUP_CONFLICTS = ['Username already registered', 'Email already registered'];

/** docs/api.md#sign-up-errors */
export function signupErrorMessage(error: unknown): string {
  const status = statusOf(error);
  if (status === null) return 'No server response';
  const message = messageOf(error);
  if (status === 409 && message && SIGNUP_CONFLICTS.includes(message)) return message;
  return 'Registration failed';
}

/** docs/api.md#log-in-errors */
export function loginErrorMessage(error: unknown): string {
  const status = statusOf(error);
  if (status === null) return 'No Server Response';
  if (status === 400) return 'Missing username or password';
  if (status === 401) return 'Incorrect username or password';
  return 'Login failed';
}

/** Why the log-in form, posted without JavaScript, came back (`?error=`, docs/api.md#form-posts). */
const LOGIN_FORM_MESSAGES: Record<LoginFormError, string> = {
  missing: 'Missing username or password',
  failed: 'Incorrect username or password',
  throttled: 'Too many attempts. Please wait a few minutes, then try again.',
};

/** Why the sign-up form, posted without JavaScript, came back. */
const SIGNUP_FORM_MESSAGES: Record<SignupFormError, string> = {
  invalid: 'Invalid Entry',
  username: SIGNUP_CONFLICTS[0],
  email: SIGNUP_CONFLICTS[1],
  throttled: 'Too many sign-ups from this connection. Please try again later.',
};

const pick = <T extends string>(messages: Record<T, string>, search: string) => {
  const code = new URLSearchParams(search).get('error') ?? '';
  return Object.hasOwn(messages, code) ? messages[code as T] : '';
};

/** The page's sentence for its form's `?error=` in `search`, or '' for none (or an unknown one). */
export const loginFormErrorMessage = (search: string) => pick(LOGIN_FORM_MESSAGES, search);
export const signupFormErrorMessage = (search: string) => pick(SIGNUP_FORM_MESSAGES, search);
