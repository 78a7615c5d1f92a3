// The address book (docs/account.md#address-book): addresses a signed-in shopper saved at checkout
// or on the account page, as GET /api/users/addresses answers them. The fields follow the delivery
// address's rules (checkout.ts); the countries the store delivers to are COUNTRIES.
import { Type, type Static } from '@sinclair/typebox';
import {
  ADDRESS_MAX_LENGTH,
  NON_BLANK_PATTERN,
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
  POSTCODE_PATTERN,
} from './checkout';

export { COUNTRIES, MAX_SAVED_ADDRESSES } from './address-limits';

const text = (maxLength: number, pattern = NON_BLANK_PATTERN.source) =>
  Type.String({ minLength: 1, maxLength, pattern });

export const AddressBodySchema = Type.Object(
  {
    name: text(ADDRESS_MAX_LENGTH.name),
    street: text(ADDRESS_MAX_LENGTH.street),
    city: text(ADDRESS_MAX_LENGTH.city),
    postcode: text(ADDRESS_MAX_LENGTH.postcode, POSTCODE_PATTERN.source),
    country: text(ADDRESS_MAX_LENGTH.country),
    phone: Type.Optional(
      Type.Union([
        Type.Literal(''),
        Type.String({ maxLength: PHONE_MAX_LENGTH, pattern: PHONE_PATTERN.source }),
      ]),
    ),
  },
  { additionalProperties: false },
);
export type AddressBody = Static<typeof AddressBodySchema>;

export const SavedAddressSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  street: Type.String(),
  city: Type.String(),
  postcode: Type.String(),
  country: Type.String(),
  phone: Type.String(),
});
export type SavedAddress = Static<typeof SavedAddressSchema>;

export const AddressBookSchema = Type.Object({ addresses: Type.Array(SavedAddressSchema) });
export type AddressBook = Static<typeof AddressBookSchema>;

export const AddressIdParamsSchema = Type.Object({
  addressId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
});
