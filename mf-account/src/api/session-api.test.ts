import { API_PATHS, authStore, signIn } from '@storefront/shared';
import { fakeApiForEachTest } from '../testing/fake-api';
import { storeTestSetup } from '../testing/render';
import { logout } from './session-api';

const navigate = storeTestSetup();
const fake = fakeApiForEachTest();

describe('logout', () => {
  beforeEach(() => signIn({ userName: 'gymrat', email: 'gym@rat.io' }));

  it('posts an empty body, ends the session, signs out and goes to /login', async () => {
    await logout();
    const [call] = fake().callsTo('POST', API_PATHS.logout);
    expect(call.body).toBeNull();
    expect(fake().state.session).toBeNull();
    expect(authStore.getState().isLoggedIn).toBe(false);
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', {});
  });

  it.each([500, 'network'] as const)(
    'signs out locally and goes to /login when the call fails (%s)',
    async (failure) => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      fake().failNext('POST', failure, undefined, API_PATHS.logout);
      await logout();
      expect(authStore.getState().isLoggedIn).toBe(false);
      expect(localStorage.getItem('userData')).toBeNull();
      expect(navigate).toHaveBeenCalledTimes(1);
      expect(navigate).toHaveBeenCalledWith('/login', {});
    },
  );
});
