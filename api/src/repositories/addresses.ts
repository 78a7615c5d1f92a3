// The address book (docs/account.md#address-book): every statement is scoped by the user's id, so
// no call reads or changes another shopper's addresses; an account keeps at most
// MAX_SAVED_ADDRESSES (counted under the user's row lock, so parallel saves cannot pass it).
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  MAX_SAVED_ADDRESSES,
  type AddressBody,
  type SavedAddress,
} from '@storefront/shared/contracts/addresses';
import type { Db } from '../db/client';
import { addresses, users } from '../db/schema';
import { conflict, notFound } from '../http/errors';

export const ADDRESS_BOOK_FULL = `Your address book holds at most ${MAX_SAVED_ADDRESSES} addresses: remove one to save another`;
const NOT_IN_BOOK = 'This address is not in your address book';

const columns = {
  id: addresses.id,
  name: addresses.name,
  street: addresses.street,
  city: addresses.city,
  postcode: addresses.postcode,
  country: addresses.country,
  phone: addresses.phone,
};

const trimmed = (body: AddressBody) => ({
  name: body.name.trim(),
  street: body.street.trim(),
  city: body.city.trim(),
  postcode: body.postcode.trim(),
  country: body.country.trim(),
  phone: (body.phone ?? '').trim(),
});

export function addressesRepository(db: Db) {
  return {
    list: (userId: number): Promise<SavedAddress[]> =>
      db.select(columns).from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id)),

    /** Saves an address; the same address saved again is the one already there (no duplicate). */
    async add(userId: number, body: AddressBody): Promise<SavedAddress> {
      const values = trimmed(body);
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [same] = await tx
          .select(columns)
          .from(addresses)
          .where(
            and(
              eq(addresses.userId, userId),
              eq(addresses.name, values.name),
              eq(addresses.street, values.street),
              eq(addresses.city, values.city),
              eq(addresses.postcode, values.postcode),
              eq(addresses.country, values.country),
            ),
          );
        if (same) return same;
        const [{ count }] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(addresses)
          .where(eq(addresses.userId, userId));
        if (Number(count) >= MAX_SAVED_ADDRESSES) throw conflict(ADDRESS_BOOK_FULL);
        const [row] = await tx
          .insert(addresses)
          .values({ userId, ...values })
          .returning(columns);
        return row;
      });
    },

    async update(userId: number, id: number, body: AddressBody): Promise<SavedAddress> {
      const [row] = await db
        .update(addresses)
        .set({ ...trimmed(body), updatedAt: sql`now()` })
        .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
        .returning(columns);
      if (!row) throw notFound(NOT_IN_BOOK);
      return row;
    },

    async remove(userId: number, id: number): Promise<void> {
      const removed = await db
        .delete(addresses)
        .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
        .returning({ id: addresses.id });
      if (removed.length === 0) throw notFound(NOT_IN_BOOK);
    },
  };
}

export type AddressesRepository = ReturnType<typeof addressesRepository>;
