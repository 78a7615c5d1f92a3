// /api/returns (docs/api.md#returns): the signed-in shopper's returns and returnable lines, by the
// API's rules: the account's orders delivered (the estimated date) in the last 30 days, final sale
// (bought at a sale price) excluded, no more units than ordered; 404, 403 and 409 as the API says.
import { orderNumber } from '../contracts/checkout';
import { ErrorSchema } from '../contracts/schemas';
import {
  CreateReturnBodySchema,
  ReturnListSchema,
  ReturnSchema,
  ReturnableListSchema,
  ReturnableQuerySchema,
  ReturnsQuerySchema,
  type CreateReturnBody,
  type ReturnableLine,
} from '../contracts/returns';
import {
  RETURNABLE_LINES_MAX,
  RETURNS_PAGE_SIZE,
  RETURN_WINDOW_DAYS,
  isFinalSale,
  returnNumber,
} from '../contracts/return-limits';
import { SIZE_LABELS } from '../contracts/vocabulary';
import type { Order } from '../contracts';
import { ok, refuse, type FakeRoute, type FakeState } from './fake-state';

const errors = { 400: ErrorSchema, 401: ErrorSchema };
const DAY_MS = 24 * 60 * 60 * 1000;

/** The last day (UTC) of an order's returns: 30 days after its (estimated) delivery, else its day. */
const returnByOf = (o: Order) =>
  new Date(Date.parse(o.estimatedDelivery ?? o.createdAt.slice(0, 10)) + RETURN_WINDOW_DAYS * DAY_MS)
    .toISOString()
    .slice(0, 10);

/** The account's orders (a guest's have an access key) still inside the window, newest first. */
const openOrders = (state: FakeState) =>
  state.orders
    .filter((o) => o.accessKey === null && returnByOf(o) >= new Date().toISOString().slice(0, 10))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);

const returnedOf = (state: FakeState, orderId: number, productId: number, size: string) =>
  state.returns
    .filter((r) => r.orderId === orderId)
    .flatMap((r) => r.lines)
    .filter((l) => l.productId === productId && l.size === size)
    .reduce((n, l) => n + l.quantity, 0);

function returnable(state: FakeState, orderId?: number): ReturnableLine[] {
  return openOrders(state)
    .filter((o) => orderId === undefined || o.id === orderId)
    .flatMap((o) =>
      o.lines.map((l) => {
        const returned = returnedOf(state, o.id, l.productId, l.size);
        const finalSale = isFinalSale(l);
        return {
          orderId: o.id,
          orderNumber: o.number,
          orderedAt: o.createdAt,
          returnBy: returnByOf(o),
          productId: l.productId,
          productName: l.productName,
          size: l.size,
          ordered: l.quantity,
          returned,
          returnable: finalSale ? 0 : Math.max(0, l.quantity - returned),
          finalSale,
        };
      }),
    )
    .slice(0, RETURNABLE_LINES_MAX);
}

function create(state: FakeState, body: CreateReturnBody) {
  const number = orderNumber(body.orderId);
  const order = state.orders.find((o) => o.id === body.orderId && o.accessKey === null);
  if (!order) return refuse(404, `We found no order ${number} on your account`);
  const size = SIZE_LABELS[body.size].short;
  const line = order.lines.find((l) => l.productId === body.productId && l.size === body.size);
  if (!line) return refuse(404, `Order ${number} has no such item in size ${size}`);
  if (isFinalSale(line)) {
    return refuse(403, `${line.productName} was bought in the sale: final sale items cannot be returned`);
  }
  if (!openOrders(state).includes(order)) {
    return refuse(
      403,
      `Order ${number} was delivered more than ${RETURN_WINDOW_DAYS} days ago: it can no longer be returned`,
    );
  }
  const left = line.quantity - returnedOf(state, order.id, line.productId, line.size);
  if (body.quantity > left) {
    return refuse(
      409,
      left === 0
        ? `Every ${line.productName} (size ${size}) of order ${number} is already being returned`
        : `Only ${left} of ${line.productName} (size ${size}) can still be returned from order ${number}`,
    );
  }
  const id = state.returns.length + 1;
  const created = {
    id,
    number: returnNumber(id),
    status: 'requested' as const,
    orderId: order.id,
    orderNumber: order.number,
    createdAt: new Date().toISOString(),
    reason: body.reason,
    note: body.note?.trim() ?? '',
    lines: [
      { productId: line.productId, productName: line.productName, size: line.size, quantity: body.quantity },
    ],
  };
  state.returns = [...state.returns, created];
  return ok(created, 201);
}

export const returnRoutes: FakeRoute[] = [
  {
    method: 'GET',
    path: '/api/returns/returnable',
    auth: 'required',
    query: ReturnableQuerySchema,
    responses: { 200: ReturnableListSchema, ...errors },
    handle: ({ query }, state) => ok({ lines: returnable(state, query.orderId as number | undefined) }),
  },
  {
    method: 'GET',
    path: '/api/returns',
    auth: 'required',
    query: ReturnsQuerySchema,
    responses: { 200: ReturnListSchema, ...errors },
    handle: ({ query }, state) => {
      const newest = [...state.returns].reverse();
      const after =
        query.cursor === undefined ? 0 : newest.findIndex((r) => String(r.id) === query.cursor) + 1;
      if (query.cursor !== undefined && after === 0) {
        return refuse(400, 'cursor is not one this list gave: start again from the first page');
      }
      const page = newest.slice(after, after + RETURNS_PAGE_SIZE);
      const more = newest.length > after + RETURNS_PAGE_SIZE;
      return ok({ returns: page, nextCursor: more ? String(page[page.length - 1].id) : null });
    },
  },
  {
    method: 'POST',
    path: '/api/returns',
    auth: 'required',
    body: CreateReturnBodySchema,
    responses: { 201: ReturnSchema, ...errors, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
    handle: ({ body }, state) => create(state, body as CreateReturnBody),
  },
];
