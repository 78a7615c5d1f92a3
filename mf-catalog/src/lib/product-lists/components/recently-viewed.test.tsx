import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { events } from '@storefront/shared';
import { createFakeApi, type FakeApi } from '@storefront/shared/testing';
import { product } from '../../../testing/fixtures';
import { renderWithStore } from '../../../testing/render';
import { ProductPage } from '../../../features/product-page/components/product-page';
import { rememberViewed } from '../recently-viewed';
import {
  hydrationErrorsOf,
  writeRenderedPage,
  type ExposeModule,
} from '@storefront/shared/testing/server-render';
import * as CarouselExpose from '../../../exposes/product-carousel';
import { ProductCarousel } from './product-carousel';

const products = Array.from({ length: 14 }, (_, i) =>
  product({ productId: i + 1, name: `Product ${i + 1}` }),
);

let server: FakeApi;
beforeEach(() => {
  events.reset();
  localStorage.clear();
  server = createFakeApi({ products });
});
afterEach(() => {
  server.restore();
  jest.restoreAllMocks();
});

const byIdCalls = () => server.calls.filter((call) => /^\/api\/products\/\d+$/.test(call.url));
const names = () =>
  within(screen.getByTestId('carousel-recent'))
    .getAllByTestId('product-card')
    .map((card) => within(card).getByRole('link').textContent);

describe('RECENTLY VIEWED', () => {
  it('draws nothing and asks nothing when this device has viewed nothing', async () => {
    const { container } = renderWithStore(<ProductCarousel source="recent" title="RECENTLY VIEWED" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container).toBeEmptyDOMElement();
    expect(server.calls).toEqual([]);
  });

  it('shows the newest first, fetched by id, at most 8, leaving out one the API no longer has', async () => {
    rememberViewed(999); // no longer sold
    for (let id = 1; id <= 10; id += 1) rememberViewed(id);
    rememberViewed(3);
    renderWithStore(<ProductCarousel source="recent" title="RECENTLY VIEWED" />);
    expect(await screen.findByRole('heading', { name: 'RECENTLY VIEWED' })).toBeInTheDocument();
    expect(names()).toEqual([3, 10, 9, 8, 7, 6, 5, 4].map((id) => `Product ${id}`));
    expect(byIdCalls()).toHaveLength(8);
  });

  it('drops a product the API does not have and draws nothing when none is left', async () => {
    rememberViewed(999);
    const { container } = renderWithStore(<ProductCarousel source="recent" title="RECENTLY VIEWED" />);
    await waitFor(() => expect(byIdCalls()).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container).toBeEmptyDOMElement();
  });

  it('hydrates over the server’s nothing without a mismatch, then shows what this device viewed', async () => {
    rememberViewed(2);
    const slots = await writeRenderedPage(
      '/home',
      { ProductCarousel: CarouselExpose } as Record<string, ExposeModule>,
      [{ expose: 'ProductCarousel', props: { source: 'recent', title: 'RECENTLY VIEWED' } }],
    );
    expect(screen.queryByRole('heading', { name: 'RECENTLY VIEWED' })).toBeNull();
    expect(await hydrationErrorsOf(slots)).toEqual([]);
    expect(await screen.findByRole('heading', { name: 'RECENTLY VIEWED' })).toBeInTheDocument();
    expect(names()).toEqual(['Product 2']);
    document.body.innerHTML = '';
  });

  it('the product page remembers what it shows and lists the others', async () => {
    const first = renderWithStore(<ProductPage gender="men" productId="4" />);
    await screen.findByRole('heading', { level: 1, name: 'Product 4' });
    expect(screen.queryByRole('heading', { name: 'RECENTLY VIEWED' })).toBeNull();
    first.unmount();
    renderWithStore(<ProductPage gender="men" productId="7" />);
    await screen.findByRole('heading', { level: 1, name: 'Product 7' });
    expect(await screen.findByRole('heading', { name: 'RECENTLY VIEWED' })).toBeInTheDocument();
    expect(names()).toEqual(['Product 4']);
    expect(JSON.parse(localStorage.getItem('sf_recently_viewed')!)).toEqual([7, 4]);
  });
});
