// Guest bags (docs/cart.md#guest-bag): the cart of a signed-out shopper, a `carts` row with no
// user. The browser holds 256 random bits in an HttpOnly cookie and the row their sha256, so
// nobody reads a bag without its cookie and a copy of the table is no set of cookies. A bag
// lives 30 days after its last change; one client address opens at most
// GUEST_BAGS_PER_CLIENT_PER_HOUR of them, and GUEST_BAGS_PER_CLIENT_PER_DAY, so a client cannot make
// the store remember without end (the hour alone let one address keep about 14,400 bags alive). The
// /64s of an IPv6 /48 open at most NETWORK_ADDRESSES times the day's bags together (networkOf).
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { carts } from '../db/schema';
import { NETWORK_ADDRESSES, networkOf } from '../http/client-address';
import { HttpError } from '../http/errors';
import { hashToken } from './sessions';

export const GUEST_COOKIE = 'sf_guest';
export const GUEST_BAG_DAYS = 30;
export const GUEST_BAGS_PER_CLIENT_PER_HOUR = 20;
/**
 * A day's bags of one address: ten hours' worth, so that shoppers sharing an address (an office, a
 * carrier's NAT) are held back by the hour's bound first, while one address keeps at most 6,000
 * bags alive instead of about 14,400.
 */
export const GUEST_BAGS_PER_CLIENT_PER_DAY = 200;

/** Advisory lock namespace of guest bag openings (one client's openings queue, so the count holds). */
const OPEN_LOCK = 7_231_013;

export const TOO_MANY_GUEST_BAGS =
  'Too many guest bags were opened from your address: please sign in or try again in an hour';
export const TOO_MANY_GUEST_BAGS_TODAY =
  'Too many guest bags were opened from your address today: please sign in or try again tomorrow';

export const guestBagExpiry = sql`now() + make_interval(days => ${GUEST_BAG_DAYS})`;

/** A day's bags of the /64s of one IPv6 /48 together. */
export const GUEST_BAGS_PER_NETWORK_PER_DAY = GUEST_BAGS_PER_CLIENT_PER_DAY * NETWORK_ADDRESSES;

async function networkBagsToday(tx: Db, network: string): Promise<number> {
  const [{ today }] = await tx
    .select({ today: sql<number>`count(*)::int` })
    .from(carts)
    .where(and(eq(carts.guestNetwork, network), gt(carts.createdAt, sql`now() - interval '1 day'`)));
  return Number(today);
}

export function guestBagsRepository(db: Db) {
  return {
    /** The bag's cart id for a cookie value, or null (unknown, malformed or expired). */
    async resolve(token: string | undefined): Promise<number | null> {
      if (!token || token.length < 20 || token.length > 100) return null;
      const [row] = await db
        .select({ id: carts.id })
        .from(carts)
        .where(and(eq(carts.guestTokenHash, hashToken(token)), gt(carts.expiresAt, sql`now()`)))
        .limit(1);
      return row?.id ?? null;
    },

    /** Opens a bag for a client address: 429 past the hour's or the day's bound. Expired bags go with it. */
    async open(client: string): Promise<{ token: string; cartId: number }> {
      const token = randomBytes(32).toString('base64url');
      const network = networkOf(client);
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        // A /48's openings queue together, so its count holds as its /64s' do.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${OPEN_LOCK}, hashtext(${network ?? client}))`);
        const [{ opened, today }] = await tx
          .select({
            opened: sql<number>`(count(*) FILTER (WHERE ${carts.createdAt} > now() - interval '1 hour'))::int`,
            today: sql<number>`count(*)::int`,
          })
          .from(carts)
          .where(and(eq(carts.guestClient, client), gt(carts.createdAt, sql`now() - interval '1 day'`)));
        if (Number(opened) >= GUEST_BAGS_PER_CLIENT_PER_HOUR) throw new HttpError(429, TOO_MANY_GUEST_BAGS);
        if (Number(today) >= GUEST_BAGS_PER_CLIENT_PER_DAY)
          throw new HttpError(429, TOO_MANY_GUEST_BAGS_TODAY);
        if (network && (await networkBagsToday(tx, network)) >= GUEST_BAGS_PER_NETWORK_PER_DAY)
          throw new HttpError(429, TOO_MANY_GUEST_BAGS_TODAY);
        // Opening a bag is rare enough to carry the housekeeping of expired ones (lines cascade).
        await tx.delete(carts).where(lt(carts.expiresAt, sql`now()`));
        const [row] = await tx
          .insert(carts)
          .values({
            guestTokenHash: hashToken(token),
            guestClient: client,
            guestNetwork: network,
            expiresAt: guestBagExpiry,
          })
          .returning({ id: carts.id });
        return { token, cartId: row.id };
      });
    },

    /** The bag is gone (merged into an account's cart). */
    async drop(cartId: number): Promise<void> {
      await db.delete(carts).where(and(eq(carts.id, cartId), sql`${carts.userId} IS NULL`));
    },
  };
}

export type GuestBagsRepository = ReturnType<typeof guestBagsRepository>;
