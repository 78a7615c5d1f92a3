import { fireEvent, screen, waitFor } from '@testing-library/react';
import { events } from '@storefront/shared';
import { createFakeApi, type FakeApi } from '@storefront/shared/testing';
import { product } from '../../../testing/fixtures';
import { renderWithStore } from '../../../testing/render';
import { ProductCarousel } from './product-carousel';

// Twelve new men's products and twelve women's on sale: more than a carousel shows.
const newOnes = Array.from({ length: 12 }, (_, i) => product({ productId: 100 + i, new: true }));
const onSale = Array.from({ length: 12 }, (_, i) =>
  product({ productId: 200 + i, gender: 'women', price: 40, salePrice: 20 }),
);
const dsgn = Array.from({ length: 3 }, (_, i) =>
  product({ productId: 300 + i, gender: 'women', dsgn: 'DSGN' }),
);

let server: FakeApi;

beforeEach(() => {
  events.reset();
  server = createFakeApi({ products: [...newOnes, ...onSale, ...dsgn] });
});
afterEach(() => {
  server.restore();
  jest.restoreAllMocks();
});

describe('ProductCarousel', () => {
  it('shows six placeholders, then at most 8 products and the View All link', async () => {
    renderWithStore(
      <ProductCarousel source="sale" title="ON SALE THIS MONTH" viewAllHref="/women/products/filter/sale" />,
    );
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(6);
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(8));
    expect(server.callsTo('GET', '/api/products/sale')).toEqual([
      expect.objectContaining({ params: undefined }),
    ]);
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/women/products/filter/sale',
    );
  });

  it('loads its first images at once in the first view (the first before any other), else lazily', async () => {
    const frontImages = () => screen.getAllByTestId('product-card').map((card) => card.querySelector('img')!);
    const { unmount } = renderWithStore(<ProductCarousel source="new" title="MENS" priority />);
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(8));
    expect(frontImages().map((img) => img.getAttribute('loading'))).toEqual([
      ...Array(5).fill('eager'),
      ...Array(3).fill('lazy'),
    ]);
    expect(frontImages().map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      ...Array(7).fill(null),
    ]);
    unmount();
    renderWithStore(<ProductCarousel source="new" title="MENS" />);
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(8));
    expect(frontImages().every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
    expect(frontImages().some((img) => img.hasAttribute('fetchpriority'))).toBe(false);
  });

  it('unwraps the DSGN items', async () => {
    renderWithStore(<ProductCarousel source="dsgn" title="DSGN STUDIO COLLECTION" />);
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(3));
  });

  it('scrolls the strip 320px smoothly', async () => {
    renderWithStore(<ProductCarousel source="new" title="MENS" />);
    const strip = screen.getByTestId('product-strip');
    strip.scrollBy = jest.fn();
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(8));
    Object.defineProperty(strip, 'scrollWidth', { configurable: true, value: 2000 });
    Object.defineProperty(strip, 'clientWidth', { configurable: true, value: 600 });
    strip.scrollLeft = 320;
    fireEvent.scroll(strip);
    fireEvent.click(screen.getByRole('button', { name: 'Next products' }));
    expect(strip.scrollBy).toHaveBeenCalledWith({ left: 320, behavior: 'smooth' });
    fireEvent.click(screen.getByRole('button', { name: 'Previous products' }));
    expect(strip.scrollBy).toHaveBeenCalledWith({ left: -320, behavior: 'smooth' });
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(8));
  });

  it('disables previous at the start and next at the end', async () => {
    renderWithStore(<ProductCarousel source="new" title="MENS" />);
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(8));
    const strip = screen.getByTestId('product-strip');
    Object.defineProperty(strip, 'scrollWidth', { configurable: true, value: 2000 });
    Object.defineProperty(strip, 'clientWidth', { configurable: true, value: 600 });
    strip.scrollLeft = 0;
    fireEvent.scroll(strip);
    expect(screen.getByRole('button', { name: 'Previous products' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next products' })).toBeEnabled();
    strip.scrollLeft = 700;
    fireEvent.scroll(strip);
    expect(screen.getByRole('button', { name: 'Previous products' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next products' })).toBeEnabled();
    strip.scrollLeft = 1400;
    fireEvent.scroll(strip);
    expect(screen.getByRole('button', { name: 'Next products' })).toBeDisabled();
  });

  it('names its section once: the scroller is a list that does not repeat the title', async () => {
    renderWithStore(<ProductCarousel source="new" title="MENS" />);
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(8));
    expect(screen.getAllByRole('region', { name: 'MENS' })).toHaveLength(1);
    const list = screen.getByRole('list');
    expect(list).not.toHaveAttribute('aria-label');
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
  });

  it('ends loading with nothing when the call fails (only logged)', async () => {
    server.failNext('GET', 'network', undefined, '/api/products/new');
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithStore(<ProductCarousel source="new" title="MENS" />);
    await waitFor(() => expect(screen.queryAllByTestId('skeleton-card')).toHaveLength(0));
    expect(log).toHaveBeenCalled();
  });
});
