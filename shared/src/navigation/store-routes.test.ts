import { pageTitle } from './page-title';
import {
  FIXED_PAGES,
  NOT_FOUND_TITLE,
  PRIVATE_PAGES,
  ROOT_REDIRECT,
  STORE_PAGES,
  canonicalPath,
  matchStoreRoute,
  productPath,
  pageHeadOf,
  titleForPath,
} from './store-routes';

describe('titleForPath', () => {
  it.each([
    ['/home', undefined],
    ['/login', 'LOG IN'],
    ['/reset-password', 'RESET PASSWORD'],
    ['/signup', 'SIGN UP'],
    ['/cart', 'YOUR CART'],
    ['/checkout', 'CHECKOUT'],
    ['/checkout/confirmation/7', 'ORDER CONFIRMATION'],
    ['/account', 'YOUR ACCOUNT'],
    ['/wishlist/', 'YOUR WISHLIST'],
    ['/men/products', 'MEN'],
    ['/women/Products', 'WOMEN'],
    ['/men/products/filter/hoodies', 'MEN HOODIES'],
    ['/women/products/filter/DSGN', 'WOMEN DSGN'],
    ['/men/products/filter/leggings', NOT_FOUND_TITLE],
    ['/men/products/12', 'MEN'],
    ['/men/products/not-a-number', NOT_FOUND_TITLE],
    ['/', undefined],
    ['/shoes/products', NOT_FOUND_TITLE],
    ['/no/such/page', NOT_FOUND_TITLE],
  ])('%s is titled %s', (path, title) => {
    expect(titleForPath(path)).toBe(title);
  });

  it('puts the store name after the page, and uses the store title on the home page', () => {
    expect(pageTitle('YOUR CART')).toBe('YOUR CART | DSGN Fitness');
    expect(pageTitle(undefined)).toBe('DSGN Fitness | Gym Clothing & Sportswear');
  });
});

describe('matchStoreRoute', () => {
  it.each([
    ['/', { kind: 'root' }],
    ['/Home/', { kind: 'page', path: '/home' }],
    ['/checkout/confirmation/42', { kind: 'confirmation', orderId: '42' }],
    ['/women/products', { kind: 'listing', gender: 'women' }],
    ['/women/products/filter/DSGN', { kind: 'listing', gender: 'women', filter: 'DSGN' }],
    ['/men/products/15', { kind: 'product', gender: 'men', productId: 15 }],
    ['/men/products/0', { kind: 'not-found' }],
    ['/men/products/015', { kind: 'not-found' }],
    ['/men/products/99999999999', { kind: 'not-found' }],
    ['/men/products/filter/dsgn', { kind: 'not-found' }],
    ['/men/products/filter/hoodies/more', { kind: 'not-found' }],
    ['/men/products/12/reviews', { kind: 'not-found' }],
    ['/kids/products', { kind: 'not-found' }],
    ['/nowhere', { kind: 'not-found' }],
  ])('%s is %j', (path, route) => {
    expect(matchStoreRoute(path)).toEqual(route);
  });
});

