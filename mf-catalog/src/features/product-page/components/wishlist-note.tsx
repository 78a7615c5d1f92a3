import styled from 'styled-components';
import { StoreLink, WISHLIST_FORM_OUTCOMES, WISHLIST_FULL } from '@storefront/shared';
import type { WishlistFormOutcome } from '@storefront/shared';

/** The wishlist popup's words (docs/catalog.md#product-page), for the form that came back added. */
export const WISHLIST_ADDED = 'Item added to your wishlist';

/** The product page's `?wishlist=` after ADD TO WISHLIST posted without a script (docs/api.md#form-posts). */
export const wishlistOutcomeOf = (search: string): WishlistFormOutcome | null => {
  const outcome = new URLSearchParams(search).get('wishlist');
  return WISHLIST_FORM_OUTCOMES.find((known) => known === outcome) ?? null;
};

/** What the wishlist form's answer says: added (with View, as the popup has it) or full. */
export function WishlistNote({ outcome }: { outcome: WishlistFormOutcome }) {
  return outcome === 'added' ? (
    <Note role="status" data-testid="wishlist-note">
      {WISHLIST_ADDED} <StoreLink href="/wishlist">View</StoreLink>
    </Note>
  ) : (
    <Note role="alert" data-testid="wishlist-note" $error>
      {WISHLIST_FULL}
    </Note>
  );
}

const Note = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: 14px;
  font-weight: 700;
  color: ${({ theme, $error }) => ($error ? theme.colors.sale : theme.colors.ink)};
  a {
    color: inherit;
  }
`;
