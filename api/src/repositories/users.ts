// Users, their third-party identities, and the cart and wishlist every user owns.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { carts, userIdentities, users, wishlists } from '../db/schema';

export interface UserRecord {
  id: number;
  userName: string;
  email: string;
  passwordHash: string | null;
}

export interface PublicUser {
  id: number;
  userName: string;
  email: string;
}

export const toPublicUser = (u: Pick<UserRecord, 'id' | 'userName' | 'email'>): PublicUser => ({
  id: u.id,
  userName: u.userName,
  email: u.email,
});

/** Which unique rule a failed insert broke, or null when it was something else. */
export function uniqueViolation(error: unknown): 'userName' | 'email' | 'identity' | null {
  const e = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint } = (e ?? {}) as { code?: string; constraint?: string };
  if (code !== '23505') return null;
  if (constraint === 'users_user_name_key') return 'userName';
  if (constraint === 'users_email_key') return 'email';
  if (constraint === 'user_identities_provider_subject_key') return 'identity';
  return null;
}

const lower = (column: typeof users.userName | typeof users.email, value: string) =>
  sql`lower(${column}) = lower(${value})`;

export function usersRepository(db: Db) {
  async function insertUser(
    tx: Db,
    values: { userName: string; email: string; passwordHash: string | null },
  ): Promise<UserRecord> {
    const [user] = await tx.insert(users).values(values).returning();
    await tx.insert(carts).values({ userId: user.id });
    await tx.insert(wishlists).values({ userId: user.id });
    return user;
  }

  return {
    async findByUserName(userName: string): Promise<UserRecord | null> {
      const [row] = await db.select().from(users).where(lower(users.userName, userName)).limit(1);
      return row ?? null;
    },

    async findByEmail(email: string): Promise<UserRecord | null> {
      const [row] = await db.select().from(users).where(lower(users.email, email)).limit(1);
      return row ?? null;
    },

    /** Throws the database's unique violation when the name or e-mail is taken (see uniqueViolation). */
    create(values: { userName: string; email: string; passwordHash: string | null }): Promise<UserRecord> {
      return db.transaction((tx) => insertUser(tx as unknown as Db, values));
    },

    async findByIdentity(provider: string, subject: string): Promise<UserRecord | null> {
      const [row] = await db
        .select({
          id: users.id,
          userName: users.userName,
          email: users.email,
          passwordHash: users.passwordHash,
        })
        .from(userIdentities)
        .innerJoin(users, eq(users.id, userIdentities.userId))
        .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
        .limit(1);
      return row ?? null;
    },

    linkIdentity(userId: number, provider: string, subject: string): Promise<unknown> {
      return db.insert(userIdentities).values({ userId, provider, subject }).onConflictDoNothing();
    },

    /** A new user for a third-party identity, in one transaction with the identity itself. */
    createWithIdentity(
      values: { userName: string; email: string },
      provider: string,
      subject: string,
    ): Promise<UserRecord> {
      return db.transaction(async (tx) => {
        const user = await insertUser(tx as unknown as Db, { ...values, passwordHash: null });
        await tx.insert(userIdentities).values({ userId: user.id, provider, subject });
        return user;
      });
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
