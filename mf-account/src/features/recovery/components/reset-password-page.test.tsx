import { screen } from '@testing-library/react';
import { API_PATHS, HINTS, authStore, publishLocation, signIn } from '@storefront/shared';
import { ACCOUNT_SENTENCES } from '@storefront/shared/testing';
import { fakeApiForEachTest } from '../../../testing/fake-api';
import { renderInStore, storeTestSetup } from '../../../testing/render';
import { RESET_LINK_INCOMPLETE, ResetPasswordPage } from './reset-password-page';

const TOKEN = 'A'.repeat(43);

function renderPage(search = `?token=${TOKEN}`) {
  publishLocation('/reset-password', search);
  return renderInStore(<ResetPasswordPage />);
}

const fields = () => ({
  password: screen.getByLabelText(/^New Password/),
  confirm: screen.getByLabelText(/^Confirm Password/),
  submit: screen.getByRole('button', { name: 'SET NEW PASSWORD' }),
});

storeTestSetup();
const fake = fakeApiForEachTest();
// The link's token is one the server issued.
beforeEach(() => {
  fake().state.tokens.resetPassword = [TOKEN];
});

describe('ResetPasswordPage', () => {
  it('applies the sign-up password rule, hints and icons before enabling the button', async () => {
    const { user } = renderPage();
    const f = fields();
    expect(f.submit).toBeDisabled();
    await user.click(f.password);
    expect(screen.getByText(HINTS.password)).toBeInTheDocument();
    await user.type(f.password, 'weakpass');
    expect(screen.getAllByTestId('validity-icon')[0]).toHaveAttribute('data-valid', 'false');
    await user.clear(f.password);
    await user.type(f.password, 'Fresh2@pass');
    await user.type(f.confirm, 'Fresh2@pas');
    expect(screen.getByText(HINTS.confirm)).toBeInTheDocument();
    expect(f.submit).toBeDisabled();
    await user.type(f.confirm, 's');
    expect(f.submit).toBeEnabled();
  });

  it("keeps the password hints as the fields' descriptions while they are invalid", async () => {
    const { user } = renderPage();
    const f = fields();
    await user.type(f.password, 'weakpass');
    await user.type(f.confirm, 'weak');
    await user.click(document.body);
    expect(f.password).toHaveAccessibleDescription(HINTS.password);
    expect(f.confirm).toHaveAccessibleDescription(HINTS.confirm);
    expect(screen.getByText(HINTS.password)).toBeVisible();
    expect(screen.getByText(HINTS.confirm)).toBeVisible();
  });

  it('sends the token and the new password, shows the outcome and signs this browser out', async () => {
    signIn({ userName: 'alice', email: 'alice@example.com' });
    const { user } = renderPage();
    const f = fields();
    await user.type(f.password, 'Fresh2@pass');
    await user.type(f.confirm, 'Fresh2@pass{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_SENTENCES.resetDone);
    expect(
      fake()
        .callsTo('POST', API_PATHS.resetPassword)
        .map((c) => c.body),
    ).toEqual([{ token: TOKEN, password: 'Fresh2@pass' }]);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(authStore.getState().isLoggedIn).toBe(false);
  });

  it('shows why a used or expired link is refused, with a way to ask again', async () => {
    const refused = ACCOUNT_SENTENCES.resetInvalid;
    fake().state.tokens.resetPassword = []; // spent already
    const { user } = renderPage();
    const f = fields();
    await user.type(f.password, 'Fresh2@pass');
    await user.type(f.confirm, 'Fresh2@pass');
    await user.click(f.submit);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(refused);
    expect(alert).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Ask for a new one' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('without a token shows the incomplete-link message and no form', () => {
    renderPage('');
    expect(screen.getByRole('alert')).toHaveTextContent(RESET_LINK_INCOMPLETE);
    expect(screen.queryByRole('button', { name: 'SET NEW PASSWORD' })).not.toBeInTheDocument();
  });
});
