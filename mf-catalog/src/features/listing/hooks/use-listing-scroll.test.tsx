// Back from a product to ?page=2: the listing loads both pages again in a new parcel and then
// returns to the shopper's place in that history entry (listing-paging.spec measures it in a browser).
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StoreThemeProvider, events, publishLocation, signOut } from '@storefront/shared';
import { createFakeApi, type FakeApi } from '@storefront/shared/testing';
import { product } from '../../../testing/fixtures';
import { setViewportWidth } from '../../../testing/viewport';
import { ListingPage } from '../components/listing-page';
import { KEPT_PLACES } from './use-listing-scroll';

let server: FakeApi;
let scrollTo: jest.Mock;
beforeEach(() => {
  events.reset();
  signOut();
  setViewportWidth(1280);
  scrollTo = jest.fn();
  window.scrollTo = scrollTo;
  // 30 men's tops: a page of 24, then 6.
  server = createFakeApi({
    products: Array.from({ length: 30 }, (_, i) => product({ productId: 100 + i, name: `Tee ${i}` })),
  });
});
afterEach(() => {
  server.restore();
  jest.restoreAllMocks();
});

const cards = () => screen.queryAllByTestId('product-card');

/** The listing mounted (as the shell's parcel is) on the history entry `key` of /men/products?page=2. */
function mountAt(key: string) {
  window.history.replaceState({ key }, '', '/men/products?page=2');
  publishLocation('/men/products', '?page=2');
  return render(<ListingPage gender="men" />, { wrapper: StoreThemeProvider });
}

function scrollWindow(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
}

describe('the listing keeps its place per history entry', () => {
  it('returns to it once the pages of ?page=2 have rendered again, and not on a new visit', async () => {
    const first = mountAt('entry-a');
    await waitFor(() => expect(cards()).toHaveLength(30));
    scrollWindow(1500);
    // To a product: a new entry, and the listing's parcel goes.
    window.history.pushState({ key: 'entry-b' }, '', '/men/products/101');
    scrollWindow(0);
    first.unmount();

    // Back: the pages load again; the short loading page's scroll (the browser clamps it) is not
    // the shopper's place, and nothing moves before the cards are there.
    const hold = server.hold('GET', '/api/products/page');
    const back = mountAt('entry-a');
    scrollWindow(0);
    expect(scrollTo).not.toHaveBeenCalled();
    hold.release();
    await waitFor(() => expect(cards()).toHaveLength(30));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 1500);
    back.unmount();

    // A link to the same address is a new entry: it starts where the shell puts it.
    scrollTo.mockClear();
    mountAt('entry-c');
    await waitFor(() => expect(cards()).toHaveLength(30));
    expect(scrollTo).not.toHaveBeenCalled();
  }, 15_000);

  it(`remembers at most ${KEPT_PLACES} entries, the oldest forgotten first`, async () => {
    const first = mountAt('flood-0');
    await waitFor(() => expect(cards()).toHaveLength(30));
    scrollWindow(900);
    for (let i = 1; i <= KEPT_PLACES; i += 1) {
      window.history.replaceState({ key: `flood-${i}` }, '', '/men/products?page=2');
      scrollWindow(900 + i);
    }
    first.unmount();
    mountAt('flood-0');
    await waitFor(() => expect(cards()).toHaveLength(30));
    expect(scrollTo).not.toHaveBeenCalled();
  }, 15_000);
});
