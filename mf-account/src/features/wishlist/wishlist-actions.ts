// The slice fulfils the wishlist toggles that catalog's hearts and buttons request,
// and keeps every slice told of the current ids through account:wishlist-changed.
import {
  WISHLIST_FULL,
  authStore,
  events,
  locationStore,
  messageOf,
  navigate,
  retained,
  signOut,
  statusOf,
} from '@storefront/shared';
import { addToWishlist, fetchWishlistIds, productIdsOf, removeFromWishlist } from './api/wishlist-api';
import { announceAdded, announceRefused, clearBubble, setProductIds } from '../../lib/wishlist-store';

function publish(productIds: number[], changed: boolean): void {
  setProductIds(productIds, changed);
  events.emit('account:wishlist-changed', { productIds });
}

export async function toggleWishlist({ productId, add }: { productId: number; add: boolean }): Promise<void> {
  // A signed-out visitor is invited to sign in from the wishlist page, not sent to a form.
  if (!authStore.getState().isLoggedIn) {
    navigate('/wishlist');
    return;
  }
  try {
    if (add) {
      const products = await addToWishlist(productId);
      publish(productIdsOf(products), true);
      announceAdded(locationStore.getState().pathname !== '/wishlist');
    } else {
      const products = await removeFromWishlist(productId);
      publish(productIdsOf(products), true);
      clearBubble();
    }
  } catch (error) {
    // A 409 is the server's refusal with its reason (the wishlist is full): the shopper is told.
    // A 401 was already handled by the shared client (signed out, sent to /login).
    if (add && statusOf(error) === 409) announceRefused(messageOf(error) ?? WISHLIST_FULL);
    else console.error('[mf-account] wishlist change failed', error);
  }
}

async function loadWishlist(): Promise<void> {
  try {
    publish(await fetchWishlistIds(), false);
  } catch (error) {
    // The server no longer knows this session: show the truth without leaving the page.
    if (statusOf(error) === 401) signOut();
    else console.error('[mf-account] wishlist load failed', error);
  }
}

/** Fulfils toggles and follows sign-in until stopped. */
function start(): () => void {
  const offToggle = events.on('catalog:wishlist-toggle-requested', (request) => {
    void toggleWishlist(request);
  });
  let wasLoggedIn = authStore.getState().isLoggedIn;
  if (wasLoggedIn) void loadWishlist();
  const offAuth = authStore.subscribe((state) => {
    if (state.isLoggedIn === wasLoggedIn) return;
    wasLoggedIn = state.isLoggedIn;
    if (state.isLoggedIn) void loadWishlist();
    else {
      clearBubble();
      publish([], false);
    }
  });
  return () => {
    offToggle();
    offAuth();
  };
}

/**
 * Starts fulfilling toggles and following sign-in; the shared `retained` makes the listener
 * exist exactly once per page however often the heart mounts. Returns the release.
 */
export const registerWishlistActions = retained(start);
