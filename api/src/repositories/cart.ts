// The signed-in user's cart. Every statement is scoped by the user's id, so no
// call can read or change another user's lines; adds are one atomic upsert.
// Every change holds the shopper's cart row (FOR UPDATE) for its transaction, the
// lock an order holds from reading the cart to emptying it (orders.ts): a change
// made while an order is placed waits for it, so it is never answered 200 and then
// emptied away with lines the order did not read.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Cart } from '@storefront/shared/contracts/schemas';
import { MAX_QUANTITY, type Size } from '@storefront/shared/contracts/vocabulary';
import type { Db } from '../db/client';
import { cartLines, carts, products, stock } from '../db/schema';
import { conflict, notFound } from '../http/errors';

type CartStock = Cart['stocks'][number];

const cartOf = (userId: number) => sql`(SELECT ${carts.id} FROM ${carts} WHERE ${carts.userId} = ${userId})`;

/** This shopper's line for a product and size (a line is unique per cart, product and size). */
const lineOf = (userId: number, productId: number, size: Size) =>
  and(eq(cartLines.cartId, cartOf(userId)), eq(cartLines.productId, productId), eq(cartLines.size, size));

export function cartRepository(db: Db) {
  /** Runs fn in one transaction that first locks this shopper's cart row. */
  const withCartLocked = <T>(userId: number, fn: (tx: Db) => Promise<T>): Promise<T> =>
    db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).for('update');
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

  return {
    async get(userId: number): Promise<Cart> {
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
        .where(eq(carts.userId, userId))
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
    async add(userId: number, productId: number, size: Size, quantity: number): Promise<void> {
      await withCartLocked(userId, async (tx) => {
        // What the line would hold after this add must be in stock, not just one unit.
        const [line] = await tx
          .select({ quantity: cartLines.quantity })
          .from(cartLines)
          .where(lineOf(userId, productId, size));
        const stockId = await stockFor(
          tx,
          productId,
          size,
          Math.min((line?.quantity ?? 0) + quantity, MAX_QUANTITY),
        );
        await tx.execute(sql`
          INSERT INTO cart_lines (cart_id, product_id, stock_id, size, quantity, unit_price_cents, unit_sale_price_cents)
          SELECT ${cartOf(userId)}, p.id, ${stockId}, ${size}, LEAST(${quantity}::int, ${MAX_QUANTITY}::int),
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
    async setQuantity(userId: number, productId: number, size: Size, quantity: number): Promise<void> {
      await withCartLocked(userId, async (tx) => {
        await stockFor(tx, productId, size, quantity);
        const updated = await tx
          .update(cartLines)
          .set({ quantity, updatedAt: sql`now()` })
          .where(lineOf(userId, productId, size))
          .returning({ id: cartLines.id });
        if (updated.length === 0) throw notFound('This product and size are not in your cart');
      });
    },

    /** Empties the cart (an order was placed from it). */
    async clear(userId: number): Promise<void> {
      await db.delete(cartLines).where(eq(cartLines.cartId, cartOf(userId)));
    },

    async remove(userId: number, productId: number, size: Size): Promise<void> {
      await withCartLocked(userId, async (tx) => {
        const removed = await tx
          .delete(cartLines)
          .where(lineOf(userId, productId, size))
          .returning({ id: cartLines.id });
        if (removed.length === 0) throw notFound('This product and size are not in your cart');
      });
    },
  };
}

export type CartRepository = ReturnType<typeof cartRepository>;
