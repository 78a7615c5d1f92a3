// The search results page in the browser (a later mount, no server data): it loads the total,
// hands the catalog's browser the search, and submitting the form moves to the new term's page
// inside the store; a failure offers TRY AGAIN.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { registerNavigate, StoreThemeProvider } from '@storefront/shared';
import type { ProductBrowserProps } from '@storefront/shared';
import { createFakeApi, type FakeApi } from '@storefront/shared/testing';
import { SearchPage } from './search-page';

// Catalog's browser is another slice's parcel: stand in for it with its source made visible.
jest.mock('@storefront/shared', () => {
  const actual = jest.requireActual('@storefront/shared');
  return {
    ...actual,
    RemoteParcel: ({ parcelProps }: { parcelProps: ProductBrowserProps }) => (
      <div data-testid="browser">{JSON.stringify(parcelProps.source)}</div>
    ),
  };
});

let fake: FakeApi;
const navigated: string[] = [];
beforeEach(() => {
  fake = createFakeApi();
  navigated.length = 0;
  registerNavigate((href) => navigated.push(href));
});
afterEach(() => {
  registerNavigate(null);
  fake.restore();
});

const renderPage = (q: string) =>
  render(
    <StoreThemeProvider>
      <SearchPage q={q} />
    </StoreThemeProvider>,
  );

it('loads the total, mounts the browser over the search, and a new term navigates', async () => {
  renderPage('hoodie');
  // The browser heads the results: no second h1 here, while the total loads or after.
  expect(screen.getByTestId('browser')).toHaveTextContent('{"kind":"search","q":"hoodie"}');
  expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  await waitFor(() => expect(fake.calls.some((call) => call.url === '/api/products/page')).toBe(true));
  expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  expect(screen.getByTestId('browser')).toBeInTheDocument();
  expect(document.title).toBe('SEARCH: HOODIE | DSGN Fitness');
  const input = screen.getByRole('searchbox', { name: 'Search products' });
  fireEvent.change(input, { target: { value: '  sports   bra ' } });
  await act(async () => fireEvent.submit(input.closest('form')!));
  expect(navigated).toEqual(['/search?q=sports%20bra']);
});

it('offers TRY AGAIN when the total could not be had', async () => {
  fake.failNext('GET', 500, undefined, '/api/products/page');
  renderPage('hoodie');
  const retry = await screen.findByRole('button', { name: 'TRY AGAIN' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('SEARCH RESULTS FOR "HOODIE"');
  await act(async () => fireEvent.click(retry));
  expect(await screen.findByTestId('browser')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'TRY AGAIN' })).toBeNull();
});
