/**
 * @jest-environment node
 */
// The search results page as the gateway renders it (no window, no script): the heading with the
// total, a plain GET form to /search, the results' slot, and the head; no term and no results show
// the trending searches as links. Answers come from the one fake API.
import { fragmentServer } from '@storefront/shared/server';
import { createFakeApi, type FakeApi } from '@storefront/shared/testing';
import {
  fakeApiRenderContext,
  renderFragment,
  type ExposeModule,
} from '@storefront/shared/testing/server-render';
import * as Search from '../../../exposes/search';
import * as SearchPage from '../../../exposes/search-page';

const EXPOSES: Record<string, ExposeModule> = { Search, SearchPage };

const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

let fake: FakeApi;
beforeEach(() => {
  fake = createFakeApi();
});
afterEach(() => fake.restore());

async function render(q: string) {
  const url = `/search?q=${encodeURIComponent(q)}`;
  const { context, loaded } = fakeApiRenderContext(url);
  const rendered = await renderFragment(EXPOSES, 'SearchPage', { q }, context);
  const head = fragmentServer(EXPOSES as never).SearchPage.head(rendered.data, { q }, { origin: 'http://x' });
  return { ...rendered, head, loaded, text: textOf(rendered.html) };
}

const TRENDING_LINKS = ['shorts', 'leggings', 'sports%20bra', 'hoodie'].map((q) => `href="/search?q=${q}"`);

describe('the search results page on the server', () => {
  it('renders a form that works without scripts and the results slot (the browser heads the results)', async () => {
    const { html, text, head, loaded } = await render('  Hoodie ');
    expect(loaded).toEqual([{ path: '/api/products/page', params: { q: 'Hoodie' } }]);
    expect(html).not.toContain('<h1');
    expect(text).not.toContain('SEARCH RESULTS FOR');
    expect(html).toMatch(/<form[^>]*action="\/search"[^>]*method="get"/);
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="Hoodie"/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>SEARCH<\/button>/);
    // The catalog's browser fills this slot (the gateway renders it from its own load).
    expect(html).toContain('ProductBrowser');
    expect(head).toEqual({ title: 'SEARCH: HOODIE | DSGN Fitness', noindex: true });
  });

  it('says so when nothing matches, and offers the trending searches as links', async () => {
    const { html, text } = await render('zzz');
    expect(text).toContain('SEARCH RESULTS FOR "ZZZ"');
    expect(text).toContain('0 products');
    expect(text).toContain('No products match “zzz”. Check the spelling, or try one of these searches.');
    for (const link of TRENDING_LINKS) expect(html).toContain(link);
    expect(html).not.toContain('ProductBrowser');
  });

  it('without a term shows the form and the trending searches, and asks the API nothing', async () => {
    const { html, text, head, loaded } = await render('');
    expect(loaded).toEqual([]);
    expect(text).toContain('SEARCH');
    expect(html).toMatch(/<form[^>]*action="\/search"/);
    for (const link of TRENDING_LINKS) expect(html).toContain(link);
    expect(head).toEqual({ title: 'SEARCH | DSGN Fitness', noindex: true });
  });

  it("draws the header's search icon as a link to this page, for before the script runs", async () => {
    const { context } = fakeApiRenderContext('/home');
    const { html } = await renderFragment(EXPOSES, 'Search', {}, context);
    expect(html).toMatch(/<a[^>]*href="\/search"[^>]*aria-label="Search"/);
    expect(html).not.toContain('<button');
  });
});
