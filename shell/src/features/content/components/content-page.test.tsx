/**
 * @jest-environment node
 */
import {
  CONTENT_PAGES,
  DELIVERY_OPTIONS,
  STORE_PAGES,
  formatMoney,
  matchStoreRoute,
  pageTitle,
  titleForPath,
} from '@storefront/shared';

import { render } from '../../../server';

/** What the gateway heads the page with: the route table's status and title (gateway/src/page-route.ts, head.ts). */
const routeOf = (path: string) => ({
  page: matchStoreRoute(path).kind === 'page',
  title: pageTitle(titleForPath(path)),
});

describe('content pages rendered on the server', () => {
  it('puts the returns policy in the HTML: 30 days, final sale excluded', async () => {
    const page = await render('/returns-policy');
    expect(routeOf('/returns-policy')).toEqual({ page: true, title: 'RETURNS POLICY | DSGN Fitness' });
    expect(page.html).toContain('<h1>RETURNS POLICY</h1>');
    expect(page.html).toMatch(/within <strong>30 days<\/strong> of delivery/);
    expect(page.html).toMatch(/<strong>final sale<\/strong> cannot be returned/);
    // A link of the Markdown is a real link to the store's page.
    expect(page.html).toContain('href="/returns"');
  });

  it.each(CONTENT_PAGES.map((name) => [STORE_PAGES[name].path, STORE_PAGES[name].title]))(
    '%s is its own page with its h1 and title',
    async (path, title) => {
      const page = await render(path);
      expect(routeOf(path)).toEqual({ page: true, title: `${title} | DSGN Fitness` });
      expect(page.html).toMatch(/<h1>[^<]+<\/h1>/);
      expect(page.html).not.toContain('Unexpected Application Error!');
    },
  );

  it("states checkout's delivery fees and days on the delivery page (the one rule, shared checkout.ts)", async () => {
    const page = await render('/delivery');
    const dollars = (cents: number) => formatMoney(cents / 100);
    const { standard, express } = DELIVERY_OPTIONS;
    expect(page.html).toContain(`Free on orders over $75; ${dollars(standard.feeCents)} below that`);
    expect(page.html).toContain(
      `${dollars(express.feeCents)} instead of ${dollars(express.regularFeeCents)}`,
    );
    expect(page.html).toContain('Free on orders over $150');
    expect(page.html).toContain(`Arrives in ${standard.days.replace('-', ' to ')}`);
    expect(page.html).toContain(`Arrives in ${express.days.replace('-', ' to ')}`);
  });

  it('draws every table of the factory list as a table with its header cells', async () => {
    const page = await render('/factory-list');
    expect(page.html).toContain('<th scope="col">Factory</th>');
    expect(page.html).toContain('<td>Portugal</td>');
  });
});

describe('links of the content pages', () => {
  it('go only to pages of the route table', async () => {
    const { parseMarkdown } = await import('../lib/markdown');
    const { loadContent } = await import('../lib/content-store');
    const { matchStoreRoute } = await import('@storefront/shared');
    for (const name of CONTENT_PAGES) {
      const hrefs = JSON.stringify(parseMarkdown(await loadContent(name))).match(/"href":"\/[^"]*"/g) ?? [];
      for (const href of hrefs.map((h) => h.slice(8, -1)))
        expect([name, href, matchStoreRoute(href).kind]).not.toEqual([name, href, 'not-found']);
    }
  });
});
