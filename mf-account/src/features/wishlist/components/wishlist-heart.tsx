import { useEffect } from 'react';
import { HeartIcon, useLocationPath } from '@storefront/shared';
import { registerWishlistActions } from '../wishlist-actions';
import { clearBubble, useWishlistUi } from '../../../lib/wishlist-store';
import { Bubble, Link } from './wishlist-heart.styles';

/**
 * The header heart. It is mounted on every page, so it also hosts the slice's
 * wishlist listener (toggles from catalog, loading the wishlist at sign-in).
 */
export function WishlistHeart() {
  const bubble = useWishlistUi((s) => s.bubble);
  const path = useLocationPath();
  useEffect(() => registerWishlistActions(), []);
  // The bubble points at the wishlist page; once there, it has done its job.
  useEffect(() => {
    if (path === '/wishlist') clearBubble();
  }, [path]);

  return (
    <Link
      href="/wishlist"
      data-wishlist-heart=""
      aria-label={bubble ? 'Wishlist, item added' : 'Wishlist'}
      onClick={clearBubble}
    >
      <HeartIcon />
      {bubble && <Bubble data-testid="wishlist-bubble" aria-hidden="true" />}
    </Link>
  );
}
