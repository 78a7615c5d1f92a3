// The wishlist page (docs/account.md#wishlist-page): its signed-out and empty views are the
// account slice's; the browsing itself (filters in the URL, chips, overlay, grid) is the
// catalog's ./ProductBrowser over the wishlist, which this page loads.
import { useCallback, useMemo, useState } from 'react';
import { ButtonLink, RemoteParcel, useAuth } from '@storefront/shared';
import type { BrowseFilterGroup, WishlistBrowseQuery } from '@storefront/shared';
import { Sparkle } from '../../../lib/sparkle';
import { useWishlistUi } from '../../../lib/wishlist-store';
import { asksWholeWishlist, fetchWishlistProducts } from '../api/wishlist-page-api';
import { Actions, Centered, Page } from './wishlist-page.styles';

/** The wishlist's filter groups, in the order of the panel. */
export const WISHLIST_GROUPS: readonly BrowseFilterGroup[] = [
  'category',
  'style',
  'gender',
  'price',
  'sortBy',
  'size',
  'colour',
];

const EMPTY_WISHES = 'No products to show.. time to make some wishes!';

function SignedOutInvite() {
  return (
    <Page>
      <Centered aria-label="Wishlist">
        <h1>SAVE TO WISHLIST</h1>
        <p>
          <Sparkle />{' '}
          <span>
            Ever wish you could save all your fave fits &amp; accessories in one place to come back to later?
            Almost like a wishlist.
          </span>{' '}
          <Sparkle />
        </p>
        <Actions>
          <ButtonLink href="/signup">CREATE ACCOUNT</ButtonLink>
          <ButtonLink href="/login" variant="secondary">
            LOG IN
          </ButtonLink>
        </Actions>
      </Centered>
    </Page>
  );
}

function NoWishes() {
  return (
    <Centered aria-label="Empty wishlist">
      <p>
        <Sparkle /> <span>{EMPTY_WISHES}</span> <Sparkle />
      </p>
      <Actions>
        <ButtonLink href="/men/products">SHOP MEN</ButtonLink>
        <ButtonLink href="/women/products">SHOP WOMEN</ButtonLink>
      </Actions>
    </Centered>
  );
}

export function WishlistPage() {
  const isLoggedIn = useAuth((s) => s.isLoggedIn);
  if (!isLoggedIn) return <SignedOutInvite />;
  return <SignedInWishlist />;
}

function SignedInWishlist() {
  const revision = useWishlistUi((s) => s.revision);
  // Learnt from the page's own answers: the whole wishlist came back empty.
  const [empty, setEmpty] = useState(false);
  const load = useCallback(async (query: WishlistBrowseQuery) => {
    const products = await fetchWishlistProducts(query);
    if (asksWholeWishlist(query)) setEmpty(products.length === 0);
    return products;
  }, []);
  const source = useMemo(() => ({ kind: 'wishlist' as const, load, revision }), [load, revision]);

  return (
    <Page>
      {empty && <NoWishes />}
      {/* Kept mounted while empty: a wish added meanwhile (a new revision) loads it again. */}
      <div hidden={empty}>
        <RemoteParcel
          slice="mf-catalog"
          expose="ProductBrowser"
          label="Your wishlist"
          reserve={{ minHeight: 480, width: '100%' }}
          parcelProps={{ source, groups: WISHLIST_GROUPS }}
        />
      </div>
    </Page>
  );
}
