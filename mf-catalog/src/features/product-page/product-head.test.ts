// The product page's head (docs/routes.md#page-titles): what the catalog tells the gateway to
// write for a product, or its 404. The gateway's own tests (gateway/src/head.test.ts) prove it is
// written escaped; the e2e server-rendering spec proves the page carries it.
import type { ProductWithStock } from '@storefront/shared';
import { product as productFixture } from '../../testing/fixtures';
import { productPageHead } from './product-head';

const ORIGIN = 'https://shop.example';
const PROPS = { gender: 'women' as const, productId: '15' };

/** A women's product as GET /api/products/15 answers it. */
const PRODUCT: ProductWithStock = {
  ...productFixture({
    productId: 15,
    name: 'Seamless Sports Bra',
    gender: 'women',
    category: 'tops',
    style: 'sportsbras',
    price: 40,
    salePrice: null,
    color: 'blue',
    description: 'A seamless, sweat-wicking bra for high-impact training.',
  }),
  stock: [
    { size: 'small', available: 0 },
    { size: 'medium', available: 3 },
  ],
} as ProductWithStock;

const headOf = (product: ProductWithStock | null, props = PROPS) =>
  productPageHead({ product }, props, { origin: ORIGIN });
const og = (head: ReturnType<typeof headOf>, property: string) =>
  head.openGraph?.find(([key]) => key === property)?.[1];
interface JsonLd {
  name: string;
  sku: string;
  brand: unknown;
  image: string[];
  offers: {
    price: string;
    priceCurrency: string;
    url: string;
    availability?: string;
    priceSpecification?: unknown;
  };
}
const ldOf = (head: ReturnType<typeof headOf>) => head.jsonLd as JsonLd;

describe('the product page head', () => {
  it("is titled with the product's name and described with its price", () => {
    const head = headOf(PRODUCT);
    expect(head.title).toBe('Seamless Sports Bra | DSGN Fitness');
    expect(head.description).toBe(
      'Seamless Sports Bra in blue, $40.00. A seamless, sweat-wicking bra for high-impact training.',
    );
    expect(head.canonical).toBe('/women/products/15');
    expect(head.status).toBeUndefined();
    expect(head.noindex).toBeUndefined();
  });

  it("carries Open Graph with the mail's PNG picture, its type, size and text", () => {
    const head = headOf(PRODUCT);
    expect(og(head, 'og:type')).toBe('product');
    expect(og(head, 'og:title')).toBe('Seamless Sports Bra');
    expect(og(head, 'og:site_name')).toBe('DSGN Fitness');
    expect(og(head, 'og:url')).toBe('https://shop.example/women/products/15');
    expect(og(head, 'og:description')).toMatch(/^Seamless Sports Bra in blue, \$40\.00/);
    // The PNG the order mail shows, at the store's address (link previews do not all read SVG).
    expect(og(head, 'og:image')).toBe('https://shop.example/images/products/15.png');
    expect(og(head, 'og:image:type')).toBe('image/png');
    expect(og(head, 'og:image:width')).toBe('112');
    expect(og(head, 'og:image:height')).toBe('140');
    expect(og(head, 'og:image:alt')).toBe('Seamless Sports Bra in blue, front view');
    expect(og(head, 'product:price:amount')).toBe('40.00');
    expect(og(head, 'product:price:currency')).toBe('USD');
  });

  it('carries a schema.org Product with its offer, in stock while a size has units left', () => {
    const ld = ldOf(headOf(PRODUCT));
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Seamless Sports Bra',
    });
    expect(ld.sku).toBe('15');
    expect(ld.brand).toEqual({ '@type': 'Brand', name: 'DSGN Fitness' });
    // The release's own front image (the image module's URL; jest's file stub here), made absolute.
    expect(ld.image).toHaveLength(1);
    expect(ld.image[0]).toMatch(/^https:\/\/shop\.example\//);
    expect(ld.image[0]).not.toMatch(/\.png$/);
    expect(ld.offers.price).toBe('40.00');
    expect(ld.offers.priceCurrency).toBe('USD');
    expect(ld.offers.availability).toBe('https://schema.org/InStock');
    expect(ld.offers.url).toBe('https://shop.example/women/products/15');
    expect(ld.offers.priceSpecification).toBeUndefined();
    const soldOut = { ...PRODUCT, stock: [{ size: 'small', available: 0 }] } as ProductWithStock;
    expect(ldOf(headOf(soldOut)).offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('on sale: the offer is the sale price, the regular price its strikethrough', () => {
    const head = headOf({ ...PRODUCT, price: 45.5, salePrice: 29.99 });
    expect(head.description).toMatch(/now \$29\.99, was \$45\.50/);
    const { offers } = ldOf(head);
    expect(offers.price).toBe('29.99');
    expect(offers.priceSpecification).toEqual([
      { '@type': 'UnitPriceSpecification', price: '29.99', priceCurrency: 'USD' },
      {
        '@type': 'UnitPriceSpecification',
        priceType: 'https://schema.org/StrikethroughPrice',
        price: '45.50',
        priceCurrency: 'USD',
      },
    ]);
  });

  it("points the canonical address at the product's own gender", () => {
    expect(
      productPageHead({ product: PRODUCT }, { gender: 'men', productId: '15' }, { origin: ORIGIN }).canonical,
    ).toBe('/women/products/15');
  });

  it("is the catalog's 404 when the API has no such product", () => {
    expect(headOf(null)).toEqual({ status: 404 });
  });

  it('carries aggregateRating with reviews, and none without', () => {
    const rated = headOf({ ...PRODUCT, rating: { average: 4.3, count: 12 } }).jsonLd as Record<
      string,
      unknown
    >;
    expect(rated.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    const unrated = headOf({ ...PRODUCT, rating: { average: null, count: 0 } }).jsonLd as Record<
      string,
      unknown
    >;
    expect(unrated.aggregateRating).toBeUndefined();
  });

  it('cuts a long description at a word', () => {
    const head = headOf({ ...PRODUCT, description: 'word '.repeat(100) });
    expect(head.description!.length).toBeLessThanOrEqual(200);
    expect(head.description).toMatch(/word…$/);
  });
});
