// The product browser over a search (docs/catalog.md#product-browser): the paged listing asked
// with `q` (and gender only when chosen), the search's groups with their counts, its heading.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { events, signOut } from '@storefront/shared';
import { createFakeApi, type FakeApi } from '@storefront/shared/testing';
import type { BrowseFilterGroup, Product, ProductPage } from '@storefront/shared';
import { product } from '../../../testing/fixtures';
import { renderWithStore } from '../../../testing/render';
import { setViewportWidth } from '../../../testing/viewport';
import { ProductBrowser } from './product-browser';

const GROUPS: readonly BrowseFilterGroup[] = ['gender', 'category', 'size', 'colour', 'sortBy', 'price'];
const hoodies: Product[] = [
  product({ productId: 1, name: 'Flex Hoodie', style: 'hoodies' }),
  product({ productId: 2, name: 'Studio Hoodie', gender: 'women', style: 'hoodies', color: 'pink' }),
];

let server: FakeApi;
const pageCalls = () => server.callsTo('GET', '/api/products/page').map((call) => call.params);

beforeEach(() => {
  events.reset();
  signOut();
  window.scrollTo = jest.fn();
  setViewportWidth(1280);
  server = createFakeApi({ products: hoodies });
  // The search's own answer (the API's relevance and typo tolerance are the API's to test):
  // the name match, the gender when asked, and the facets a search adds (gender).
  server.answer('GET', '/api/products/page', ({ query }) => {
    const q = String(query.q ?? '').toLowerCase();
    const found = hoodies.filter((p) => p.name.toLowerCase().includes(q));
    const kept = found.filter((p) => !query.gender || p.gender === query.gender);
    const count = (keep: (p: Product) => boolean) => kept.filter(keep).length;
    const page: ProductPage = {
      products: kept,
      total: kept.length,
      nextCursor: null,
      facets: {
        category: { tops: count((p) => p.category === 'tops'), bottoms: 0 },
        style: {},
        color: Object.fromEntries(
          ['black', 'blue', 'red', 'gray', 'green', 'orange', 'pink', 'purple', 'brown', 'white'].map((c) => [
            c,
            count((p) => p.color === c),
          ]),
        ) as ProductPage['facets']['color'],
        size: { extraSmall: 0, small: kept.length, medium: kept.length, large: 0, extraLarge: 0 },
        collection: { DSGN: 0 },
        new: 0,
        sale: 0,
        gender: {
          men: found.filter((p) => p.gender === 'men').length,
          women: found.filter((p) => p.gender === 'women').length,
        },
      },
    };
    return { status: 200, data: page };
  });
});
afterEach(() => server.restore());

describe('ProductBrowser over a search', () => {
  it('asks the paged listing with q, shows the counts of both genders, and narrows by one', async () => {
    const { location } = renderWithStore(
      <ProductBrowser source={{ kind: 'search', q: 'hoodie' }} groups={GROUPS} />,
      { path: '/search?q=hoodie' },
    );
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(2));
    expect(pageCalls()).toEqual([{ q: 'hoodie' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'SEARCH RESULTS' })).toBeInTheDocument();
    expect(screen.getByTestId('listing-subheading')).toHaveTextContent('PRODUCTS FOR “hoodie” (2 products)');
    const panel = screen.getByRole('complementary', { name: 'Filters' });
    // A colour no hoodie comes in is left out; the search's groups only.
    expect(within(panel).queryByRole('group', { name: 'STYLE' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: /^green/ })).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Women (1)' }));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(1));
    expect(pageCalls()).toContainEqual({ q: 'hoodie', gender: 'women' });
    // The search's own `q` stays in the address beside the filters.
    expect(location().search).toBe('?q=hoodie&gender=women');
    expect(screen.getByTestId('listing-subheading')).toHaveTextContent('PRODUCTS FOR “hoodie” (1 product)');
  }, 15_000);
});
