/**
 * @jest-environment node
 */
// The navigation page (/menu) as the server sends it: every section of the slide-in navigation as
// links, with no script needed (docs/frame.md#navigation-page).
import { matchStoreRoute, pageTitle, titleForPath } from '@storefront/shared';
import { render } from '../../../server';

const links = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(
    ([, href, label]) => `${label} ${href}`,
  );

describe('the navigation page', () => {
  it('is a page of its own, in the frame, titled MENU', async () => {
    const page = await render('/menu');
    // Its status and title are the route table's, which the gateway answers (gateway/src/page-route.ts, head.ts).
    expect(matchStoreRoute('/menu').kind).toBe('page');
    expect(pageTitle(titleForPath('/menu'))).toBe('MENU | DSGN Fitness');
    expect(page.html).toContain('data-testid="site-header"');
    expect(page.html).toMatch(/<h1[^>]*>MENU<\/h1>/);
  });

  it("is where the header's menu button leads, a plain link until the script makes it open a dialog", async () => {
    const { html } = await render('/home');
    const button = /<a [^>]*aria-label="Open navigation"[^>]*>/.exec(html)?.[0] ?? '';
    expect(button).toContain('href="/menu"');
    expect(button).not.toContain('aria-haspopup');
    expect(button).not.toContain('aria-expanded');
  });

  it("has the slide-in navigation's sections as links, server-rendered", async () => {
    const { html } = await render('/menu');
    const main = html.slice(html.indexOf('>MENU</h1>'));
    for (const heading of ['MEN', 'WOMEN', 'ACCESSORIES', 'HELP'])
      expect(main).toMatch(new RegExp(`<h2[^>]*>${heading}</h2>`));
    for (const heading of ['TRENDING', 'TOPS', 'BOTTOMS', 'EQUIPMENT', 'UNDERWEAR', 'BAGS'])
      expect(main).toMatch(new RegExp(`<h3[^>]*>${heading}</h3>`));
    const found = links(main);
    for (const link of [
      'SHOP ALL MEN /men/products',
      'NEW RELEASES /men/products/filter/new',
      'ON SALE THIS MONTH /women/products/filter/sale',
      'Hoodies /men/products/filter/hoodies',
      'Leggings /women/products/filter/leggings',
      'Pants /men/products/filter/pants',
      'OUR APP /app',
      'Help /help',
      'Accessibility Statement /accessibility',
    ])
      expect(found).toContain(link);
    // The accessories' entries have no destination (docs/frame.md#navigation): words, not links.
    expect(main).toContain('Duffle Bags');
    expect(found.some((link) => link.startsWith('Duffle Bags'))).toBe(false);
  });
});
