import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { events, signOut } from '@storefront/shared';
import { createFakeApi, type FakeApi } from '@storefront/shared/testing';
import type { Product } from '@storefront/shared';
import { product } from '../../../testing/fixtures';
import { renderWithStore } from '../../../testing/render';
import { setViewportWidth } from '../../../testing/viewport';
import { MAX_PAGES } from '../listing-data';
import { EMPTY_MESSAGE, ListingPage } from './listing-page';

// Men's tops: the listing's default (and a pair of shorts, so BOTTOMS has something to show).
const list: Product[] = [
  product({ productId: 1, color: 'red', new: true, price: 50 }),
  product({ productId: 2, color: 'red', salePrice: 20, price: 60 }),
  product({ productId: 3, color: 'blue', new: true, price: 30 }),
  product({ productId: 9, category: 'bottoms', style: 'shorts', color: 'gray' }),
];
// Women's tops (one on sale) and three leggings.
const women: Product[] = [
  product({ productId: 4, gender: 'women', salePrice: 10, price: 30 }),
  product({ productId: 5, gender: 'women' }),
  ...[6, 7, 8].map((productId) =>
    product({ productId, gender: 'women', category: 'bottoms', style: 'leggings' }),
  ),
];

let server: FakeApi;
const pageCalls = () => server.callsTo('GET', '/api/products/page').map((call) => call.params);

beforeEach(() => {
  events.reset();
  signOut();
  window.scrollTo = jest.fn();
  setViewportWidth(1280);
  server = createFakeApi({ products: [...list, ...women] });
});
afterEach(() => {
  server.restore();
  jest.restoreAllMocks();
});

const cards = () => screen.queryAllByTestId('product-card');

