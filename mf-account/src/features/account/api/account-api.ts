import { API_PATHS, api } from '@storefront/shared';
import type { AccountMessage, AccountSessionUser } from '@storefront/shared';

// Both answer 401/429 with a sentence the page shows, so the client's sign-out redirect is off.
const quiet = { authRedirect: false } as const;

export async function resendVerification(): Promise<string> {
  const { data } = await api.post<AccountMessage>(API_PATHS.resendVerification, null, quiet);
  return data.message;
}

/**
 * The signed-in shopper as the server sees them now (whether the e-mail is verified); null when
 * the server holds no session for this browser (a 204, without a body).
 */
export async function currentAccount(): Promise<AccountSessionUser | null> {
  const { status, data } = await api.get<AccountSessionUser>(API_PATHS.persistOAuth, quiet);
  return status === 204 ? null : data;
}
