// The forms a server-rendered page posts without JavaScript (docs/api.md#form-posts). The gateway
// sends a POST to one of these addresses to the API under /forms (the same path after it); the
// API answers with a 303 to the page to show next, never JSON a shopper would have to read.
// No TypeBox here, so a page's form may import the addresses (form-schemas.ts has the body's schema).

/** The product page's add-to-bag form: `<form method="post" action="/cart/add">`. */
export const CART_ADD_FORM_PATH = '/cart/add';

/** Every form address the gateway forwards to the API (`POST {path}` → `POST /forms{path}`). */
export const FORM_POST_PATHS = [CART_ADD_FORM_PATH] as const;

/** Where the API serves a form address. */
export const formRoute = (path: string) => `/forms${path}`;

/** The product page's `?error=` after a refused form: no valid size chosen, the size sold out, the bag full. */
export const CART_ADD_FORM_ERRORS = ['size', 'stock', 'full'] as const;
export type CartAddFormError = (typeof CART_ADD_FORM_ERRORS)[number];
