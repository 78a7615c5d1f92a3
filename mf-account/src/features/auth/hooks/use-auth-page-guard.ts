import { useEffect } from 'react';
import { authStore, navigate, signOut } from '@storefront/shared';

/**
 * On load only: a signed-in shopper goes to /home. Checked once, so the sign-in made
 * by this very form navigates to the remembered page instead.
 * `clearWhenSignedOut` also wipes a stale stored flag and user data (sign-up).
 */
export function useAuthPageGuard({ clearWhenSignedOut }: { clearWhenSignedOut: boolean }): void {
  useEffect(() => {
    if (authStore.getState().isLoggedIn) navigate('/home', { replace: true });
    else if (clearWhenSignedOut) signOut();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on load only, by design
  }, []);
}
