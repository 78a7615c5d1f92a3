/**
 * @jest-environment node
 */
import { PRERENDER_ROUTES, fillTemplate, renderPage } from './prerender';

const fileFor = (pathname: string) =>
  PRERENDER_ROUTES.find((route) => new RegExp(route.pattern).test(pathname))?.name ?? 'index';

describe('build-time rendering', () => {
  it('maps every route of the table to its prerendered page', () => {
    expect(fileFor('/home')).toBe('home');
    expect(fileFor('/Home')).toBe('home');
    expect(fileFor('/login')).toBe('login');
    expect(fileFor('/verify-email')).toBe('verify-email');
    expect(fileFor('/signup')).toBe('signup');
    expect(fileFor('/cart')).toBe('cart');
    expect(fileFor('/checkout')).toBe('checkout');
    expect(fileFor('/checkout/confirmation/12')).toBe('checkout-confirmation');
    expect(fileFor('/account')).toBe('account');
    expect(fileFor('/wishlist')).toBe('wishlist');
    expect(fileFor('/men/products')).toBe('men-products');
    expect(fileFor('/men/products/filter/hoodies')).toBe('men-products');
    expect(fileFor('/women/products/filter/DSGN')).toBe('women-products');
    expect(fileFor('/women/products/42')).toBe('women-product');
    expect(fileFor('/men/products/7')).toBe('men-product');
    expect(fileFor('/no/such/page')).toBe('not-found');
  });

  it('leaves the redirect and failing routes to index.html', () => {
    expect(fileFor('/')).toBe('index');
    expect(fileFor('/kids/products')).toBe('index');
    expect(fileFor('/men/products/filter')).toBe('index');
  });

  it('renders the frame and home page with their styles', async () => {
    const page = await renderPage('/home');
    expect(page.html).toContain('NEW THIS MONTH');
    expect(page.html).toContain('FREE STANDARD SHIPPING ON ORDERS OVER $75');
    expect(page.html).toContain('data-slot="mf-catalog/ProductCarousel"');
    expect(page.html).toContain('Sign In');
    expect(page.styleTags).toMatch(/^<style data-styled="true"/);
    const html = fillTemplate(
      '<html><head><title>x</title></head><body><div id="root"></div></body></html>',
      page,
    );
    expect(html).toContain(`${page.styleTags}</head>`);
    expect(html).toContain(`<div id="root">${page.html}</div>`);
    expect(html).toContain('<title>DSGN Fitness | Gym Clothing &amp; Sportswear</title>');
  });

  it.each([
    ['/cart', 'YOUR CART | DSGN Fitness'],
    ['/login', 'LOG IN | DSGN Fitness'],
    ['/men/products', 'MEN | DSGN Fitness'],
    ['/this-page-does-not-exist', 'PAGE NOT FOUND | DSGN Fitness'],
  ])('gives %s its own title in the HTML', async (path, title) => {
    const html = fillTemplate(
      '<html><head><title>x</title></head><body><div id="root"></div></body></html>',
      await renderPage(path),
    );
    expect(html).toContain(`<title>${title}</title>`);
  });

  it('renders the minimal header on /login', async () => {
    const page = await renderPage('/login');
    expect(page.html).toContain('data-testid="minimal-header"');
    expect(page.html).not.toContain('data-testid="site-header"');
  });
});
