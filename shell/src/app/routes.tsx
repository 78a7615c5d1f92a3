// The route table of docs/routes.md#route-table (STORE_PAGES in @storefront/shared, which the
// gateway's statuses and sitemap read too), mapped to the slices' page parcels. Declarative
// routes (useRoutes), not a data router: the shell loads no data itself (the slices do), and
// the data router's code was about 17 KB gzip of the page's JavaScript (docs/architecture.md).
import { useEffect, useRef, type ReactElement } from 'react';
import {
  Navigate,
  useLocation,
  useParams,
  useRoutes,
  useSearchParams,
  type RouteObject,
} from 'react-router-dom';
import {
  CONTENT_PAGES,
  ROOT_REDIRECT,
  STORE_PAGES,
  isGender,
  type ContentPage as ContentPageName,
  type ExposeOf,
  type StorePage,
} from '@storefront/shared';
import { Layout } from '../frame/layout';
import { ErrorPage, RouteErrorBoundary } from '../frame/error-page';
import { HomePage } from '../features/home/components/home-page';
import { MenuPage } from '../features/menu-page/components/menu-page';
import { ContentRoute } from './content-route';
import { RemoteParcel as Slot } from '@storefront/shared';

// A page fills the first screen while it loads, so the footer never shows and then jumps away.
const PAGE_RESERVE = { minHeight: '100vh', width: '100%' };

function ListingRoute() {
  const { gender, filter } = useParams();
  if (!isGender(gender)) return <ErrorPage notFound />;
  return (
    <Slot
      slice="mf-catalog"
      expose="ListingPage"
      label="The product listing"
      reserve={PAGE_RESERVE}
      parcelProps={{ gender, filter }}
    />
  );
}

function ProductRoute() {
  const { gender, productId } = useParams();
  if (!isGender(gender) || !productId) return <ErrorPage notFound />;
  return (
    <Slot
      slice="mf-catalog"
      expose="ProductPage"
      label="The product page"
      reserve={PAGE_RESERVE}
      parcelProps={{ gender, productId }}
    />
  );
}

/** /search?q=…: the term is the page's prop (a new term updates the page, not remounts it). */
function SearchRoute() {
  const [params] = useSearchParams();
  return (
    <Slot
      slice="mf-search"
      expose="SearchPage"
      label="The search results"
      reserve={PAGE_RESERVE}
      parcelProps={{ q: params.get('q') ?? '' }}
    />
  );
}

function ConfirmationRoute() {
  const { orderId } = useParams();
  return (
    <Slot
      slice="mf-cart"
      expose="ConfirmationPage"
      label="Your order confirmation"
      reserve={PAGE_RESERVE}
      parcelProps={{ orderId }}
    />
  );
}

// Page fragments that take no props: they read what they need from the URL and shared state.
const accountPage = (expose: ExposeOf<'mf-account'>, label: string) => (
  <Slot slice="mf-account" expose={expose} label={label} reserve={PAGE_RESERVE} />
);
const cartPage = (expose: ExposeOf<'mf-cart'>, label: string) => (
  <Slot slice="mf-cart" expose={expose} label={label} reserve={PAGE_RESERVE} />
);

// The shell's own pages of copy, one per Markdown file (docs/frame.md#content-pages).
const CONTENT: Record<ContentPageName, ReactElement> = Object.fromEntries(
  CONTENT_PAGES.map((page) => [page, <ContentRoute key={page} page={page} />]),
) as Record<ContentPageName, ReactElement>;

/** What each page of the table shows: a page the table gains fails to compile until it is here. */
const PAGES: Record<StorePage, ReactElement> = {
  ...CONTENT,
  home: <HomePage />,
  menu: <MenuPage />,
  signup: accountPage('SignupPage', 'Sign-up'),
  login: accountPage('LoginPage', 'Log-in'),
  account: accountPage('AccountPage', 'Your account'),
  accountSettings: accountPage('SettingsPage', 'Account settings'),
  newReturn: accountPage('MakeReturnPage', 'Make a return'),
  forgotPassword: accountPage('ForgotPasswordPage', 'Forgot password'),
  resetPassword: accountPage('ResetPasswordPage', 'Reset password'),
  verifyEmail: accountPage('VerifyEmailPage', 'Confirm your e-mail'),
  wishlist: accountPage('WishlistPage', 'Your wishlist'),
  cart: cartPage('CartPage', 'Your cart'),
  checkout: cartPage('CheckoutPage', 'Checkout'),
  confirmation: <ConfirmationRoute />,
  listing: <ListingRoute />,
  listingPreset: <ListingRoute />,
  product: <ProductRoute />,
  search: <SearchRoute />,
};

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <Navigate to={ROOT_REDIRECT} replace /> },
      ...(Object.keys(STORE_PAGES) as StorePage[]).map((page) => ({
        path: STORE_PAGES[page].path.slice(1),
        element: PAGES[page],
      })),
      { path: '*', element: <ErrorPage notFound /> },
    ],
  },
];

/**
 * The store's routes, with a page view reported for the first route and each change of route
 * (a query-only change, such as a listing filter, is the same page).
 */
export function AppRoutes({ onPageView }: { onPageView?: () => void }) {
  const { pathname } = useLocation();
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (reported.current === pathname) return;
    reported.current = pathname;
    onPageView?.();
  }, [pathname, onPageView]);
  return <RouteErrorBoundary pathname={pathname}>{useRoutes(routes)}</RouteErrorBoundary>;
}
