// Users, their third-party identities, and the cart and wishlist every user owns.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AccountUser } from '@storefront/shared/contracts/accounts';
import type { Db } from '../db/client';
import { accountTokens, carts, userIdentities, users, wishlists } from '../db/schema';
import { hashToken } from './sessions';

export interface UserRecord {
  id: number;
  userName: string;
  email: string;
  passwordHash: string | null;
  emailVerifiedAt: Date | null;
}

export const toPublicUser = (
  u: Pick<UserRecord, 'id' | 'userName' | 'email' | 'emailVerifiedAt'>,
): AccountUser => ({
  id: u.id,
  userName: u.userName,
  email: u.email,
  emailVerified: u.emailVerifiedAt !== null,
});

type AccountTokenPurpose = 'verify-email' | 'reset-password';

/** How long each kind of mailed link works. */
export const TOKEN_LIFETIME_SECONDS: Record<AccountTokenPurpose, number> = {
  'verify-email': 24 * 60 * 60,
  'reset-password': 60 * 60,
};

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

/** A spent token: its user, and the address its link was mailed to (null before migration 0015). */
export interface SpentToken {
  userId: number;
  email: string | null;
}

async function spendToken(db: Db, token: string, purpose: AccountTokenPurpose): Promise<SpentToken | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: accountTokens.userId, email: accountTokens.email });
  return row ?? null;
}

/** Ends every unused token of one purpose of a user. */
async function retireTokens(db: Db, userId: number, purpose: AccountTokenPurpose): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
}

export function usersRepository(db: Db) {
  async function insertUser(
    tx: Db,
    values: { userName: string; email: string; passwordHash: string | null; emailVerifiedAt?: Date | null },
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

    async findById(id: number): Promise<UserRecord | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
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
          emailVerifiedAt: users.emailVerifiedAt,
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
      values: { userName: string; email: string; emailVerified?: boolean },
      provider: string,
      subject: string,
    ): Promise<UserRecord> {
      return db.transaction(async (tx) => {
        const user = await insertUser(tx as unknown as Db, {
          userName: values.userName,
          email: values.email,
          passwordHash: null,
          emailVerifiedAt: values.emailVerified ? new Date() : null,
        });
        await tx.insert(userIdentities).values({ userId: user.id, provider, subject });
        return user;
      });
    },

    /**
     * A new single-use token for a mailed link; only its hash is stored. Earlier unused tokens of
     * the same purpose stop working, so only the newest link does anything.
     */
    async issueToken(userId: number, purpose: AccountTokenPurpose, email: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.transaction(async (tx) => {
        await retireTokens(tx as unknown as Db, userId, purpose);
        await tx.insert(accountTokens).values({
          tokenHash: hashToken(token),
          purpose,
          userId,
          email,
          expiresAt: sql`now() + make_interval(secs => ${TOKEN_LIFETIME_SECONDS[purpose]})`,
        });
        // Issuing is rare enough to carry the housekeeping of long-dead tokens.
        await tx.delete(accountTokens).where(lt(accountTokens.expiresAt, sql`now() - interval '7 days'`));
      });
      return token;
    },

    /**
     * Uses a token once: answers its user and mailed address, or null when it is unknown, expired,
     * already used or of another purpose. The update is the check, so two concurrent uses cannot
     * both succeed.
     */
    consumeToken(token: string, purpose: AccountTokenPurpose): Promise<SpentToken | null> {
      return spendToken(db, token, purpose);
    },

    /** Consumes a reset token and sets the new password in one transaction. */
    resetPassword(token: string, passwordHash: string): Promise<SpentToken | null> {
      return db.transaction(async (tx) => {
        const spent = await spendToken(tx as unknown as Db, token, 'reset-password');
        if (spent === null) return null;
        await tx.update(users).set({ passwordHash }).where(eq(users.id, spent.userId));
        // Any other reset link of this user dies with this one.
        await retireTokens(tx as unknown as Db, spent.userId, 'reset-password');
        return spent;
      });
    },

    /**
     * Marks the account's address verified, only while it is still the address the link was
     * mailed to (`mailedTo`): a link proves one mailbox, never the one the account moved to since.
     * Answers whether the account's address is verified now.
     */
    async markEmailVerified(userId: number, mailedTo: string | null): Promise<boolean> {
      if (mailedTo === null) return false;
      const marked = await db
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(and(eq(users.id, userId), eq(users.email, mailedTo)))
        .returning({ id: users.id });
      return marked.length > 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
