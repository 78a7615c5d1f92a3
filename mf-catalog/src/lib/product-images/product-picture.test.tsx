import { screen, waitFor } from '@testing-library/react';
import { createFakeApi, type FakeApi } from '@storefront/shared/testing';
import { renderWithStore } from '../../testing/render';
import { ProductPicture } from './product-picture';
import { forgetPictureLooks } from './product-picture-data';
import { productImages } from './product-images';

// Image files are stubs in jest: name each by its colour, style and view to see which one is shown.
jest.mock('./generated', () => ({
  IMAGE_SETS: new Proxy(
    {},
    {
      get: (_, key: string) =>
        ['front', 'back', 'detail'].map((view) => `${key.replace('/', '-')}-${view}.svg`),
    },
  ),
}));

let server: FakeApi;
beforeEach(() => {
  forgetPictureLooks();
  server = createFakeApi();
});
afterEach(() => server.restore());

const boxOf = (productId: number) =>
  document.querySelector(`[data-product-picture="${productId}"]`) as HTMLElement;

describe('ProductPicture', () => {
  it("draws the product's own front picture (a hoodie as a hoodie) in a box sized from the first render", async () => {
    renderWithStore(<ProductPicture productId={2} size={80} alt="Flex Hoodie" />);
    // The box is there at once, before the product answers: nothing moves when the image comes.
    expect(boxOf(2)).toHaveStyle({ width: '80px', height: '100px' });
    const img = await screen.findByRole('img', { name: 'Flex Hoodie' });
    // The catalog's own image of it, as its product card shows it: a hoodie, not a T-shirt.
    const [front] = productImages({ name: 'Flex Hoodie', color: 'blue', style: 'hoodies' });
    expect(img).toHaveAttribute('src', front.src);
    expect(front.src).toBe('blue-hoodies-front.svg');
    expect(img).toHaveAttribute('width', '80');
    expect(img).toHaveAttribute('height', '100');
  });

  it('draws the back view when asked', async () => {
    renderWithStore(<ProductPicture productId={2} view="back" size={72} alt="" />);
    await waitFor(() => expect(boxOf(2).querySelector('img')).not.toBeNull());
    expect(boxOf(2).querySelector('img')!.getAttribute('src')).toBe('blue-hoodies-back.svg');
    expect(boxOf(2)).toHaveStyle({ width: '72px', height: '90px' });
  });

  it('asks for a product once however many lines show it', async () => {
    renderWithStore(
      <>
        <ProductPicture productId={1} size={80} alt="small" />
        <ProductPicture productId={1} size={80} alt="large" />
        <ProductPicture productId={2} size={80} alt="hoodie" />
      </>,
    );
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(3));
    expect(server.callsTo('GET', '/api/products/1')).toHaveLength(1);
    expect(server.callsTo('GET', '/api/products/2')).toHaveLength(1);
  });

  it('fails alone: a blank box of the same size when the API fails or has no such product', async () => {
    server.failNext('GET', 500, undefined, '/api/products/1');
    renderWithStore(
      <>
        <ProductPicture productId={1} size={112} alt="Power Tee" />
        <ProductPicture productId={999} size={112} alt="Gone" />
      </>,
    );
    await waitFor(() => expect(boxOf(1)).toHaveAttribute('aria-busy', 'false'));
    await waitFor(() => expect(boxOf(999)).toHaveAttribute('aria-busy', 'false'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(boxOf(1)).toHaveStyle({ width: '112px', height: '140px' });
    expect(boxOf(999)).toHaveStyle({ width: '112px', height: '140px' });
  });

  it('asks again at the next mount after a failure', async () => {
    server.failNext('GET', 'network', undefined, '/api/products/1');
    const first = renderWithStore(<ProductPicture productId={1} size={80} alt="Power Tee" />);
    await waitFor(() => expect(boxOf(1)).toHaveAttribute('aria-busy', 'false'));
    first.unmount();
    renderWithStore(<ProductPicture productId={1} size={80} alt="Power Tee" />);
    expect(await screen.findByRole('img', { name: 'Power Tee' })).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/products/1')).toHaveLength(2);
  });
});
