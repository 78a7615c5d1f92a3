// The body of each form of forms.ts, as the API validates it (TypeBox: never in a browser bundle).
import { Type, type Static } from '@sinclair/typebox';
import { SignupBodySchema } from './schemas';

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

/** The wishlist form's one field (the product page's form also sends its `size`: not read). */
export const WishlistAddFormSchema = Type.Object({
  productId: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }),
});
export type WishlistAddForm = Static<typeof WishlistAddFormSchema>;

/**
 * The sign-up form's fields: the JSON body's (same rules) and the password typed again, which the
 * page checks with its script and the API checks for the form that ran without one.
 */
export const SignupFormSchema = Type.Object(
  { ...SignupBodySchema.properties, confirm: Type.String({ maxLength: 128 }) },
  { additionalProperties: false },
);
export type SignupForm = Static<typeof SignupFormSchema>;
