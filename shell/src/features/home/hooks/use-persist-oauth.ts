import { useEffect } from 'react';
import { restoreThirdPartySession } from '../api/persist-oauth';

/**
 * Asks once per home page load whether a third-party sign-in session exists. The request starts
 * in a task of its own: started with the page's other effects, it lengthened the one task that
 * runs them all as the page hydrates (docs/architecture.md#performance).
 */
export function usePersistOAuth(): void {
  useEffect(() => {
    const timer = setTimeout(() => void restoreThirdPartySession(), 0);
    // Unmounted first (StrictMode's second run): asked once, not twice.
    return () => clearTimeout(timer);
  }, []);
}
