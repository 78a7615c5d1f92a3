import { AxiosError, AxiosHeaders } from 'axios';
import { API_PATHS, api, authStore, signOut } from '@storefront/shared';
import { restoreThirdPartySession } from './persist-oauth';

const ok = (data: unknown) =>
  ({ status: 200, data, statusText: 'OK', headers: {}, config: { headers: new AxiosHeaders() } }) as never;

function failure(status: number) {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, {
    status,
    data: 'Unauthorized',
    statusText: '',
    headers: {},
    config,
  });
}

describe('restoreThirdPartySession', () => {
  afterEach(() => {
    signOut();
    jest.restoreAllMocks();
  });

  it('asks GET /api/users/persistOAuth without the 401 redirect and signs in on 200', async () => {
    const get = jest
      .spyOn(api, 'get')
      .mockResolvedValue(ok({ userName: 'gina', email: 'gina@example.test' }));
    await expect(restoreThirdPartySession()).resolves.toBe(true);
    expect(get).toHaveBeenCalledWith(API_PATHS.persistOAuth, { authRedirect: false });
    expect(authStore.getState()).toMatchObject({
      isLoggedIn: true,
      user: { userName: 'gina', email: 'gina@example.test' },
    });
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
    expect(JSON.parse(localStorage.getItem('userData')!)).toEqual({
      userName: 'gina',
      email: 'gina@example.test',
    });
  });

  it.each([401, 500])('ignores a %s answer', async (status) => {
    jest.spyOn(api, 'get').mockRejectedValue(failure(status));
    await expect(restoreThirdPartySession()).resolves.toBe(false);
    expect(authStore.getState().isLoggedIn).toBe(false);
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
  });

  it("stays signed out on the API's 204 (no session)", async () => {
    jest.spyOn(api, 'get').mockResolvedValue({ status: 204, data: '' });
    await expect(restoreThirdPartySession()).resolves.toBe(false);
    expect(authStore.getState().isLoggedIn).toBe(false);
  });

  it('ignores a network failure', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(new Error('Network Error'));
    await expect(restoreThirdPartySession()).resolves.toBe(false);
    expect(authStore.getState().isLoggedIn).toBe(false);
  });
});
