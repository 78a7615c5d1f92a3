import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, api, authStore, signIn } from '@storefront/shared';
import { httpError, ok } from '../../../testing/http';
import { renderInStore, storeTestSetup } from '../../../testing/render';
import { AccountPage } from './account-page';

storeTestSetup();
const renderPage = () => renderInStore(<AccountPage />);

const alice = { id: 1, userName: 'alice', email: 'alice@example.com' };

describe('Account page: e-mail verification', () => {
  it('shows a verified address without a resend button', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(ok({ ...alice, emailVerified: true }));
    signIn({ ...alice, emailVerified: true });
    renderPage();
    expect(screen.getByText('E-MAIL VERIFIED')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
  });

  it('follows the server when the stored user is older than a link followed elsewhere', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue(ok({ ...alice, emailVerified: true }));
    signIn({ ...alice, emailVerified: false });
    renderPage();
    expect(await screen.findByText('E-MAIL VERIFIED')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(API_PATHS.persistOAuth, { authRedirect: false });
    expect(authStore.getState().user?.emailVerified).toBe(true);
  });

  it('resends the link from the keyboard and says so; a 429 shows its message', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(ok({ ...alice, emailVerified: false }));
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValueOnce(ok({ message: 'We have sent you a new verification link.' }))
      .mockRejectedValueOnce(
        httpError(429, { message: 'Too many attempts, please try again in 60 seconds' }),
      );
    signIn({ ...alice, emailVerified: false });
    renderPage();
    expect(screen.getByText('E-MAIL NOT VERIFIED')).toBeInTheDocument();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Resend verification e-mail' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(post).toHaveBeenCalledWith(API_PATHS.resendVerification, null, { authRedirect: false });
    expect(await screen.findByText('We have sent you a new verification link.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    expect(await screen.findByText('Too many attempts, please try again in 60 seconds')).toBeInTheDocument();
  });
});
