import { API_PATHS, api, authStore, registerNavigate, signIn } from '@storefront/shared';
import { httpError, ok } from '../testing/http';
import { logout } from './session-api';

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
