import { act, renderHook } from '@testing-library/react';
// The copy that shares React with Testing Library; freshAuth() copies are for hydration.
import { signIn as signInShared, signOut as signOutShared, useAuth } from './auth-store';

type AuthModule = typeof import('./auth-store');

/** A fresh copy of the store module: hydration happens once per page load. */
async function freshAuth(): Promise<AuthModule> {
  jest.resetModules();
  return import('./auth-store');
}

const user = { userName: 'gymrat', email: 'gym@rat.io', id: 7 };

beforeEach(() => localStorage.clear());

describe('auth store', () => {
  it('starts signed out before hydration', async () => {
    localStorage.setItem('isLoggedIn', 'true');
    localStorage.setItem('userData', JSON.stringify(user));
    const { authStore } = await freshAuth();
    expect(authStore.getState()).toEqual({ isLoggedIn: false, user: null, hydrated: false });
  });

  it('reads isLoggedIn and userData from local storage when hydrated (localCart belongs to the cart slice)', async () => {
    localStorage.setItem('isLoggedIn', 'true');
    localStorage.setItem('userData', JSON.stringify(user));
    localStorage.setItem('localCart', '4');
    const { authStore, ensureAuthHydrated } = await freshAuth();
    ensureAuthHydrated();
    expect(authStore.getState()).toEqual({ isLoggedIn: true, user, hydrated: true });
  });

  it('hydrates only once', async () => {
    const { authStore, ensureAuthHydrated } = await freshAuth();
    ensureAuthHydrated();
    localStorage.setItem('isLoggedIn', 'true');
    localStorage.setItem('userData', JSON.stringify(user));
    ensureAuthHydrated();
    expect(authStore.getState().isLoggedIn).toBe(false);
  });

  it.each([
    ['the flag is missing', null, JSON.stringify(user)],
    ['the flag is false', 'false', JSON.stringify(user)],
    ['the user data is missing', 'true', null],
    ['the user data is not JSON', 'true', '{oops'],
    ['the user data has no userName', 'true', JSON.stringify({ email: 'gym@rat.io' })],
  ])('stays signed out when %s', async (_, flag, data) => {
    if (flag !== null) localStorage.setItem('isLoggedIn', flag);
    if (data !== null) localStorage.setItem('userData', data);
    localStorage.setItem('localCart', 'not a number');
    const { authStore, ensureAuthHydrated } = await freshAuth();
    ensureAuthHydrated();
    expect(authStore.getState()).toEqual({ isLoggedIn: false, user: null, hydrated: true });
  });

  it('signIn stores the flag and the whole user object', async () => {
    const { authStore, signIn } = await freshAuth();
    signIn(user);
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
    expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toEqual(user);
    expect(authStore.getState()).toMatchObject({ isLoggedIn: true, user, hydrated: true });
  });

  it('signOut clears the three keys and the state', async () => {
    const { authStore, signIn, signOut } = await freshAuth();
    signIn(user);
    localStorage.setItem('localCart', '2');
    localStorage.setItem('unrelated', 'kept');
    signOut();
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(localStorage.getItem('localCart')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(authStore.getState()).toEqual({ isLoggedIn: false, user: null, hydrated: true });
  });

  it('follows a sign-in and a sign-out made in another tab', async () => {
    const { authStore, ensureAuthHydrated } = await freshAuth();
    ensureAuthHydrated();

    localStorage.setItem('isLoggedIn', 'true');
    localStorage.setItem('userData', JSON.stringify(user));
    window.dispatchEvent(new StorageEvent('storage', { key: 'userData' }));
    expect(authStore.getState()).toMatchObject({ isLoggedIn: true, user });

    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(authStore.getState()).toMatchObject({ isLoggedIn: false, user: null });
  });

  it('ignores storage events for other keys', async () => {
    const { authStore, ensureAuthHydrated } = await freshAuth();
    ensureAuthHydrated();
    localStorage.setItem('isLoggedIn', 'true');
    localStorage.setItem('userData', JSON.stringify(user));
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
    expect(authStore.getState().isLoggedIn).toBe(false);
  });

  it('useAuth re-renders with the selected state', () => {
    const { result } = renderHook(() => useAuth((s) => s.user?.userName ?? null));
    expect(result.current).toBeNull();
    act(() => signInShared(user));
    expect(result.current).toBe('gymrat');
    act(() => signOutShared());
    expect(result.current).toBeNull();
  });
});
