// What the account settings change on a user's row (docs/api.md#account-settings): the password,
// the e-mail address (unverified again until its link is opened) and the account itself.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountTokens, users } from '../db/schema';
import { uniqueViolation } from './users';

export function accountSettingsRepository(db: Db) {
  return {
    async setPassword(userId: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    /** The new address, unverified; 'taken' when another account uses it (any case). */
    async setEmail(userId: number, email: string): Promise<'changed' | 'taken'> {
      const [other] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email}) AND ${users.id} <> ${userId}`)
        .limit(1);
      if (other) return 'taken';
      try {
        await db.transaction(async (tx) => {
          await tx.update(users).set({ email, emailVerifiedAt: null }).where(eq(users.id, userId));
          // Every link already mailed (to the old address) dies with the change: a reset or
          // verification link opened later must not prove the new address (migration 0015).
          await tx
            .update(accountTokens)
            .set({ usedAt: sql`now()` })
            .where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)));
        });
        return 'changed';
      } catch (error) {
        // Two accounts taking one address at once: the unique index decides.
        if (uniqueViolation(error) === 'email') return 'taken';
        throw error;
      }
    },

    /** The account and everything it owns (sessions, cart, wishlist, addresses, orders: ON DELETE CASCADE). */
    async deleteAccount(userId: number): Promise<void> {
      await db.delete(users).where(eq(users.id, userId));
    },
  };
}

export type AccountSettingsRepository = ReturnType<typeof accountSettingsRepository>;
