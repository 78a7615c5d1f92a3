// Orders: the checkout summary and placing an order in one transaction. Every
// statement is scoped by the cart's owner (the session user, or the guest bag its cookie
// names), so no call reads or changes another shopper's cart or orders. A guest's order is
// opened again by its bag or by the mailed link's token (only its sha256 is kept), and joins
// the account that later verifies the same e-mail address (claimGuestOrders).
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gte, isNull, sql, type SQL } from 'drizzle-orm';
import {
  cartVersion,
  checkoutTotals,
  estimatedDeliveryDate,
  type Promo,
} from '@storefront/shared/contracts/checkout';
import type {
  CheckoutConflict,
  CheckoutSummary,
  Order,
  PlaceOrderBody,
} from '@storefront/shared/contracts/orders';
import { SIZE_LABELS } from '@storefront/shared/contracts/vocabulary';
import type { Db } from '../db/client';
import { carts, orderLines, orders, stock } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { lockCart, type CartOwner, type CartRepository } from './cart';
import { listOrders } from './order-history';
import { toOrder } from './order-rows';
import { promoCodesRepository } from './promo-codes';

/** Who places or reads an order: a signed-in user, or a guest by the bag that placed it. */
export type OrderOwner = { userId: number } | { guestCartId: number };

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A 409 with a body the checkout page can show (new totals or the sold-out line). */
export class CheckoutConflictError extends Error {
  constructor(readonly body: CheckoutConflict) {
    super(body.message);
  }
}

/** A card provider would authorize (or refuse) the amount here before the order is written. */
export interface PaymentProvider {
  readonly id: PlaceOrderBody['paymentMethod'];
  /** Throws to refuse the order; the transaction then rolls back, stock included. */
  authorize(order: { userId: number | null; grandTotalCents: number; idempotencyKey: string }): Promise<void>;
}

/** Pay on delivery: nothing to authorize now, the courier collects the total. */
export const payOnDelivery: PaymentProvider = {
  id: 'pay-on-delivery',
  async authorize() {},
};

export type OrdersRepository = ReturnType<typeof ordersRepository>;

