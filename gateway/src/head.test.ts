import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { asHeadProduct, canonicalPath, headTags, type HeadProduct } from './head.js';

const ORIGIN = 'https://shop.example';
const CATALOG = '/releases/mf-catalog/1.0.0-abcd1234';

/** A women's product as GET /api/products/15 answers it. */
const API_PRODUCT = {
  id: 15,
  productId: 15,
  name: 'Seamless Sports Bra',
  gender: 'women',
  category: 'tops',
  style: 'sportsbras',
  price: 40,
  salePrice: null,
  new: true,
  color: 'blue',
  dsgn: null,
  description: 'A seamless, sweat-wicking bra for high-impact training.',
  stock: [
    { size: 'small', available: 0 },
    { size: 'medium', available: 3 },
  ],
};
const product = asHeadProduct(API_PRODUCT)!;

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
/** An attribute's text as a browser reads it. */
const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const metaOf = (html: string, key: string) => {
  const content = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
  return content === undefined ? undefined : unescape(content);
};
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
interface JsonLd {
  '@context': string;
  '@type': string;
  name: string;
  sku: string;
  brand: unknown;
  image?: string[];
  offers: {
    price: string;
    priceCurrency: string;
    url: string;
    availability?: string;
    priceSpecification?: unknown;
  };
}
function jsonLdOf(html: string): JsonLd {
  const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  assert.ok(json, 'a JSON-LD block');
  return JSON.parse(json) as JsonLd;
}

