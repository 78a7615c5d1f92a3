import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { API_PATHS, StoreThemeProvider, api } from '@storefront/shared';
import {
  createFakeApi,
  FAKE_NEWSLETTER_TOKEN,
  SETTINGS_SENTENCES,
  type FakeApi,
} from '@storefront/shared/testing';
import { SignUpPanel } from './sign-up-panel';

const renderAt = (url: string) =>
  render(
    <StoreThemeProvider>
      <MemoryRouter initialEntries={[url]}>
        <SignUpPanel />
      </MemoryRouter>
    </StoreThemeProvider>,
  );

let fake: FakeApi;
beforeEach(() => {
  fake = createFakeApi();
});
afterEach(() => {
  fake.restore();
  jest.restoreAllMocks();
});

const press = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('SignUpPanel', () => {
  it('subscribes the address and says to check the inbox', async () => {
    const post = jest.spyOn(api, 'post');
    renderAt('/email-sign-up');
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'ann@example.test' } });
    await press('SIGN UP');
    expect(fake.callsTo('POST', API_PATHS.newsletterSubscribe).map((c) => c.body)).toEqual([
      { email: 'ann@example.test' },
    ]);
    // The API's 400 and 429 are sentences for this page, not a reason to sign the shopper out.
    expect(post).toHaveBeenCalledWith(API_PATHS.newsletterSubscribe, expect.anything(), {
      authRedirect: false,
    });
    expect(screen.getByRole('status')).toHaveTextContent(SETTINGS_SENTENCES.subscribed);
    expect(screen.queryByRole('button', { name: 'SIGN UP' })).toBeNull();
  });

  it('says what is wrong with an address before sending anything', async () => {
    renderAt('/email-sign-up');
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'nobody' } });
    await press('SIGN UP');
    expect(fake.callsTo('POST')).toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid e-mail address');
  });

  it('confirms from the mailed link only when CONFIRM is pressed', async () => {
    renderAt(`/email-sign-up?token=${FAKE_NEWSLETTER_TOKEN}`);
    expect(fake.callsTo('POST')).toHaveLength(0);
    await press('CONFIRM');
    expect(fake.callsTo('POST', API_PATHS.newsletterConfirm).map((c) => c.body)).toEqual([
      { token: FAKE_NEWSLETTER_TOKEN },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(SETTINGS_SENTENCES.confirmed);
  });

  it("shows the API's refusal of a spent link, and its own sentence when the store cannot be reached", async () => {
    renderAt('/email-sign-up?token=abc_DEF-123456789012345');
    await press('CONFIRM');
    expect(screen.getByRole('alert')).toHaveTextContent(SETTINGS_SENTENCES.linkInvalid);
    fake.failNext('POST', 'network');
    await press('CONFIRM');
    expect(screen.getByRole('alert')).toHaveTextContent(/could not reach the store/);
  });
});
