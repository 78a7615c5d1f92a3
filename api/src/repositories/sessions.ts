// Server-side sessions: the browser holds 256 random bits, the table holds
// their sha256, so a copy of the table cannot be replayed as cookies.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AccountUser } from '@storefront/shared/contracts/accounts';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

interface SessionPolicy {
  idleHours: number;
  absoluteHours: number;
  /**
   * How long a looked-up session is trusted from memory. Only safe when this
   * process is the database's only client (embedded PGlite): with a shared
   * PostgreSQL a logout on another process must take effect at once, so 0.
   */
  memoryMs?: number;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Writing last_seen_at on every request would turn every read into a write. */
const TOUCH_AFTER_MS = 5 * 60 * 1000;

const MEMORY_MAX_ENTRIES = 10_000;

/**
 * Sessions an account keeps: a new one ends the least recently seen beyond these, so a loop of
 * log-ins cannot grow the table without bound, and a shopper's browsers in use stay signed in.
 */
export const SESSIONS_PER_USER = 10;

/** Ended sessions deleted per sign-in, of each kind: a backlog goes in steps, never all at once. */
const CLEAN_UP_BATCH = 100;

export function sessionsRepository(db: Db, policy: SessionPolicy) {
  const idle = sql`now() - make_interval(hours => ${policy.idleHours})`;
  const memoryMs = policy.memoryMs ?? 0;
  const memory = new Map<string, { user: AccountUser; until: number }>();
  const remember = (idHash: string, user: AccountUser) => {
    if (memoryMs <= 0) return;
    if (memory.size >= MEMORY_MAX_ENTRIES) memory.delete(memory.keys().next().value as string);
    memory.set(idHash, { user, until: Date.now() + memoryMs });
  };
  const forget = (userId: number) => {
    for (const [idHash, entry] of memory) if (entry.user.id === userId) memory.delete(idHash);
  };
  return {
    async create(userId: number): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.insert(sessions).values({
        idHash: hashToken(token),
        userId,
        expiresAt: sql`now() + make_interval(hours => ${policy.absoluteHours})`,
      });
      await endOldest(userId);
      await cleanUp();
      return token;
    },

    async resolve(token: string): Promise<AccountUser | null> {
      if (token.length < 20 || token.length > 100) return null;
      const idHash = hashToken(token);
      const known = memory.get(idHash);
      if (known && known.until > Date.now()) return known.user;
      memory.delete(idHash);
      const [row] = await db
        .select({
          id: users.id,
          userName: users.userName,
          email: users.email,
          emailVerifiedAt: users.emailVerifiedAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, sql`now()`), gt(sessions.lastSeenAt, idle)),
        )
        .limit(1);
      if (!row) return null;
      if (Date.now() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
        await db
          .update(sessions)
          .set({ lastSeenAt: sql`now()` })
          .where(eq(sessions.idHash, idHash));
      }
      const user = {
        id: row.id,
        userName: row.userName,
        email: row.email,
        emailVerified: row.emailVerifiedAt !== null,
      };
      remember(idHash, user);
      return user;
    },

    async destroy(token: string): Promise<void> {
      memory.delete(hashToken(token));
      await db.delete(sessions).where(eq(sessions.idHash, hashToken(token)));
    },

    /** Ends every session of a user (a password reset, a newly linked sign-in identity). */
    async destroyAllOf(userId: number): Promise<void> {
      forget(userId);
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    /** Drops remembered lookups of a user whose details changed (a verified e-mail). */
    forget,
  };

  /**
   * Ends the user's sessions past the SESSIONS_PER_USER most recently seen (the new one is the most
   * recent), and at once here too: a remembered lookup of one would otherwise go on being trusted.
   */
  async function endOldest(userId: number) {
    const beyond = db
      .select({ idHash: sessions.idHash })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt), desc(sessions.idHash))
      .offset(SESSIONS_PER_USER);
    const ended = await db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), inArray(sessions.idHash, beyond)))
      .returning({ idHash: sessions.idHash });
    for (const { idHash } of ended) memory.delete(idHash);
  }

  /**
   * Sign-in is rare enough to carry the housekeeping of ended rows, a batch of each kind (after a
   * quiet week a whole week's sessions end at once). Each kind is read in its index's order
   * (migrations 0001 and 0025), so the planner walks the index and stops at the batch, without
   * statistics too (PGlite has no autovacuum): a LIMIT alone may be planned as a read of the table
   * until enough rows match, all of it when none do. The rows are then deleted by primary key.
   */
  async function cleanUp() {
    await db.execute(sql`
      DELETE FROM sessions WHERE id_hash = ANY(ARRAY(
        (SELECT id_hash FROM sessions WHERE expires_at < now() ORDER BY expires_at LIMIT ${CLEAN_UP_BATCH})
        UNION ALL
        (SELECT id_hash FROM sessions WHERE last_seen_at < ${idle} ORDER BY last_seen_at LIMIT ${CLEAN_UP_BATCH})))`);
  }
}

export type SessionsRepository = ReturnType<typeof sessionsRepository>;
