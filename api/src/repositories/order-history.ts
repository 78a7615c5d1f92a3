// The order history (docs/api.md#order-history): a page of a user's orders, the newest first,
// each with its lines, from a strict keyset cursor on (created_at, id).
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { OrderSummary } from '@storefront/shared/contracts/orders';
import { MAX_ID } from '@storefront/shared/contracts/validation';
import type { Db } from '../db/client';
import { orderLines, orders } from '../db/schema';
import { badRequest } from '../http/errors';
import { toSummary, type LineRow } from './order-rows';

const CURSOR = /^o\.(\d{1,10})$/;
const STALE_CURSOR = 'cursor is not one this list gave: start again from the first page';
const encodeCursor = (id: number) => Buffer.from(`o.${id}`).toString('base64url');

/** The order id a history cursor names, read strictly: anything this API did not write is a 400. */
function decodeCursor(cursor: string): number {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  const id = Number(match?.[1]);
  if (!match || id < 1 || id > MAX_ID || encodeCursor(id) !== cursor) throw badRequest(STALE_CURSOR);
  return id;
}

/**
 * A page of the user's orders, the newest first, each with its lines; `limit` of them after
 * the cursor's order, the account's total and the next cursor (docs/api.md#orders).
 */
export async function listOrders(
  db: Db,
  userId: number,
  limit: number,
  cursor?: string,
): Promise<{ orders: OrderSummary[]; total: number; nextCursor: string | null }> {
  const mine = eq(orders.userId, userId);
  let after: SQL | undefined;
  if (cursor) {
    const [at] = await db
      .select({ createdAt: orders.createdAt, id: orders.id })
      .from(orders)
      .where(and(mine, eq(orders.id, decodeCursor(cursor))));
    if (!at) throw badRequest(STALE_CURSOR);
    // The row itself, not its time read into JavaScript (milliseconds): the keyset is exact.
    after = sql`(${orders.createdAt}, ${orders.id}) < (SELECT created_at, id FROM orders WHERE id = ${at.id})`;
  }
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(and(mine, after))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit + 1),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(mine),
  ]);
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const lines =
    shown.length === 0
      ? []
      : await db
          .select()
          .from(orderLines)
          .where(
            inArray(
              orderLines.orderId,
              shown.map((r) => r.id),
            ),
          )
          .orderBy(asc(orderLines.orderId), asc(orderLines.id));
  const byOrder = new Map<number, LineRow[]>();
  for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  return {
    orders: shown.map((r) => toSummary(r, byOrder.get(r.id) ?? [])),
    total: Number(total),
    nextCursor: more ? encodeCursor(shown[shown.length - 1].id) : null,
  };
}
