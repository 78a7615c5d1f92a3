// The store's routes (docs/routes.md), as data: which page a path is, with its parameters and its
// title. The shell's router is built from this table and mounts the fragments; the gateway answers
// 404 for what is not a page and lists the pages in sitemap.xml; both read this one table.
// From validation, not schemas: schemas bring TypeBox, which must never reach a browser bundle.
import { MAX_ID } from '../contracts/validation';
import { isGender, presetFor, type Gender } from '../contracts/vocabulary';
import { STORE_NAME } from './page-title';

const GENDER_WORD: Record<Gender, string> = { men: "men's", women: "women's" };

/** What the route table says of a page beyond its path (docs/routes.md#page-titles). */
interface PageEntry {
  path: string;
  /** The page part of its title. */
  title?: string;
  /** Its meta description, when its fragment says none (a product's own says better). */
  description?: string | ((gender: Gender) => string);
  /**
   * A page a crawler has no business in: personal ones and forms. It gets `noindex` in case a
   * link to it is followed anyway, robots.txt disallows it and the sitemap leaves it out.
   */
  private?: true;
}

/**
 * The route table of docs/routes.md#route-table: every page by name, its path (React Router's
 * pattern syntax, which the shell's router is built from), the page part of its title, its
 * description and whether it is private (PageEntry). A fixed page without a title has the
 * store's own (the home page); a listing's and a product's come from the route (titleForPath).
 */
export const STORE_PAGES = {
  home: {
    path: '/home',
    description: `${STORE_NAME}: gym clothing and sportswear for men and women. Shop this month's new releases, the sale and the DSGN Studio collection. Free express delivery over $150 and free 30-day returns.`,
  },
  login: {
    path: '/login',
    title: 'LOG IN',
    description: `Log in to your ${STORE_NAME} account to see your cart, wishlist and orders.`,
    private: true,
  },
  signup: {
    path: '/signup',
    title: 'SIGN UP',
    description: `Join ${STORE_NAME}: create an account to save a wishlist and check out faster.`,
    private: true,
  },
  cart: { path: '/cart', title: 'YOUR CART', description: `Your ${STORE_NAME} cart.`, private: true },
  account: {
    path: '/account',
    title: 'YOUR ACCOUNT',
    description: `Your ${STORE_NAME} account.`,
    private: true,
  },
  accountSettings: { path: '/account/settings', title: 'ACCOUNT SETTINGS', private: true },
  // mf-account's return form (docs/account.md#make-a-return); /returns is the page of copy about it.
  newReturn: { path: '/account/returns/new', title: 'MAKE A RETURN', private: true },
  wishlist: {
    path: '/wishlist',
    title: 'YOUR WISHLIST',
    description: `Your ${STORE_NAME} wishlist.`,
    private: true,
  },
  forgotPassword: {
    path: '/forgot-password',
    title: 'FORGOT PASSWORD',
    description: `Ask for a link to set a new password for your ${STORE_NAME} account.`,
    private: true,
  },
  resetPassword: {
    path: '/reset-password',
    title: 'RESET PASSWORD',
    description: `Set a new password for your ${STORE_NAME} account.`,
    private: true,
  },
  verifyEmail: {
    path: '/verify-email',
    title: 'CONFIRM YOUR E-MAIL',
    description: `Confirm the e-mail address of your ${STORE_NAME} account.`,
    private: true,
  },
  checkout: {
    path: '/checkout',
    title: 'CHECKOUT',
    description: `Check out your ${STORE_NAME} order.`,
    private: true,
  },
  confirmation: {
    path: '/checkout/confirmation/:orderId',
    title: 'ORDER CONFIRMATION',
    description: `Your ${STORE_NAME} order confirmation.`,
    private: true,
  },
  // mf-search's results page (docs/search.md#search-results-page): a page per term anyone can
  // make up, so never indexed; its title names the term (the fragment's head).
  search: {
    path: '/search',
    title: 'SEARCH',
    description: `Search the ${STORE_NAME} catalogue.`,
    private: true,
  },
  // Content pages (docs/routes.md#content-pages): the shell's, from Markdown in shell/content/.
  help: { path: '/help', title: 'HELP & FAQ' },
  delivery: { path: '/delivery', title: 'DELIVERY INFORMATION' },
  returnsPolicy: { path: '/returns-policy', title: 'RETURNS POLICY' },
  aboutUs: { path: '/about-us', title: 'ABOUT US' },
  careers: { path: '/careers', title: 'CAREERS' },
  studentDiscount: { path: '/student-discount', title: 'STUDENT DISCOUNT' },
  veteranDiscount: { path: '/veteran-discount', title: 'VETERAN DISCOUNT' },
  factoryList: { path: '/factory-list', title: 'FACTORY LIST' },
  sustainability: { path: '/sustainability', title: 'SUSTAINABILITY' },
  terms: { path: '/terms', title: 'TERMS & CONDITIONS' },
  privacy: { path: '/privacy', title: 'PRIVACY NOTICE' },
  cookiePolicy: { path: '/cookie-policy', title: 'COOKIE POLICY' },
  accessibility: { path: '/accessibility', title: 'ACCESSIBILITY STATEMENT' },
  blog: { path: '/blog', title: 'BLOG' },
  app: { path: '/app', title: 'TRAINING APP' },
  emailSignUp: { path: '/email-sign-up', title: 'EMAIL SIGN UP' },
  makeReturn: { path: '/returns', title: 'MAKE A RETURN' },
  // The navigation page: the phone menu button's link, for a phone without (or before) its script.
  menu: { path: '/menu', title: 'MENU' },
  listing: { path: '/:gender/products' },
  listingPreset: { path: '/:gender/products/filter/:filter' },
  product: {
    path: '/:gender/products/:productId',
    description: (gender: Gender) => `${GENDER_WORD[gender]} gym clothing at ${STORE_NAME}.`,
  },
} as const satisfies Record<string, PageEntry>;

