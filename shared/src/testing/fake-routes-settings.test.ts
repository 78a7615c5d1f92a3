// The fake API's account settings and e-mail sign-up answer as the API does
// (docs/api.md#account-settings, docs/api.md#newsletter), so the pages can be built against it.
import { api, messageOf, statusOf } from '../api-client/api-client';
import { API_PATHS } from '../contracts/api-paths';
import { createFakeApi, type FakeApi } from './fake-api';
import { FAKE_NEWSLETTER_TOKEN, SETTINGS_SENTENCES } from './fake-routes-settings';
import { DEFAULT_ACCOUNT } from './fake-state';

let server: FakeApi;
afterEach(() => server?.restore({ quiet: true }));

const failure = (call: Promise<unknown>) =>
  call.then(
    () => ({ status: 0, message: '' }),
    (error: unknown) => ({ status: statusOf(error), message: messageOf(error) }),
  );

describe('the fake account settings', () => {
  it('asks for the current password, then changes the password, the e-mail and deletes', async () => {
    server = createFakeApi();
    const wrong = await failure(
      api.post(API_PATHS.changePassword, { currentPassword: 'nope', newPassword: 'NewPassw0rd!' }),
    );
    expect(wrong).toEqual({ status: 401, message: SETTINGS_SENTENCES.wrongPassword });
    const current = DEFAULT_ACCOUNT.password;
    const changed = await api.post(API_PATHS.changePassword, {
      currentPassword: current,
      newPassword: 'NewPassw0rd!',
    });
    expect(changed.data).toEqual({ message: SETTINGS_SENTENCES.passwordChanged });
    const moved = await api.post(API_PATHS.changeEmail, {
      currentPassword: 'NewPassw0rd!',
      email: 'new@example.com',
    });
    expect(moved.data).toMatchObject({ email: 'new@example.com', emailVerified: false });
    const gone = await api.post(API_PATHS.deleteAccount, { currentPassword: 'NewPassw0rd!' });
    expect(gone.data).toEqual({ message: SETTINGS_SENTENCES.accountDeleted });
    // Signed out with it: a call that needs a session is refused.
    expect((await failure(api.get(API_PATHS.addresses))).status).toBe(401);
  });

  it('answers 401 signed out', async () => {
    server = createFakeApi({ signedIn: false });
    const result = await failure(api.post(API_PATHS.deleteAccount, { currentPassword: 'x' }));
    expect(result.status).toBe(401);
  });
});

describe('the fake e-mail sign-up', () => {
  it('answers one sentence for any address and confirms only an unspent link', async () => {
    server = createFakeApi({ signedIn: false });
    const subscribed = await api.post(API_PATHS.newsletterSubscribe, { email: 'a@example.com' });
    expect(subscribed.status).toBe(202);
    expect(subscribed.data).toEqual({ message: SETTINGS_SENTENCES.subscribed });
    const confirmed = await api.post(API_PATHS.newsletterConfirm, { token: FAKE_NEWSLETTER_TOKEN });
    expect(confirmed.data).toEqual({ message: SETTINGS_SENTENCES.confirmed });
    const spent = await failure(api.post(API_PATHS.newsletterConfirm, { token: 'x'.repeat(43) }));
    expect(spent).toEqual({ status: 400, message: SETTINGS_SENTENCES.linkInvalid });
    const bad = await failure(api.post(API_PATHS.newsletterSubscribe, { email: 'not an address' }));
    expect(bad.status).toBe(400);
  });
});
