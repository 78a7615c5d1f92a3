// The body of each form of forms.ts, as the API validates it (TypeBox: never in a browser bundle).
import { Type, type Static } from '@sinclair/typebox';

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
