// The e-mail sign-up's subscriptions (migration 0014): an address is pending until the link mailed
// to it is opened. Plain SQL: one upsert, one update, one housekeeping delete.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hashToken } from './sessions';

/** How long a confirmation link works, and how long an unconfirmed address is kept. */
export const CONFIRM_LINK_HOURS = 48;
export const PENDING_KEPT_DAYS = 7;
/** At most this many forgotten pending rows per sign-up: housekeeping never grows with a flood. */
const FORGET_BATCH = 100;

type Rows<T> = { rows: T[] };

export type SubscribeOutcome = { kind: 'mail'; token: string } | { kind: 'already-confirmed' };

export function newsletterRepository(db: Db) {
  return {
    /**
     * Records a pending sign-up of `email` (lower-cased) with a new link token, the earlier link of
     * the address no longer working; an address already confirmed stays as it is and gets no mail.
     */
    async subscribe(email: string): Promise<SubscribeOutcome> {
      const address = email.toLowerCase();
      const token = randomBytes(32).toString('base64url');
      const result = (await db.execute(sql`
        INSERT INTO newsletter_subscriptions (email, token_hash, token_expires_at)
        VALUES (${address}, ${hashToken(token)}, now() + make_interval(hours => ${CONFIRM_LINK_HOURS}))
        ON CONFLICT (email) DO UPDATE
          SET token_hash = EXCLUDED.token_hash,
              token_expires_at = EXCLUDED.token_expires_at,
              requested_at = now()
          WHERE newsletter_subscriptions.confirmed_at IS NULL
        RETURNING email`)) as unknown as Rows<{ email: string }>;
      await db.execute(sql`
        DELETE FROM newsletter_subscriptions WHERE email IN (
          SELECT email FROM newsletter_subscriptions
          WHERE confirmed_at IS NULL AND requested_at < now() - make_interval(days => ${PENDING_KEPT_DAYS})
          LIMIT ${FORGET_BATCH})`);
      return result.rows.length > 0 ? { kind: 'mail', token } : { kind: 'already-confirmed' };
    },

    /** Confirms the address of a live link (once); null when the link is unknown, used or expired. */
    async confirm(token: string): Promise<string | null> {
      const result = (await db.execute(sql`
        UPDATE newsletter_subscriptions
          SET confirmed_at = now(), token_hash = NULL, token_expires_at = NULL
        WHERE token_hash = ${hashToken(token)} AND token_expires_at > now() AND confirmed_at IS NULL
        RETURNING email`)) as unknown as Rows<{ email: string }>;
      return result.rows[0]?.email ?? null;
    },

    /** The state of an address (tests and support): null, 'pending' or 'confirmed'. */
    async statusOf(email: string): Promise<'pending' | 'confirmed' | null> {
      const result = (await db.execute(sql`
        SELECT confirmed_at IS NOT NULL AS confirmed FROM newsletter_subscriptions
        WHERE email = ${email.toLowerCase()}`)) as unknown as Rows<{ confirmed: boolean }>;
      const row = result.rows[0];
      return row ? (row.confirmed ? 'confirmed' : 'pending') : null;
    },

    /** How many rows the table holds (the flood test's bound). */
    async count(): Promise<number> {
      const result = (await db.execute(
        sql`SELECT count(*)::int AS n FROM newsletter_subscriptions`,
      )) as unknown as Rows<{ n: number }>;
      return result.rows[0].n;
    },
  };
}

export type NewsletterRepository = ReturnType<typeof newsletterRepository>;
