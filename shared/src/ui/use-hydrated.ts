import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server's render and in the browser's first render over it (so hydration matches),
 * true from then on, and true at once in a mount that hydrates nothing. A control whose work is a
 * script (a disabled state, a button that opens a dialog, a carousel's arrows) waits for it, so a
 * page before its script, or without one, never shows a control that ignores the shopper
 * (docs/frame.md#before-javascript).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
