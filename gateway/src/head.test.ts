import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FragmentHead } from '@storefront/shared';
import { canonicalPath } from '@storefront/shared/navigation/store-routes';
import { headTags, pageHead } from './head.js';

const ORIGIN = 'https://shop.example';
/** The head of `pathname` when its fragments say `said`. */
const tagsOf = (pathname: string, said: (FragmentHead | null)[] = [], origin = ORIGIN, notFound = false) =>
  headTags(pageHead(pathname, said, notFound), origin);

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
function jsonLdOf(html: string): { name: string } {
  const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  assert.ok(json, 'a JSON-LD block');
  return JSON.parse(json) as { name: string };
}

describe('head tags of the route table', () => {
  it('gives the home page the store title, a description and its canonical address', () => {
    const html = tagsOf('/home');
    assert.equal(titleOf(html), 'DSGN Fitness | Gym Clothing &amp; Sportswear');
    assert.match(metaOf(html, 'description')!, /^DSGN Fitness: gym clothing and sportswear/);
    assert.equal(canonicalOf(html), 'https://shop.example/home');
    assert.equal(metaOf(html, 'robots'), undefined);
    assert.doesNotMatch(html, /og:|ld\+json/);
  });

  it("titles each listing and preset (its description is the catalog fragment's)", () => {
    assert.equal(titleOf(tagsOf('/men/products')), 'MEN | DSGN Fitness');
    assert.equal(titleOf(tagsOf('/women/products/filter/DSGN')), 'WOMEN DSGN | DSGN Fitness');
    assert.equal(metaOf(tagsOf('/men/products'), 'description'), undefined);
  });

  it('normalizes the canonical address: lower-case words, no trailing slash, a preset in its own case', () => {
    assert.equal(canonicalOf(tagsOf('/MEN/Products/')), undefined, 'an unknown gender is no page');
    assert.equal(canonicalOf(tagsOf('/men/PRODUCTS/')), 'https://shop.example/men/products');
    assert.equal(
      canonicalOf(tagsOf('/women/Products/Filter/DSGN/')),
      'https://shop.example/women/products/filter/DSGN',
    );
    assert.equal(canonicalOf(tagsOf('/HOME', [], `${ORIGIN}/`)), 'https://shop.example/home');
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
      assert.equal(metaOf(tagsOf(path), 'robots'), 'noindex', path);
    }
    const confirmation = tagsOf('/checkout/confirmation/42');
    assert.equal(metaOf(confirmation, 'robots'), 'noindex');
    assert.equal(canonicalOf(confirmation), undefined);
    const missing = tagsOf('/no/such/page');
    assert.equal(titleOf(missing), 'PAGE NOT FOUND | DSGN Fitness');
    assert.equal(metaOf(missing, 'robots'), 'noindex');
    assert.equal(canonicalOf(missing), undefined);
    assert.equal(titleOf(tagsOf('/cart')), 'YOUR CART | DSGN Fitness');
  });

  it("gives a product page whose fragment said nothing (the API could not say) the route's head", () => {
    const html = tagsOf('/women/products/15', [null]);
    assert.equal(titleOf(html), 'WOMEN | DSGN Fitness');
    assert.equal(canonicalOf(html), 'https://shop.example/women/products/15');
    assert.match(metaOf(html, 'description')!, /^women's gym clothing/);
    assert.doesNotMatch(html, /og:|ld\+json/);
  });
});

describe("a fragment's head", () => {
  const said: FragmentHead = {
    title: 'Seamless Sports Bra | DSGN Fitness',
    description: 'Seamless Sports Bra in blue, $40.00.',
    canonical: '/women/products/15',
    openGraph: [
      ['og:type', 'product'],
      ['og:title', 'Seamless Sports Bra'],
      ['product:price:amount', '40.00'],
    ],
    jsonLd: { '@type': 'Product', name: 'Seamless Sports Bra' },
  };

  it("is written over the route's, field by field, in order, with the origin before its paths", () => {
    const html = tagsOf('/men/products/15', [said]);
    assert.equal(titleOf(html), 'Seamless Sports Bra | DSGN Fitness');
    assert.equal(metaOf(html, 'description'), 'Seamless Sports Bra in blue, $40.00.');
    assert.equal(canonicalOf(html), 'https://shop.example/women/products/15');
    assert.equal(metaOf(html, 'og:type'), 'product');
    assert.equal(metaOf(html, 'product:price:amount'), '40.00');
    assert.ok(html.indexOf('og:type') < html.indexOf('og:title'));
    assert.equal(jsonLdOf(html).name, 'Seamless Sports Bra');
    // A field it leaves out keeps the route's.
    assert.equal(
      canonicalOf(tagsOf('/men/products/15', [{ title: 'x' }])),
      'https://shop.example/men/products/15',
    );
  });

  it('a 404 (a product that does not exist) makes the not-found head, whatever else it says', () => {
    for (const html of [
      tagsOf('/women/products/999', [{ ...said, status: 404 }]),
      tagsOf('/women/products/999', [], ORIGIN, true),
    ]) {
      assert.equal(titleOf(html), 'PAGE NOT FOUND | DSGN Fitness');
      assert.equal(metaOf(html, 'robots'), 'noindex');
      assert.equal(canonicalOf(html), undefined);
      assert.doesNotMatch(html, /og:|ld\+json/);
    }
    assert.equal(pageHead('/women/products/999', [{ status: 404 }]).status, 404);
  });

  it('is escaped: attributes as HTML, the JSON-LD block as inline JSON; odd values are left out', () => {
    const hostile = `"><script>alert('x')</script>`;
    const html = tagsOf('/women/products/15', [
      {
        title: `${hostile} | DSGN Fitness`,
        description: '</script><script>alert(1)</script> & more',
        canonical: '//elsewhere.example/x',
        openGraph: [
          [`og:title" onload="x`, hostile],
          ['og:bad', 3 as unknown as string],
        ],
        jsonLd: { name: hostile, description: '</script><script>alert(1)</script>' },
      },
    ]);
    assert.doesNotMatch(html, /<script>alert/);
    assert.equal((html.match(/<script/g) ?? []).length, 1, 'only the JSON-LD block');
    assert.equal((html.match(/<\/script>/g) ?? []).length, 1);
    assert.match(
      html,
      /<title>&quot;&gt;&lt;script&gt;alert\(&#39;x&#39;\)&lt;\/script&gt; \| DSGN Fitness<\/title>/,
    );
    assert.match(html, /property="og:title&quot; onload=&quot;x" content="&quot;&gt;&lt;script&gt;/);
    assert.doesNotMatch(html, /og:bad/);
    // A canonical that is not one of the store's paths is left out (the route's is not used either).
    assert.doesNotMatch(html, /elsewhere/);
    assert.equal(jsonLdOf(html).name, hostile);
    assert.match(html, /\\u003c\/script>\\u003cscript>/);
  });
});
