/**
 * @jest-environment node
 */
// Every expose renders on the server (no window, no document) from the public API's answers,
// the way the gateway renders it (docs/architecture.md#server-rendering).
import { createFakeApi, type FakeApi } from '@storefront/shared/testing';
import {
  fakeApiRenderContext,
  renderFragment,
  type ExposeModule,
} from '@storefront/shared/testing/server-render';
import * as ListingPage from '../exposes/listing-page';
import * as ProductBrowser from '../exposes/product-browser';
import * as ProductCarousel from '../exposes/product-carousel';
import * as ProductPage from '../exposes/product-page';
import * as ProductStrip from '../exposes/product-strip';
import { MAX_PAGES } from '../features/listing/listing-data';
import { product } from './fixtures';

const EXPOSES: Record<string, ExposeModule> = {
  ListingPage,
  ProductBrowser,
  ProductCarousel,
  ProductPage,
  ProductStrip,
};

/** The page's text, as a reader sees it: no tags, no React text separators. */
const textOf = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ');

let fake: FakeApi;
beforeEach(() => {
  fake = createFakeApi();
});
afterEach(() => fake.restore());

async function render(expose: string, props: Record<string, unknown>, url = '/home') {
  const { context, loaded } = fakeApiRenderContext(url);
  const rendered = await renderFragment(EXPOSES, expose, props, context);
  return { ...rendered, text: textOf(rendered.html), loaded };
}

