import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { publishLocation, registerNavigate, StoreThemeProvider } from '@storefront/shared';
import type { ProductStripProps } from '@storefront/shared';
import { createFakeApi, productFixture, type FakeApi } from '@storefront/shared/testing';
import { SEARCH_DEBOUNCE_MS } from '../hooks/use-product-search';
import { Search } from './search';

// Catalog's strip is another slice's parcel: stand in for it with its props made visible.
jest.mock('@storefront/shared', () => {
  const actual = jest.requireActual('@storefront/shared');
  return {
    ...actual,
    RemoteParcel: ({ parcelProps }: { parcelProps: ProductStripProps }) => (
      <div data-testid="product-strip" data-loading={String(parcelProps.loading)}>
        {parcelProps.loading && <span>{parcelProps.label} loading</span>}
        {parcelProps.products.map((product) => (
          <button key={product.id} type="button" onClick={() => parcelProps.onProductOpen?.(product)}>
            {product.name}
          </button>
        ))}
      </div>
    ),
  };
});

const shorts = productFixture({
  id: 7,
  name: 'Training Shorts',
  gender: 'men',
  category: 'bottoms',
  style: 'shorts',
  price: 30,
  new: true,
});

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

function renderSearch() {
  render(
    <StoreThemeProvider>
      <header>
        <Search />
      </header>
    </StoreThemeProvider>,
  );
  return screen.getByRole('button', { name: 'Search' });
}

async function open(width = 1280) {
  setWidth(width);
  const button = renderSearch();
  fireEvent.click(button);
  const input = await screen.findByPlaceholderText('Search for a Product');
  return { button, input };
}

const settle = () => act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));

describe('Search', () => {
  let fake: FakeApi;
  const searches = () => fake.callsTo('GET', '/api/products/search');
  beforeEach(() => {
    jest.useFakeTimers();
    fake = createFakeApi({ products: [shorts] });
  });
  afterEach(() => {
    fake.restore();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('hydrates the server HTML unchanged (the shared useHydrated): a link until then, then the button', async () => {
    setWidth(1280);
    const search = (
      <StoreThemeProvider>
        <header>
          <Search />
        </header>
      </StoreThemeProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(search);
    expect(container.querySelector('a[href="/search"]')).not.toHaveAttribute('role');
    document.body.appendChild(container);
    const mismatches = jest.fn();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () => hydrateRoot(container, search, { onRecoverableError: mismatches }));
    expect(mismatches).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByPlaceholderText('Search for a Product')).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });

  it('opens a labelled, focused search with the trending shortcuts and sends nothing yet', async () => {
    const { input } = await open();
    expect(screen.getByRole('dialog', { name: 'Search' })).toHaveAttribute('data-search-mode', 'overlay');
    expect(screen.getByLabelText('Search products')).toBe(input);
    expect(input).toHaveFocus();
    expect(screen.getByText('TRENDING SEARCHES')).toBeInTheDocument();
    for (const term of ['shorts', 'leggings', 'sports bra', 'hoodie']) {
      expect(screen.getByRole('button', { name: term })).toBeInTheDocument();
    }
    fireEvent.change(input, { target: { value: '   ' } });
    await settle();
    expect(searches()).toHaveLength(0);
    expect(screen.getByText('TRENDING SEARCHES')).toBeInTheDocument();
  });

  it('searches a trending shortcut with loading placeholders, then shows the results strip', async () => {
    const { input } = await open();
    fireEvent.click(screen.getByRole('button', { name: 'shorts' }));
    expect(input).toHaveValue('shorts');
    expect(screen.getByTestId('product-strip')).toHaveAttribute('data-loading', 'true');
    expect(screen.queryByText('TRENDING SEARCHES')).not.toBeInTheDocument();
    await settle();
    expect(searches().map((call) => call.params)).toEqual([{ searchTerm: 'shorts' }]);
    expect(screen.getByTestId('product-strip')).toHaveAttribute('data-loading', 'false');
    expect(screen.getByRole('heading', { name: 'PRODUCTS' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Training Shorts' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('clears the text back to the trending searches', async () => {
    const { input } = await open();
    fireEvent.change(input, { target: { value: 'short' } });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search text' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.getByText('TRENDING SEARCHES')).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    const { input } = await open();
    fireEvent.change(input, { target: { value: 'zzz' } });
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('No products match “zzz”');
    expect(screen.queryByTestId('product-strip')).not.toBeInTheDocument();
  });

  it('offers a retry when the search fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.failNext('GET', 500, undefined, '/api/products/search');
    const { input } = await open();
    fireEvent.change(input, { target: { value: 'shorts' } });
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Please try again');
    fireEvent.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    await settle();
    expect(searches()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Training Shorts' })).toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the search button', async () => {
    const { button } = await open();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the overlay when the window shrinks to 1024px', async () => {
    await open(1280);
    setWidth(1100);
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    setWidth(1024);
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('uses the bar at 1024px and closes it when the window grows past 1024px', async () => {
    await open(800);
    expect(screen.getByRole('dialog')).toHaveAttribute('data-search-mode', 'bar');
    // The page behind the bar is dimmed too.
    expect(screen.getByTestId('search-backdrop')).toBeInTheDocument();
    setWidth(1025);
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when the shopper navigates', async () => {
    await open();
    act(() => publishLocation('/men/products', ''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the results page of the term on Enter, and does nothing for a blank one', async () => {
    const navigated: string[] = [];
    registerNavigate((href) => navigated.push(href));
    try {
      const { input } = await open();
      fireEvent.change(input, { target: { value: '   ' } });
      fireEvent.submit(input.closest('form')!);
      expect(navigated).toEqual([]);
      fireEvent.change(input, { target: { value: ' Sports  Bra ' } });
      fireEvent.submit(input.closest('form')!);
      expect(navigated).toEqual(['/search?q=Sports%20Bra']);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      registerNavigate(null);
    }
  });
});
