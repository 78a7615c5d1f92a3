import { fireEvent, screen, waitFor } from '@testing-library/react';
import { api, events } from '@storefront/shared';
import { product } from '../../../testing/fixtures';
import { renderWithStore } from '../../../testing/render';
import { ProductCarousel } from './product-carousel';

const many = Array.from({ length: 12 }, (_, i) => product({ productId: 100 + i }));

beforeEach(() => events.reset());
afterEach(() => jest.restoreAllMocks());

describe('ProductCarousel', () => {
  it('shows six placeholders, then at most 8 products and the View All link', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue({ data: many });
    renderWithStore(
      <ProductCarousel source="sale" title="ON SALE THIS MONTH" viewAllHref="/women/products/filter/sale" />,
    );
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(6);
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(8));
    expect(get).toHaveBeenCalledWith('/api/products/sale', { params: undefined });
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/women/products/filter/sale',
    );
  });

  it('unwraps the DSGN items', async () => {
    jest.spyOn(api, 'get').mockResolvedValue({ data: many.slice(0, 3).map((p) => ({ product: p })) });
    renderWithStore(<ProductCarousel source="dsgn" title="DSGN STUDIO COLLECTION" />);
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(3));
  });

  it('scrolls the strip 320px smoothly', async () => {
    jest.spyOn(api, 'get').mockResolvedValue({ data: many });
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
    jest.spyOn(api, 'get').mockResolvedValue({ data: many });
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
    jest.spyOn(api, 'get').mockResolvedValue({ data: many });
    renderWithStore(<ProductCarousel source="new" title="MENS" />);
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(8));
    expect(screen.getAllByRole('region', { name: 'MENS' })).toHaveLength(1);
    const list = screen.getByRole('list');
    expect(list).not.toHaveAttribute('aria-label');
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
  });

  it('ends loading with nothing when the call fails (only logged)', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(new Error('down'));
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithStore(<ProductCarousel source="new" title="MENS" />);
    await waitFor(() => expect(screen.queryAllByTestId('skeleton-card')).toHaveLength(0));
    expect(log).toHaveBeenCalled();
  });
});