describe('the route table', () => {
  it('lists the fixed pages in its order, with the page part of their titles', () => {
    expect(Object.entries(FIXED_PAGES)).toEqual([
      ['/home', undefined],
      ['/login', 'LOG IN'],
      ['/signup', 'SIGN UP'],
      ['/cart', 'YOUR CART'],
      ['/account', 'YOUR ACCOUNT'],
      ['/account/settings', 'ACCOUNT SETTINGS'],
      ['/account/returns/new', 'MAKE A RETURN'],
      ['/wishlist', 'YOUR WISHLIST'],
      ['/forgot-password', 'FORGOT PASSWORD'],
      ['/reset-password', 'RESET PASSWORD'],
      ['/verify-email', 'CONFIRM YOUR E-MAIL'],
      ['/checkout', 'CHECKOUT'],
      ['/search', 'SEARCH'],
      ['/help', 'HELP & FAQ'],
      ['/delivery', 'DELIVERY INFORMATION'],
      ['/returns-policy', 'RETURNS POLICY'],
      ['/about-us', 'ABOUT US'],
      ['/careers', 'CAREERS'],
      ['/student-discount', 'STUDENT DISCOUNT'],
      ['/veteran-discount', 'VETERAN DISCOUNT'],
      ['/factory-list', 'FACTORY LIST'],
      ['/sustainability', 'SUSTAINABILITY'],
      ['/terms', 'TERMS & CONDITIONS'],
      ['/privacy', 'PRIVACY NOTICE'],
      ['/cookie-policy', 'COOKIE POLICY'],
      ['/accessibility', 'ACCESSIBILITY STATEMENT'],
      ['/blog', 'BLOG'],
      ['/app', 'TRAINING APP'],
      ['/email-sign-up', 'EMAIL SIGN UP'],
      ['/returns', 'MAKE A RETURN'],
      ['/menu', 'MENU'],
    ]);
  });

  it('is what matchStoreRoute knows: every pattern, its parameters filled in, is a page', () => {
    const sample: Record<string, string> = {
      gender: 'women',
      filter: 'DSGN',
      productId: '15',
      orderId: '42',
    };
    for (const { path } of Object.values(STORE_PAGES)) {
      const url = path.replace(/:(\w+)/g, (_, name: string) => sample[name]);
      expect([url, matchStoreRoute(url).kind]).not.toEqual([url, 'not-found']);
      expect([url, matchStoreRoute(url).kind]).not.toEqual([url, 'root']);
    }
  });

  it('sends / to the home page', () => {
    expect(ROOT_REDIRECT).toBe('/home');
    expect(matchStoreRoute(ROOT_REDIRECT)).toEqual({ kind: 'page', path: '/home' });
  });
});

describe("the route table's head (the gateway writes it without knowing any page)", () => {
  it('lists the private fixed pages, which robots.txt, the sitemap and noindex follow', () => {
    expect(PRIVATE_PAGES).toEqual([
      '/login',
      '/signup',
      '/cart',
      '/account',
      '/account/settings',
      '/account/returns/new',
      '/wishlist',
      '/forgot-password',
      '/reset-password',
      '/verify-email',
      '/checkout',
      '/search',
    ]);
  });

  it("says each page's description and privacy, a product's by its gender", () => {
    expect(pageHeadOf('/home')).toEqual({
      description: expect.stringMatching(/^DSGN Fitness: gym clothing/),
    });
    expect(pageHeadOf('/Cart/')).toEqual({ description: 'Your DSGN Fitness cart.', noindex: true });
    expect(pageHeadOf('/account/settings')).toEqual({ noindex: true });
    expect(pageHeadOf('/checkout/confirmation/42')).toEqual({
      description: 'Your DSGN Fitness order confirmation.',
      noindex: true,
    });
    expect(pageHeadOf('/men/products/15')).toEqual({ description: "men's gym clothing at DSGN Fitness." });
    // A listing's description is the catalog fragment's; a content page and a non-page say nothing.
    expect(pageHeadOf('/women/products')).toEqual({});
    expect(pageHeadOf('/help')).toEqual({});
    expect(pageHeadOf('/no/such/page')).toEqual({});
  });
});

describe("a page's address", () => {
  it('is one way to a product page, which the route table reads back', () => {
    expect(productPath('women', 42)).toBe('/women/products/42');
    expect(matchStoreRoute(productPath('men', 7))).toEqual({ kind: 'product', gender: 'men', productId: 7 });
  });

  it('is canonical in lower case, without a trailing slash, a preset in its own case; none for no page', () => {
    expect(canonicalPath('/Cart/')).toBe('/cart');
    expect(canonicalPath('/men/PRODUCTS/')).toBe('/men/products');
    expect(canonicalPath('/women/Products/Filter/DSGN/')).toBe('/women/products/filter/DSGN');
    expect(canonicalPath('/MEN/products/15')).toBeNull();
    expect(canonicalPath('/men/products/15')).toBe('/men/products/15');
    expect(canonicalPath('/checkout/confirmation/SF-1')).toBeNull();
  });
});
