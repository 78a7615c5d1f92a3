import { pageTitle } from './page-title';
import { NOT_FOUND_TITLE, matchStoreRoute, titleForPath } from './store-routes';

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
