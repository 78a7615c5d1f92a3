// The signed-in state, mirrored to the local storage keys of docs/constants.md#storage-keys
// (isLoggedIn, userData). It starts signed out and is hydrated from storage when a parcel
// bootstraps, so the server-rendered page (always signed out) hydrates without mismatch: zustand
// renders a store's initial state while hydrating (docs/architecture.md#server-rendering). The cart's
// count (localCart) is mf-cart's: it publishes it as the `cart:changed` topic.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { AccountUser } from '../contracts/accounts';

/**
 * The signed-in user as kept (docs/constants.md#storage-keys): a sign-up or log-in answer, or the
 * persistOAuth one, which has no id. What an older tab stored may lack the rest.
 */
export type SignedInUser = Pick<AccountUser, 'userName' | 'email'> & Partial<AccountUser>;

interface AuthState {
  isLoggedIn: boolean;
  user: SignedInUser | null;
  hydrated: boolean;
}

const STORAGE_KEYS = {
  isLoggedIn: 'isLoggedIn',
  userData: 'userData',
} as const;

/** The cart slice's key (the count of cart stock entries); cleared here on sign-out with the others. */
export const CART_COUNT_KEY = 'localCart';

const signedOut: AuthState = { isLoggedIn: false, user: null, hydrated: false };

export const authStore = createStore<AuthState>(() => ({ ...signedOut }));

const storage = (): Storage | null => {
  try {
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
  } catch {
    return null;
  }
};

function readStorage(): Omit<AuthState, 'hydrated'> {
  const s = storage();
  if (!s) return { isLoggedIn: false, user: null };
  let user: SignedInUser | null = null;
  try {
    const raw = s.getItem(STORAGE_KEYS.userData);
    const parsed = raw ? (JSON.parse(raw) as unknown) : null;
    if (parsed && typeof parsed === 'object' && typeof (parsed as SignedInUser).userName === 'string') {
      user = parsed as SignedInUser;
    }
  } catch {
    user = null;
  }
  const isLoggedIn = s.getItem(STORAGE_KEYS.isLoggedIn) === 'true' && user !== null;
  return { isLoggedIn, user: isLoggedIn ? user : null };
}

let listeningToOtherTabs = false;

/** Reads local storage once; later calls are no-ops. Safe to call from every parcel. */
export function ensureAuthHydrated(): void {
  if (authStore.getState().hydrated) return;
  authStore.setState({ ...readStorage(), hydrated: true });
  if (!listeningToOtherTabs && typeof globalThis.addEventListener === 'function') {
    listeningToOtherTabs = true;
    // Another tab of the same browser signed in or out.
    globalThis.addEventListener('storage', (event: StorageEvent) => {
      if (event.key === null || Object.values(STORAGE_KEYS).includes(event.key as never)) {
        authStore.setState({ ...readStorage(), hydrated: true });
      }
    });
  }
}

export function signIn(user: SignedInUser): void {
  const s = storage();
  s?.setItem(STORAGE_KEYS.isLoggedIn, 'true');
  s?.setItem(STORAGE_KEYS.userData, JSON.stringify(user));
  authStore.setState({ isLoggedIn: true, user, hydrated: true });
}

/** Clears local storage and the signed-in and user state (docs/account.md#signed-in-or-out). */
export function signOut(): void {
  const s = storage();
  s?.removeItem(STORAGE_KEYS.isLoggedIn);
  s?.removeItem(STORAGE_KEYS.userData);
  s?.removeItem(CART_COUNT_KEY);
  authStore.setState({ ...signedOut, hydrated: true });
}

export function useAuth<T>(selector: (state: AuthState) => T): T {
  return useStore(authStore, selector);
}
