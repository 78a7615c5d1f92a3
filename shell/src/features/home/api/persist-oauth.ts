import { API_PATHS, api, signIn, type AccountSessionUser } from '@storefront/shared';

/**
 * docs/account.md#google-sign-in: on 200 the shopper is signed in with
 * the session's user; any other answer (204 when there is no session, a failure) is ignored.
 */
export async function restoreThirdPartySession(): Promise<boolean> {
  try {
    const response = await api.get<AccountSessionUser>(API_PATHS.persistOAuth, { authRedirect: false });
    if (response.status !== 200 || typeof response.data?.userName !== 'string') return false;
    signIn({ userName: response.data.userName, email: response.data.email });
    return true;
  } catch {
    return false;
  }
}
