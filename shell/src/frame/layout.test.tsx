import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { StoreThemeProvider, getBreadcrumb, locationStore, navigate } from '@storefront/shared';
import { createFakeApi, type FakeApi } from '@storefront/shared/testing';
import { AppRoutes } from '../app/routes';

// The home page, so that one test can make a page throw.
jest.mock('../features/home/components/home-page', () => {
  const actual = jest.requireActual('../features/home/components/home-page');
  return { ...actual, HomePage: jest.fn(actual.HomePage) };
});
const homePage = jest.requireMock('../features/home/components/home-page') as { HomePage: jest.Mock };
const realHomePage = jest.requireActual('../features/home/components/home-page').HomePage;

/** The router as the test sees it: where it is, and its history (back and forward). */
const router = { pathname: '', navigate: (() => undefined) as NavigateFunction };

function RouterProbe() {
  router.pathname = useLocation().pathname;
  router.navigate = useNavigate();
  return null;
}

function renderAt(path: string, onPageView?: () => void) {
  render(
    <StoreThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes onPageView={onPageView} />
        <RouterProbe />
      </MemoryRouter>
    </StoreThemeProvider>,
  );
  return router;
}

describe('Layout', () => {
  // The home page asks the API for a third-party session: the one fake API answers (no session).
  let fake: FakeApi;
  beforeEach(() => {
    fake = createFakeApi({ signedIn: false });
    // No parcel loader is registered here: every slot logs that it cannot load.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.scrollTo = jest.fn();
  });
  afterEach(() => {
    fake.restore();
    jest.restoreAllMocks();
  });

  it.each(['/login', '/signup', '/forgot-password', '/reset-password', '/verify-email'])(
    'shows only the minimal header with the logo on %s',
    async (path) => {
      renderAt(path);
      expect(await screen.findByTestId('minimal-header')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'DSGN Fitness home' })).toHaveAttribute('href', '/home');
      expect(screen.queryByTestId('site-header')).toBeNull();
      expect(screen.queryByTestId('top-strip')).toBeNull();
      expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    },
  );

  it('shows the full frame elsewhere', async () => {
    renderAt('/men/products');
    expect(await screen.findByTestId('site-header')).toBeInTheDocument();
    expect(screen.getByTestId('top-strip')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Offers' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByTestId('minimal-header')).toBeNull();
    for (const slot of [
      'mf-search/Search',
      'mf-account/WishlistHeart',
      'mf-account/UserMenu',
      'mf-cart/MiniCart',
      'mf-cart/CartDrawer',
      'mf-account/WishlistPopup',
    ]) {
      expect(document.querySelector(`[data-slot="${slot}"]`)).not.toBeNull();
    }
    expect(screen.getByText('FITNESS IS FASHIONABLE.')).toBeInTheDocument();
  });

  it('redirects / to /home', async () => {
    const router = renderAt('/');
    expect(await screen.findByTestId('home-page')).toBeInTheDocument();
    expect(router.pathname).toBe('/home');
  });

  it('keeps the breadcrumb off login, signup and cart and scrolls to the top', async () => {
    renderAt('/wishlist');
    await screen.findByTestId('site-header');
    expect(getBreadcrumb()).toBe('/wishlist');
    await act(async () => navigate('/login'));
    expect(getBreadcrumb()).toBe('/wishlist');
    await act(async () => navigate('/cart'));
    expect(getBreadcrumb()).toBe('/wishlist');
    await act(async () => navigate('/men/products/filter/hoodies'));
    expect(getBreadcrumb()).toBe('/men/products/filter/hoodies');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves the first page where the shopper scrolled it before it hydrated', async () => {
    renderAt('/men/products');
    await screen.findByTestId('site-header');
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('publishes a change of the query string alone, without scrolling to the top', async () => {
    renderAt('/men/products');
    await screen.findByTestId('site-header');
    (window.scrollTo as jest.Mock).mockClear();
    await act(async () => navigate('/men/products?color=red', { replace: true }));
    expect(locationStore.getState().search).toBe('?color=red');
    expect(getBreadcrumb()).toBe('/men/products?color=red');
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('titles every route and moves focus to the new page heading after a client-side navigation', async () => {
    renderAt('/cart');
    await screen.findByTestId('site-header');
    expect(document.title).toBe('YOUR CART | DSGN Fitness');
    await act(async () => navigate('/no/such/page'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'PAGE NOT FOUND' });
    expect(document.title).toBe('PAGE NOT FOUND | DSGN Fitness');
    await waitFor(() => expect(heading).toHaveFocus());
    await act(async () => navigate('/men/products/filter/hoodies'));
    expect(document.title).toBe('MEN HOODIES | DSGN Fitness');
  });

  it('returns to where the shopper was when going back, and starts new pages at the top', async () => {
    const router = renderAt('/men/products');
    await screen.findByTestId('site-header');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1200 });
    act(() => void window.dispatchEvent(new Event('scroll')));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    (window.scrollTo as jest.Mock).mockClear();
    await act(async () => navigate('/men/products/5'));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    await act(async () => router.navigate(-1));
    expect(router.pathname).toBe('/men/products');
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 1200);
    await act(async () => navigate('/women/products'));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('reports a page view for the first route and each change of route, not for a query change', async () => {
    const pageView = jest.fn();
    renderAt('/men/products', pageView);
    await screen.findByTestId('site-header');
    expect(pageView).toHaveBeenCalledTimes(1);
    await act(async () => navigate('/men/products?color=red', { replace: true }));
    expect(pageView).toHaveBeenCalledTimes(1);
    await act(async () => navigate('/cart'));
    expect(pageView).toHaveBeenCalledTimes(2);
  });

  it('renders a page that throws as the error page inside the frame, and the next route anew', async () => {
    homePage.HomePage.mockImplementation(() => {
      throw new Error('boom');
    });
    renderAt('/home');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' });
    expect(screen.getByRole('main')).toContainElement(heading);
    expect(screen.getByText('Something went wrong on this page.')).toBeInTheDocument();
    expect(screen.getByTestId('site-header')).toBeInTheDocument();
    homePage.HomePage.mockImplementation(realHomePage);
    await act(async () => navigate('/men/products'));
    expect(screen.queryByText('Something went wrong on this page.')).toBeNull();
    await act(async () => navigate('/home'));
    expect(await screen.findByTestId('home-page')).toBeInTheDocument();
  });

  it("shows PAGE NOT FOUND for an unknown route, not 'Unexpected Application Error!' (a crash's)", async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'PAGE NOT FOUND' })).toBeInTheDocument();
    expect(screen.getByText('This page does not exist.')).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
  });

  it.each(['/no/such/page', '/shoes/products'])(
    'renders %s as the store dead end inside the frame: one main, one h1, no alert, the ways back',
    async (path) => {
      renderAt(path);
      const heading = await screen.findByRole('heading', { level: 1, name: 'PAGE NOT FOUND' });
      expect(screen.getAllByRole('main')).toHaveLength(1);
      expect(screen.getByRole('main')).toContainElement(heading);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('link', { name: 'SHOP MEN' })).toHaveAttribute('href', '/men/products');
      expect(screen.getByRole('link', { name: 'SHOP WOMEN' })).toHaveAttribute('href', '/women/products');
      expect(screen.getByTestId('site-header')).toBeInTheDocument();
    },
  );
});
