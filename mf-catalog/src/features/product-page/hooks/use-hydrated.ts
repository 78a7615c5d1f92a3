import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server's render and in the browser's first render over it (so hydration matches),
 * true from then on, and true at once in a mount that hydrates nothing. What only works with the
 * script (a disabled state, a button that opens a dialog) waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
