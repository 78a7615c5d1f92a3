/**
 * @jest-environment node
 */
// Every expose renders on the server (no window, no storage) in its signed-out state: nothing
// personal is ever in the HTML (docs/architecture.md#server-rendering).
import { createFakeApi, type FakeApi } from '@storefront/shared/testing';
import {
  fakeApiRenderContext,
  renderFragment,
  type ExposeModule,
} from '@storefront/shared/testing/server-render';
import * as AccountPage from '../exposes/account-page';
import * as ForgotPasswordPage from '../exposes/forgot-password-page';
import * as LoginPage from '../exposes/login-page';
import * as MakeReturnPage from '../exposes/make-return-page';
import * as ResetPasswordPage from '../exposes/reset-password-page';
import * as SignupPage from '../exposes/signup-page';
import * as UserMenu from '../exposes/user-menu';
import * as VerifyEmailPage from '../exposes/verify-email-page';
import * as WishlistHeart from '../exposes/wishlist-heart';
import * as WishlistPage from '../exposes/wishlist-page';
import * as WishlistPopup from '../exposes/wishlist-popup';
import { GOOGLE_UNVERIFIED_MESSAGE } from '../features/auth/components/login-page';
import { GOOGLE_NOT_OFFERED } from '../lib/auth-form/google-continue';

const EXPOSES: Record<string, ExposeModule> = {
  AccountPage,
  ForgotPasswordPage,
  LoginPage,
  MakeReturnPage,
  ResetPasswordPage,
  SignupPage,
  UserMenu,
  VerifyEmailPage,
  WishlistHeart,
  WishlistPage,
  WishlistPopup,
};

const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

let fake: FakeApi;
beforeEach(() => {
  fake = createFakeApi();
});
afterEach(() => fake.restore());

async function render(expose: string, url: string) {
  const { context, loaded } = fakeApiRenderContext(url);
  const rendered = await renderFragment(EXPOSES, expose, {}, context);
  // Nothing here is personal: the only call on the server is the log-in and sign-up pages' public
  // question whether this server offers Google sign-in.
  const auth = expose === 'LoginPage' || expose === 'SignupPage';
  expect(loaded).toEqual(auth ? [{ path: '/api/users/auth/providers' }] : []);
  return { ...rendered, text: textOf(rendered.html) };
}

