import { useEffect } from 'react';
import { restoreThirdPartySession } from '../api/persist-oauth';

/** Asks once per home page load whether a third-party sign-in session exists. */
export function usePersistOAuth(): void {
  useEffect(() => {
    void restoreThirdPartySession();
  }, []);
}
