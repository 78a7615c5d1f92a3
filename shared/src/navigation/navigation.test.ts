import { act, renderHook } from '@testing-library/react';
import {
  afterSignInPath,
  afterSignUpPath,
  getBreadcrumb,
  locationStore,
  navigate,
  publishLocation,
  registerNavigate,
  useBreadcrumb,
  useLocationPath,
  useLocationSearch,
} from './navigation';

beforeEach(() => {
  registerNavigate(null);
  locationStore.setState({ pathname: '/', search: '', breadcrumb: '/home' });
});

describe('navigate', () => {
  it("goes through the shell's router once registered", () => {
    const routerNavigate = jest.fn();
    registerNavigate(routerNavigate);
    navigate('/men/products');
    navigate('/login', { replace: true });
    expect(routerNavigate).toHaveBeenNthCalledWith(1, '/men/products', {});
    expect(routerNavigate).toHaveBeenNthCalledWith(2, '/login', { replace: true });
  });

  it('falls back to the browser location without a router', () => {
    // jsdom performs fragment navigations, so they show the fallback at work.
    const before = window.history.length;
    navigate('#assigned');
    expect(window.location.hash).toBe('#assigned');
    expect(window.history.length).toBe(before + 1);
    navigate('#replaced', { replace: true });
    expect(window.location.hash).toBe('#replaced');
    expect(window.history.length).toBe(before + 1);
  });

  it('stops using a router once it is unregistered', () => {
    const routerNavigate = jest.fn();
    registerNavigate(routerNavigate);
    registerNavigate(null);
    navigate('#after');
    expect(routerNavigate).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('#after');
  });
});

describe('publishLocation and the breadcrumb (docs/routes.md#layout-rules)', () => {
  it('remembers the last visited path with its query', () => {
    publishLocation('/men/products/filter/new', '');
    expect(getBreadcrumb()).toBe('/men/products/filter/new');
    publishLocation('/wishlist', '?view=2');
    expect(locationStore.getState()).toEqual({
      pathname: '/wishlist',
      search: '?view=2',
      breadcrumb: '/wishlist?view=2',
    });
  });

  it.each(['/login', '/signup', '/cart'])('does not update the breadcrumb for %s', (path) => {
    publishLocation('/women/products/12', '');
    publishLocation(path, '');
    expect(getBreadcrumb()).toBe('/women/products/12');
    expect(locationStore.getState().pathname).toBe(path);
  });

  it('starts at /home', () => {
    publishLocation('/login', '');
    expect(getBreadcrumb()).toBe('/home');
  });

  it('feeds the location hooks', () => {
    const { result } = renderHook(() => [useLocationPath(), useLocationSearch(), useBreadcrumb()]);
    act(() => publishLocation('/women/products', '?sort=new'));
    expect(result.current).toEqual(['/women/products', '?sort=new', '/women/products?sort=new']);
    act(() => publishLocation('/signup', ''));
    expect(result.current).toEqual(['/signup', '', '/women/products?sort=new']);
  });
});

describe('afterSignInPath and afterSignUpPath (docs/account.md#after-sign-in)', () => {
  it.each(['/cart', '/wishlist', '/wishlist?category=tops'])(
    'sends %s to /home after log-in',
    (breadcrumb) => {
      expect(afterSignInPath(breadcrumb)).toBe('/home');
    },
  );

  it.each(['/cart', '/wishlist?category=tops'])('returns to %s after sign-up', (breadcrumb) => {
    expect(afterSignUpPath(breadcrumb)).toBe(breadcrumb);
  });

  it.each(['/login', '/signup?error=invalid', '/verify-email?token=abc', '/reset-password?token=abc'])(
    'never returns to %s',
    (breadcrumb) => {
      expect(afterSignInPath(breadcrumb)).toBe('/home');
      expect(afterSignUpPath(breadcrumb)).toBe('/home');
    },
  );

  it.each(['/men/products/filter/sale', '/women/products/20', '/account', '/home'])(
    'returns to %s',
    (breadcrumb) => {
      expect(afterSignInPath(breadcrumb)).toBe(breadcrumb);
    },
  );

  it('reads the remembered breadcrumb by default', () => {
    publishLocation('/women/products/filter/DSGN', '');
    publishLocation('/login', '');
    expect(afterSignInPath()).toBe('/women/products/filter/DSGN');
    publishLocation('/wishlist', '');
    publishLocation('/login', '');
    expect(afterSignInPath()).toBe('/home');
  });
});
