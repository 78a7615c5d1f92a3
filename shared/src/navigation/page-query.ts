// The part of a page's query string its server render can read, beside the route table
// (store-routes.ts) that says which page a path is: the gateway renders a page from its path and
// this alone, and keeps it in the page cache under the same, so a query a page never reads (a
// tracking tag, a random cache-buster) neither makes a new render nor can change the HTML. Without
// it every random query was a cache miss: a render per request (49.9 ms a page instead of 6.5 ms).
//
// What reads the query on the server (useLocationSearch; gateway/src/page-query.test.ts fails when
// another file starts to):
// - listings and the wishlist: the product browser's filters (mf-catalog listing-filters.ts
//   parseFilters), each read once (the first value), a value off the vocabulary ignored;
// - /login: `google`, where the API sends a Google sign-in that did not sign in
//   (LOGIN_GOOGLE_OUTCOMES, mf-account login-page.tsx), any other value ignored, and
//   `error`, the answer to its refused form post (LOGIN_FORM_ERRORS); /signup: `error`
//   (SIGNUP_FORM_ERRORS), read by mf-account auth-api.ts, any other value ignored;
// - /reset-password and /verify-email: whether a `token` is there (mf-account recovery pages); the
//   token itself is never drawn, so any token renders as `token=1`, and a mailed secret never
//   becomes a page cache key;
// - /account/returns/new: `order` (mf-account make-return-page.tsx) picks the order whose lines the
//   signed-in page lists, in the browser only; the server renders the log-in prompt for any, so
//   nothing of it is kept;
// - /checkout/confirmation/{id}: whether a guest order's mailed `key` is there (mf-cart
//   confirmation-page.tsx shows "Loading your order…" rather than the sign-in prompt), rendered as
//   `key=1` for the same reason.
// - /search: `q`, the term (mf-search search-page.tsx, through the shell's route), tidied as the
//   page reads it (64 characters at most), and the product browser's filters and gender;
// - a product page: `error`, the answer to a refused form post (POST /cart/add: no size, the size
//   sold out, the bag full; CART_ADD_FORM_ERRORS, the list the API's form route answers with, read
//   by mf-catalog purchase-form.tsx), any other value ignored; and `wishlist`, the answer to its
//   wishlist form (POST /wishlist/add: added, or the wishlist full; WISHLIST_FORM_OUTCOMES, read
//   by mf-catalog wishlist-note.tsx).
// The parameters kept are sorted, and each keeps one value the page would act on: the number of
// renders a client can cause for one path is bounded by the vocabulary.
import {
  CATEGORIES,
  COLLECTIONS,
  COLOURS,
  GENDERS,
  PRICE_FILTERS,
  SIZES,
  SORT_BY,
  STYLES,
} from '../contracts/vocabulary';
import {
  CART_ADD_FORM_ERRORS,
  LOGIN_FORM_ERRORS,
  LOGIN_GOOGLE_OUTCOMES,
  SIGNUP_FORM_ERRORS,
  WISHLIST_FORM_OUTCOMES,
} from '../contracts/forms';
import { LISTING_MAX_PAGE } from '../contracts/product-page-limits';
import { tidySearchTerm } from '../contracts/validation';
import { matchStoreRoute } from './store-routes';

/** Written by the product browser when the shopper cleared a value the route's preset sets. */
const NONE = 'none';

type Rule = (value: string) => string | null;
const oneOf =
  (values: readonly string[]): Rule =>
  (value) =>
    value === NONE || values.includes(value) ? value : null;

/** Colours and sizes are several at once (`color=black,white`): their known words, once, in order. */
const listOf =
  (values: readonly string[]): Rule =>
  (value) => {
    if (value === NONE) return value;
    const words = value.split(',');
    return values.filter((word) => words.includes(word)).join(',') || null;
  };

/** The product browser's query keys (listing-filters.ts QUERY_KEYS) and their values. */
const FILTERS: Record<string, Rule> = {
  category: oneOf(CATEGORIES),
  style: oneOf(STYLES),
  size: listOf(SIZES),
  color: listOf(COLOURS),
  price: oneOf(PRICE_FILTERS),
  sort: oneOf(SORT_BY),
  collection: oneOf(COLLECTIONS),
};

/** What a listing's query may say (page-query.test.ts checks them against listing-filters.ts). */
export const LISTING_QUERY_NAMES = Object.keys(FILTERS);

/** The filters and the pages shown (mf-catalog listing-data.ts pagesOf: 1 to LISTING_MAX_PAGE). */
const LISTING: Record<string, Rule> = {
  ...FILTERS,
  page: (value) => {
    const pages = /^\d{1,3}$/.test(value) ? Math.min(Number(value), LISTING_MAX_PAGE) : 1;
    return pages > 1 ? String(pages) : null;
  },
};

/** The wishlist's browser also offers both categories at once and a gender. */

const WISHLIST: Record<string, Rule> = {
  ...LISTING,
  category: oneOf([...CATEGORIES, 'all']),
  gender: oneOf(GENDERS),
};

/** The search page: its term, and the product browser's filters over both genders. */
const SEARCH: Record<string, Rule> = {
  ...LISTING,
  gender: oneOf(GENDERS),
  q: (value) => tidySearchTerm(value) || null,
};

const present: Rule = (value) => (value ? '1' : null);

/** One of `values`, nothing else (no `none`: a form's answer, not a filter). */
const oneOfOnly =
  (values: readonly string[]): Rule =>
  (value) =>
    values.includes(value) ? value : null;
const TOKEN: Record<string, Rule> = { token: present };

/** A product page's refused form post (POST /cart/add): every error the form route answers with. */
const FORM_ERRORS: readonly string[] = CART_ADD_FORM_ERRORS;
const PRODUCT: Record<string, Rule> = {
  error: (value) => (FORM_ERRORS.includes(value) ? value : null),
  wishlist: oneOfOnly(WISHLIST_FORM_OUTCOMES),
};

const PAGES: Record<string, Record<string, Rule>> = {
  '/wishlist': WISHLIST,
  '/search': SEARCH,
  '/login': {
    google: oneOfOnly(LOGIN_GOOGLE_OUTCOMES),
    error: oneOfOnly(LOGIN_FORM_ERRORS),
  },
  '/signup': { error: oneOfOnly(SIGNUP_FORM_ERRORS) },
  '/reset-password': TOKEN,
  '/verify-email': TOKEN,
};

function rulesFor(pathname: string): Record<string, Rule> | undefined {
  const route = matchStoreRoute(pathname);
  if (route.kind === 'listing') return LISTING;
  if (route.kind === 'confirmation') return { key: present };
  if (route.kind === 'product') return PRODUCT;
  return route.kind === 'page' ? PAGES[route.path] : undefined;
}

/** `?…` with only what the page at `pathname` reads from `search`, in a stable order; or ''. */
export function renderedQuery(pathname: string, search: string): string {
  const rules = rulesFor(pathname);
  if (!rules) return '';
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of Object.keys(rules).sort()) {
    // The page reads the first value of a name, as URLSearchParams.get does.
    const raw = given.get(name);
    const value = raw === null ? null : rules[name](raw);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}
