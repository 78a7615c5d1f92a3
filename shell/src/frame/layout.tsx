// The shared layout: the frame around every route (docs/routes.md#layout-rules, docs/frame.md).
import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  RemoteParcel as Slot,
  STORE_PAGES,
  ensureAuthHydrated,
  publishLocation,
  registerNavigate,
} from '@storefront/shared';
import { TopStrip } from '../features/top-strip/components/top-strip';
import { RotatingBanner } from '../features/banner/components/rotating-banner';
import { Header } from '../features/header/components/header';
import { MinimalHeader } from '../features/header/components/minimal-header';
import { Footer } from '../features/footer/components/footer';
import { RouteErrorBoundary } from './error-page';
import { useRouteAnnouncement } from './use-route-announcement';
import { useScrollRestoration } from './use-scroll-restoration';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

// Signing in, signing up and the account recovery pages (docs/routes.md#layout-rules): the logo only.
const MINIMAL_HEADER_PATHS: readonly string[] = (
  ['login', 'signup', 'forgotPassword', 'resetPassword', 'verifyEmail'] as const
).map((page) => STORE_PAGES[page].path);

// Overlays position themselves; their slots take no room in the page.
const OVERLAY_RESERVE = { width: 0, height: 0, overflow: 'hidden' };

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: ${({ theme }) => theme.zIndex.popup};
  padding: 8px 12px;
  background: ${({ theme }) => theme.colors.ink};
  color: #ffffff;
  &:focus {
    top: 8px;
  }
`;

const Main = styled.main`
  display: block;
  min-height: 60vh;
`;

export function Layout() {
  const location = useLocation();
  const navigate = useNavigate();
  const minimal = MINIMAL_HEADER_PATHS.includes(location.pathname.replace(/\/$/, '').toLowerCase());

  useEffect(() => {
    ensureAuthHydrated();
    registerNavigate((href, options) => navigate(href, { replace: options?.replace }));
    return () => registerNavigate(null);
  }, [navigate]);

  // Slices read the query string too (listing filters), so it is published on every change.
  useIsomorphicLayoutEffect(() => {
    publishLocation(location.pathname, location.search);
  }, [location.pathname, location.search]);

  useScrollRestoration(location);

  useRouteAnnouncement(location.pathname, 'main');

  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      {minimal ? (
        <MinimalHeader />
      ) : (
        <>
          <TopStrip />
          <RotatingBanner />
          <Header pathname={location.pathname} />
        </>
      )}
      <Main id="main" tabIndex={-1}>
        <RouteErrorBoundary pathname={location.pathname}>
          <Outlet />
        </RouteErrorBoundary>
      </Main>
      <Footer />
      <Slot slice="mf-cart" expose="CartDrawer" compact label="Cart drawer" reserve={OVERLAY_RESERVE} />
      <Slot
        slice="mf-account"
        expose="WishlistPopup"
        compact
        label="Wishlist popup"
        reserve={OVERLAY_RESERVE}
      />
    </>
  );
}
