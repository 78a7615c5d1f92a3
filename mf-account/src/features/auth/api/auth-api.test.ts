import { API_PATHS, api, authStore, registerNavigate, signIn } from '@storefront/shared';
import { httpError, noResponse, ok } from '../../../test/http';
import { loginErrorMessage, logout, signupErrorMessage } from './auth-api';

describe('error catalogue (SPEC section 8)', () => {
  it.each([
    [httpError(409, 'Username already registered'), 'Username already registered'],
    [httpError(409, 'Email already registered'), 'Email already registered'],
    [httpError(409, { message: 'Email already registered' }), 'Email already registered'],
    [httpError(409, 'something else'), 'Registration failed'],
    [httpError(500, 'boom'), 'Registration failed'],
    [httpError(400), 'Registration failed'],
    [noResponse(), 'No server response'],
  ])('sign-up %#', (error, message) => {
    expect(signupErrorMessage(error)).toBe(message);
  });

  it.each([
    [httpError(400), 'Missing username or password'],
    [httpError(401), 'Incorrect username or password'],
    [httpError(500), 'Login failed'],
    [httpError(403), 'Login failed'],
    [noResponse(), 'No Server Response'],
  ])('log-in %#', (error, message) => {
    expect(loginErrorMessage(error)).toBe(message);
  });
});

describe('logout', () => {
  const navigate = jest.fn();
  beforeEach(() => {
    registerNavigate(navigate);
    signIn({ userName: 'alice', email: 'a@b.co' });
  });
  afterEach(() => {
    registerNavigate(null);
    jest.restoreAllMocks();
    navigate.mockReset();
  });

  it('posts an empty body, signs out and goes to /login', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue(ok({}));
    await logout();
    expect(post).toHaveBeenCalledWith(API_PATHS.logout, null, { authRedirect: false });
    expect(authStore.getState().isLoggedIn).toBe(false);
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', {});
  });

  it('signs out locally and goes to /login when the call fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(api, 'post').mockRejectedValue(httpError(500));
    await logout();
    expect(authStore.getState().isLoggedIn).toBe(false);
    expect(localStorage.getItem('userData')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', {});
  });
});
