// The title of each route of the route table (the product page refines its own with the
// product's name). Used in the browser on every navigation and at build time for the HTML.
import { isGender, presetFor } from '@storefront/shared';

const PAGES: Record<string, string | undefined> = {
  '/home': undefined,
  '/login': 'LOG IN',
  '/signup': 'SIGN UP',
  '/cart': 'YOUR CART',
  '/account': 'YOUR ACCOUNT',
  '/wishlist': 'YOUR WISHLIST',
  '/forgot-password': 'FORGOT PASSWORD',
  '/reset-password': 'RESET PASSWORD',
  '/verify-email': 'CONFIRM YOUR E-MAIL',
  '/checkout': 'CHECKOUT',
};

export const NOT_FOUND_TITLE = 'PAGE NOT FOUND';

/** The page part of the title ('MEN', 'YOUR CART'), undefined for the home page. */
export function titleForPath(pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return undefined;
  if (path.toLowerCase() in PAGES) return PAGES[path.toLowerCase()];
  if (/^\/checkout\/confirmation\/[^/]+$/i.test(path)) return 'ORDER CONFIRMATION';
  // The router matches the fixed words case-insensitively; a preset keeps its case ('DSGN').
  const [, gender, products, third, fourth] = path.split('/');
  if (!isGender(gender) || products?.toLowerCase() !== 'products') return NOT_FOUND_TITLE;
  const section = gender.toUpperCase();
  if (third === undefined) return section;
  if (third.toLowerCase() === 'filter' && fourth !== undefined) {
    return presetFor(gender, fourth) ? `${section} ${fourth.toUpperCase()}` : NOT_FOUND_TITLE;
  }
  return section;
}
