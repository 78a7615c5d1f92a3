import { API_PATHS } from '@storefront/shared';
import { fakeApiForEachTest } from '../../../testing/fake-api';
import { login, loginErrorMessage, signup, signupErrorMessage } from './auth-api';

const fake = fakeApiForEachTest({ signedIn: false });

/** The error a call gives when the API answers `status` (with `data`), or nothing at all. */
async function failureOf(call: () => Promise<unknown>, status: number | 'network', data?: unknown) {
  fake().failNext('POST', status, data);
  return call().then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: unknown) => error,
  );
}

const trySignup = () => signup({ username: 'alice_1', email: 'alice@example.com', password: 'Secret1!' });
const tryLogin = () => login({ username: 'alice', password: 'Secret1!' });

describe('error catalogue (docs/api.md#sign-up-errors, #log-in-errors)', () => {
  it.each([
    [409, 'Username already registered', 'Username already registered'],
    [409, 'Email already registered', 'Email already registered'],
    [409, 'something else', 'Registration failed'],
    [500, 'boom', 'Registration failed'],
    [400, undefined, 'Registration failed'],
    [429, undefined, 'Registration failed'],
    ['network', undefined, 'No server response'],
  ] as const)('sign-up %s %s', async (status, data, message) => {
    expect(signupErrorMessage(await failureOf(trySignup, status, data))).toBe(message);
  });

  it.each([
    [400, 'Missing username or password'],
    [401, 'Incorrect username or password'],
    [500, 'Login failed'],
    [429, 'Login failed'],
    ['network', 'No Server Response'],
  ] as const)('log-in %s', async (status, message) => {
    expect(loginErrorMessage(await failureOf(tryLogin, status))).toBe(message);
  });

  it("the API's own refusals read the same: a taken name, a wrong password", async () => {
    expect(
      signupErrorMessage(
        await trySignup()
          .then(trySignup)
          .catch((e: unknown) => e),
      ),
    ).toBe('Username already registered');
    expect(loginErrorMessage(await tryLogin().catch((e: unknown) => e))).toBe(
      'Incorrect username or password',
    );
    expect(fake().callsTo('POST', API_PATHS.signup)).toHaveLength(2);
  });
});
