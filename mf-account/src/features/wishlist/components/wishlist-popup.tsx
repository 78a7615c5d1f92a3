import { CheckIcon, CloseIcon, StoreLink } from '@storefront/shared';
import { useBelowHeader } from '../hooks/use-below-header';
import { hidePopup, useWishlistUi } from '../../../lib/wishlist-store';
import { Box, Close } from './wishlist-popup.styles';

export function WishlistPopup() {
  const open = useWishlistUi((s) => s.popup);
  const refused = useWishlistUi((s) => s.popupMessage);
  const top = useBelowHeader(open);
  return (
    <div role="status" aria-live="polite">
      {open && (
        <Box data-testid="wishlist-popup" style={{ top }}>
          {refused === null && <CheckIcon size={18} />}
          <span>{refused ?? 'Item added to your wishlist'}</span>
          <StoreLink href="/wishlist" onClick={hidePopup}>
            View
          </StoreLink>
          <Close type="button" aria-label="Close" onClick={hidePopup}>
            <CloseIcon size={16} />
          </Close>
        </Box>
      )}
    </div>
  );
}
