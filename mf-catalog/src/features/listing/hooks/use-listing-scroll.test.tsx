// Back from a product after LOAD MORE: the listing's new parcel shows what that history entry
// showed (the same cards, nothing asked) and goes back to its place; a new visit to the same
// address is the address's page from the top (listing-paging.spec measures it in a browser).
import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StoreThemeProvider, events, publishLocation, registerNavigate, signOut } from '@storefront/shared';
import { createFakeApi, type FakeApi } from '@storefront/shared/testing';
import { product } from '../../../testing/fixtures';
import { setViewportWidth } from '../../../testing/viewport';
import { ListingPage } from '../components/listing-page';
import { KEPT_PLACES, KEPT_PRODUCTS, useListingScroll, usePlaceOfEntry } from './use-listing-scroll';

let server: FakeApi;
let scrollTo: jest.Mock;
let entries = 0;

/** Like the shell's router: every navigation (a replace too) is a new entry with its own key. */
function go(href: string, key = `entry-${(entries += 1)}`) {
  const [pathname, search = ''] = href.split('?');
  window.history.replaceState({ key }, '', href);
  publishLocation(pathname, search ? `?${search}` : '');
}

beforeEach(() => {
  events.reset();
  signOut();
  setViewportWidth(1280);
  scrollTo = jest.fn();
  window.scrollTo = scrollTo;
  registerNavigate((href) => go(href));
  // 60 men's tops: pages of 24, 24 and 12.
  server = createFakeApi({
    products: Array.from({ length: 60 }, (_, i) => product({ productId: 100 + i, name: `Tee ${i}` })),
  });
});
afterEach(() => {
  registerNavigate(null);
  server.restore();
  jest.restoreAllMocks();
});

const cards = () => screen.queryAllByTestId('product-card');
const pageCalls = () => server.callsTo('GET', '/api/products/page');
const mount = () => render(<ListingPage gender="men" />, { wrapper: StoreThemeProvider });

function scrollWindow(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
}

/** /men/products, LOAD MORE twice (72 cards, ?page=3), scrolled to `y`; the entry's key. */
async function browseThreePages(y: number): Promise<{ key: string; unmount: () => void }> {
  go('/men/products');
  const listing = mount();
  await waitFor(() => expect(cards()).toHaveLength(24));
  for (const shown of [48, 60]) {
    fireEvent.click(screen.getByRole('link', { name: 'LOAD MORE' }));
    await waitFor(() => expect(cards()).toHaveLength(shown));
  }
  expect(window.location.search).toBe('?page=3');
  scrollWindow(y);
  return { key: (window.history.state as { key: string }).key, unmount: listing.unmount };
}

describe('back to a listing after LOAD MORE', () => {
  it('shows the same cards at once, asks nothing, and scrolls to the same place', async () => {
    const { key, unmount } = await browseThreePages(2400);
    // To a product: a new entry; the shell scrolls it to the top, then the listing's parcel goes.
    go('/men/products/130');
    scrollWindow(0);
    unmount();

    // Back: the same entry, a new parcel.
    go('/men/products?page=3', key);
    scrollTo.mockClear();
    const asked = pageCalls().length;
    mount();
    expect(cards()).toHaveLength(60);
    expect(cards()[59]).toHaveTextContent('Tee 59');
    expect(scrollTo).toHaveBeenCalledWith(0, 2400);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(pageCalls()).toHaveLength(asked);
    // LOAD MORE goes on from where it was.
    expect(screen.queryByRole('link', { name: 'LOAD MORE' })).toBeNull();
  }, 20_000);

  it('a new visit to the same address is its page alone, from the top', async () => {
    const { unmount } = await browseThreePages(2400);
    unmount();
    go('/men/products?page=3');
    scrollTo.mockClear();
    mount();
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(cards()[0]).toHaveTextContent('Tee 48');
    expect(scrollTo).not.toHaveBeenCalled();
  }, 20_000);

  it('an entry shown under other filters is not this one', async () => {
    const { key, unmount } = await browseThreePages(1800);
    unmount();
    go('/men/products?color=black', key);
    scrollTo.mockClear();
    mount();
    expect(cards()).toHaveLength(0);
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    expect(scrollTo).not.toHaveBeenCalledWith(0, 1800);
  }, 20_000);

  it(`keeps at most ${KEPT_PLACES} entries and ${KEPT_PRODUCTS} products, the oldest forgotten first`, () => {
    const keptAt = (key: string, request: string) => {
      window.history.replaceState({ key }, '', '/men/products');
      let place: unknown;
      const Probe = () => {
        place = usePlaceOfEntry(request);
        return null;
      };
      render(<Probe />).unmount();
      return place;
    };
    const Shown = ({ request, count }: { request: string; count: number }) => {
      const [list] = useState(() => ({ products: Array.from({ length: count }, (_, i) => i) }));
      useListingScroll(request, list, undefined);
      return null;
    };
    const show = (key: string, request: string, count: number) => {
      window.history.replaceState({ key }, '', '/men/products');
      render(<Shown request={request} count={count} />).unmount();
    };
    // Entries: the 51st pushes out the first.
    show('flood-0', 'q', 24);
    for (let i = 1; i < KEPT_PLACES; i += 1) show(`flood-${i}`, 'q', 1);
    expect(keptAt('flood-0', 'q')).toBeDefined();
    show(`flood-${KEPT_PLACES}`, 'q', 1);
    expect(keptAt('flood-0', 'q')).toBeUndefined();
    expect(keptAt('flood-1', 'q')).toBeDefined();
    // Products: a big entry pushes out as many old ones as it takes, never itself.
    show('big', 'q', KEPT_PRODUCTS - 10);
    expect(keptAt('flood-1', 'q')).toBeUndefined();
    expect(keptAt(`flood-${KEPT_PLACES}`, 'q')).toBeDefined();
    show('huge', 'q', KEPT_PRODUCTS + 1);
    expect(keptAt('big', 'q')).toBeUndefined();
    expect(keptAt('huge', 'q')).toBeDefined();
    // Another listing's request on the same entry is not kept for this one.
    expect(keptAt('huge', 'other')).toBeUndefined();
  });
});
