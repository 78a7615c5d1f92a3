/**
 * @jest-environment node
 */
import { STORE_PAGES } from '@storefront/shared';
import { render } from './server';
import { FOOTER_ID } from './features/footer/components/footer';

describe('the frame rendered on the server', () => {
  it('renders the frame and home page with their styles and carousel slots', async () => {
    const page = await render('/home');
    expect(page.html).toContain('NEW THIS MONTH');
    expect(page.html).toContain('FREE STANDARD SHIPPING ON ORDERS OVER $75');
    expect(page.html).toContain('Sign In');
    expect(page.css).toMatch(/^<style data-styled="true"/);
    const carousels = page.slots.filter((slot) => slot.expose === 'ProductCarousel');
    // Three catalogue carousels and RECENTLY VIEWED, which is the device's and renders in the browser.
    expect(carousels.map((slot) => (slot.props as { source: string }).source)).toEqual([
      'new',
      'sale',
      'dsgn',
      'recent',
    ]);
    for (const slot of carousels) expect(page.html).toContain(`<!--sf-slot:${slot.key}-->`);
    // Only the first carousel is in a phone's first view: its images load at once.
    expect(carousels.map((slot) => (slot.props as { priority?: boolean }).priority)).toEqual([
      true,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it.each([
    ['/cart', 'mf-cart/CartPage'],
    ['/login', 'mf-account/LoginPage'],
    ['/men/products', 'mf-catalog/ListingPage'],
    ['/women/products/15', 'mf-catalog/ProductPage'],
  ])('gives %s its page fragment', async (path, fragment) => {
    const page = await render(path);
    expect(page.slots.map((slot) => `${slot.slice}/${slot.expose}`)).toContain(fragment);
  });

  it('routes every page of the shared route table to its page, never the error page', async () => {
    const sample: Record<string, string> = {
      gender: 'women',
      filter: 'DSGN',
      productId: '15',
      orderId: '42',
    };
    for (const { path } of Object.values(STORE_PAGES)) {
      const url = path.replace(/:(\w+)/g, (_, name: string) => sample[name]);
      const page = await render(url);
      expect([url, page.html.includes('Unexpected Application Error!')]).toEqual([url, false]);
      expect([url, page.html.includes('<h1>PAGE NOT FOUND</h1>')]).toEqual([url, false]);
    }
  });

  it('hands the page fragment its route props', async () => {
    const page = await render('/women/products/15');
    expect(page.slots.find((slot) => slot.expose === 'ProductPage')?.props).toEqual({
      gender: 'women',
      productId: '15',
    });
  });

  // Their 404 status is the route table's, which the gateway answers (gateway/src/head.ts).
  it('renders the not-found page inside the frame for an unknown page', async () => {
    const missing = await render('/this-page-does-not-exist');
    expect(missing.html).toContain('<h1>PAGE NOT FOUND</h1>');
    expect(missing.html).toContain('data-testid="site-header"');
  });

  it('renders the not-found page for a gender that is not one, inside the frame', async () => {
    const missing = await render('/kids/products');
    expect(missing.html).toContain('<h1>PAGE NOT FOUND</h1>');
    expect(missing.html).not.toContain('Unexpected Application Error!');
    expect(missing.html).toContain('data-testid="site-header"');
  });

  it('renders the minimal header on /login', async () => {
    const page = await render('/login');
    expect(page.html).toContain('data-testid="minimal-header"');
    expect(page.html).not.toContain('data-testid="site-header"');
  });

  // src/index.html holds the first paint until this element is parsed (e2e's server-rendering.spec
  // checks the served page's head).
  it('ends every page with the element the page template holds its first paint for', async () => {
    for (const path of ['/home', '/men/products', '/login', '/nowhere']) {
      const { html } = await render(path);
      expect(html).toContain(`id="${FOOTER_ID}"`);
      // Nothing of the page comes after it but the overlays' empty slots.
      expect(html.slice(html.lastIndexOf(`id="${FOOTER_ID}"`))).not.toMatch(/<main|<header/);
    }
  });
});
