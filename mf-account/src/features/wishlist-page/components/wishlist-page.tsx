// The wishlist page (docs/account.md#wishlist-page): its signed-out and empty views are the
// account slice's; the browsing itself (filters in the URL, chips, overlay, grid) is the
// catalog's ./ProductBrowser over the wishlist, which this page loads.
import { useCallback, useMemo, useState } from 'react';
import { PromptBox, RemoteParcel, useAuth } from '@storefront/shared';
import type { BrowseFilterGroup, WishlistBrowseQuery } from '@storefront/shared';
import { Sparkle } from '../../../lib/sparkle';
import { useWishlistUi } from '../../../lib/wishlist-store';
import { asksWholeWishlist, fetchWishlistProducts } from '../api/wishlist-page-api';
import { Page } from './wishlist-page.styles';

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

const INVITE =
  'Ever wish you could save all your fave fits & accessories in one place to come back to later? Almost like a wishlist.';

/** The text with a drawn sparkle either side. */
const sparkled = (text: string) => (
  <>
    <Sparkle /> <span>{text}</span> <Sparkle />
  </>
);

function SignedOutInvite() {
  return (
    <Page>
      <PromptBox
        heading="SAVE TO WISHLIST"
        headingLevel="h1"
        message={sparkled(INVITE)}
        links={[
          { href: '/signup', label: 'CREATE ACCOUNT', primary: true },
          { href: '/login', label: 'LOG IN' },
        ]}
      />
    </Page>
  );
}

function NoWishes() {
  return (
    <PromptBox
      label="Empty wishlist"
      message={sparkled(EMPTY_WISHES)}
      links={[
        { href: '/men/products', label: 'SHOP MEN', primary: true },
        { href: '/women/products', label: 'SHOP WOMEN', primary: true },
      ]}
    />
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
