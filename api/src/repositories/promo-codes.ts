// Promo codes (docs/cart.md#promo-codes): kept in promo_codes (migration 0013), a percentage off
// the goods, with an optional end and number of uses. Looking one up never writes; an order uses
// one inside its transaction, holding the code's row, so the last use cannot be taken twice.
import { eq, sql } from 'drizzle-orm';
import type { Promo } from '@storefront/shared/contracts/checkout';
import type { Db } from '../db/client';
import { promoCodes } from '../db/schema';
import { HttpError, conflict } from '../http/errors';

/** No code of this store (http/promo-guesses.ts counts these against the client address). */
export class UnknownPromoCode extends HttpError {
  constructor(code: string) {
    super(404, `${code} is not a promo code of this store: check the spelling`);
  }
}
export const promoUnknown = (code: string) => new UnknownPromoCode(code);
export const promoExpired = (code: string) => conflict(`The promo code ${code} has expired`);
export const promoUsedUp = (code: string) => conflict(`The promo code ${code} has been used up`);

/** What a shopper types, as it is kept: capitals, without the spaces around it. */
export const normalCode = (code: string) => code.trim().toUpperCase();

export function promoCodesRepository(db: Db) {
  async function valid(tx: Db, typed: string, lock: boolean): Promise<Promo> {
    const code = normalCode(typed);
    const query = tx
      .select({
        code: promoCodes.code,
        percentOff: promoCodes.percentOff,
        expired: sql<boolean>`${promoCodes.expiresAt} IS NOT NULL AND ${promoCodes.expiresAt} <= now()`,
        usedUp: sql<boolean>`${promoCodes.maxUses} IS NOT NULL AND ${promoCodes.uses} >= ${promoCodes.maxUses}`,
      })
      .from(promoCodes)
      .where(eq(promoCodes.code, code));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw promoUnknown(code);
    if (row.expired) throw promoExpired(code);
    if (row.usedUp) throw promoUsedUp(code);
    return { code: row.code, percentOff: row.percentOff };
  }

  return {
    /** The code if it can be used now: 404 unknown, 409 expired or used up (with a sentence). */
    find: (code: string): Promise<Promo> => valid(db, code, false),

    /** Inside an order's transaction: checks the code again under its row lock and counts one use. */
    async use(tx: Db, code: string): Promise<Promo> {
      const promo = await valid(tx, code, true);
      await tx
        .update(promoCodes)
        .set({ uses: sql`${promoCodes.uses} + 1` })
        .where(eq(promoCodes.code, promo.code));
      return promo;
    },
  };
}

export type PromoCodesRepository = ReturnType<typeof promoCodesRepository>;
