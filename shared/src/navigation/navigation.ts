// The navigation bridge: only the shell owns a router. It registers its navigate
// function here and publishes the current path; slices navigate and read the
// path through this module.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

interface NavigateOptions {
  replace?: boolean;
}
type NavigateFn = (href: string, options?: NavigateOptions) => void;

interface LocationState {
  pathname: string;
  search: string;
  /** The last visited path worth returning to after sign-in (not login, signup or cart). */
  breadcrumb: string;
}

export const locationStore = createStore<LocationState>(() => ({
  pathname: '/',
  search: '',
  breadcrumb: '/home',
}));

let routerNavigate: NavigateFn | null = null;

export function registerNavigate(fn: NavigateFn | null): void {
  routerNavigate = fn;
}

export function navigate(href: string, options: NavigateOptions = {}): void {
  if (routerNavigate) {
    routerNavigate(href, options);
  } else if (typeof globalThis.location !== 'undefined') {
    if (options.replace) globalThis.location.replace(href);
    else globalThis.location.assign(href);
  }
}

const BREADCRUMB_EXCLUDED = ['/login', '/signup', '/cart'];

/** Called by the shell on every route change. */
export function publishLocation(pathname: string, search: string): void {
  const breadcrumb = BREADCRUMB_EXCLUDED.includes(pathname)
    ? locationStore.getState().breadcrumb
    : pathname + search;
  locationStore.setState({ pathname, search, breadcrumb });
}

export const getBreadcrumb = (): string => locationStore.getState().breadcrumb;

export function useLocationPath(): string {
  return useStore(locationStore, (s) => s.pathname);
}
export function useLocationSearch(): string {
  return useStore(locationStore, (s) => s.search);
}
export function useBreadcrumb(): string {
  return useStore(locationStore, (s) => s.breadcrumb);
}

/** Where to go after a successful sign-up or log-in (docs/account.md#after-sign-in). */
export function afterSignInPath(breadcrumb: string = getBreadcrumb()): string {
  const path = breadcrumb.split('?')[0];
  return path === '/cart' || path === '/wishlist' || path === '/login' || path === '/signup'
    ? '/home'
    : breadcrumb;
}
