import { screen } from '@testing-library/react';
import { API_PATHS, HINTS, api } from '@storefront/shared';
import { httpError, noResponse, ok } from '../../../testing/http';
import { renderInStore, storeTestSetup } from '../../../testing/render';
import { ForgotPasswordPage } from './forgot-password-page';

const NEUTRAL = 'If an account uses that e-mail address, we have sent it a link to reset the password.';

function renderPage() {
  const { user } = renderInStore(<ForgotPasswordPage />);
  return {
    user,
    email: screen.getByLabelText(/^Email/),
    submit: screen.getByRole('button', { name: 'SEND RESET LINK' }),
  };
}

storeTestSetup();

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
    const post = jest.spyOn(api, 'post').mockResolvedValue(ok({ message: NEUTRAL }));
    const f = renderPage();
    await f.user.type(f.email, 'alice@example.com{Enter}');
    expect(post).toHaveBeenCalledWith(
      API_PATHS.forgotPassword,
      { email: 'alice@example.com' },
      { authRedirect: false },
    );
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(NEUTRAL);
    expect(notice).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'SEND RESET LINK' })).not.toBeInTheDocument();
  });

  it('shows the server message of a 429, and No server response without an answer', async () => {
    const post = jest
      .spyOn(api, 'post')
      .mockRejectedValueOnce(httpError(429, { message: 'Too many attempts, please try again in 60 seconds' }))
      .mockRejectedValueOnce(noResponse());
    const f = renderPage();
    await f.user.type(f.email, 'alice@example.com');
    await f.user.click(f.submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts, please try again in 60 seconds',
    );
    await f.user.click(f.submit);
    expect(await screen.findByText('No server response')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(2);
  });
});
