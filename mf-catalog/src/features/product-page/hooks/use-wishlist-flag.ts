// docs/catalog.md#product-page: on the detail page the wishlist flag is unknown, then true or
// false; it is checked when signed in and follows the wishlist as mf-account
// announces it.
import { useCallback, useEffect, useState } from 'react';
import { useStoreEvent } from '@storefront/shared';
import { fetchWishlistFlag } from '../../../api/products-api';
import { useShopperActions } from '../../../lib/use-shopper-actions';

export function useWishlistFlag(productId: number) {
  const { isLoggedIn, toggleWishlist } = useShopperActions();
  const [onWishlist, setOnWishlist] = useState<boolean | null>(null);

  useEffect(() => {
    setOnWishlist(null);
    if (!isLoggedIn) return;
    let cancelled = false;
    fetchWishlistFlag(productId).then(
      (flag) => !cancelled && setOnWishlist(flag),
      (error: unknown) => console.error('[mf-catalog] the wishlist check failed', error),
    );
    return () => {
      cancelled = true;
    };
  }, [productId, isLoggedIn]);

  useStoreEvent('account:wishlist-changed', ({ productIds }) => {
    if (isLoggedIn) setOnWishlist(productIds.includes(productId));
  });

  const toggle = useCallback(() => {
    const add = onWishlist !== true;
    toggleWishlist(productId, add);
    // Shown at once; mf-account's wishlist-changed confirms or corrects it.
    if (isLoggedIn) setOnWishlist(add);
  }, [onWishlist, isLoggedIn, productId, toggleWishlist]);

  return { onWishlist, toggle };
}
