// A shopper's cart: a signed-in user's, or a guest bag (guest-bags.ts). Every statement is
// scoped by the owner (the user's id, or the bag its cookie names), so no call can read or
// change another shopper's lines; adds are one atomic upsert.
// Every change holds the shopper's cart row (FOR UPDATE) for its transaction, the
// lock an order holds from reading the cart to emptying it (orders.ts): a change
// made while an order is placed waits for it, so it is never answered 200 and then
// emptied away with lines the order did not read.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Cart } from '@storefront/shared/contracts/schemas';
import { MAX_QUANTITY, type Size } from '@storefront/shared/contracts/vocabulary';
import type { Db } from '../db/client';
import { cartLines, carts, products, stock } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { guestBagExpiry } from './guest-bags';

type CartStock = Cart['stocks'][number];

/** Whose cart: a signed-in user's (by user id) or a guest bag (by its cart id). */
export type CartOwner = { userId: number } | { guestCartId: number };

/** How many lines (product and size) one cart holds: what one client can make the store keep. */
export const MAX_CART_LINES = 50;
export const CART_FULL = `Your cart holds at most ${MAX_CART_LINES} different items: remove one to add another`;

const ownerIs = (owner: CartOwner) =>
  'userId' in owner
    ? eq(carts.userId, owner.userId)
    : and(eq(carts.id, owner.guestCartId), isNull(carts.userId));

export const cartOf = (owner: CartOwner) =>
  'userId' in owner
    ? sql`(SELECT ${carts.id} FROM ${carts} WHERE ${carts.userId} = ${owner.userId})`
    : sql`${owner.guestCartId}::int`;

/** This shopper's line for a product and size (a line is unique per cart, product and size). */
const lineOf = (owner: CartOwner, productId: number, size: Size) =>
  and(eq(cartLines.cartId, cartOf(owner)), eq(cartLines.productId, productId), eq(cartLines.size, size));

/**
 * Locks the owner's cart row for the transaction (the lock orders.ts takes too); a guest bag's
 * change also moves its expiry on, 30 days from now.
 */
export async function lockCart(tx: Db, owner: CartOwner): Promise<void> {
  if ('userId' in owner) {
    await tx.select({ id: carts.id }).from(carts).where(ownerIs(owner)).for('update');
  } else {
    await tx.update(carts).set({ expiresAt: guestBagExpiry }).where(ownerIs(owner));
  }
}

