import { API_PATHS, authStore, events, publishLocation, signIn } from '@storefront/shared';
import { fakeApiForEachTest } from '../../testing/fake-api';
import { storeTestSetup } from '../../testing/render';
import { registerWishlistActions } from './wishlist-actions';
import { resetWishlistState, wishlistStore } from '../../lib/wishlist-store';

// SAMPLE_PRODUCTS of the fake API: 1, 2 and 15.
const navigate = storeTestSetup('/men/products/3');
const fake = fakeApiForEachTest();
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const posts = () => fake().callsTo('POST', API_PATHS.wishlist);

let unregister: () => void;
let changes: number[][];
let offChanges: () => void;

beforeEach(() => {
  events.reset();
  resetWishlistState();
  changes = [];
  offChanges = events.on('account:wishlist-changed', ({ productIds }) => changes.push(productIds));
});
afterEach(() => {
  unregister?.();
  offChanges();
  jest.useRealTimers();
});

describe('wishlist actions', () => {
  it('loads the wishlist at sign-in and tells everyone the ids', async () => {
    fake().state.wishlist = [15, 1]; // answered newest first
    unregister = registerWishlistActions();
    expect(fake().calls).toHaveLength(0);
    signIn({ userName: 'alice', email: 'a@b.co' });
    await flush();
    expect(fake().callsTo('GET', API_PATHS.wishlist)).toHaveLength(1);
    expect(changes).toEqual([[1, 15]]);
    expect(wishlistStore.getState().productIds).toEqual([1, 15]);
  });

  it('registers the toggle listener once however often the heart mounts', async () => {
    signIn({ userName: 'alice', email: 'a@b.co' });
    const first = registerWishlistActions();
    const second = registerWishlistActions();
    unregister = () => {
      first();
      second();
    };
    events.emit('catalog:wishlist-toggle-requested', { productId: 1, add: true });
    await flush();
    expect(posts()).toHaveLength(1);
    first();
    events.emit('catalog:wishlist-toggle-requested', { productId: 1, add: true });
    await flush();
    expect(posts()).toHaveLength(2);
  });

  it('adds: popup and bubble for 5 seconds, and the new ids', async () => {
    signIn({ userName: 'alice', email: 'a@b.co' });
    unregister = registerWishlistActions();
    await flush();
    jest.useFakeTimers();
    events.emit('catalog:wishlist-toggle-requested', { productId: 2, add: true });
    await jest.advanceTimersByTimeAsync(0);
    expect(posts().map((c) => c.body)).toEqual([{ productId: 2 }]);
    expect(changes.at(-1)).toEqual([2]);
    expect(wishlistStore.getState()).toMatchObject({ popup: true, bubble: true, revision: 1 });
    await jest.advanceTimersByTimeAsync(4999);
    expect(wishlistStore.getState().popup).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(wishlistStore.getState()).toMatchObject({ popup: false, bubble: false });
  });

  it('says why when the server refuses an add (a full wishlist): no bubble, no change', async () => {
    signIn({ userName: 'alice', email: 'a@b.co' });
    unregister = registerWishlistActions();
    await flush();
    const full = 'Your wishlist holds at most 100 products: remove one to add another';
    fake().failNext('POST', 409, { message: full }, API_PATHS.wishlist);
    events.emit('catalog:wishlist-toggle-requested', { productId: 2, add: true });
    await flush();
    expect(wishlistStore.getState()).toMatchObject({
      popup: true,
      popupMessage: full,
      bubble: false,
      revision: 0,
    });
    expect(changes.at(-1)).toEqual([]);
    // The next add that works says so again.
    events.emit('catalog:wishlist-toggle-requested', { productId: 2, add: true });
    await flush();
    expect(wishlistStore.getState()).toMatchObject({ popup: true, popupMessage: null, bubble: true });
  });

  it('shows no bubble when the add happens on /wishlist', async () => {
    signIn({ userName: 'alice', email: 'a@b.co' });
    publishLocation('/wishlist', '');
    unregister = registerWishlistActions();
    events.emit('catalog:wishlist-toggle-requested', { productId: 1, add: true });
    await flush();
    expect(wishlistStore.getState()).toMatchObject({ popup: true, bubble: false });
  });

  it('removes: DELETE, the bubble cleared and the remaining ids', async () => {
    signIn({ userName: 'alice', email: 'a@b.co' });
    fake().state.wishlist = [1];
    unregister = registerWishlistActions();
    events.emit('catalog:wishlist-toggle-requested', { productId: 15, add: true });
    await flush();
    expect(wishlistStore.getState().bubble).toBe(true);
    events.emit('catalog:wishlist-toggle-requested', { productId: 1, add: false });
    await flush();
    expect(fake().callsTo('DELETE', API_PATHS.wishlistItem(1))).toHaveLength(1);
    expect(changes.at(-1)).toEqual([15]);
    expect(wishlistStore.getState().bubble).toBe(false);
  });

  it('sends a signed-out visitor to /wishlist without a call', async () => {
    unregister = registerWishlistActions();
    events.emit('catalog:wishlist-toggle-requested', { productId: 1, add: true });
    await flush();
    expect(fake().calls).toHaveLength(0);
    expect(navigate).toHaveBeenCalledWith('/wishlist', {});
  });

  it('a 401 on add signs out and goes to /login (shared client)', async () => {
    signIn({ userName: 'alice', email: 'a@b.co' });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // Through the shared client's interceptor: the session ended on the server.
    fake().signOut();
    unregister = registerWishlistActions();
    events.emit('catalog:wishlist-toggle-requested', { productId: 1, add: true });
    await flush();
    await flush();
    expect(authStore.getState().isLoggedIn).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login', {});
    expect(changes.at(-1)).toEqual([]);
  });

  it('a 401 while loading in the background signs out without leaving the page', async () => {
    localStorage.setItem('isLoggedIn', 'true');
    signIn({ userName: 'alice', email: 'a@b.co' });
    fake().signOut();
    unregister = registerWishlistActions();
    await flush();
    expect(authStore.getState().isLoggedIn).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});
