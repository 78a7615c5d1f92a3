import { API_PATHS, api, authStore, signOut } from '@storefront/shared';
import { createFakeApi, type FakeApi } from '@storefront/shared/testing';
import { restoreThirdPartySession } from './persist-oauth';

describe('restoreThirdPartySession', () => {
  let fake: FakeApi;
  afterEach(() => {
    fake.restore();
    signOut();
    jest.restoreAllMocks();
  });

  it('asks GET /api/users/persistOAuth without the 401 redirect and signs in on 200', async () => {
    fake = createFakeApi();
    const get = jest.spyOn(api, 'get');
    await expect(restoreThirdPartySession()).resolves.toBe(true);
    expect(get).toHaveBeenCalledWith(API_PATHS.persistOAuth, { authRedirect: false });
    expect(fake.callsTo('GET', API_PATHS.persistOAuth)).toHaveLength(1);
    expect(authStore.getState()).toMatchObject({
      isLoggedIn: true,
      user: { userName: 'gymrat', email: 'gym@rat.io' },
    });
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
    expect(JSON.parse(localStorage.getItem('userData')!)).toEqual({
      userName: 'gymrat',
      email: 'gym@rat.io',
    });
  });

  it("stays signed out on the API's 204 (no session)", async () => {
    fake = createFakeApi({ signedIn: false });
    await expect(restoreThirdPartySession()).resolves.toBe(false);
    expect(authStore.getState().isLoggedIn).toBe(false);
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
  });

  it.each([500, 'network'] as const)('ignores a failure (%s)', async (failure) => {
    fake = createFakeApi();
    fake.failNext('GET', failure, undefined, API_PATHS.persistOAuth);
    await expect(restoreThirdPartySession()).resolves.toBe(false);
    expect(authStore.getState().isLoggedIn).toBe(false);
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
  });
});
