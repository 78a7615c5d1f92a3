import { fireEvent, screen } from '@testing-library/react';
import { API_PATHS, HINTS, authStore, publishLocation, signIn } from '@storefront/shared';
import { DEFAULT_ACCOUNT } from '@storefront/shared/testing';
import { fakeApiForEachTest } from '../../../testing/fake-api';
import { renderInStore, storeTestSetup } from '../../../testing/render';
import { SignupPage } from './signup-page';

const navigate = storeTestSetup('/men/products');
const fake = fakeApiForEachTest({ signedIn: false });

function renderPage() {
  const { user } = renderInStore(<SignupPage data={{ google: true }} />);
  const field = (name: RegExp) => screen.getByLabelText(name);
  return {
    user,
    username: field(/^Username/),
    email: field(/^Email/),
    password: field(/^Password/),
    confirm: field(/^Confirm Password/),
    submit: screen.getByRole('button', { name: 'CREATE ACCOUNT' }),
  };
}

async function fillValid(f: ReturnType<typeof renderPage>) {
  await f.user.type(f.username, 'alice_1');
  await f.user.type(f.email, 'alice@example.com');
  await f.user.type(f.password, 'Secret1!');
  await f.user.type(f.confirm, 'Secret1!');
}

describe('SignupPage', () => {
  it('shows the hero texts, the Google link and the log-in link', async () => {
    renderPage();
    expect(screen.getByText('Join the club and discover..')).toBeInTheDocument();
    expect(screen.getByText('FITNESS IS FASHIONABLE')).toBeInTheDocument();
    expect(
      screen.getByText('Browse our contemporary collection and etch your very own style'),
    ).toBeInTheDocument();
    expect(await screen.findByText('OR')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      API_PATHS.googleAuth,
    );
    expect(screen.getByText(/Already have an account\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it("draws CREATE ACCOUNT with the store's one button, across the form", () => {
    const f = renderPage();
    expect(f.submit).toHaveStyle({ minHeight: '48px', width: '100%' });
  });

  it('shows no validity icon until a field has content', async () => {
    const f = renderPage();
    expect(screen.queryAllByTestId('validity-icon')).toHaveLength(0);
    await f.user.type(f.username, 'a');
    const icons = screen.getAllByTestId('validity-icon');
    expect(icons).toHaveLength(1);
    expect(icons[0]).toHaveAttribute('data-valid', 'false');
    await f.user.type(f.username, 'lice');
    expect(screen.getByTestId('validity-icon')).toHaveAttribute('data-valid', 'true');
  });

  it.each([
    ['ab1', false],
    ['1abc', false],
    ['abcd', true],
    ['a_b-c9', true],
    ['ab cd', false],
    ['a'.repeat(24), true],
    ['a'.repeat(25), false],
  ])('user name %s valid=%s, with the hint while invalid', async (value, valid) => {
    const f = renderPage();
    await f.user.type(f.username, value);
    expect(f.username).toHaveAttribute('aria-invalid', String(!valid));
    if (valid) expect(screen.queryByText(HINTS.username)).not.toBeInTheDocument();
    else expect(screen.getByText(HINTS.username)).toBeInTheDocument();
  });

  it.each([
    ['alice', false],
    ['alice@example', false],
    ['a lice@example.com', false],
    ['alice@example.com', true],
  ])('email %s valid=%s, with the hint while invalid', async (value, valid) => {
    const f = renderPage();
    await f.user.type(f.email, value);
    expect(f.email).toHaveAttribute('aria-invalid', String(!valid));
    if (valid) expect(screen.queryByText(HINTS.email)).not.toBeInTheDocument();
    else expect(screen.getByText(HINTS.email)).toBeInTheDocument();
  });

  it.each([
    ['Secret1!', true],
    ['secret1!', false],
    ['SECRET1!', false],
    ['Secretty!', false],
    ['Secret12', false],
    ['Se1!', false],
    ['Secret1^', false],
    [`Aa1!${'x'.repeat(20)}`, true],
    [`Aa1!${'x'.repeat(21)}`, false],
  ])('password %s valid=%s, with the hint while invalid', async (value, valid) => {
    const f = renderPage();
    await f.user.type(f.password, value);
    expect(f.password).toHaveAttribute('aria-invalid', String(!valid));
    if (valid) expect(screen.queryByText(HINTS.password)).not.toBeInTheDocument();
    else expect(screen.getByText(HINTS.password)).toBeInTheDocument();
  });

  it('shows the password hint on focus before typing', async () => {
    const f = renderPage();
    await f.user.click(f.password);
    expect(screen.getByText(HINTS.password)).toBeInTheDocument();
    await f.user.click(f.username);
    expect(screen.queryByText(HINTS.password)).not.toBeInTheDocument();
  });

  it.each([
    ['username', 'ab', HINTS.username],
    ['email', 'alice@', HINTS.email],
    ['password', 'secret', HINTS.password],
    ['confirm', 'Secret1', HINTS.confirm],
  ] as const)(
    'keeps the %s hint as the field description after leaving it invalid',
    async (name, value, hint) => {
      const f = renderPage();
      if (name === 'confirm') await f.user.type(f.password, 'Secret1!');
      await f.user.type(f[name], value);
      await f.user.tab();
      expect(f[name]).not.toHaveFocus();
      expect(screen.getByText(hint)).toBeVisible();
      expect(f[name]).toHaveAttribute('aria-describedby', screen.getByText(hint).id);
      expect(f[name]).toHaveAccessibleDescription(hint);
    },
  );

  it('describes a valid field by nothing', async () => {
    const f = renderPage();
    await f.user.type(f.username, 'alice');
    await f.user.tab();
    expect(f.username).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText(HINTS.username)).not.toBeInTheDocument();
  });

  it('asks the confirmation to match the password', async () => {
    const f = renderPage();
    await f.user.type(f.password, 'Secret1!');
    await f.user.type(f.confirm, 'Secret1');
    expect(screen.getByText(HINTS.confirm)).toBeInTheDocument();
    expect(f.confirm).toHaveAttribute('aria-invalid', 'true');
    await f.user.type(f.confirm, '!');
    expect(screen.queryByText(HINTS.confirm)).not.toBeInTheDocument();
    expect(f.confirm).toHaveAttribute('aria-invalid', 'false');
  });

  it('keeps CREATE ACCOUNT disabled until all four fields are valid', async () => {
    const f = renderPage();
    expect(f.submit).toBeDisabled();
    await f.user.type(f.username, 'alice_1');
    await f.user.type(f.email, 'alice@example.com');
    await f.user.type(f.password, 'Secret1!');
    expect(f.submit).toBeDisabled();
    await f.user.type(f.confirm, 'Secret1?');
    expect(f.submit).toBeDisabled();
    await f.user.clear(f.confirm);
    await f.user.type(f.confirm, 'Secret1!');
    expect(f.submit).toBeEnabled();
  });

  it("shows 'Invalid Entry' and makes no call when an invalid form is submitted", async () => {
    const f = renderPage();
    await f.user.type(f.username, 'ab');
    fireEvent.submit(f.submit.closest('form')!);
    expect(await screen.findByText('Invalid Entry')).toBeInTheDocument();
    expect(fake().calls).toHaveLength(0);
  });

  it('signs up, signs in and goes back to the remembered page', async () => {
    const f = renderPage();
    await fillValid(f);
    await f.user.click(f.submit);
    expect(
      fake()
        .callsTo('POST', API_PATHS.signup)
        .map((c) => c.body),
    ).toEqual([{ username: 'alice_1', email: 'alice@example.com', password: 'Secret1!' }]);
    // The answer: the new account as the API describes it.
    const user = { id: 2, userName: 'alice_1', email: 'alice@example.com', emailVerified: false };
    expect(authStore.getState()).toMatchObject({ isLoggedIn: true, user });
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
    expect(JSON.parse(localStorage.getItem('userData')!)).toEqual(user);
    expect(navigate).toHaveBeenCalledWith('/men/products', {});
    expect(navigate).not.toHaveBeenCalledWith('/home', expect.anything());
  });

  it('goes back to the wishlist after sign-up (only log-in sends /wishlist to /home)', async () => {
    publishLocation('/wishlist', '?category=tops');
    publishLocation('/signup', '');
    const f = renderPage();
    await fillValid(f);
    await f.user.click(f.submit);
    expect(await screen.findByRole('button', { name: 'CREATE ACCOUNT' })).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith('/wishlist?category=tops', {});
  });

  it.each([
    ['taken name', 'Username already registered'],
    ['taken e-mail', 'Email already registered'],
    [500, 'Registration failed'],
    ['network', 'No server response'],
  ] as const)('shows the error of a failed sign-up (%s)', async (failure, message) => {
    if (failure === 'taken name')
      fake().state.accounts.push({ ...DEFAULT_ACCOUNT, id: 9, userName: 'alice_1' });
    else if (failure === 'taken e-mail')
      fake().state.accounts.push({ ...DEFAULT_ACCOUNT, id: 9, email: 'alice@example.com' });
    else fake().failNext('POST', failure, undefined, API_PATHS.signup);
    const f = renderPage();
    await fillValid(f);
    await f.user.click(f.submit);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByTestId('auth-error')).toHaveFocus();
    expect(authStore.getState().isLoggedIn).toBe(false);
  });

  it.each(['username', 'password', 'confirm'] as const)('clears the error when %s changes', async (name) => {
    fake().failNext('POST', 500, undefined, API_PATHS.signup);
    const f = renderPage();
    await fillValid(f);
    await f.user.click(f.submit);
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    await f.user.type(f[name], 'x');
    expect(screen.queryByText('Registration failed')).not.toBeInTheDocument();
  });

  it('keeps the error when only the email changes', async () => {
    fake().failNext('POST', 500, undefined, API_PATHS.signup);
    const f = renderPage();
    await fillValid(f);
    await f.user.click(f.submit);
    await screen.findByText('Registration failed');
    await f.user.type(f.email, 'x');
    expect(screen.getByText('Registration failed')).toBeInTheDocument();
  });

  it('sends a signed-in shopper to /home', () => {
    signIn({ userName: 'alice', email: 'a@b.co' });
    renderPage();
    expect(navigate).toHaveBeenCalledWith('/home', { replace: true });
  });

  it('clears a stale stored flag and user data when signed out on load', () => {
    localStorage.setItem('isLoggedIn', 'false');
    localStorage.setItem('userData', '{"userName":"ghost"}');
    renderPage();
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
  });
});
