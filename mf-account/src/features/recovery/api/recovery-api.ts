import { API_PATHS, api, messageOf, statusOf } from '@storefront/shared';
import type {
  AccountMessage,
  AccountSessionUser,
  ForgotPasswordBody,
  ResetPasswordBody,
} from '@storefront/shared';

// These calls answer 400/401/429 with a sentence for the shopper; the pages show it,
// so the client's sign-out redirect is off.
const quiet = { authRedirect: false } as const;

export async function requestPasswordReset(body: ForgotPasswordBody): Promise<string> {
  const { data } = await api.post<AccountMessage>(API_PATHS.forgotPassword, body, quiet);
  return data.message;
}

export async function resetPassword(body: ResetPasswordBody): Promise<string> {
  const { data } = await api.post<AccountMessage>(API_PATHS.resetPassword, body, quiet);
  return data.message;
}

export async function verifyEmail(token: string): Promise<string> {
  const { data } = await api.post<AccountMessage>(API_PATHS.verifyEmail, { token }, quiet);
  return data.message;
}

export async function resendVerification(): Promise<string> {
  const { data } = await api.post<AccountMessage>(API_PATHS.resendVerification, null, quiet);
  return data.message;
}

/** The signed-in shopper as the server sees them now (whether the e-mail is verified). */
export async function currentAccount(): Promise<AccountSessionUser> {
  const { data } = await api.get<AccountSessionUser>(API_PATHS.persistOAuth, quiet);
  return data;
}

/** The server's sentence for 4xx answers; a plain fallback otherwise. */
export function recoveryErrorMessage(error: unknown): string {
  const status = statusOf(error);
  if (status === null) return 'No server response';
  const message = messageOf(error);
  if (status >= 400 && status < 500 && message) return message;
  return 'Something went wrong, please try again';
}

/** Where a mailed token arrives: `?token=` of the page's query string. */
export function tokenFrom(search: string): string {
  return new URLSearchParams(search).get('token') ?? '';
}