export type StorePage = keyof typeof STORE_PAGES;

/** The pages drawn from a Markdown file of shell/content/ (named as the page's path, `help.md`). */
export const CONTENT_PAGES = [
  'help',
  'delivery',
  'returnsPolicy',
  'aboutUs',
  'careers',
  'studentDiscount',
  'veteranDiscount',
  'factoryList',
  'sustainability',
  'terms',
  'privacy',
  'cookiePolicy',
  'accessibility',
  'blog',
  'app',
  'emailSignUp',
  'makeReturn',
] as const satisfies readonly StorePage[];

export type ContentPage = (typeof CONTENT_PAGES)[number];

/** `/` is not a page: the store starts here (the shell's router and its server render both send it). */
export const ROOT_REDIRECT = STORE_PAGES.home.path;

/** Fixed pages (no parameter) and the page part of their titles, in the table's order. */
export const FIXED_PAGES: Record<string, string | undefined> = Object.fromEntries(
  Object.values(STORE_PAGES)
    .filter((page) => !page.path.includes(':'))
    .map((page) => [page.path, 'title' in page ? page.title : undefined]),
);

export const NOT_FOUND_TITLE = 'PAGE NOT FOUND';

/** The fixed pages that are private (PageEntry), in the table's order. */
export const PRIVATE_PAGES: string[] = Object.values(STORE_PAGES as Record<string, PageEntry>)
  .filter((page) => page.private && !page.path.includes(':'))
  .map((page) => page.path);

type StoreRoute =
  | { kind: 'root' }
  | { kind: 'page'; path: string }
  | { kind: 'listing'; gender: Gender; filter?: string }
  | { kind: 'product'; gender: Gender; productId: number }
  | { kind: 'confirmation'; orderId: string }
  | { kind: 'not-found' };

/** A product id as the API accepts it, or null. */
function productIdOf(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

/**
 * Which page `pathname` is. The router matches the fixed words case-insensitively; a preset keeps
 * its case ('DSGN'); an unknown gender or preset, or a product id the API could never have, is
 * not a page.
 */
export function matchStoreRoute(pathname: string): StoreRoute {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return { kind: 'root' };
  if (path.toLowerCase() in FIXED_PAGES) return { kind: 'page', path: path.toLowerCase() };
  const confirmation = /^\/checkout\/confirmation\/([^/]+)$/i.exec(path);
  if (confirmation) return { kind: 'confirmation', orderId: confirmation[1] };
  const [, gender, products, third, fourth, ...rest] = path.split('/');
  if (!isGender(gender) || products?.toLowerCase() !== 'products' || rest.length > 0)
    return { kind: 'not-found' };
  if (third === undefined) return { kind: 'listing', gender };
  if (third.toLowerCase() === 'filter' && fourth !== undefined) {
    return presetFor(gender, fourth) ? { kind: 'listing', gender, filter: fourth } : { kind: 'not-found' };
  }
  if (fourth !== undefined) return { kind: 'not-found' };
  const productId = productIdOf(third);
  return productId ? { kind: 'product', gender, productId } : { kind: 'not-found' };
}

/** A product page's address (the route table's `/{gender}/products/{productId}`). */
export const productPath = (gender: Gender, productId: number): string => `/${gender}/products/${productId}`;

/**
 * The page's address for search engines: fixed words in lower case, no trailing slash, no query, a
 * preset in its own case (docs/routes.md). Null for what is not a page, and for an order
 * confirmation (one shopper's, noindex). A fragment may say better (a product under its own gender).
 */
export function canonicalPath(pathname: string): string | null {
  const route = matchStoreRoute(pathname);
  switch (route.kind) {
    case 'page':
      return route.path;
    case 'listing':
      return route.filter === undefined
        ? `/${route.gender}/products`
        : `/${route.gender}/products/filter/${route.filter}`;
    case 'product':
      return productPath(route.gender, route.productId);
    default:
      return null;
  }
}

/** The page part of the title ('MEN', 'YOUR CART'), undefined for the home page. */
export function titleForPath(pathname: string): string | undefined {
  const route = matchStoreRoute(pathname);
  switch (route.kind) {
    case 'root':
      return undefined;
    case 'page':
      return FIXED_PAGES[route.path];
    case 'confirmation':
      return STORE_PAGES.confirmation.title;
    case 'listing':
      return route.filter
        ? `${route.gender.toUpperCase()} ${route.filter.toUpperCase()}`
        : route.gender.toUpperCase();
    case 'product':
      return route.gender.toUpperCase();
    default:
      return NOT_FOUND_TITLE;
  }
}

const ENTRY_BY_PATH: Record<string, PageEntry> = Object.fromEntries(
  Object.values(STORE_PAGES as Record<string, PageEntry>).map((page) => [page.path, page]),
);

/** What the route table says of `pathname`'s head beyond its title: description and privacy. */
export function pageHeadOf(pathname: string): { description?: string; noindex?: true } {
  const route = matchStoreRoute(pathname);
  const entry: PageEntry | undefined =
    route.kind === 'page'
      ? ENTRY_BY_PATH[route.path]
      : route.kind === 'confirmation'
        ? STORE_PAGES.confirmation
        : route.kind === 'product'
          ? STORE_PAGES.product
          : undefined;
  if (!entry) return {};
  const { description } = entry;
  const text =
    typeof description === 'function'
      ? 'gender' in route
        ? description(route.gender)
        : undefined
      : description;
  return { ...(text ? { description: text } : {}), ...(entry.private ? { noindex: true as const } : {}) };
}
