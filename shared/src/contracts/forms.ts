// The forms a server-rendered page posts without JavaScript (docs/api.md#form-posts). The gateway
// sends a POST to one of these addresses to the API under /forms (the same path after it); the
// API answers with a 303 to the page to show next, never JSON a shopper would have to read.
import { Type, type Static } from '@sinclair/typebox';

/** The product page's add-to-bag form: `<form method="post" action="/cart/add">`. */
export const CART_ADD_FORM_PATH = '/cart/add';

/** Every form address the gateway forwards to the API (`POST {path}` → `POST /forms{path}`). */
export const FORM_POST_PATHS = [CART_ADD_FORM_PATH] as const;

/** Where the API serves a form address. */
export const formRoute = (path: string) => `/forms${path}`;

/**
 * The add-to-bag form's fields, urlencoded: the product's id as its text, and the size as one of
 * the vocabulary's names. The size is optional here: a form sent without one goes back to the
 * product page with `?error=size`, not to a 400.
 */
export const CartAddFormSchema = Type.Object({
  productId: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }),
  size: Type.Optional(Type.String({ maxLength: 32 })),
});
export type CartAddForm = Static<typeof CartAddFormSchema>;

/** The product page's `?error=` after a refused form: no valid size chosen, the size sold out, the bag full. */
export const CART_ADD_FORM_ERRORS = ['size', 'stock', 'full'] as const;
export type CartAddFormError = (typeof CART_ADD_FORM_ERRORS)[number];
