/**
 * @jest-environment node
 */
// Before scripts (docs/frame.md#before-javascript): in the catalog's server HTML every control
// either works without a script (a link, a form's submit and size radios, a <details> section) or
// is script-only (shared script-only.ts), which the page's <noscript> style hides; none is drawn
// that would ignore a shopper without JavaScript.
import { createFakeApi, type FakeApi } from '@storefront/shared/testing';
import { SCRIPT_ONLY_ATTRIBUTE, WISHLIST_FULL } from '@storefront/shared';
import {
  fakeApiRenderContext,
  renderFragment,
  type ExposeModule,
} from '@storefront/shared/testing/server-render';
import * as ProductCarousel from '../exposes/product-carousel';
import * as ProductPage from '../exposes/product-page';

const EXPOSES: Record<string, ExposeModule> = { ProductCarousel, ProductPage };

let fake: FakeApi;
beforeEach(() => {
  fake = createFakeApi();
});
afterEach(() => fake.restore());

async function htmlOf(expose: string, props: Record<string, unknown>, url: string) {
  const { context } = fakeApiRenderContext(url);
  return (await renderFragment(EXPOSES, expose, props, context)).html;
}

const buttons = (html: string) => html.match(/<button\b[^>]*>/g) ?? [];
const SCRIPT_ONLY = `${SCRIPT_ONLY_ATTRIBUTE}=""`;
/** Buttons a browser without scripts would draw and do nothing with (a script-only group's are hidden with it). */
const ignoring = (html: string) =>
  buttons(html.replace(new RegExp(`<div[^>]*${SCRIPT_ONLY}[^>]*>(?:(?!</?div).)*</div>`, 'g'), '')).filter(
    (tag) => !tag.includes(SCRIPT_ONLY) && !/type="submit"/.test(tag),
  );
/** The forms posting to `action` (a card's heart, the product page's). */
const formsTo = (html: string, action: string) =>
  html.match(new RegExp(`<form[^>]*action="${action}"[^>]*method="post"[^>]*>`, 'g')) ?? [];

describe('the catalog before scripts', () => {
  it("a carousel's cards and arrows: hearts post, quick add and arrows are script-only", async () => {
    const html = await htmlOf('ProductCarousel', { source: 'new', title: 'NEW', gender: 'men' }, '/home');
    const cards = html.match(/data-testid="product-card"/g)!.length;
    expect(cards).toBeGreaterThan(0);
    // Each heart is the submit of a form of its own beside the image's link, naming its product.
    expect(formsTo(html, '/wishlist/add')).toHaveLength(cards);
    expect(html).toMatch(
      /<form[^>]*action="\/wishlist\/add"[^>]*><input type="hidden" name="productId" value="\d+"\/><button(?=[^>]*type="submit")[^>]*aria-label="Add /,
    );
    expect(html).not.toMatch(/<a\b(?:(?!<\/a>).)*<form/);
    const arrows = buttons(html).filter((tag) => /aria-label="(Previous|Next) products"/.test(tag));
    expect(arrows).toHaveLength(2);
    for (const arrow of arrows) expect(arrow).toContain(SCRIPT_ONLY);
    expect(html).toMatch(new RegExp(`<div[^>]*${SCRIPT_ONLY}[^>]*data-testid="quick-add"`));
    expect(ignoring(html)).toEqual([]);
  });

  it('the product page: sections are <details>, ADD TO CART and ADD TO WISHLIST post', async () => {
    const html = await htmlOf('ProductPage', { gender: 'men', productId: '1' }, '/men/products/1');
    for (const title of ['PRODUCT DESCRIPTION', 'DELIVERY &amp; RETURNS']) {
      expect(html).toMatch(new RegExp(`<details[^>]*><summary[^>]*>${title}`));
    }
    expect(formsTo(html, '/cart/add')).toHaveLength(1);
    expect(html).toMatch(
      /<button(?=[^>]*type="submit")(?=[^>]*formAction="\/wishlist\/add")[^>]*>(?:(?!<\/button>).)*ADD TO WISHLIST/,
    );
    expect(ignoring(html)).toEqual([]);
  });

  it("the product page says what the wishlist form's answer was", async () => {
    const added = await htmlOf(
      'ProductPage',
      { gender: 'men', productId: '1' },
      '/men/products/1?wishlist=added',
    );
    expect(added).toMatch(
      /data-testid="wishlist-note"[^>]*>Item added to your wishlist.*?<a[^>]*href="\/wishlist"/,
    );
    const full = await htmlOf(
      'ProductPage',
      { gender: 'men', productId: '1' },
      '/men/products/1?wishlist=full',
    );
    expect(full).toContain(WISHLIST_FULL);
    const none = await htmlOf(
      'ProductPage',
      { gender: 'men', productId: '1' },
      '/men/products/1?wishlist=nope',
    );
    expect(none).not.toContain('data-testid="wishlist-note"');
  });
});
