import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server's render and in the browser's first render over it (so hydration matches),
 * true from then on, and true at once in a mount that hydrates nothing: what works only with the
 * script (the search icon opening the panel) waits for it, a link until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
