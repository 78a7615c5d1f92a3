import { createContext, useContext, useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * True while a root hydrates server HTML: hydrateInTransition (parcel/hydrate.tsx) provides it and
 * turns it false, as a transition, once the root has hydrated.
 */
export const HydratingContext = createContext(false);

/**
 * False in the server's render and in the browser's first render over it (so hydration matches),
 * true from then on, and true at once in a mount that hydrates nothing. A control whose work is a
 * script (a disabled state, a button that opens a dialog) waits for it, so a
 * page before its script, or without one, never shows a control that ignores the shopper
 * (docs/frame.md#before-javascript).
 *
 * Inside a hydrating root the server snapshot is `true` too, so React finds the store unchanged
 * after hydration: a snapshot that changed would re-render each caller synchronously, in one task
 * (the header with its menus, a listing's filters), where the context's change re-renders them as
 * a transition, a few components at a time (docs/architecture.md#performance).
 */
export function useHydrated(): boolean {
  const hydrating = useContext(HydratingContext);
  const client = useSyncExternalStore(
    subscribe,
    () => true,
    () => hydrating,
  );
  return client && !hydrating;
}
