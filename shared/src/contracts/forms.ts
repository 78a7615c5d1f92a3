// The forms a server-rendered page posts without JavaScript (docs/api.md#form-posts). The gateway
// sends a POST to one of these addresses to the API under /forms (the same path after it); the
// API answers with a 303 to the page to show next, never JSON a shopper would have to read.
// No TypeBox here, so a page's form may import the addresses (form-schemas.ts has the body's schema).

/** The product page's add-to-bag form: `<form method="post" action="/cart/add">`. */
export const CART_ADD_FORM_PATH = '/cart/add';

/**
 * The product page's ADD TO WISHLIST (a submit of its form with this `formaction`) and a card's
 * heart (a form of its own): `productId` (docs/api.md#form-posts).
 */
export const WISHLIST_ADD_FORM_PATH = '/wishlist/add';

/** The log-in and sign-up pages' forms post to the pages' own addresses (docs/account.md#log-in). */
export const LOGIN_FORM_PATH = '/login';
export const SIGNUP_FORM_PATH = '/signup';

/** Every form address the gateway forwards to the API (`POST {path}` → `POST /forms{path}`). */
export const FORM_POST_PATHS = [
  CART_ADD_FORM_PATH,
  WISHLIST_ADD_FORM_PATH,
  LOGIN_FORM_PATH,
  SIGNUP_FORM_PATH,
] as const;

/** Where the API serves a form address. */
export const formRoute = (path: string) => `/forms${path}`;

/** The product page's `?error=` after a refused form: no valid size chosen, the size sold out, the bag full. */
export const CART_ADD_FORM_ERRORS = ['size', 'stock', 'full'] as const;
export type CartAddFormError = (typeof CART_ADD_FORM_ERRORS)[number];

/**
 * The product page's `?wishlist=` after the wishlist form: the product was added (or was already
 * there), or the wishlist is full (its cap, docs/api.md#wishlist).
 */
export const WISHLIST_FORM_OUTCOMES = ['added', 'full'] as const;

/** How many products one wishlist keeps (the JSON route's 409, the form's `?wishlist=full`). */
export const MAX_WISHLIST_PRODUCTS = 100;
/** What the shopper is told when the wishlist is full, with or without a script: one sentence. */
export const WISHLIST_FULL = `Your wishlist holds at most ${MAX_WISHLIST_PRODUCTS} products: remove one to add another`;
export type WishlistFormOutcome = (typeof WISHLIST_FORM_OUTCOMES)[number];

/**
 * The log-in page's `?google=`: where the API sends a Google sign-in that did not sign in (the
 * address belongs to an unverified account; Google sign-in is not configured or could not start;
 * the callback failed), each explained on the page (docs/account.md#google-sign-in).
 */
export const LOGIN_GOOGLE_OUTCOMES = ['email-unverified', 'unavailable', 'failed'] as const;
export type LoginGoogleOutcome = (typeof LOGIN_GOOGLE_OUTCOMES)[number];

/**
 * The log-in page's `?error=` after its form was refused: a field left empty, the name or password
 * wrong, too many attempts (the JSON route's 400, 401 and 429).
 */
export const LOGIN_FORM_ERRORS = ['missing', 'failed', 'throttled'] as const;
export type LoginFormError = (typeof LOGIN_FORM_ERRORS)[number];

/**
 * The sign-up page's `?error=`: the fields broke the sign-up rules (or the passwords differ), the
 * user name or the e-mail address is taken, too many sign-ups (the JSON route's 400, 409s and 429).
 */
export const SIGNUP_FORM_ERRORS = ['invalid', 'username', 'email', 'throttled'] as const;
export type SignupFormError = (typeof SIGNUP_FORM_ERRORS)[number];
