/**
 * @jest-environment node
 */
// Before scripts (docs/frame.md#before-javascript): in the catalog's server HTML every control
// either works without a script (a link, the product form's submit and size radios, a <details>
// section) or is marked script-only, which the page's <noscript> style hides (shared
// script-only.ts); none is drawn that would ignore a shopper without JavaScript.
import { createFakeApi, type FakeApi } from '@storefront/shared/testing';
import { SCRIPT_ONLY_ATTRIBUTE } from '@storefront/shared';
import { fakeApiRenderContext, renderFragment, type ExposeModule } from './server-render';
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
/** Buttons a browser without scripts would draw and do nothing with (a script-only group's are hidden with it). */
const ignoring = (html: string) =>
  buttons(
    html.replace(new RegExp(`<div[^>]*${SCRIPT_ONLY_ATTRIBUTE}=""[^>]*>(?:(?!</?div).)*</div>`, 'g'), ''),
  ).filter((tag) => !tag.includes(`${SCRIPT_ONLY_ATTRIBUTE}=""`) && !/type="submit"/.test(tag));

describe('the catalog before scripts', () => {
  it("a carousel's cards and arrows: hearts, quick add and arrows are script-only", async () => {
    const html = await htmlOf('ProductCarousel', { source: 'new', title: 'NEW', gender: 'men' }, '/home');
    expect(html.match(/data-testid="product-card"/g)!.length).toBeGreaterThan(0);
    expect(buttons(html).filter((tag) => tag.includes('aria-label="Add '))).not.toHaveLength(0);
    expect(buttons(html).filter((tag) => /aria-label="(Previous|Next) products"/.test(tag))).toHaveLength(2);
    expect(html).toMatch(new RegExp(`<div[^>]*${SCRIPT_ONLY_ATTRIBUTE}=""[^>]*data-testid="quick-add"`));
    expect(ignoring(html)).toEqual([]);
  });

  it('the product page: sections are <details>, ADD TO CART posts, ADD TO WISHLIST is script-only', async () => {
    const html = await htmlOf('ProductPage', { gender: 'men', productId: '1' }, '/men/products/1');
    for (const title of ['PRODUCT DESCRIPTION', 'DELIVERY &amp; RETURNS']) {
      expect(html).toMatch(new RegExp(`<details[^>]*><summary[^>]*>${title}`));
    }
    expect(html).toMatch(/<form[^>]*action="\/cart\/add"[^>]*method="post"/);
    expect(html).toMatch(new RegExp(`<button[^>]*${SCRIPT_ONLY_ATTRIBUTE}=""[^>]*>.*?ADD TO WISHLIST`));
    expect(ignoring(html)).toEqual([]);
  });
});
