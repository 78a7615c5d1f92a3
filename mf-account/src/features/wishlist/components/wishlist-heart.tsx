import { useEffect } from 'react';
import styled from 'styled-components';
import { HeartIcon, StoreLink, useLocationPath } from '@storefront/shared';
import { registerWishlistActions } from '../hooks/wishlist-actions';
import { clearBubble, useWishlistUi } from '../hooks/wishlist-store';

const Link = styled(StoreLink)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  color: ${({ theme }) => theme.colors.ink};
`;

const Bubble = styled.span`
  position: absolute;
  top: 6px;
  right: 5px;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.sale};
  border: 2px solid ${({ theme }) => theme.colors.surface};
`;

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
    <Link href="/wishlist" aria-label={bubble ? 'Wishlist, item added' : 'Wishlist'} onClick={clearBubble}>
      <HeartIcon />
      {bubble && <Bubble data-testid="wishlist-bubble" aria-hidden="true" />}
    </Link>
  );
}
