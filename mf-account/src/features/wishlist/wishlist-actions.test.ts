import {
  API_PATHS,
  api,
  authStore,
  events,
  publishLocation,
  registerNavigate,
  signIn,
  signOut,
} from '@storefront/shared';
import type { Product } from '@storefront/shared';
import { AxiosError } from 'axios';
import { httpError, ok } from '../../testing/http';
import { registerWishlistActions } from './wishlist-actions';
import { resetWishlistState, wishlistStore } from '../../lib/wishlist-store';

const product = (productId: number): Product =>
  ({ id: productId, productId, name: `P${productId}`, gender: 'men', category: 'tops' }) as Product;

const navigate = jest.fn();
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let unregister: () => void;
let changes: number[][];
let offChanges: () => void;
const afterCleanup: Array<() => void> = [];

beforeEach(() => {
  events.reset();
  resetWishlistState();
  signOut();
  registerNavigate(navigate);
  publishLocation('/men/products/3', '');
  changes = [];
  offChanges = events.on('account:wishlist-changed', ({ productIds }) => changes.push(productIds));
});
afterEach(() => {
  afterCleanup.splice(0).forEach((undo) => undo());
  unregister?.();
  offChanges();
  registerNavigate(null);
  navigate.mockReset();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('wishlist actions', () => {
  it('loads the wishlist at sign-in and tells everyone the ids', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue(ok({ products: [product(4), product(9)] }));
    unregister = registerWishlistActions();
    expect(get).not.toHaveBeenCalled();
    signIn({ userName: 'alice', email: 'a@b.co' });
    await flush();
    expect(get).toHaveBeenCalledWith(API_PATHS.wishlist, { authRedirect: false });
    expect(changes).toEqual([[4, 9]]);
    expect(wishlistStore.getState().productIds).toEqual([4, 9]);
  });

  it('registers the toggle listener once however often the heart mounts', async () => {
    signIn({ userName: 'alice', email: 'a@b.co' });
    jest.spyOn(api, 'get').mockResolvedValue(ok({ products: [] }));
    const post = jest.spyOn(api, 'post').mockResolvedValue(ok({ products: [product(3)] }, 201));
    const first = registerWishlistActions();
    const second = registerWishlistActions();
    unregister = () => {
      first();
      second();
    };
    events.emit('catalog:wishlist-toggle-requested', { productId: 3, add: true });
    await flush();
    expect(post).toHaveBeenCalledTimes(1);
    first();
    events.emit('catalog:wishlist-toggle-requested', { productId: 3, add: true });
    await flush();
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('adds: popup and bubble for 5 seconds, and the new ids', async () => {
    signIn({ userName: 'alice', email: 'a@b.co' });
    jest.spyOn(api, 'get').mockResolvedValue(ok({ products: [] }));
    const post = jest.spyOn(api, 'post').mockResolvedValue(ok({ products: [product(3)] }, 201));
    unregister = registerWishlistActions();
    await flush();
    jest.useFakeTimers();
    events.emit('catalog:wishlist-toggle-requested', { productId: 3, add: true });
    await jest.advanceTimersByTimeAsync(0);
    expect(post).toHaveBeenCalledWith(API_PATHS.wishlist, { productId: 3 });
    expect(changes.at(-1)).toEqual([3]);
    expect(wishlistStore.getState()).toMatchObject({ popup: true, bubble: true, revision: 1 });
    await jest.advanceTimersByTimeAsync(4999);
    expect(wishlistStore.getState().popup).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(wishlistStore.getState()).toMatchObject({ popup: false, bubble: false });
  });

  it('shows no bubble when the add happens on /wishlist', async () => {
    signIn({ userName: 'alice', email: 'a@b.co' });
    publishLocation('/wishlist', '');
    jest.spyOn(api, 'get').mockResolvedValue(ok({ products: [] }));
    jest.spyOn(api, 'post').mockResolvedValue(ok({ products: [product(3)] }, 201));
    unregister = registerWishlistActions();
    events.emit('catalog:wishlist-toggle-requested', { productId: 3, add: true });
    await flush();
    expect(wishlistStore.getState()).toMatchObject({ popup: true, bubble: false });
  });

  it('removes: DELETE, the bubble cleared and the remaining ids', async () => {
    signIn({ userName: 'alice', email: 'a@b.co' });
    jest.spyOn(api, 'get').mockResolvedValue(ok({ products: [product(3), product(5)] }));
    jest.spyOn(api, 'post').mockResolvedValue(ok({ products: [product(3), product(5)] }, 201));
    const del = jest.spyOn(api, 'delete').mockResolvedValue(ok({ products: [product(5)] }));
    unregister = registerWishlistActions();
    events.emit('catalog:wishlist-toggle-requested', { productId: 5, add: true });
    await flush();
    expect(wishlistStore.getState().bubble).toBe(true);
    events.emit('catalog:wishlist-toggle-requested', { productId: 3, add: false });
    await flush();
    expect(del).toHaveBeenCalledWith(API_PATHS.wishlistItem(3));
    expect(changes.at(-1)).toEqual([5]);
    expect(wishlistStore.getState().bubble).toBe(false);
  });

  it('sends a signed-out visitor to /wishlist without a call', async () => {
    const post = jest.spyOn(api, 'post');
    unregister = registerWishlistActions();
    events.emit('catalog:wishlist-toggle-requested', { productId: 3, add: true });
    await flush();
    expect(post).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/wishlist', {});
  });

  it('a 401 on add signs out and goes to /login (shared client)', async () => {
    signIn({ userName: 'alice', email: 'a@b.co' });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(api, 'get').mockResolvedValue(ok({ products: [] }));
    // Through the real interceptor: the adapter answers 401.
    const adapter = api.defaults.adapter;
    api.defaults.adapter = async (config) => {
      throw new AxiosError(
        'Unauthorized',
        'ERR_BAD_REQUEST',
        config,
        {},
        {
          status: 401,
          statusText: '',
          headers: {},
          config,
          data: { message: 'Unauthorized' },
        },
      );
    };
    afterCleanup.push(() => {
      api.defaults.adapter = adapter;
    });
    unregister = registerWishlistActions();
    events.emit('catalog:wishlist-toggle-requested', { productId: 3, add: true });
    await flush();
    await flush();
    expect(authStore.getState().isLoggedIn).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login', {});
    expect(changes.at(-1)).toEqual([]);
  });

  it('a 401 while loading in the background signs out without leaving the page', async () => {
    localStorage.setItem('isLoggedIn', 'true');
    signIn({ userName: 'alice', email: 'a@b.co' });
    jest.spyOn(api, 'get').mockRejectedValue(httpError(401));
    unregister = registerWishlistActions();
    await flush();
    expect(authStore.getState().isLoggedIn).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});
