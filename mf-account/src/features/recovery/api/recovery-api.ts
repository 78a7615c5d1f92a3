import { API_PATHS, api } from '@storefront/shared';
import type { AccountMessage, ForgotPasswordBody, ResetPasswordBody } from '@storefront/shared';

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

/** Where a mailed token arrives: `?token=` of the page's query string. */
export function tokenFrom(search: string): string {
  return new URLSearchParams(search).get('token') ?? '';
}
