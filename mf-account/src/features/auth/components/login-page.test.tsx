import { act, screen, waitFor } from '@testing-library/react';
import { API_PATHS, authStore, publishLocation, signIn } from '@storefront/shared';
import { DEFAULT_ACCOUNT } from '@storefront/shared/testing';
import { fakeApiForEachTest } from '../../../testing/fake-api';
import { renderInStore, storeTestSetup } from '../../../testing/render';
import { GOOGLE_NOT_OFFERED, forgetGoogleOffered } from '../../../lib/auth-form/google-continue';
import {
  GOOGLE_FAILED_MESSAGE,
  GOOGLE_UNAVAILABLE_MESSAGE,
  GOOGLE_UNVERIFIED_MESSAGE,
  LoginPage,
} from './login-page';

const navigate = storeTestSetup('/women/products/filter/sale');
const alice = {
  ...DEFAULT_ACCOUNT,
  id: 3,
  userName: 'alice',
  email: 'alice@example.com',
  password: 'Secret1!',
};
const fake = fakeApiForEachTest({ signedIn: false, accounts: [alice] });

/** The page as the gateway renders it for a store that offers Google sign-in (its fragment's data). */
function renderPage() {
  const { user } = renderInStore(<LoginPage data={{ google: true }} />);
  return {
    user,
    username: screen.getByLabelText('Username or e-mail'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'LOG IN' }),
  };
}

describe('LoginPage', () => {
  beforeEach(() => forgetGoogleOffered());

  it('shows the hero, Forgot Password?, the sign-up and Google links', async () => {
    renderPage();
    expect(screen.getByText('FITNESS IS FASHIONABLE')).toBeInTheDocument();
    expect(screen.getByText('Forgot Password?')).toBeInTheDocument();
    expect(screen.getByText(/Don't have an account\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/users/auth/google',
    );
  });

  it('says Google sign-in is not available, with no link, when the server does not offer it', async () => {
    fake().state.googleSignIn = false;
    // Mounted without server data (a client navigation): it asks.
    renderInStore(<LoginPage />);
    await waitFor(() => expect(fake().callsTo('GET', '/api/users/auth/providers')).toHaveLength(1));
    expect(await screen.findByText(GOOGLE_NOT_OFFERED)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).toBeNull();
    expect(screen.queryByText('OR')).toBeNull();
  });

  it("renders from the page's server data without asking again (docs/account.md#google-sign-in)", async () => {
    renderInStore(<LoginPage data={{ google: false }} />);
    expect(screen.getByText(GOOGLE_NOT_OFFERED)).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(fake().callsTo('GET', '/api/users/auth/providers')).toHaveLength(0);
  });

  it.each([
    ['unavailable', GOOGLE_UNAVAILABLE_MESSAGE],
    ['failed', GOOGLE_FAILED_MESSAGE],
  ])('says why when Google sign-in came back %s, in the page', (reason, message) => {
    publishLocation('/login', `?google=${reason}`);
    renderPage();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('logs in with the e-mail address too', async () => {
    const f = renderPage();
    await f.user.type(f.username, 'ALICE@example.com');
    await f.user.type(f.password, 'Secret1!');
    await f.user.click(f.submit);
    await waitFor(() => expect(authStore.getState().isLoggedIn).toBe(true));
    expect(authStore.getState().user?.userName).toBe('alice');
  });

  it('uses the configured API host for the Google link', async () => {
    (globalThis as { __STORE_CONFIG__?: object }).__STORE_CONFIG__ = {
      apiBaseUrl: 'https://api.example.com/',
    };
    try {
      renderPage();
      expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
        'href',
        'https://api.example.com/api/users/auth/google',
      );
    } finally {
      delete (globalThis as { __STORE_CONFIG__?: object }).__STORE_CONFIG__;
    }
  });

  it('keeps LOG IN disabled until both fields have content', async () => {
    const f = renderPage();
    expect(f.submit).toBeDisabled();
    await f.user.type(f.username, 'alice');
    expect(f.submit).toBeDisabled();
    await f.user.type(f.password, 'x');
    expect(f.submit).toBeEnabled();
    await f.user.clear(f.username);
    expect(f.submit).toBeDisabled();
  });

  it('logs in without the 401 redirect, signs in and returns to the remembered page', async () => {
    const f = renderPage();
    await f.user.type(f.username, 'alice');
    await f.user.type(f.password, 'Secret1!');
    await f.user.click(f.submit);
    expect(
      fake()
        .callsTo('POST', API_PATHS.login)
        .map((c) => c.body),
    ).toEqual([{ username: 'alice', password: 'Secret1!' }]);
    expect(authStore.getState()).toMatchObject({
      isLoggedIn: true,
      user: { id: 3, userName: 'alice', email: 'alice@example.com' },
    });
    expect(fake().state.session?.userName).toBe('alice');
    expect(navigate).toHaveBeenCalledWith('/women/products/filter/sale', {});
  });

  it.each([
    ['a remembered /wishlist', () => publishLocation('/wishlist', '')],
    [
      'back to a used reset link',
      () => {
        publishLocation('/reset-password', '?token=used');
        publishLocation('/login', '');
      },
    ],
  ])('goes to /home instead of %s', async (_, arrive) => {
    arrive();
    const f = renderPage();
    await f.user.type(f.username, 'alice');
    await f.user.type(f.password, 'Secret1!');
    await f.user.click(f.submit);
    expect(navigate).toHaveBeenCalledWith('/home', {});
  });

  it("'Forgot Password?' links to the reset request page", async () => {
    const f = renderPage();
    const link = screen.getByRole('link', { name: 'Forgot Password?' });
    expect(link).toHaveAttribute('href', '/forgot-password');
    await f.user.click(link);
    expect(navigate).toHaveBeenCalledWith('/forgot-password', { replace: undefined });
  });

  it('explains a Google sign-in that was not linked to an unverified account', () => {
    publishLocation('/login', '?google=email-unverified');
    renderPage();
    expect(screen.getByTestId('auth-error')).toHaveTextContent(GOOGLE_UNVERIFIED_MESSAGE);
  });

  it.each([
    [400, 'Missing username or password'],
    [null, 'Incorrect username or password'], // the wrong password itself: the API's 401
    [500, 'Login failed'],
    ['network', 'No Server Response'],
  ] as const)('shows the error of a failed log-in (%s), focused', async (failure, message) => {
    if (failure !== null) fake().failNext('POST', failure, undefined, API_PATHS.login);
    const f = renderPage();
    await f.user.type(f.username, 'alice');
    await f.user.type(f.password, 'wrong');
    await f.user.click(f.submit);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByTestId('auth-error')).toHaveFocus();
    expect(authStore.getState().isLoggedIn).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each(['username', 'password'] as const)('clears the error when %s changes', async (name) => {
    const f = renderPage();
    await f.user.type(f.username, 'alice');
    await f.user.type(f.password, 'wrong');
    await f.user.click(f.submit);
    await screen.findByText('Incorrect username or password');
    await f.user.type(f[name], 'x');
    expect(screen.queryByText('Incorrect username or password')).not.toBeInTheDocument();
  });

  it('sends a signed-in shopper to /home', () => {
    signIn({ userName: 'alice', email: 'a@b.co' });
    renderPage();
    expect(navigate).toHaveBeenCalledWith('/home', { replace: true });
  });
});
