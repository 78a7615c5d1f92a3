// Returns (docs/api.md#returns, migration 0018): a signed-in shopper returns units of one line of
// their own order. Every statement is scoped by the user, so nobody reads or returns another
// shopper's lines. A request locks its order line while it counts what is already returned, so
// concurrent requests queue and the units returned never pass the units ordered.
import { sql } from 'drizzle-orm';
import { orderNumber } from '@storefront/shared/contracts/checkout';
import {
  RETURNABLE_LINES_MAX,
  RETURN_WINDOW_DAYS,
  RETURNS_PAGE_SIZE,
  isFinalSale,
  returnNumber,
  type ReturnReason,
} from '@storefront/shared/contracts/return-limits';
import type { CreateReturnBody, Return, ReturnableLine } from '@storefront/shared/contracts/returns';
import type { Size } from '@storefront/shared/contracts/vocabulary';
import { SIZE_LABELS } from '@storefront/shared/contracts/vocabulary';
import type { Db } from '../db/client';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const iso = (value: string | Date) => new Date(value).toISOString();
/**
 * The last day (UTC) an order's lines can be returned: RETURN_WINDOW_DAYS after its delivery, which
 * the store knows as the order's estimated delivery date (the day it was placed for older orders).
 */
const returnBy = (o: string) =>
  sql`(coalesce(${sql.raw(o)}.estimated_delivery, (${sql.raw(o)}.created_at AT TIME ZONE 'UTC')::date) + ${RETURN_WINDOW_DAYS}::int)`;
const TODAY = sql`(now() AT TIME ZONE 'UTC')::date`;

interface ReturnRow {
  id: number;
  orderId: number;
  createdAt: string | Date;
  reason: string;
  note: string;
  productId: number;
  productName: string;
  size: string;
  quantity: number;
}

const toReturn = (r: ReturnRow): Return => ({
  id: r.id,
  number: returnNumber(r.id),
  status: 'requested',
  orderId: r.orderId,
  orderNumber: orderNumber(r.orderId),
  createdAt: iso(r.createdAt),
  reason: r.reason as ReturnReason,
  note: r.note,
  lines: [{ productId: r.productId, productName: r.productName, size: r.size as Size, quantity: r.quantity }],
});

const SELECT_RETURN = sql`
  SELECT r.id, r.order_id AS "orderId", r.created_at AS "createdAt", r.reason, r.note,
         l.product_id AS "productId", l.product_name AS "productName", l.size, r.quantity
  FROM returns r JOIN order_lines l ON l.id = r.order_line_id`;

const STALE_CURSOR = 'cursor is not one this list gave: start again from the first page';
/** A page's cursor is the id of the last return it showed; anything else is a 400. */
function cursorId(cursor: string): number {
  if (!/^[1-9]\d{0,9}$/.test(cursor) || Number(cursor) > 2_147_483_647) throw badRequest(STALE_CURSOR);
  return Number(cursor);
}

export type ReturnsRepository = ReturnType<typeof returnsRepository>;

