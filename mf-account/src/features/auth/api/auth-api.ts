import { API_PATHS, api, messageOf, statusOf } from '@storefront/shared';
import type { LoginBody, SignupBody, User } from '@storefront/shared';

// Sign-up and log-in answer 401/409 themselves, so the client's sign-out redirect is off.
export async function signup(body: SignupBody): Promise<User> {
  const { data } = await api.post<User>(API_PATHS.signup, body, { authRedirect: false });
  return data;
}

export async function login(body: LoginBody): Promise<User> {
  const { data } = await api.post<User>(API_PATHS.login, body, { authRedirect: false });
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
