// What a card or the product page does when the shopper adds to cart or toggles
// the wishlist: signed out goes to /cart or /wishlist (docs/catalog.md#quick-add); an add asks
// the owning slice through the event bus either way (mf-cart puts a signed-out shopper's line in
// their guest bag, docs/cart.md#guest-bag), the wishlist only signed in (mf-account fulfils it).
// This is the one place that decides for a signed-out shopper; the slices trust it.
import { useCallback } from 'react';
import { events, navigate, useAuth, useLastEvent } from '@storefront/shared';
import type { Size } from '@storefront/shared';

export function useShopperActions() {
  const isLoggedIn = useAuth((s) => s.isLoggedIn);

  const addToCart = useCallback(
    (productId: number, size: Size) => {
      events.emit('catalog:add-to-cart-requested', { productId, size });
      if (!isLoggedIn) navigate('/cart');
    },
    [isLoggedIn],
  );

  const toggleWishlist = useCallback(
    (productId: number, add: boolean) => {
      if (!isLoggedIn) return navigate('/wishlist');
      events.emit('catalog:wishlist-toggle-requested', { productId, add });
    },
    [isLoggedIn],
  );

  return { isLoggedIn, addToCart, toggleWishlist };
}

/** Ids on the wishlist as mf-account last announced them; null until it has. */
export function useWishlistIds(): ReadonlySet<number> | null {
  const last = useLastEvent('account:wishlist-changed');
  return last ? new Set(last.productIds) : null;
}