describe('server rendering of mf-account', () => {
  it('renders the log-in page', async () => {
    expect(typeof window).toBe('undefined');
    const { text, html } = await render('LoginPage', '/login');
    expect(text).toContain('Log In');
    expect(text).toContain('Forgot Password?');
    expect(text).toContain('LOG IN');
    expect(text).toContain("Don't have an account? Sign up");
    // The server offers Google sign-in: its link is in the HTML (this origin's path until hydrated).
    expect(html).toMatch(/<a[^>]*href="\/api\/users\/auth\/google"[^>]*>Continue with Google<\/a>/);
    expect(text).not.toContain(GOOGLE_NOT_OFFERED);
    expect(html).toContain('data-slice="mf-account" data-version="1.0.0-test"');
  });

  it.each(['LoginPage', 'SignupPage'])(
    '%s says in its HTML that Google sign-in is not available when the server offers none',
    async (expose) => {
      fake.state.googleSignIn = false;
      const { text, html } = await render(expose, expose === 'LoginPage' ? '/login' : '/signup');
      expect(text).toContain(GOOGLE_NOT_OFFERED);
      expect(html).not.toContain('Continue with Google');
      // The answer is the page's data, so hydration renders the same (hydration.test.tsx).
      expect(html).not.toContain('>OR<');
    },
  );

  it("renders the log-in page's Google explanation from the address", async () => {
    const { text } = await render('LoginPage', '/login?google=email-unverified');
    expect(text).toContain(GOOGLE_UNVERIFIED_MESSAGE.slice(0, 60));
  });

  it('renders the log-in and sign-up forms as posts a browser sends without the script, enabled', async () => {
    // docs/api.md#form-posts: before hydration the browser posts the page's form to its own address.
    const login = await render('LoginPage', '/login');
    expect(login.html).toMatch(/<form[^>]*action="\/login" method="post"/);
    expect(login.html).toMatch(/<input[^>]*name="username"/);
    expect(login.html).toMatch(/<input[^>]*name="password"/);
    expect(login.html).toMatch(/<button[^>]*type="submit"(?![^>]*disabled)[^>]*>LOG IN/);
    const signup = await render('SignupPage', '/signup');
    expect(signup.html).toMatch(/<form[^>]*action="\/signup" method="post"/);
    for (const name of ['username', 'email', 'password', 'confirm']) {
      expect(signup.html).toMatch(new RegExp(`<input[^>]*name="${name}"`));
    }
    expect(signup.html).toMatch(/<button[^>]*type="submit"(?![^>]*disabled)[^>]*>CREATE ACCOUNT/);
  });

  it.each([
    ['LoginPage', '/login?error=failed', 'Incorrect username or password'],
    ['LoginPage', '/login?error=throttled', 'Too many attempts. Please wait a few minutes, then try again.'],
    ['SignupPage', '/signup?error=username', 'Username already registered'],
    ['SignupPage', '/signup?error=invalid', 'Invalid Entry'],
  ])('%s says why its form came back (%s) in the server HTML', async (expose, url, sentence) => {
    const { text } = await render(expose, url);
    expect(text).toContain(sentence);
  });

  it('renders the sign-up page', async () => {
    const { text } = await render('SignupPage', '/signup');
    expect(text).toContain('Sign Up');
    expect(text).toContain('CREATE ACCOUNT');
    // The server offers Google sign-in: OR and its link are in the HTML.
    expect(text).toContain('CREATE ACCOUNT OR Continue with Google');
    expect(text).toContain('Already have an account? Log in');
  });

  it("renders the wishlist page's invitation", async () => {
    const { text } = await render('WishlistPage', '/wishlist');
    expect(text).toContain('SAVE TO WISHLIST');
    expect(text).toContain('Ever wish you could save all your fave fits');
    expect(text).toContain('CREATE ACCOUNT');
    expect(text).toContain('LOG IN');
  });

  it('renders the recovery pages', async () => {
    expect((await render('ForgotPasswordPage', '/forgot-password')).text).toContain('SEND RESET LINK');
    expect((await render('ResetPasswordPage', '/reset-password?token=abc')).text).toContain(
      'SET NEW PASSWORD',
    );
    expect((await render('VerifyEmailPage', '/verify-email?token=abc')).text).toContain(
      'Confirming your e-mail address',
    );
  });

  it('renders the header icons signed out, and no popup', async () => {
    expect((await render('UserMenu', '/home')).html).toMatch(/href="\/login"[^>]*aria-label="Log in"/);
    const heart = await render('WishlistHeart', '/home');
    expect(heart.html).toContain('href="/wishlist"');
    expect(heart.html).not.toContain('wishlist-bubble');
    expect((await render('WishlistPopup', '/home')).html).not.toContain('Item added');
  });

  it('renders the make-a-return page signed out: its heading, the policy link and the log-in prompt', async () => {
    const { text, html } = await render('MakeReturnPage', '/account/returns/new?order=3');
    expect(html).toContain('<h1');
    expect(text).toContain('MAKE A RETURN');
    expect(html).toContain('href="/returns-policy"');
    expect(text).toContain('LOG IN TO MAKE A RETURN');
    expect(html).toContain('href="/login"');
  });

  it('renders nothing of the account page (it is personal; signed out it goes to /login)', async () => {
    const { html } = await render('AccountPage', '/account');
    expect(html).toBe(
      '<div data-slice="mf-account" data-version="1.0.0-test" style="display:contents"></div>',
    );
  });
});
