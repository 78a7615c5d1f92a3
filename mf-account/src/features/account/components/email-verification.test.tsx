import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, authStore, signIn } from '@storefront/shared';
import { ACCOUNT_SENTENCES, DEFAULT_ACCOUNT } from '@storefront/shared/testing';
import { fakeApiForEachTest } from '../../../testing/fake-api';
import { renderInStore, storeTestSetup } from '../../../testing/render';
import { AccountPage } from './account-page';

const navigate = storeTestSetup();
const renderPage = () => renderInStore(<AccountPage />);

const alice = { id: 1, userName: 'alice', email: 'alice@example.com' };
// The server's side: alice's session, with a verified address unless a test says otherwise.
const fake = fakeApiForEachTest({ accounts: [{ ...DEFAULT_ACCOUNT, ...alice, emailVerified: true }] });
const unverifiedOnServer = () => {
  fake().state.session!.emailVerified = false;
};

describe('Account page: e-mail verification', () => {
  it('shows a verified address without a resend button', async () => {
    signIn({ ...alice, emailVerified: true });
    renderPage();
    expect(screen.getByText('E-MAIL VERIFIED')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
  });

  it('follows the server when the stored user is older than a link followed elsewhere', async () => {
    signIn({ ...alice, emailVerified: false });
    renderPage();
    expect(await screen.findByText('E-MAIL VERIFIED')).toBeInTheDocument();
    expect(fake().callsTo('GET', API_PATHS.persistOAuth)).toHaveLength(1);
    expect(authStore.getState().user?.emailVerified).toBe(true);
  });

  it('resends the link from the keyboard and says so; a 429 shows its message', async () => {
    unverifiedOnServer();
    signIn({ ...alice, emailVerified: false });
    renderPage();
    expect(screen.getByText('E-MAIL NOT VERIFIED')).toBeInTheDocument();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Resend verification e-mail' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(ACCOUNT_SENTENCES.verificationSent)).toBeInTheDocument();
    expect(fake().callsTo('POST', API_PATHS.resendVerification)).toHaveLength(1);
    fake().failNext('POST', 429, { message: 'Too many attempts, please try again in 60 seconds' });
    await user.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    expect(await screen.findByText('Too many attempts, please try again in 60 seconds')).toBeInTheDocument();
  });

  it("shows a 401's sentence on resend instead of the client's sign-out redirect", async () => {
    unverifiedOnServer();
    signIn({ ...alice, emailVerified: false });
    fake().signOut(); // the session ended on the server (another tab logged out)
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    expect(await screen.findByText('Please sign in')).toBeInTheDocument();
    expect(authStore.getState().isLoggedIn).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});
