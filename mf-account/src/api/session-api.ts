import { API_PATHS, api, navigate, signOut } from '@storefront/shared';

/** Logs out on the server; success or failure, the shopper ends signed out on /login. */
export async function logout(): Promise<void> {
  try {
    await api.post(API_PATHS.logout, null, { authRedirect: false });
  } catch (error) {
    console.error('[mf-account] logout failed', error);
  } finally {
    signOut();
    navigate('/login');
  }
}
