import { render, screen, waitFor } from '@testing-library/react';
import { API_PATHS, StoreThemeProvider, api, authStore, signOut } from '@storefront/shared';
import { DEFAULT_ACCOUNT, createFakeApi, type FakeApi } from '@storefront/shared/testing';
import { HomePage } from './home-page';

const renderHome = () =>
  render(
    <StoreThemeProvider>
      <HomePage />
    </StoreThemeProvider>,
  );

describe('HomePage', () => {
  let fake: FakeApi;
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    fake.restore();
    signOut();
    jest.restoreAllMocks();
  });

  it('shows the heroes, carousels and promos in the order of docs/frame.md#home-page', async () => {
    fake = createFakeApi({ signedIn: false });
    fake.failNext('GET', 'network', undefined, API_PATHS.persistOAuth);
    renderHome();
    const headings = screen.getAllByRole('heading').map((h) => h.textContent);
    expect(headings).toEqual([
      'NEW THIS MONTH',
      '20% OFF* TRAINING ESSENTIALS',
      "DSGN STUDIO'S SIGNATURE SERIES IS HERE",
      'OUR APPS',
      'OUR BLOG',
      'MOBILE APP',
    ]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('NEW THIS MONTH');
    expect(screen.getByText(/^\*20% off applies/)).toBeInTheDocument();
    const hero = (id: string) => screen.getByTestId(id).querySelectorAll('a');
    expect([...hero('hero-new')].map((a) => a.getAttribute('href'))).toEqual([
      '/women/products',
      '/men/products',
    ]);
    expect([...hero('hero-essentials')].map((a) => a.getAttribute('href'))).toEqual([
      '/women/products',
      '/men/products',
    ]);
    expect([...hero('hero-dsgn')].map((a) => a.getAttribute('href'))).toEqual([
      '/women/products/filter/DSGN',
    ]);
    const carousels = document.querySelectorAll<HTMLElement>('[data-slot="mf-catalog/ProductCarousel"]');
    expect(carousels).toHaveLength(4);
    // RECENTLY VIEWED (browser-only, drawn only with something to show) is last, with no reserve.
    const recent = carousels[3];
    expect(
      screen.getByTestId('shop-men').compareDocumentPosition(recent) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(recent.style.minHeight).toBe('');
    expect(screen.getByText('VISIT OUR BLOG')).toBeInTheDocument();
    expect(screen.getByText('DOWNLOAD THE APP')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Download on the App Store' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Get it on Google Play' })).toBeInTheDocument();
    expect(screen.getByTestId('shop-women').querySelector('a')).toHaveAttribute('href', '/women/products');
    expect(screen.getByTestId('shop-men').querySelector('a')).toHaveAttribute('href', '/men/products');
    expect(screen.getByTestId('shop-accessories').querySelector('a')).toBeNull();
    // The session is asked for after the page is drawn; its failure changes nothing.
    await waitFor(() => expect(fake.callsTo('GET', API_PATHS.persistOAuth)).toHaveLength(1));
    expect(authStore.getState().isLoggedIn).toBe(false);
  });

  it('restores a third-party session on load', async () => {
    fake = createFakeApi({
      accounts: [{ ...DEFAULT_ACCOUNT, userName: 'oauth_user', email: 'o@example.test' }],
    });
    const get = jest.spyOn(api, 'get');
    renderHome();
    await waitFor(() => expect(authStore.getState().user?.userName).toBe('oauth_user'));
    expect(get).toHaveBeenCalledWith(API_PATHS.persistOAuth, { authRedirect: false });
  });

  it('asks once, in a task after the effects that mount the page, and not at all once unmounted', async () => {
    fake = createFakeApi({ signedIn: false });
    const get = jest.spyOn(api, 'get');
    const { unmount } = renderHome();
    expect(get).not.toHaveBeenCalledWith(API_PATHS.persistOAuth, expect.anything());
    await waitFor(() => expect(get).toHaveBeenCalledWith(API_PATHS.persistOAuth, { authRedirect: false }));
    expect(get.mock.calls.filter(([path]) => path === API_PATHS.persistOAuth)).toHaveLength(1);
    get.mockClear();
    renderHome().unmount();
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(get).not.toHaveBeenCalledWith(API_PATHS.persistOAuth, expect.anything());
  });
});
