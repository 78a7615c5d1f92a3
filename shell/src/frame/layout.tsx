// The shared layout: frame around every route. The full frame (top strip,
// banner, navigation, footer) grows here.
import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ensureAuthHydrated, publishLocation, registerNavigate } from '@storefront/shared';
import { Header } from './header';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export function Layout() {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    ensureAuthHydrated();
    registerNavigate((href, options) => navigate(href, { replace: options?.replace }));
    return () => registerNavigate(null);
  }, [navigate]);

  useIsomorphicLayoutEffect(() => {
    publishLocation(location.pathname, location.search);
    window.scrollTo(0, 0);
  }, [location.pathname]);

  return (
    <>
      <Header />
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}
