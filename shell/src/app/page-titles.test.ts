import { pageTitle } from '@storefront/shared';
import { NOT_FOUND_TITLE, titleForPath } from './page-titles';

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