export function ordersRepository(
  db: Db,
  cartOf: (db: Db) => CartRepository,
  providers: readonly PaymentProvider[] = [payOnDelivery],
) {
  const promoCodes = promoCodesRepository(db);

  async function summaryIn(tx: Db, owner: CartOwner | null, promo: Promo | null): Promise<CheckoutSummary> {
    const cart = owner ? await cartOf(tx).get(owner) : { stocks: [] };
    const standard = checkoutTotals(cart.stocks, 'standard', promo);
    const express = checkoutTotals(cart.stocks, 'express', promo);
    return {
      cart,
      subtotalCents: standard.subtotalCents,
      discountCents: standard.discountCents,
      totalCents: standard.totalCents,
      promo,
      promoDiscountCents: standard.promoDiscountCents,
      delivery: { standard: standard.deliveryFeeCents, express: express.deliveryFeeCents },
      cartVersion: cartVersion(cart.stocks),
    };
  }

  /** The guest bag's token hash: a guest's orders are its bag's (and stay so once the bag is emptied). */
  async function bagHash(tx: Db, guestCartId: number): Promise<string> {
    const [bag] = await tx
      .select({ hash: carts.guestTokenHash })
      .from(carts)
      .where(and(eq(carts.id, guestCartId), isNull(carts.userId)));
    if (!bag?.hash) throw notFound('No guest bag');
    return bag.hash;
  }

  const ownedBy = async (tx: Db, owner: OrderOwner): Promise<SQL> =>
    'userId' in owner
      ? eq(orders.userId, owner.userId)
      : eq(orders.guestBagHash, await bagHash(tx, owner.guestCartId));

  async function orderIn(tx: Db, whose: SQL, where: SQL): Promise<Order | null> {
    const [row] = await tx.select().from(orders).where(and(whose, where));
    if (!row) return null;
    const lines = await tx
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, row.id))
      .orderBy(asc(orderLines.id));
    return toOrder(row, lines);
  }

  return {
    /** The order `owner` placed with `idempotencyKey`, or null: a retry is answered with it. */
    async placedWith(owner: OrderOwner, idempotencyKey: string): Promise<Order | null> {
      return orderIn(db, await ownedBy(db, owner), eq(orders.idempotencyKey, idempotencyKey));
    },

    /** The checkout summary, with a promo code's discount (404 or 409 when it cannot be used). */
    async summary(owner: CartOwner | null, promoCode?: string): Promise<CheckoutSummary> {
      const promo = promoCode ? await promoCodes.find(promoCode) : null;
      return summaryIn(db, owner, promo);
    },

    /** A promo code that can be used now (404 unknown, 409 expired or used up). */
    promo: (code: string) => promoCodes.find(code),

    /**
     * Places the order: all or nothing. The shopper's cart row is locked first,
     * so a doubled request waits for the first and then finds its order by the
     * key, and a cart change (cart.ts takes the same lock) waits until the cart
     * is ordered and emptied, then finds its line gone (404), instead of landing
     * between the read and the emptying and vanishing; stock is taken with one
     * conditional UPDATE per line, so concurrent shoppers can never take it below zero.
     */
    async place(
      owner: OrderOwner,
      idempotencyKey: string,
      body: PlaceOrderBody & { email: string },
    ): Promise<{ order: Order; created: boolean; accessToken: string | null }> {
      const provider = providers.find((p) => p.id === body.paymentMethod);
      if (!provider) throw badRequest('This payment method is not available');
      const userId = 'userId' in owner ? owner.userId : null;
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await lockCart(tx, owner);
        const guestBagHash = 'guestCartId' in owner ? await bagHash(tx, owner.guestCartId) : null;
        const whose =
          guestBagHash === null ? eq(orders.userId, userId!) : eq(orders.guestBagHash, guestBagHash);
        const existing = await orderIn(tx, whose, eq(orders.idempotencyKey, idempotencyKey));
        if (existing) return { order: existing, created: false, accessToken: null };

        // Checked again and counted under the code's row lock: the last use goes to one order.
        const promo = body.promoCode ? await promoCodes.use(tx, body.promoCode) : null;
        const summary = await summaryIn(tx, owner, promo);
        if (summary.cart.stocks.length === 0 || summary.cartVersion !== body.cartVersion) {
          throw new CheckoutConflictError({
            reason: 'cart-changed',
            message:
              summary.cart.stocks.length === 0
                ? 'Your cart is empty'
                : 'Your cart changed since you opened checkout: please check the new totals',
            summary,
          });
        }

        // In one order of rows for every transaction, so two orders never wait on each other.
        const lines = [...summary.cart.stocks].sort(
          (a, b) => a.productId - b.productId || a.cart_stocks.size.localeCompare(b.cart_stocks.size),
        );
        for (const { productId, cart_stocks: line } of lines) {
          const taken = await tx
            .update(stock)
            .set({ quantity: sql`${stock.quantity} - ${line.quantity}` })
            .where(
              and(
                eq(stock.productId, productId),
                eq(stock.size, line.size),
                gte(stock.quantity, line.quantity),
              ),
            )
            .returning({ id: stock.id });
          if (taken.length === 0) {
            const [left] = await tx
              .select({ available: stock.quantity })
              .from(stock)
              .where(and(eq(stock.productId, productId), eq(stock.size, line.size)));
            const available = left?.available ?? 0;
            const what = `${line.productName} (size ${SIZE_LABELS[line.size].short})`;
            throw new CheckoutConflictError({
              reason: 'sold-out',
              message:
                available === 0
                  ? `${what} is sold out: remove it from your cart to place your order`
                  : `Only ${available} left of ${what}: lower the quantity to place your order`,
              line: {
                productId,
                productName: line.productName,
                size: line.size,
                quantity: line.quantity,
                available,
              },
            });
          }
        }

        const totals = checkoutTotals(summary.cart.stocks, body.deliveryMethod, promo);
        await provider.authorize({ userId, grandTotalCents: totals.grandTotalCents, idempotencyKey });
        // The mailed link's key: only a guest's order needs one (an account opens its own orders).
        const accessToken = guestBagHash === null ? null : randomBytes(32).toString('base64url');
        const [row] = await tx
          .insert(orders)
          .values({
            userId,
            guestBagHash,
            accessTokenHash: accessToken === null ? null : sha256(accessToken),
            email: body.email,
            phone: body.phone?.trim() || null,
            estimatedDelivery: estimatedDeliveryDate(body.deliveryMethod, new Date()),
            idempotencyKey,
            deliveryMethod: body.deliveryMethod,
            paymentMethod: body.paymentMethod,
            addressName: body.address.name.trim(),
            addressStreet: body.address.street.trim(),
            addressCity: body.address.city.trim(),
            addressPostcode: body.address.postcode.trim(),
            addressCountry: body.address.country.trim(),
            subtotalCents: totals.subtotalCents,
            discountCents: totals.discountCents,
            promoCode: promo?.code ?? null,
            promoDiscountCents: totals.promoDiscountCents,
            deliveryFeeCents: totals.deliveryFeeCents,
            totalCents: totals.grandTotalCents,
          })
          .returning();
        const lineRows = await tx
          .insert(orderLines)
          .values(
            summary.cart.stocks.map(({ productId, cart_stocks: l }) => ({
              orderId: row.id,
              productId,
              productName: l.productName,
              size: l.size,
              quantity: l.quantity,
              unitPriceCents: Math.round((l.price * 100) / l.quantity),
              unitSalePriceCents: l.salePrice === null ? null : Math.round((l.salePrice * 100) / l.quantity),
            })),
          )
          .returning();
        await cartOf(tx).clear(owner);
        return { order: toOrder(row, lineRows), created: true, accessToken };
      });
    },

    /** A page of the user's orders with their lines (order-history.ts). */
    list: (userId: number, limit: number, cursor?: string) => listOrders(db, userId, limit, cursor),

    /** The owner's order: a user's own, or the order a guest's bag placed. */
    async get(owner: OrderOwner, orderId: number): Promise<Order> {
      const order = await orderIn(
        db,
        await ownedBy(db, owner).catch(() => sql`false`),
        eq(orders.id, orderId),
      );
      if (!order) throw notFound(`No order ${orderId} in your account`);
      return order;
    },

    /** A guest's order by the mailed link's key (the same 404 for a wrong key as for no order). */
    async getByAccessKey(orderId: number, key: string): Promise<Order> {
      const order =
        key.length >= 20 && key.length <= 100
          ? await orderIn(db, eq(orders.accessTokenHash, sha256(key)), eq(orders.id, orderId))
          : null;
      if (!order) throw notFound(`No order ${orderId} for this link`);
      return order;
    },

    /**
     * Guests' orders placed with this (now verified) address join the account. An account holds
     * one order per idempotency key (UNIQUE (user_id, idempotency_key)), and any guest may place
     * orders with any address and key: so only one guest order per key joins, and none whose key
     * the account already holds; the others stay guest orders, opened by their mailed links.
     */
    async claimGuestOrders(userId: number, email: string): Promise<number> {
      const claimed = await db
        .update(orders)
        .set({ userId })
        .where(
          and(
            isNull(orders.userId),
            sql`${orders.id} IN (
              SELECT DISTINCT ON (g.idempotency_key) g.id FROM orders g
              WHERE g.user_id IS NULL AND lower(g.email) = lower(${email})
                AND NOT EXISTS (
                  SELECT 1 FROM orders m WHERE m.user_id = ${userId} AND m.idempotency_key = g.idempotency_key
                )
              ORDER BY g.idempotency_key, g.id
            )`,
          ),
        )
        .returning({ id: orders.id });
      return claimed.length;
    },
  };
}
