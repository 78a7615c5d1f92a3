import { screen } from '@testing-library/react';
import { API_PATHS, HINTS } from '@storefront/shared';
import { ACCOUNT_SENTENCES } from '@storefront/shared/testing';
import { fakeApiForEachTest } from '../../../testing/fake-api';
import { renderInStore, storeTestSetup } from '../../../testing/render';
import { ForgotPasswordPage } from './forgot-password-page';

function renderPage() {
  const { user } = renderInStore(<ForgotPasswordPage />);
  return {
    user,
    email: screen.getByLabelText(/^Email/),
    submit: screen.getByRole('button', { name: 'SEND RESET LINK' }),
  };
}

storeTestSetup();
const fake = fakeApiForEachTest({ signedIn: false });

describe('ForgotPasswordPage', () => {
  it('keeps the button disabled until the address is valid, with the sign-up hint', async () => {
    const f = renderPage();
    expect(f.submit).toBeDisabled();
    await f.user.type(f.email, 'alice@');
    expect(screen.getByText(HINTS.email)).toBeInTheDocument();
    expect(f.submit).toBeDisabled();
    await f.user.type(f.email, 'example.com');
    expect(f.submit).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('sends the address from the keyboard and shows the neutral confirmation', async () => {
    const f = renderPage();
    await f.user.type(f.email, 'alice@example.com{Enter}');
    const notice = await screen.findByRole('status');
    expect(
      fake()
        .callsTo('POST', API_PATHS.forgotPassword)
        .map((c) => c.body),
    ).toEqual([{ email: 'alice@example.com' }]);
    expect(notice).toHaveTextContent(ACCOUNT_SENTENCES.forgot);
    expect(notice).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'SEND RESET LINK' })).not.toBeInTheDocument();
  });

  it('shows the server message of a 429, and No server response without an answer', async () => {
    fake().failNext('POST', 429, { message: 'Too many attempts, please try again in 60 seconds' });
    fake().failNext('POST', 'network');
    const f = renderPage();
    await f.user.type(f.email, 'alice@example.com');
    await f.user.click(f.submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts, please try again in 60 seconds',
    );
    await f.user.click(f.submit);
    expect(await screen.findByText('No server response')).toBeInTheDocument();
    expect(fake().callsTo('POST', API_PATHS.forgotPassword)).toHaveLength(2);
  });
});
