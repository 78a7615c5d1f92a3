// The wishlist page's own part: the signed-out and empty views, and the wishlist it loads for
// the catalog's ./ProductBrowser (stood in for here: the browsing itself, with the filters in
// the URL, is tested in mf-catalog over a wishlist source).
import { act, screen } from '@testing-library/react';
import { API_PATHS, events, signIn } from '@storefront/shared';
import type {
  Product,
  ProductBrowserProps,
  RemoteParcelProps,
  WishlistBrowseQuery,
} from '@storefront/shared';
import { productFixture } from '@storefront/shared/testing';
import { fakeApiForEachTest } from '../../../testing/fake-api';
import { renderInStore, storeTestSetup } from '../../../testing/render';
import { resetWishlistState, setProductIds } from '../../../lib/wishlist-store';
import { WISHLIST_GROUPS, WishlistPage } from './wishlist-page';

// The browser is the catalog's parcel: stand in for it and keep what it is given.
let mounted: (ProductBrowserProps & { slice: string; expose: string }) | null = null;
jest.mock('@storefront/shared', () => ({
  ...jest.requireActual('@storefront/shared'),
  RemoteParcel: ({ slice, expose, parcelProps }: RemoteParcelProps) => {
    mounted = { slice, expose, ...(parcelProps as unknown as ProductBrowserProps) };
    return <div data-testid="product-browser" />;
  },
}));

const products: Product[] = [
  productFixture({ productId: 1, gender: 'men', category: 'tops', style: 'hoodies', price: 30 }),
  productFixture({ productId: 2, gender: 'women', category: 'bottoms', style: 'shorts', price: 50 }),
  productFixture({ productId: 3, gender: 'men', category: 'bottoms', style: 'shorts', price: 40 }),
];
const NONE: WishlistBrowseQuery = { category: null, style: null, gender: null, priceFilter: null };

storeTestSetup('/wishlist');
const fake = fakeApiForEachTest(() => ({ products, wishlist: [1, 2, 3] }));

const source = () => {
  if (mounted?.source.kind !== 'wishlist') throw new Error('no wishlist browser mounted');
  return mounted.source;
};
const load = (query: Partial<WishlistBrowseQuery> = {}) => act(() => source().load({ ...NONE, ...query }));
const ids = (list: Product[]) => list.map((p) => p.productId);

beforeEach(() => {
  mounted = null;
  events.reset();
  resetWishlistState();
});

describe('WishlistPage', () => {
  it('invites a signed-out visitor to sign up or log in', () => {
    renderInStore(<WishlistPage />);
    expect(screen.getByRole('heading', { name: 'SAVE TO WISHLIST' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Ever wish you could save all your fave fits & accessories in one place to come back to later? Almost like a wishlist.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('sparkle').length).toBeGreaterThan(0);
    expect(screen.queryByText('✨')).toBeNull();
    expect(screen.getByRole('link', { name: 'CREATE ACCOUNT' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'LOG IN' })).toHaveAttribute('href', '/login');
    expect(fake().calls).toHaveLength(0);
    expect(mounted).toBeNull();
    expect(screen.queryByRole('main')).toBeNull();
  });

  it("mounts the catalog's ProductBrowser over the wishlist with the wishlist's filter groups", async () => {
    signIn({ userName: 'alice', email: 'a@b.co' });
    renderInStore(<WishlistPage />);
    expect(mounted).toMatchObject({ slice: 'mf-catalog', expose: 'ProductBrowser', groups: WISHLIST_GROUPS });
    expect(WISHLIST_GROUPS).toEqual(['category', 'style', 'gender', 'price', 'sortBy', 'size', 'colour']);
    expect(ids(await load())).toEqual([3, 2, 1]);
    expect(
      fake()
        .callsTo('GET', API_PATHS.wishlist)
        .map((c) => c.params ?? {}),
    ).toEqual([{}]);
    expect(screen.getByTestId('product-browser')).toBeVisible();
  });

  it('asks the list path, or the clothing-type path when a style is chosen; the price orders', async () => {
    signIn({ userName: 'alice', email: 'a@b.co' });
    renderInStore(<WishlistPage />);
    expect(ids(await load({ category: 'bottoms', gender: 'men', priceFilter: 'low to high' }))).toEqual([3]);
    expect(fake().callsTo('GET', API_PATHS.wishlist).at(-1)?.params).toEqual({
      gender: 'men',
      category: 'bottoms',
      priceFilter: 'low to high',
    });
    expect(ids(await load({ category: 'bottoms', style: 'shorts', priceFilter: 'high to low' }))).toEqual([
      2, 3,
    ]);
    expect(fake().callsTo('GET', API_PATHS.wishlistClothingType('shorts')).at(-1)?.params).toEqual({
      priceFilter: 'high to low',
    });
    expect(ids(await load({ style: 'hoodies', gender: 'women' }))).toEqual([]);
  });

  it('shows the empty wishlist with SHOP MEN and SHOP WOMEN when the whole wishlist is empty', async () => {
    signIn({ userName: 'alice', email: 'a@b.co' });
    fake().state.wishlist = [];
    renderInStore(<WishlistPage />);
    expect(screen.queryByText('No products to show.. time to make some wishes!')).toBeNull();
    // A filtered answer that is empty says nothing about the wishlist.
    await load({ gender: 'women' });
    expect(screen.queryByText('No products to show.. time to make some wishes!')).toBeNull();
    await load();
    expect(screen.getByText('No products to show.. time to make some wishes!')).toBeInTheDocument();
    expect(screen.getAllByTestId('sparkle').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'SHOP MEN' })).toHaveAttribute('href', '/men/products');
    expect(screen.getByRole('link', { name: 'SHOP WOMEN' })).toHaveAttribute('href', '/women/products');
    expect(screen.getByTestId('product-browser')).not.toBeVisible();
  });

  it('reads a 404 as an empty wishlist', async () => {
    signIn({ userName: 'alice', email: 'a@b.co' });
    renderInStore(<WishlistPage />);
    fake().failNext('GET', 404);
    expect(await load()).toEqual([]);
    expect(screen.getByText('No products to show.. time to make some wishes!')).toBeInTheDocument();
  });

  it('a wishlist change is a new revision for the browser, which shows again once there are wishes', async () => {
    signIn({ userName: 'alice', email: 'a@b.co' });
    fake().state.wishlist = [];
    renderInStore(<WishlistPage />);
    await load();
    expect(source().revision).toBe(0);
    fake().state.wishlist = [2];
    act(() => setProductIds([2], true));
    expect(source().revision).toBe(1);
    expect(ids(await load())).toEqual([2]);
    expect(screen.queryByText('No products to show.. time to make some wishes!')).toBeNull();
    expect(screen.getByTestId('product-browser')).toBeVisible();
  });
});