export function cartRepository(db: Db) {
  /** Runs fn in one transaction that first locks this shopper's cart row. */
  const withCartLocked = <T>(owner: CartOwner, fn: (tx: Db) => Promise<T>): Promise<T> =>
    db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await lockCart(tx, owner);
      return fn(tx);
    });

  /** The product's stock row for a size: 404 when the product is unknown, 409 when the size is sold out. */
  async function stockFor(tx: Db, productId: number, size: Size, wanted = 1) {
    const [row] = await tx
      .select({ productId: products.id, stockId: stock.id, available: stock.quantity })
      .from(products)
      .leftJoin(stock, and(eq(stock.productId, products.id), eq(stock.size, size)))
      .where(eq(products.id, productId))
      .limit(1);
    if (!row) throw notFound(`No product with id ${productId}`);
    if (row.stockId === null || (row.available ?? 0) < 1) throw conflict('This size is out of stock');
    if ((row.available ?? 0) < wanted) {
      throw conflict(`Only ${row.available} left in this size: you cannot have ${wanted} in your cart`);
    }
    return row.stockId;
  }

  const lineCount = async (tx: Db, owner: CartOwner) => {
    const [{ lines }] = await tx
      .select({ lines: sql<number>`count(*)::int` })
      .from(cartLines)
      .where(eq(cartLines.cartId, cartOf(owner)));
    return Number(lines);
  };

  return {
    async get(owner: CartOwner): Promise<Cart> {
      const rows = await db
        .select({
          productId: cartLines.productId,
          price: cartLines.linePriceCents,
          salePrice: cartLines.lineSalePriceCents,
          quantity: cartLines.quantity,
          size: cartLines.size,
          stockId: cartLines.stockId,
          productName: products.name,
          gender: products.gender,
          new: products.isNew,
          color: products.color,
          style: products.style,
        })
        .from(cartLines)
        .innerJoin(carts, eq(carts.id, cartLines.cartId))
        .innerJoin(products, eq(products.id, cartLines.productId))
        .where(ownerIs(owner))
        .orderBy(asc(cartLines.id));
      return {
        stocks: rows.map((r): CartStock => ({
          productId: r.productId,
          cart_stocks: {
            price: (r.price ?? 0) / 100,
            salePrice: r.salePrice === null ? null : r.salePrice / 100,
            quantity: r.quantity,
            size: r.size as Size,
            stockId: r.stockId,
            productName: r.productName,
            gender: r.gender as CartStock['cart_stocks']['gender'],
            new: r.new,
            color: r.color as CartStock['cart_stocks']['color'],
            style: r.style as CartStock['cart_stocks']['style'],
          },
        })),
      };
    },

    /**
     * Adds to the line of this product and size, or opens it, with one INSERT ...
     * ON CONFLICT statement under the cart's lock, so concurrent adds queue and the
     * quantity ends capped at MAX_QUANTITY with totals that follow it.
     */
    async add(owner: CartOwner, productId: number, size: Size, quantity: number): Promise<void> {
      await withCartLocked(owner, async (tx) => {
        // What the line would hold after this add must be in stock, not just one unit.
        const [line] = await tx
          .select({ quantity: cartLines.quantity })
          .from(cartLines)
          .where(lineOf(owner, productId, size));
        if (!line && (await lineCount(tx, owner)) >= MAX_CART_LINES) throw conflict(CART_FULL);
        const stockId = await stockFor(
          tx,
          productId,
          size,
          Math.min((line?.quantity ?? 0) + quantity, MAX_QUANTITY),
        );
        await tx.execute(sql`
          INSERT INTO cart_lines (cart_id, product_id, stock_id, size, quantity, unit_price_cents, unit_sale_price_cents)
          SELECT ${cartOf(owner)}, p.id, ${stockId}, ${size}, LEAST(${quantity}::int, ${MAX_QUANTITY}::int),
                 p.price_cents, p.sale_price_cents
          FROM products p WHERE p.id = ${productId}
          ON CONFLICT (cart_id, product_id, size) DO UPDATE SET
            quantity = LEAST(cart_lines.quantity + EXCLUDED.quantity, ${MAX_QUANTITY}::int),
            unit_price_cents = EXCLUDED.unit_price_cents,
            unit_sale_price_cents = EXCLUDED.unit_sale_price_cents,
            updated_at = now()`);
      });
    },

    /** 404 when the line is not (or no longer: an order took it) in the cart. */
    async setQuantity(owner: CartOwner, productId: number, size: Size, quantity: number): Promise<void> {
      await withCartLocked(owner, async (tx) => {
        await stockFor(tx, productId, size, quantity);
        const updated = await tx
          .update(cartLines)
          .set({ quantity, updatedAt: sql`now()` })
          .where(lineOf(owner, productId, size))
          .returning({ id: cartLines.id });
        if (updated.length === 0) throw notFound('This product and size are not in your cart');
      });
    },

    /** Empties the cart (an order was placed from it). */
    async clear(owner: CartOwner): Promise<void> {
      await db.delete(cartLines).where(eq(cartLines.cartId, cartOf(owner)));
    },

    /**
     * Moves a guest bag's lines into a user's cart (sign-up or log-in): quantities are added,
     * capped at MAX_QUANTITY and at what is in stock; a sold-out size stays out, and so does a
     * new line past MAX_CART_LINES. Then the bag is gone. The user's cart is locked first, the
     * bag next, so a second sign-in with the same bag waits and finds nothing left to merge.
     */
    async mergeGuestBag(guestCartId: number, userId: number): Promise<void> {
      const owner = { userId };
      await withCartLocked(owner, async (tx) => {
        const bag = await tx
          .select({ id: carts.id })
          .from(carts)
          .where(ownerIs({ guestCartId }))
          .for('update');
        if (bag.length === 0) return;
        const guestLines = await tx
          .select({
            productId: cartLines.productId,
            size: cartLines.size,
            quantity: cartLines.quantity,
            stockId: stock.id,
            available: stock.quantity,
          })
          .from(cartLines)
          .innerJoin(stock, and(eq(stock.productId, cartLines.productId), eq(stock.size, cartLines.size)))
          .where(eq(cartLines.cartId, guestCartId))
          .orderBy(asc(cartLines.id));
        const own = await tx
          .select({ productId: cartLines.productId, size: cartLines.size, quantity: cartLines.quantity })
          .from(cartLines)
          .where(eq(cartLines.cartId, cartOf(owner)));
        const ownQuantity = new Map(own.map((l) => [`${l.productId}-${l.size}`, l.quantity]));
        let lines = own.length;
        for (const line of guestLines) {
          const mine = ownQuantity.get(`${line.productId}-${line.size}`);
          if (mine === undefined && lines >= MAX_CART_LINES) continue;
          const quantity = Math.min((mine ?? 0) + line.quantity, MAX_QUANTITY, line.available);
          if (quantity <= (mine ?? 0)) continue;
          await tx.execute(sql`
            INSERT INTO cart_lines (cart_id, product_id, stock_id, size, quantity, unit_price_cents, unit_sale_price_cents)
            SELECT ${cartOf(owner)}, p.id, ${line.stockId}, ${line.size}, ${quantity}::int, p.price_cents, p.sale_price_cents
            FROM products p WHERE p.id = ${line.productId}
            ON CONFLICT (cart_id, product_id, size) DO UPDATE SET
              quantity = EXCLUDED.quantity,
              unit_price_cents = EXCLUDED.unit_price_cents,
              unit_sale_price_cents = EXCLUDED.unit_sale_price_cents,
              updated_at = now()`);
          if (mine === undefined) lines += 1;
        }
        await tx.delete(carts).where(ownerIs({ guestCartId }));
      });
    },

    async remove(owner: CartOwner, productId: number, size: Size): Promise<void> {
      await withCartLocked(owner, async (tx) => {
        const removed = await tx
          .delete(cartLines)
          .where(lineOf(owner, productId, size))
          .returning({ id: cartLines.id });
        if (removed.length === 0) throw notFound('This product and size are not in your cart');
      });
    },
  };
}

export type CartRepository = ReturnType<typeof cartRepository>;
