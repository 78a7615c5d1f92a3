// The navigation bridge: only the shell owns a router. It registers its navigate
// function here and publishes the current path; slices navigate and read the
// path through this module.
import { useContext } from 'react';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { ServerLocationContext } from '../ssr/location';

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

// In the browser it starts at the page's own address: a server-rendered fragment hydrates with
// the path and query the server rendered it for (docs/architecture.md#server-rendering).
export const locationStore = createStore<LocationState>(() => ({
  pathname: globalThis.location?.pathname ?? '/',
  search: globalThis.location?.search ?? '',
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

// On the server every request has its own address: the render's context says it.
export function useLocationPath(): string {
  const server = useContext(ServerLocationContext);
  const pathname = useStore(locationStore, (s) => s.pathname);
  return server ? server.pathname : pathname;
}
export function useLocationSearch(): string {
  const server = useContext(ServerLocationContext);
  const search = useStore(locationStore, (s) => s.search);
  return server ? server.search : search;
}
export function useBreadcrumb(): string {
  return useStore(locationStore, (s) => s.breadcrumb);
}

/** Pages a mailed link opens (their links work once) and the sign-in pages: never gone back to. */
const NOT_BACK_TO = ['/login', '/signup', '/forgot-password', '/reset-password', '/verify-email'];

/** Where to go after a successful sign-up (docs/account.md#after-sign-in): back, never to a sign-in or recovery page. */
export function afterSignUpPath(breadcrumb: string = getBreadcrumb()): string {
  return NOT_BACK_TO.includes(breadcrumb.split('?')[0]) ? '/home' : breadcrumb;
}

/** Where to go after a successful log-in (docs/account.md#after-sign-in): as sign-up, but /cart and /wishlist go to /home. */
export function afterSignInPath(breadcrumb: string = getBreadcrumb()): string {
  const path = breadcrumb.split('?')[0];
  return path === '/cart' || path === '/wishlist' ? '/home' : afterSignUpPath(breadcrumb);
}