describe('ListingPage', () => {
  it('shows six placeholders, then the cards with heading, hero and count', async () => {
    renderWithStore(<ListingPage gender="men" />, { path: '/men/products' });
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(6);
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.getByRole('heading', { level: 1, name: 'MEN' })).toBeInTheDocument();
    expect(screen.getByText('FITNESS + FASHION = CONFIDENCE')).toBeInTheDocument();
    expect(screen.getByText('CONFIDENCE LOOKS GOOD ON YOU.')).toBeInTheDocument();
    expect(screen.getByTestId('listing-subheading')).toHaveTextContent('TOPS (3 products)');
    expect(pageCalls()).toEqual([{ gender: 'men', category: 'tops' }]);
    // The first load leaves the scroll to the shell (top, or the shopper's place on the way back).
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top when the results of a refetch arrive', async () => {
    renderWithStore(<ListingPage gender="men" />, { path: '/men/products' });
    await waitFor(() => expect(cards()).toHaveLength(3));
    fireEvent.click(screen.getAllByRole('button', { name: 'Bottoms (1)' })[0]);
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 }));
  });

  it('applies a style preset: category and style, named in plain words', async () => {
    renderWithStore(<ListingPage gender="women" filter="leggings" />, {
      path: '/women/products/filter/leggings',
    });
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.getByTestId('listing-subheading')).toHaveTextContent(/^LEGGINGS \(3 products\)$/);
    expect(pageCalls()).toContainEqual({ gender: 'women', category: 'bottoms', style: 'leggings' });
    expect(screen.getByRole('button', { name: 'Remove filter leggings' })).toBeInTheDocument();
  });

  it('the sale preset keeps products on sale; the DSGN preset asks for the collection', async () => {
    renderWithStore(<ListingPage gender="women" filter="sale" />, { path: '/women/products/filter/sale' });
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByTestId('listing-subheading')).toHaveTextContent(/^SALE TOPS \(1 product\)$/);
    expect(pageCalls()).toContainEqual({ gender: 'women', category: 'tops', sale: '1' });
  });

  it('asks for the DSGN collection', async () => {
    renderWithStore(<ListingPage gender="women" filter="DSGN" />, { path: '/women/products/filter/DSGN' });
    await waitFor(() =>
      expect(pageCalls()).toContainEqual({ gender: 'women', category: 'tops', collection: 'DSGN' }),
    );
  });

  it('filters by colour through the URL, shows a chip and Clear All resets', async () => {
    const { location } = renderWithStore(<ListingPage gender="men" />, { path: '/men/products' });
    await waitFor(() => expect(cards()).toHaveLength(3));
    const panel = screen.getByRole('complementary', { name: 'Filters' });
    fireEvent.click(within(panel).getByRole('button', { name: 'blue (1)' }));
    expect(location().search).toBe('?color=blue');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByTestId('listing-subheading')).toHaveTextContent(/^BLUE TOPS \(1 product\)$/);
    expect(screen.getAllByTestId('filter-chip').map((c) => c.textContent)).toEqual(['blue']);
    expect(screen.getByTestId('filter-badge')).toHaveTextContent('1');

    // Colours add up: blue or red, two chips, both in the URL and in the API's call.
    fireEvent.click(within(panel).getByRole('button', { name: 'red (2)' }));
    expect(location().search).toBe('?color=blue,red');
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(pageCalls()).toContainEqual({ gender: 'men', category: 'tops', color: 'blue,red' });
    expect(screen.getAllByTestId('filter-chip').map((c) => c.textContent)).toEqual(['blue', 'red']);
    expect(screen.getByTestId('listing-subheading')).toHaveTextContent(/^BLUE OR RED TOPS \(3 products\)$/);
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter blue' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(location().search).toBe('?color=red');
    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(location().search).toBe('');
    expect(screen.queryByTestId('filter-chip')).toBeNull();
  }, 15_000);

  it('each choice is a link to the address it gives, chosen in place by a click or Space (the script running)', async () => {
    const { location, navigate } = renderWithStore(<ListingPage gender="men" />, {
      path: '/men/products?page=2',
    });
    await waitFor(() => expect(screen.getByRole('complementary', { name: 'Filters' })).toBeInTheDocument());
    const panel = screen.getByRole('complementary', { name: 'Filters' });
    const blue = within(panel).getByRole('button', { name: /^blue/ });
    expect(blue.tagName).toBe('A');
    expect(blue).toHaveAttribute('href', '/men/products?color=blue');
    expect(within(panel).getByRole('radio', { name: 'Low to High' })).toHaveAttribute(
      'href',
      '/men/products?price=low+to+high',
    );
    fireEvent.keyDown(blue, { key: ' ' });
    expect(location().search).toBe('?color=blue');
    // Replaced in place, never a page load of the link.
    expect(navigate).toHaveBeenLastCalledWith('/men/products?color=blue', { replace: true });
    const chip = await screen.findByRole('button', { name: 'Remove filter blue' });
    expect(chip).toHaveAttribute('href', '/men/products');
    expect(screen.getByRole('button', { name: 'Clear All' })).toHaveAttribute('href', '/men/products');
    // The group titles fold once the script runs.
    expect(within(panel).getByRole('button', { name: 'COLOR' })).toBeEnabled();
  }, 15_000);

  it('restores filters from the query string and a chip removes its filter', async () => {
    renderWithStore(<ListingPage gender="men" />, { path: '/men/products?color=red&sort=new' });
    await waitFor(() => expect(cards()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter new' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
  });

  it('a price order asks the API for it (by effective price)', async () => {
    renderWithStore(<ListingPage gender="men" />, { path: '/men/products?price=low+to+high' });
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(pageCalls()).toContainEqual({ gender: 'men', category: 'tops', sort: 'price-asc' });
    expect(cards().map((c) => c.getAttribute('data-product-id'))).toEqual(['2', '3', '1']);
  });

  it('shows the empty message when nothing matches', async () => {
    server.state.products = [];
    renderWithStore(<ListingPage gender="men" />, { path: '/men/products' });
    expect(await screen.findByText(EMPTY_MESSAGE)).toBeInTheDocument();
    expect(screen.getByTestId('product-count')).toHaveTextContent('(0 products)');
  });

  it("shows the store's one not-found page for an unknown preset", () => {
    renderWithStore(<ListingPage gender="men" filter="leggings" />, {
      path: '/men/products/filter/leggings',
    });
    expect(screen.getByTestId('not-found-page')).toHaveTextContent('PAGE NOT FOUNDThis page does not exist.');
    expect(document.title).toBe('PAGE NOT FOUND | DSGN Fitness');
    expect(screen.getByRole('link', { name: 'SHOP MEN' })).toHaveAttribute('href', '/men/products');
    expect(server.calls).toHaveLength(0);
  });

  it('narrow screens: FILTER label below 500px, the overlay opens, counts and closes above 1024px', async () => {
    jest.useFakeTimers();
    try {
      setViewportWidth(375);
      renderWithStore(<ListingPage gender="men" />, { path: '/men/products?color=red' });
      await act(async () => {
        await jest.runOnlyPendingTimersAsync();
      });
      // Named as it reads, not 'FILTER1'.
      const button = screen.getByRole('button', { name: /^FILTER/ });
      expect(button).toHaveAccessibleName('FILTER 1 active');
      fireEvent.click(button);
      const dialog = await screen.findByRole('dialog', { name: 'FILTER & SORT' });
      expect(within(dialog).getByRole('button', { name: 'SEE PRODUCTS (2)' })).toBeEnabled();
      // A colour no top comes in is not offered; sale narrows red to one, then none once red goes.
      expect(within(dialog).queryByRole('button', { name: /^green/ })).toBeNull();
      // While the choice loads, the count stays the last one known: never a passing (0).
      const hold = server.hold('GET', '/api/products/page');
      fireEvent.click(within(dialog).getByRole('radio', { name: 'sale (1)' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(50);
      });
      expect(within(dialog).getByRole('button', { name: 'SEE PRODUCTS (2)' })).toBeEnabled();
      hold.release();
      await waitFor(() =>
        expect(within(dialog).getByRole('button', { name: 'SEE PRODUCTS (1)' })).toBeEnabled(),
      );
      server.state.products = [];
      fireEvent.click(within(dialog).getByRole('radio', { name: 'sale (1)' }));
      await waitFor(() =>
        expect(within(dialog).getByRole('button', { name: 'SEE PRODUCTS (0)' })).toBeDisabled(),
      );

      // The sheet's groups beside the side panel's: no id twice in the page (axe's duplicate-id-aria).
      const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
      expect(ids.filter((id) => id.startsWith('filter-group-')).length).toBeGreaterThan(6);
      expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
      // Struck-through prices carry no aria-label (axe's aria-prohibited-attr rule).
      expect(document.querySelectorAll('s[aria-label]')).toHaveLength(0);

      act(() => setViewportWidth(1100));
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('the overlay closes in 200ms after SEE PRODUCTS', async () => {
    jest.useFakeTimers();
    try {
      setViewportWidth(600);
      renderWithStore(<ListingPage gender="men" />, { path: '/men/products' });
      await act(async () => {
        await jest.runOnlyPendingTimersAsync();
      });
      fireEvent.click(screen.getByRole('button', { name: 'FILTER & SORT' }));
      // In the page at once: no chunk to fetch between the press and the sheet.
      const dialog = screen.getByRole('dialog');
      act(() => jest.advanceTimersByTime(300));
      fireEvent.click(within(dialog).getByRole('button', { name: 'SEE PRODUCTS (3)' }));
      act(() => jest.advanceTimersByTime(199));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('toggles one and two columns (two by default)', async () => {
    renderWithStore(<ListingPage gender="men" />, { path: '/men/products' });
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.getByTestId('product-grid')).toHaveAttribute('data-columns', '2');
    fireEvent.click(screen.getByRole('button', { name: 'One column', hidden: true }));
    expect(screen.getByTestId('product-grid')).toHaveAttribute('data-columns', '1');
  });

  it('hands the size filter to the cards', async () => {
    renderWithStore(<ListingPage gender="men" />, { path: '/men/products?size=small' });
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.getAllByRole('button', { name: 'ADD TO CART, size S' })).toHaveLength(3);
  });

  it('PRICE and SORT BY are radio groups: one tab stop, the arrow keys choose', async () => {
    renderWithStore(<ListingPage gender="men" />, { path: '/men/products' });
    await waitFor(() => expect(cards()).toHaveLength(3));
    const price = screen.getAllByRole('radiogroup', { name: 'PRICE' })[0];
    const [low, high] = within(price).getAllByRole('radio');
    expect([low.tabIndex, high.tabIndex]).toEqual([0, -1]);
    low.focus();
    fireEvent.keyDown(low, { key: 'ArrowRight' });
    expect(high).toHaveFocus();
    await waitFor(() =>
      expect(
        within(screen.getAllByRole('radiogroup', { name: 'PRICE' })[0]).getAllByRole('radio')[1],
      ).toHaveAttribute('aria-checked', 'true'),
    );
    expect(screen.getAllByRole('radiogroup', { name: 'SORT BY' }).length).toBeGreaterThan(0);
  });

  it('CATEGORY marks only the active category as selected, with or without a style', async () => {
    renderWithStore(<ListingPage gender="men" />, { path: '/men/products' });
    await waitFor(() => expect(cards()).toHaveLength(3));
    const pressed = () =>
      within(screen.getAllByRole('group', { name: 'CATEGORY' })[0])
        .getAllByRole('button')
        .filter((button) => button.getAttribute('aria-pressed') === 'true')
        .map((button) => button.textContent);
    expect(pressed()).toEqual(['Tops (3)']);
    fireEvent.click(screen.getAllByRole('button', { name: 'Bottoms (1)' })[0]);
    await waitFor(() => expect(pressed()).toEqual(['Bottoms (1)']));
    fireEvent.click((await screen.findAllByRole('button', { name: 'shorts (1)' }))[0]);
    await waitFor(() => expect(screen.getByTestId('listing-subheading')).toHaveTextContent(/^SHORTS/));
    expect(pressed()).toEqual(['Bottoms (1)']);
    fireEvent.click(
      within(screen.getAllByRole('group', { name: 'CATEGORY' })[0]).getByRole('button', { name: 'All' }),
    );
    await waitFor(() => expect(screen.getByTestId('listing-subheading')).toHaveTextContent(/^BOTTOMS/));
    expect(pressed()).toEqual(['Bottoms (1)']);
  });

  it("'Skip to results' takes focus past the filters to the products", async () => {
    renderWithStore(<ListingPage gender="men" />, { path: '/men/products' });
    await waitFor(() => expect(cards()).toHaveLength(3));
    const skip = screen.getByRole('link', { name: 'Skip to results' });
    const toolbarFirst = [...document.querySelectorAll<HTMLElement>('a, button')].find(
      (el) => el.tabIndex >= 0,
    );
    expect(toolbarFirst).toBe(skip);
    fireEvent.click(skip);
    expect(document.activeElement).toHaveAttribute('id', 'listing-results');
    expect(document.activeElement).toContainElement(cards()[0]);
  });
});

describe('ListingPage paging', () => {
  // 30 men's tops: a page of 24, then 6.
  const many = Array.from({ length: 30 }, (_, i) => product({ productId: 100 + i, name: `Tee ${i}` }));
  beforeEach(() => {
    server.state.products = many;
  });

  it('LOAD MORE is a link to ?page=2 that appends the next page in place and records it in the URL', async () => {
    const { location } = renderWithStore(<ListingPage gender="men" />, { path: '/men/products?sort=none' });
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(screen.getByTestId('product-count')).toHaveTextContent('(30 products)');
    const more = screen.getByRole('link', { name: 'LOAD MORE' });
    expect(more).toHaveAttribute('href', '/men/products?sort=none&page=2');
    expect(screen.getByText('Showing 24 of 30 products')).toBeInTheDocument();
    const hold = server.hold('GET', '/api/products/page');
    fireEvent.click(more);
    // Placeholders after the cards while the next page loads.
    expect(await screen.findAllByTestId('card-placeholder')).toHaveLength(6);
    expect(cards()).toHaveLength(24);
    hold.release();
    await waitFor(() => expect(cards()).toHaveLength(30));
    const [, second] = pageCalls();
    expect(second).toEqual({ gender: 'men', category: 'tops', cursor: expect.any(String) });
    expect(location().search).toBe('?sort=none&page=2');
    expect(screen.queryByRole('link', { name: 'LOAD MORE' })).toBeNull();
    // Appending is not a refetch: the shopper stays where they are.
    expect(window.scrollTo).not.toHaveBeenCalled();
  }, 15_000);

  it("a modified click on LOAD MORE or LOAD PREVIOUS is the browser's (a new tab); Space steps in place", async () => {
    // jsdom says a link it would follow is a navigation it does not do.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { location } = renderWithStore(<ListingPage gender="men" />, { path: '/men/products?page=2' });
    await waitFor(() => expect(cards()).toHaveLength(6));
    const calls = pageCalls().length;
    const previous = screen.getByRole('link', { name: 'LOAD PREVIOUS' });
    // Not prevented: the browser opens the link's address in a new tab or window.
    expect(fireEvent.click(previous, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(previous, { metaKey: true })).toBe(true);
    expect(fireEvent.click(previous, { shiftKey: true })).toBe(true);
    expect(fireEvent.click(previous, { button: 1 })).toBe(true);
    expect(pageCalls()).toHaveLength(calls);
    expect(cards()).toHaveLength(6);
    expect(location().search).toBe('?page=2');
    // Space, as on the button the link looks like, puts page 1 in front in place.
    expect(fireEvent.keyDown(previous, { key: ' ' })).toBe(false);
    await waitFor(() => expect(cards()).toHaveLength(30));
    expect(location().search).toBe('?page=2');
  }, 15_000);

  it("on the furthest page an address names, LOAD MORE is the script's button and appends the next page", async () => {
    server.state.products = Array.from({ length: MAX_PAGES * 24 + 6 }, (_, i) =>
      product({ productId: 100 + i, name: `Tee ${i}` }),
    );
    const { location } = renderWithStore(<ListingPage gender="men" />, {
      path: `/men/products?page=${MAX_PAGES}`,
    });
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(cards()[0]).toHaveTextContent(`Tee ${(MAX_PAGES - 1) * 24}`);
    // No link to the page after (the server would render this page again for it).
    expect(screen.queryByRole('link', { name: 'LOAD MORE' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'LOAD MORE' }));
    await waitFor(() => expect(cards()).toHaveLength(30));
    expect(location().search).toBe(`?page=${MAX_PAGES + 1}`);
    expect(screen.queryByRole('button', { name: 'LOAD MORE' })).toBeNull();
  }, 15_000);

  it('a failed next page says so, and TRY AGAIN loads it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithStore(<ListingPage gender="men" />, { path: '/men/products' });
    await waitFor(() => expect(cards()).toHaveLength(24));
    server.failNext('GET', 500, undefined, '/api/products/page');
    fireEvent.click(screen.getByRole('link', { name: 'LOAD MORE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The next products could not load.');
    expect(cards()).toHaveLength(24);
    fireEvent.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    await waitFor(() => expect(cards()).toHaveLength(30));
  }, 15_000);

  it('opens ?page=2 on page 2 alone, and LOAD PREVIOUS (a link to page 1) puts page 1 in front', async () => {
    const { location } = renderWithStore(<ListingPage gender="men" />, { path: '/men/products?page=2' });
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(cards()[0]).toHaveTextContent('Tee 24');
    // The 24 before it stepped over (only their cursor is used), then page 2.
    expect(pageCalls()).toEqual([
      { gender: 'men', category: 'tops', limit: 24 },
      { gender: 'men', category: 'tops', cursor: expect.any(String) },
    ]);
    const previous = screen.getByRole('link', { name: 'LOAD PREVIOUS' });
    expect(previous).toHaveAttribute('href', '/men/products');
    fireEvent.click(previous);
    await waitFor(() => expect(cards()).toHaveLength(30));
    expect(cards()[0]).toHaveTextContent('Tee 0');
    expect(cards()[24]).toHaveTextContent('Tee 24');
    expect(screen.queryByRole('link', { name: 'LOAD PREVIOUS' })).toBeNull();
    // The address still names the last page shown, and nothing scrolled.
    expect(location().search).toBe('?page=2');
    expect(window.scrollTo).not.toHaveBeenCalled();
  }, 15_000);

  it('a failed previous page says so, and TRY AGAIN loads it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithStore(<ListingPage gender="men" />, { path: '/men/products?page=2' });
    await waitFor(() => expect(cards()).toHaveLength(6));
    server.failNext('GET', 500, undefined, '/api/products/page');
    fireEvent.click(screen.getByRole('link', { name: 'LOAD PREVIOUS' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The previous products could not load.');
    fireEvent.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    await waitFor(() => expect(cards()).toHaveLength(30));
  }, 15_000);

  it('TRY AGAIN after a failed ?page=2 loads that page again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.failNext('GET', 500, undefined, '/api/products/page');
    renderWithStore(<ListingPage gender="men" />, { path: '/men/products?page=2' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The products could not load.');
    fireEvent.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    await waitFor(() => expect(cards()).toHaveLength(6));
  }, 15_000);

  it('a new filter starts again from the first page', async () => {
    const { location } = renderWithStore(<ListingPage gender="men" />, { path: '/men/products?page=2' });
    await waitFor(() => expect(cards()).toHaveLength(6));
    fireEvent.click(screen.getAllByRole('radio', { name: 'Low to High' })[0]);
    await waitFor(() => expect(location().search).toBe('?price=low+to+high'));
    await waitFor(() => expect(cards()).toHaveLength(24));
  }, 15_000);
});