describe('head tags of the route table', () => {
  it('gives the home page the store title, a description and its canonical address', () => {
    const html = headTags('/home', ORIGIN);
    assert.equal(titleOf(html), 'DSGN Fitness | Gym Clothing &amp; Sportswear');
    assert.match(metaOf(html, 'description')!, /^DSGN Fitness: gym clothing and sportswear/);
    assert.equal(canonicalOf(html), 'https://shop.example/home');
    assert.equal(metaOf(html, 'robots'), undefined);
    assert.doesNotMatch(html, /og:|ld\+json/);
  });

  it('titles and describes each listing and preset', () => {
    assert.equal(titleOf(headTags('/men/products', ORIGIN)), 'MEN | DSGN Fitness');
    assert.equal(titleOf(headTags('/women/products/filter/DSGN', ORIGIN)), 'WOMEN DSGN | DSGN Fitness');
    assert.match(metaOf(headTags('/men/products', ORIGIN), 'description')!, /^Shop men's gym clothing/);
    assert.match(metaOf(headTags('/women/products/filter/DSGN', ORIGIN), 'description')!, /DSGN Studio/);
    assert.match(metaOf(headTags('/men/products/filter/sale', ORIGIN), 'description')!, /on sale/);
    assert.match(metaOf(headTags('/men/products/filter/new', ORIGIN), 'description')!, /New releases/);
    assert.match(metaOf(headTags('/women/products/filter/leggings', ORIGIN), 'description')!, /leggings/i);
    assert.match(
      metaOf(headTags('/women/products/filter/sportsbras', ORIGIN), 'description')!,
      /sports bras/i,
    );
  });

  it('normalizes the canonical address: lower-case words, no trailing slash, a preset in its own case', () => {
    assert.equal(canonicalOf(headTags('/MEN/Products/', ORIGIN)), undefined, 'an unknown gender is no page');
    assert.equal(canonicalOf(headTags('/men/PRODUCTS/', ORIGIN)), 'https://shop.example/men/products');
    assert.equal(
      canonicalOf(headTags('/women/Products/Filter/DSGN/', ORIGIN)),
      'https://shop.example/women/products/filter/DSGN',
    );
    assert.equal(canonicalOf(headTags('/HOME', `${ORIGIN}/`)), 'https://shop.example/home');
    assert.equal(canonicalPath('/Cart/'), '/cart');
  });

  it('keeps crawlers out of personal pages and the not-found page', () => {
    for (const path of [
      '/cart',
      '/account',
      '/wishlist',
      '/checkout',
      '/login',
      '/signup',
      '/reset-password',
    ]) {
      assert.equal(metaOf(headTags(path, ORIGIN), 'robots'), 'noindex', path);
    }
    const confirmation = headTags('/checkout/confirmation/42', ORIGIN);
    assert.equal(metaOf(confirmation, 'robots'), 'noindex');
    assert.equal(canonicalOf(confirmation), undefined);
    const missing = headTags('/no/such/page', ORIGIN);
    assert.equal(titleOf(missing), 'PAGE NOT FOUND | DSGN Fitness');
    assert.equal(metaOf(missing, 'robots'), 'noindex');
    assert.equal(canonicalOf(missing), undefined);
    assert.equal(titleOf(headTags('/cart', ORIGIN)), 'YOUR CART | DSGN Fitness');
  });
});

describe('product pages', () => {
  it("are titled with the product's name and described with its price", () => {
    const html = headTags('/women/products/15', ORIGIN, product, { catalogBase: CATALOG });
    assert.equal(titleOf(html), 'Seamless Sports Bra | DSGN Fitness');
    assert.equal(
      metaOf(html, 'description'),
      'Seamless Sports Bra in blue, $40.00. A seamless, sweat-wicking bra for high-impact training.',
    );
    assert.equal(canonicalOf(html), 'https://shop.example/women/products/15');
    assert.equal(metaOf(html, 'robots'), undefined);
  });

  it('carry Open Graph with an absolute image from the catalog release', () => {
    const html = headTags('/women/products/15', ORIGIN, product, { catalogBase: CATALOG });
    assert.equal(metaOf(html, 'og:type'), 'product');
    assert.equal(metaOf(html, 'og:title'), 'Seamless Sports Bra');
    assert.equal(metaOf(html, 'og:site_name'), 'DSGN Fitness');
    assert.equal(metaOf(html, 'og:url'), 'https://shop.example/women/products/15');
    assert.equal(
      metaOf(html, 'og:image'),
      'https://shop.example/releases/mf-catalog/1.0.0-abcd1234/assets/blue-sportsbras-front.svg',
    );
    assert.match(metaOf(html, 'og:description')!, /^Seamless Sports Bra in blue, \$40\.00/);
    assert.equal(metaOf(headTags('/women/products/15', ORIGIN, product), 'og:image'), undefined);
  });

  it('carry a schema.org Product with its offer, in stock while a size has units left', () => {
    const ld = jsonLdOf(headTags('/women/products/15', ORIGIN, product, { catalogBase: CATALOG }));
    assert.equal(ld['@context'], 'https://schema.org');
    assert.equal(ld['@type'], 'Product');
    assert.equal(ld.name, 'Seamless Sports Bra');
    assert.equal(ld.sku, '15');
    assert.deepEqual(ld.brand, { '@type': 'Brand', name: 'DSGN Fitness' });
    assert.deepEqual(ld.image, [
      'https://shop.example/releases/mf-catalog/1.0.0-abcd1234/assets/blue-sportsbras-front.svg',
    ]);
    assert.equal(ld.offers.price, '40.00');
    assert.equal(ld.offers.priceCurrency, 'USD');
    assert.equal(ld.offers.availability, 'https://schema.org/InStock');
    assert.equal(ld.offers.url, 'https://shop.example/women/products/15');
    assert.equal(ld.offers.priceSpecification, undefined);

    const soldOut = { ...product, stock: [{ size: 'small', available: 0 }] };
    assert.equal(
      jsonLdOf(headTags('/women/products/15', ORIGIN, soldOut)).offers.availability,
      'https://schema.org/OutOfStock',
    );
    const unknownStock: HeadProduct = { ...product, stock: undefined };
    assert.equal(
      jsonLdOf(headTags('/women/products/15', ORIGIN, unknownStock)).offers.availability,
      undefined,
    );
  });

  it('on sale: the offer is the sale price, the regular price its strikethrough', () => {
    const onSale = asHeadProduct({ ...API_PRODUCT, price: 45.5, salePrice: 29.99 })!;
    const html = headTags('/women/products/15', ORIGIN, onSale);
    assert.match(metaOf(html, 'description')!, /now \$29\.99, was \$45\.50/);
    const { offers } = jsonLdOf(html);
    assert.equal(offers.price, '29.99');
    assert.deepEqual(offers.priceSpecification, [
      { '@type': 'UnitPriceSpecification', price: '29.99', priceCurrency: 'USD' },
      {
        '@type': 'UnitPriceSpecification',
        priceType: 'https://schema.org/StrikethroughPrice',
        price: '45.50',
        priceCurrency: 'USD',
      },
    ]);
  });

  it("point the canonical address at the product's own gender", () => {
    const html = headTags('/men/products/15', ORIGIN, product);
    assert.equal(canonicalOf(html), 'https://shop.example/women/products/15');
  });

  it('without the product (the API could not say) get the route head', () => {
    const html = headTags('/women/products/15', ORIGIN);
    assert.equal(titleOf(html), 'WOMEN | DSGN Fitness');
    assert.equal(canonicalOf(html), 'https://shop.example/women/products/15');
    assert.doesNotMatch(html, /og:|ld\+json/);
  });

  it('whose product the API does not know (a 404) get the not-found head', () => {
    const html = headTags('/women/products/999', ORIGIN, undefined, { notFound: true });
    assert.equal(titleOf(html), 'PAGE NOT FOUND | DSGN Fitness');
    assert.equal(metaOf(html, 'robots'), 'noindex');
    assert.equal(canonicalOf(html), undefined);
  });

  it('escape what the API says, in attributes and in the JSON-LD block', () => {
    const hostile = asHeadProduct({
      ...API_PRODUCT,
      name: `"><script>alert('x')</script>`,
      description: '</script><script>alert(1)</script> & more',
    })!;
    const html = headTags('/women/products/15', ORIGIN, hostile, { catalogBase: CATALOG });
    assert.doesNotMatch(html, /<script>alert/);
    assert.equal((html.match(/<script/g) ?? []).length, 1, 'only the JSON-LD block');
    assert.equal((html.match(/<\/script>/g) ?? []).length, 1);
    assert.match(
      html,
      /<title>&quot;&gt;&lt;script&gt;alert\(&#39;x&#39;\)&lt;\/script&gt; \| DSGN Fitness<\/title>/,
    );
    assert.match(html, /content="&quot;&gt;&lt;script&gt;/);
    assert.equal(jsonLdOf(html).name, `"><script>alert('x')</script>`);
    assert.match(html, /\\u003c\/script>\\u003cscript>/);
  });

  it('ignore an answer that is not a product', () => {
    assert.equal(asHeadProduct({ id: 15 }), null);
    assert.equal(asHeadProduct(null), null);
    assert.equal(asHeadProduct({ ...API_PRODUCT, price: '40' }), null);
    assert.equal(asHeadProduct({ ...API_PRODUCT, gender: 'kids' }), null);
    // An unknown colour or style still has an image: the catalog's own fallback drawing.
    const odd = asHeadProduct({ ...API_PRODUCT, color: 'plaid', style: 'capes' })!;
    assert.equal(
      metaOf(headTags('/women/products/15', ORIGIN, odd, { catalogBase: CATALOG }), 'og:image'),
      'https://shop.example/releases/mf-catalog/1.0.0-abcd1234/assets/black-t-shirts-front.svg',
    );
  });
});
