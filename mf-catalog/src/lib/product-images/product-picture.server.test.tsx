/**
 * @jest-environment node
 */
// ./ProductPicture renders on the server as the gateway renders it: its load asks the product,
// its one render is the picture in its box; a missing product is the blank box, and an API that
// does not answer rejects the load (the browser then mounts it).
import { createFakeApi, type FakeApi } from '@storefront/shared/testing';
import { fakeApiRenderContext, renderFragment } from '@storefront/shared/testing/server-render';
import * as ProductPicture from '../../exposes/product-picture';

// Image files are stubs in jest: name the PNGs as the release would hold them.
jest.mock('./generated-png', () => ({
  MAIL_IMAGES: new Proxy(
    {},
    { get: (_, key: string) => `/releases/mf-catalog/1.0.0-test/${key.replace('/', '-')}.png` },
  ),
}));

let fake: FakeApi;
beforeEach(() => {
  fake = createFakeApi();
});
afterEach(() => fake.restore());

const render = async (props: Record<string, unknown>) => {
  const { context, loaded } = fakeApiRenderContext('/cart');
  const rendered = await renderFragment({ ProductPicture }, 'ProductPicture', props, context);
  return { ...rendered, loaded };
};

describe('server rendering of ./ProductPicture', () => {
  it('renders the picture in its reserved box from one product call', async () => {
    const { html, loaded } = await render({ productId: 2, size: 80, alt: 'Flex Hoodie' });
    expect(loaded).toEqual([{ path: '/api/products/2' }]);
    expect(html).toContain('<span style="width:80px;height:100px" data-product-picture="2"');
    expect(html).toMatch(/<img src="[^"]+" alt="Flex Hoodie" width="80" height="100"/);
  });

  it("says its picture as a PNG's absolute URL in its head (the store's /images/products/{id}.png)", async () => {
    const { data } = await render({ productId: 2, size: 80, alt: '' });
    const props = { productId: 2, size: 80, alt: '' };
    const head = ProductPicture.fragment.head!(data as never, props, { origin: 'https://shop.example/' });
    const [[property, url]] = head.openGraph!;
    expect(property).toBe('og:image');
    // The release's own PNG of the product's colour and style: the Flex Hoodie is blue.
    expect(url).toBe('https://shop.example/releases/mf-catalog/1.0.0-test/blue-hoodies.png');
    expect(
      ProductPicture.fragment.head!(
        null as never,
        { ...props, productId: 999 },
        { origin: 'https://shop.example' },
      ),
    ).toEqual({ status: 404 });
  });

  it('renders the blank box for a product the API does not have', async () => {
    const { html } = await render({ productId: 999, size: 56, alt: '' });
    expect(html).toMatch(/style="width:56px;height:70px"/);
    expect(html).not.toContain('<img');
  });

  it('rejects the load when the API does not answer', async () => {
    fake.failNext('GET', 500, undefined, '/api/products/2');
    await expect(render({ productId: 2, size: 80, alt: '' })).rejects.toThrow();
  });
});
