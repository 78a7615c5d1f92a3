import { act, screen } from '@testing-library/react';
import { API_PATHS, authStore, publishLocation, signIn } from '@storefront/shared';
import { ACCOUNT_SENTENCES } from '@storefront/shared/testing';
import { fakeApiForEachTest } from '../../../testing/fake-api';
import { renderInStore, storeTestSetup } from '../../../testing/render';
import { VERIFYING, VERIFY_LINK_INCOMPLETE, VerifyEmailPage } from './verify-email-page';

const TOKEN = 'B'.repeat(43);

function renderPage(search = `?token=${TOKEN}`) {
  publishLocation('/verify-email', search);
  renderInStore(<VerifyEmailPage />, { strict: true });
}

storeTestSetup();
const fake = fakeApiForEachTest();
// The link's token is one the server issued.
beforeEach(() => {
  fake().state.tokens.verifyEmail = [TOKEN];
});

describe('VerifyEmailPage', () => {
  it('spends the token once, shows the progress then the success, and updates the stored user', async () => {
    signIn({ id: 1, userName: 'alice', email: 'alice@example.com', emailVerified: false });
    const held = fake().hold('POST', API_PATHS.verifyEmail);
    renderPage();
    expect(screen.getByText(VERIFYING)).toBeInTheDocument();
    await act(async () => held.release());
    const notice = await screen.findByText(ACCOUNT_SENTENCES.verifyDone);
    expect(notice).toHaveFocus();
    expect(
      fake()
        .callsTo('POST', API_PATHS.verifyEmail)
        .map((c) => c.body),
    ).toEqual([{ token: TOKEN }]);
    expect(authStore.getState().user?.emailVerified).toBe(true);
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
  });

  it('shows the refusal of a used or expired link', async () => {
    fake().state.tokens.verifyEmail = []; // spent already
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_SENTENCES.verifyInvalid);
  });

  it('shows No server response when nothing answers', async () => {
    fake().failNext('POST', 'network');
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('No server response');
  });

  it('asks nothing without a token', () => {
    renderPage('');
    expect(screen.getByRole('alert')).toHaveTextContent(VERIFY_LINK_INCOMPLETE);
    expect(fake().calls).toHaveLength(0);
  });
});
