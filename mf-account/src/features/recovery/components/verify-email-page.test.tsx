import { act, screen } from '@testing-library/react';
import { API_PATHS, api, authStore, publishLocation, signIn } from '@storefront/shared';
import { httpError, noResponse, ok } from '../../../testing/http';
import { renderInStore, storeTestSetup } from '../../../testing/render';
import { VERIFYING, VERIFY_LINK_INCOMPLETE, VerifyEmailPage } from './verify-email-page';

const TOKEN = 'B'.repeat(43);

function renderPage(search = `?token=${TOKEN}`) {
  publishLocation('/verify-email', search);
  renderInStore(<VerifyEmailPage />, { strict: true });
}

storeTestSetup();

describe('VerifyEmailPage', () => {
  it('spends the token once, shows the progress then the success, and updates the stored user', async () => {
    signIn({ id: 1, userName: 'alice', email: 'alice@example.com', emailVerified: false });
    let answer: (value: unknown) => void = () => undefined;
    const post = jest
      .spyOn(api, 'post')
      .mockReturnValue(new Promise((resolve) => (answer = resolve)) as ReturnType<typeof api.post>);
    renderPage();
    expect(screen.getByText(VERIFYING)).toBeInTheDocument();
    await act(async () => answer(ok({ message: 'Your e-mail address is verified.' })));
    const notice = await screen.findByText('Your e-mail address is verified.');
    expect(notice).toHaveFocus();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(API_PATHS.verifyEmail, { token: TOKEN }, { authRedirect: false });
    expect(authStore.getState().user?.emailVerified).toBe(true);
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
  });

  it('shows the refusal of a used or expired link', async () => {
    const refused = 'This verification link is invalid, has expired or was already used.';
    jest.spyOn(api, 'post').mockRejectedValue(httpError(400, { message: refused }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
  });

  it('shows No server response when nothing answers', async () => {
    jest.spyOn(api, 'post').mockRejectedValue(noResponse());
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('No server response');
  });

  it('asks nothing without a token', () => {
    const post = jest.spyOn(api, 'post');
    renderPage('');
    expect(screen.getByRole('alert')).toHaveTextContent(VERIFY_LINK_INCOMPLETE);
    expect(post).not.toHaveBeenCalled();
  });
});
