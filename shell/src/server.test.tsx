/**
 * @jest-environment node
 */
import { STORE_PAGES } from '@storefront/shared';
import { render } from './server';
import { FOOTER_ID } from './features/footer/components/footer';

describe('the frame rendered on the server', () => {
  it('renders the frame and home page with their styles and carousel slots', async () => {
    const page = await render('/home');
    expect(page.status).toBe(200);
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
    expect(page.title).toBe('DSGN Fitness | Gym Clothing & Sportswear');
  });

  it.each([
    ['/cart', 'YOUR CART | DSGN Fitness', 'mf-cart/CartPage'],
    ['/login', 'LOG IN | DSGN Fitness', 'mf-account/LoginPage'],
    ['/men/products', 'MEN | DSGN Fitness', 'mf-catalog/ListingPage'],
    ['/women/products/15', undefined, 'mf-catalog/ProductPage'],
  ])('gives %s its title and its page fragment', async (path, title, fragment) => {
    const page = await render(path);
    if (title) expect(page.title).toBe(title);
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
      expect([url, page.status]).toEqual([url, 200]);
      expect([url, page.html.includes('Unexpected Application Error!')]).toEqual([url, false]);
    }
  });

  it('hands the page fragment its route props', async () => {
    const page = await render('/women/products/15');
    expect(page.slots.find((slot) => slot.expose === 'ProductPage')?.props).toEqual({
      gender: 'women',
      productId: '15',
    });
  });

  it('answers 404 for an unknown page, inside the frame', async () => {
    const missing = await render('/this-page-does-not-exist');
    expect(missing.status).toBe(404);
    expect(missing.title).toBe('PAGE NOT FOUND | DSGN Fitness');
  });

  it('answers 404 for a gender that is not one, with the error page inside the frame', async () => {
    const missing = await render('/kids/products');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<h1>PAGE NOT FOUND</h1>');
    expect(missing.html).not.toContain('Unexpected Application Error!');
    expect(missing.html).toContain('data-testid="site-header"');
  });

  it('redirects / to /home without rendering', async () => {
    expect(await render('/')).toMatchObject({ status: 301, redirect: '/home', html: '' });
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