describe('server rendering of mf-catalog', () => {
  it('renders the listing with its products, count and prices, the query included', async () => {
    expect(typeof window).toBe('undefined');
    const men = await render('ListingPage', { gender: 'men' }, '/men/products');
    expect(men.loaded).toEqual([{ path: '/api/products/page', params: { gender: 'men', category: 'tops' } }]);
    expect(men.text).toContain('MEN');
    expect(men.text).toContain('(2 products)');
    expect(men.text).toContain('Power Tee');
    expect(men.text).toContain('$25.00');
    expect(men.text).toContain('Flex Hoodie');
    expect(men.text).toMatch(/\$49\.99\s*\$34\.99/);
    expect(men.html).toContain('data-slice="mf-catalog" data-version="1.0.0-test"');
    expect(men.css).toContain('<style');

    // The address's filters are the server's too: a colour is applied to the list it renders.
    const blue = await render('ListingPage', { gender: 'men' }, '/men/products?color=blue');
    expect(blue.text).toMatch(/BLUE TOPS\s+\(1 product\)/);
    expect(blue.text).toContain('Flex Hoodie');
    expect(blue.text).not.toContain('Power Tee');
    // Facet counts, and a colour no top comes in left out.
    expect(blue.text).toMatch(/blue \(1\)/);
    expect(blue.text).not.toMatch(/green \(0\)/);
  });

  it('renders filters as links to the addresses they choose, and hides the controls that need the script', async () => {
    const tagOf = (html: string, href: string) =>
      new RegExp(`<a[^>]*href="${href.replace(/[?+]/g, '\\$&')}"[^>]*>`).exec(html)?.[0] ?? '';
    const men = await render('ListingPage', { gender: 'men' }, '/men/products?size=small&page=2');
    // A colour adds itself to the address (page dropped); it reads as the button it is once the script runs.
    const blue = tagOf(men.html, '/men/products?size=small&amp;color=blue');
    expect(blue).toMatch(/role="button"/);
    expect(blue).toMatch(/aria-pressed="false"/);
    expect(tagOf(men.html, '/men/products?size=small&amp;price=low+to+high')).toMatch(/role="radio"/);
    // The chosen size: a link that takes it out, as its chip does, and Clear All.
    expect(men.html).toMatch(/<a[^>]*aria-pressed="true" href="\/men\/products"[^>]*>small/);
    expect(men.html).toMatch(/<a[^>]*aria-label="Remove filter small" href="\/men\/products" role="button"/);
    expect(men.html).toMatch(/<a[^>]*href="\/men\/products"[^>]*>Clear All<\/a>/);
    // Folding a group, the panel and the overlay buttons, the columns: the script's.
    // A group's title cannot fold it yet; its chevron is hidden but keeps its place (no shift).
    expect(men.html).toMatch(
      /<button[^>]*aria-expanded="true"[^>]*disabled=""[^>]*>COLOR<svg[^>]*style="[^"]*visibility:hidden"/,
    );
    // The one way (shared script-only.ts): script-only, which the page's <noscript> style hides;
    // with scripts they are drawn from the first byte (a tap before hydration is held for them).
    for (const control of [
      /<button[^>]*aria-controls="listing-filter-panel"[^>]*>/,
      /<button[^>]*aria-haspopup="dialog"[^>]*>/,
      /<div[^>]*aria-label="Columns"[^>]*>/,
    ]) {
      const tag = control.exec(men.html)?.[0] ?? '';
      expect(tag).toContain('data-script-only=""');
      expect(tag).not.toContain('visibility');
    }
  });

  it('renders page N alone for ?page=N, with LOAD PREVIOUS and LOAD MORE linking to its neighbours', async () => {
    fake.restore();
    fake = createFakeApi({
      products: Array.from({ length: 130 }, (_, i) => product({ productId: i + 1, name: `Tee ${i + 1}` })),
    });
    const cards = (html: string) => html.match(/data-testid="product-card"/g)?.length ?? 0;
    const first = await render('ListingPage', { gender: 'men' }, '/men/products?color=black');
    expect(cards(first.html)).toBe(24);
    expect(first.text).toContain('(130 products)');
    expect(first.html).toMatch(/href="\/men\/products\?color=black&amp;page=2"[^>]*>LOAD MORE/);
    expect(first.text).not.toContain('LOAD PREVIOUS');
    const second = await render('ListingPage', { gender: 'men' }, '/men/products?color=black&page=2');
    // Its own 24 cards, Tee 25 to Tee 48: the HTML is one page whatever the page.
    expect(cards(second.html)).toBe(24);
    expect(second.text).toContain('Tee 25');
    expect(second.text).not.toMatch(/Tee 24\b/);
    expect(second.html).toMatch(/href="\/men\/products\?color=black"[^>]*>LOAD PREVIOUS/);
    expect(second.html).toMatch(/href="\/men\/products\?color=black&amp;page=3"[^>]*>LOAD MORE/);
    expect(second.text).toContain('Showing 25–48 of 130 products');
    // Page 5 steps over the 96 before it 48 at a time, then asks its own.
    const fifth = await render('ListingPage', { gender: 'men' }, '/men/products?page=5');
    expect(fifth.loaded.map((call) => [call.params?.limit ?? null, !!call.params?.cursor])).toEqual([
      ['48', false],
      ['48', true],
      [null, true],
    ]);
    expect(cards(fifth.html)).toBe(24);
    expect(fifth.text).toContain('Tee 97');
    expect(fifth.html).toMatch(/href="\/men\/products\?page=4"[^>]*>LOAD PREVIOUS/);
    const last = await render('ListingPage', { gender: 'men' }, '/men/products?page=6');
    expect(cards(last.html)).toBe(10);
    expect(last.text).not.toContain('LOAD MORE');
    // A page past the cap reads as the cap: a server render stays bounded.
    const far = await render('ListingPage', { gender: 'men' }, '/men/products?page=999');
    expect(far.loaded.length).toBeLessThanOrEqual(5);
    // Past the end (page MAX_PAGES of 6): nothing to show, and LOAD PREVIOUS goes to the last page.
    expect(cards(far.html)).toBe(0);
    expect(far.html).toMatch(/href="\/men\/products\?page=6"[^>]*>LOAD PREVIOUS/);
    expect(far.text).toContain('130 products before these');
  });

  it('reaches every page up to MAX_PAGES by links, and the last one links to no page after it', async () => {
    fake.restore();
    const length = MAX_PAGES * 24 + 30;
    fake = createFakeApi({
      products: Array.from({ length }, (_, i) => product({ productId: i + 1, name: `Tee ${i + 1}` })),
    });
    const cards = (html: string) => html.match(/data-testid="product-card"/g)?.length ?? 0;
    // Page 11 (once read as page 10) is its own page, linked to page 12.
    const eleventh = await render('ListingPage', { gender: 'men' }, '/men/products?page=11');
    expect(cards(eleventh.html)).toBe(24);
    expect(eleventh.text).toContain('Tee 241');
    expect(eleventh.text).toContain('Showing 241–264 of');
    expect(eleventh.html).toMatch(/href="\/men\/products\?page=12"[^>]*>LOAD MORE/);
    // The page before the last links to the last.
    const before = await render('ListingPage', { gender: 'men' }, `/men/products?page=${MAX_PAGES - 1}`);
    expect(before.html).toMatch(new RegExp(`href="/men/products\\?page=${MAX_PAGES}"[^>]*>LOAD MORE`));
    // Whatever page a client names, a render steps over at most MAX_PAGES - 1 pages, 48 products a
    // call: page 999 reads as the last, MAX_PAGES / 2 + 1 calls.
    const last = await render('ListingPage', { gender: 'men' }, '/men/products?page=999');
    expect(last.loaded).toHaveLength(Math.ceil((MAX_PAGES - 1) / 2) + 1);
    expect(cards(last.html)).toBe(24);
    const firstShown = (MAX_PAGES - 1) * 24 + 1;
    expect(last.text).toContain(`Tee ${firstShown}`);
    expect(last.text).toContain(`Showing ${firstShown}–${firstShown + 23} of ${length} products`);
    // More products follow, but no link to a next page (it would render this page again): the
    // script's LOAD MORE appends them, a script-only button (without JavaScript hidden, so
    // nothing drawn does nothing; before hydration a tap is held for it).
    expect(last.html).not.toMatch(/rel="next"/);
    expect(/<button[^>]*>LOAD MORE<\/button>/.exec(last.html)?.[0]).toContain('data-script-only');
    expect(last.html).toMatch(new RegExp(`href="/men/products\\?page=${MAX_PAGES - 1}"[^>]*>LOAD PREVIOUS`));
  });

  it('renders the product browser over a listing source', async () => {
    const { text } = await render(
      'ProductBrowser',
      { source: { kind: 'listing', gender: 'women', filter: 'bottoms' }, groups: ['category', 'price'] },
      '/women/products/filter/bottoms',
    );
    expect(text).toContain('Studio Leggings');
    expect(text).toMatch(/\$10\.01\s*\$6\.67/);
  });

  it('renders the product page with its gallery, sizes and suggestions', async () => {
    const { text, html, loaded } = await render(
      'ProductPage',
      { gender: 'men', productId: '1' },
      '/men/products/1',
    );
    // The product first, then the suggestions it decides and its reviews: one load, then one render.
    expect(loaded.map((request) => request.path)).toEqual([
      '/api/products/1',
      '/api/products/',
      '/api/products/1/reviews',
    ]);
    expect(text).toContain('Power Tee');
    expect(text).toContain('$25.00');
    expect(text).toContain('PLEASE SELECT');
    expect(text).toContain('1 / 3');
    expect(html.match(/data-testid="product-card"/g)).toHaveLength(1);
    expect(text).toContain('YOU MIGHT ALSO LIKE');
    expect(text).toContain('Flex Hoodie');
    expect(html).not.toContain('aria-busy="true"');
  });

  it('renders the not-found page for an id that is none', async () => {
    const { text, loaded } = await render('ProductPage', { gender: 'men', productId: 'abc' });
    expect(loaded).toEqual([]);
    expect(text).toContain('PAGE NOT FOUND');
  });

  it.each([
    ['new', { gender: 'men' }, ['Power Tee'], '$25.00'],
    ['sale', { gender: 'women' }, ['Studio Leggings'], '$6.67'],
    ['dsgn', {}, ['Studio Leggings'], '$6.67'],
  ])('renders the %s carousel with its products', async (source, extra, names, price) => {
    const { text, html } = await render('ProductCarousel', { source, title: 'A CAROUSEL', ...extra });
    for (const name of names) expect(text).toContain(name);
    expect(text).toContain(price);
    expect(html).not.toContain('data-testid="skeleton-card"');
  });

  it('renders the product strip it is given', async () => {
    const { text, loaded } = await render('ProductStrip', {
      products: [product({ productId: 7, name: 'Given Tee', price: 12 })],
      loading: false,
    });
    expect(loaded).toEqual([]);
    expect(text).toContain('Given Tee');
    expect(text).toContain('$12.00');
  });

  it('rejects the load when the API does not answer (the gateway leaves the slot to the browser)', async () => {
    fake.failNext('GET', 500, undefined, '/api/products/new');
    await expect(render('ProductCarousel', { source: 'new', title: 'NEW', gender: 'men' })).rejects.toThrow();
  });

  it('renders the loading state without data, as a later mount in the browser starts', async () => {
    const { html } = await render('ProductStrip', { products: [], loading: true });
    expect(html.match(/data-testid="skeleton-card"/g)?.length).toBeGreaterThan(0);
  });

  it('renders the not-found page for a product the API does not have, from the same one load', async () => {
    const { text, data, loaded } = await render('ProductPage', { gender: 'men', productId: '999' });
    expect(loaded.map((request) => request.path)).toEqual(['/api/products/999']);
    expect(data).toEqual({ product: null });
    expect(text).toContain('PAGE NOT FOUND');
  });
});