export function returnsRepository(db: Db) {
  return {
    /** Lines of the shopper's orders still inside the return window, newest order first. */
    async returnable(userId: number, orderId?: number): Promise<ReturnableLine[]> {
      const rows = rowsOf<{
        orderId: number;
        orderedAt: string | Date;
        returnBy: string;
        productId: number;
        productName: string;
        size: string;
        ordered: number;
        unitSalePriceCents: number | null;
        returned: number;
      }>(
        await db.execute(sql`
          SELECT o.id AS "orderId", o.created_at AS "orderedAt",
                 to_char(${returnBy('o')}, 'YYYY-MM-DD') AS "returnBy",
                 l.product_id AS "productId", l.product_name AS "productName", l.size,
                 l.quantity AS ordered, l.unit_sale_price_cents AS "unitSalePriceCents",
                 coalesce((SELECT sum(r.quantity) FROM returns r WHERE r.order_line_id = l.id), 0)::int AS returned
          FROM orders o JOIN order_lines l ON l.order_id = o.id
          WHERE o.user_id = ${userId} AND ${returnBy('o')} >= ${TODAY}
            ${orderId === undefined ? sql`` : sql`AND o.id = ${orderId}`}
          ORDER BY o.created_at DESC, o.id DESC, l.id
          LIMIT ${RETURNABLE_LINES_MAX}`),
      );
      return rows.map((r) => {
        const finalSale = isFinalSale(r);
        return {
          orderId: r.orderId,
          orderNumber: orderNumber(r.orderId),
          orderedAt: iso(r.orderedAt),
          returnBy: r.returnBy,
          productId: r.productId,
          productName: r.productName,
          size: r.size as Size,
          ordered: r.ordered,
          returned: r.returned,
          returnable: finalSale ? 0 : Math.max(0, r.ordered - r.returned),
          finalSale,
        };
      });
    },

    /**
     * Records the return of `quantity` units of the line, or throws the refusal: 404 not the
     * shopper's order or no such line in it, 403 final sale or past the window, 409 more units
     * than are left to return.
     */
    async create(userId: number, body: CreateReturnBody): Promise<Return> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [order] = rowsOf<{ id: number; open: boolean }>(
          await tx.execute(sql`
            SELECT id, ${returnBy('orders')} >= ${TODAY} AS open FROM orders
            WHERE id = ${body.orderId} AND user_id = ${userId}`),
        );
        const number = orderNumber(body.orderId);
        if (!order) throw notFound(`We found no order ${number} on your account`);
        const size = SIZE_LABELS[body.size].short;
        // The lock: a second request for this line waits here until this one has written its row.
        const [line] = rowsOf<{
          id: number;
          productName: string;
          quantity: number;
          unitSalePriceCents: number | null;
        }>(
          await tx.execute(sql`
            SELECT id, product_name AS "productName", quantity, unit_sale_price_cents AS "unitSalePriceCents"
            FROM order_lines WHERE order_id = ${order.id} AND product_id = ${body.productId} AND size = ${body.size}
            FOR UPDATE`),
        );
        if (!line) throw notFound(`Order ${number} has no such item in size ${size}`);
        if (isFinalSale(line)) {
          throw forbidden(`${line.productName} was bought in the sale: final sale items cannot be returned`);
        }
        if (!order.open) {
          throw forbidden(
            `Order ${number} was delivered more than ${RETURN_WINDOW_DAYS} days ago: it can no longer be returned`,
          );
        }
        const [{ returned }] = rowsOf<{ returned: number }>(
          await tx.execute(sql`
            SELECT coalesce(sum(quantity), 0)::int AS returned FROM returns WHERE order_line_id = ${line.id}`),
        );
        const left = line.quantity - returned;
        if (body.quantity > left) {
          throw conflict(
            left === 0
              ? `Every ${line.productName} (size ${size}) of order ${number} is already being returned`
              : `Only ${left} of ${line.productName} (size ${size}) can still be returned from order ${number}`,
          );
        }
        const [{ id }] = rowsOf<{ id: number }>(
          await tx.execute(sql`
            INSERT INTO returns (user_id, order_id, order_line_id, quantity, reason, note)
            VALUES (${userId}, ${order.id}, ${line.id}, ${body.quantity}, ${body.reason}, ${body.note?.trim() ?? ''})
            RETURNING id`),
        );
        const [row] = rowsOf<ReturnRow>(await tx.execute(sql`${SELECT_RETURN} WHERE r.id = ${id}`));
        return toReturn(row);
      });
    },

    /** A page of the shopper's returns, newest first, after the cursor's; and the next cursor. */
    async list(userId: number, cursor?: string): Promise<{ returns: Return[]; nextCursor: string | null }> {
      const before = cursor === undefined ? null : cursorId(cursor);
      // Only the id of one of the shopper's own returns is a cursor this list gives (as the order
      // history's, docs/api.md#returns): another shopper's, or a number made up, is a 400.
      if (before !== null) {
        const [mine] = rowsOf<{ id: number }>(
          await db.execute(sql`SELECT id FROM returns WHERE id = ${before} AND user_id = ${userId}`),
        );
        if (!mine) throw badRequest(STALE_CURSOR);
      }
      const rows = rowsOf<ReturnRow>(
        await db.execute(sql`${SELECT_RETURN}
          WHERE r.user_id = ${userId} ${before === null ? sql`` : sql`AND r.id < ${before}`}
          ORDER BY r.id DESC LIMIT ${RETURNS_PAGE_SIZE + 1}`),
      );
      const more = rows.length > RETURNS_PAGE_SIZE;
      const shown = more ? rows.slice(0, RETURNS_PAGE_SIZE) : rows;
      return {
        returns: shown.map(toReturn),
        nextCursor: more ? String(shown[shown.length - 1].id) : null,
      };
    },
  };
}
