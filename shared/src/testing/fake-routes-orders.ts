// /api/orders and /api/telemetry: the checkout summary, placing an order once per idempotency key
// (409 when the cart changed or a line is short, as the API), the shopper's orders; health beacons.
// Signed out, the summary and the order are the guest bag's (an e-mail address required), and a
// guest order opens with its key (`guest-key-{id}`) or from the browser that placed it.
import { ErrorSchema } from '../contracts/schemas';
import {
  CheckoutConflictSchema,
  CheckoutSummaryQuerySchema,
  CheckoutSummarySchema,
  OrderIdParamsSchema,
  OrderListQuerySchema,
  OrderListSchema,
  OrderKeyQuerySchema,
  OrderSchema,
  PlaceOrderBodySchema,
  PromoCodeParamsSchema,
  PromoSchema,
} from '../contracts/orders';
import { TelemetryBatchSchema } from '../contracts/telemetry';
import { toCents } from '../contracts/money';
import {
  GUEST_EMAIL_REQUIRED,
  ORDER_HISTORY_DEFAULT_LIMIT,
  cartVersion,
  checkoutTotals,
  estimatedDeliveryDate,
  orderNumber,
  type Promo,
} from '../contracts/checkout';
import { SIZE_LABELS } from '../contracts/vocabulary';
import type { CheckoutSummary, Order, PlaceOrderBody } from '../contracts';
import {
  available,
  linesOf,
  ok,
  refuse,
  setLinesOf,
  type FakeAnswer,
  type FakeRoute,
  type FakeState,
} from './fake-state';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };

/** The fake's promo codes: the seed's STUDENT20, and EXPIRED10 to see the refusal. */
export const FAKE_PROMOS: Record<string, Promo | 'expired'> = {
  STUDENT20: { code: 'STUDENT20', percentOff: 20 },
  EXPIRED10: 'expired',
};

/** The promo of a typed code, or the API's refusal. */
export function findPromo(typed: string): { promo: Promo } | { refusal: FakeAnswer } {
  const code = typed.trim().toUpperCase();
  const found = FAKE_PROMOS[code];
  if (!found)
    return { refusal: refuse(404, `${code} is not a promo code of this store: check the spelling`) };
  if (found === 'expired') return { refusal: refuse(409, `The promo code ${code} has expired`) };
  return { promo: found };
}

export function checkoutSummary(state: FakeState, promo: Promo | null = null): CheckoutSummary {
  const cart = linesOf(state);
  const standard = checkoutTotals(cart, 'standard', promo);
  return {
    cart: { stocks: cart },
    subtotalCents: standard.subtotalCents,
    discountCents: standard.discountCents,
    totalCents: standard.totalCents,
    promo,
    promoDiscountCents: standard.promoDiscountCents,
    delivery: {
      standard: standard.deliveryFeeCents,
      express: checkoutTotals(cart, 'express', promo).deliveryFeeCents,
    },
    cartVersion: cartVersion(cart),
  };
}

const withoutKey = ({
  idempotencyKey: _key,
  accessKey: _access,
  ...order
}: FakeState['orders'][number]): Order => order;

function place(state: FakeState, body: PlaceOrderBody, key: string) {
  const again = state.orders.find((o) => o.idempotencyKey === key);
  if (again) return ok(withoutKey(again));
  const email = body.email ?? state.session?.email;
  if (!email) return refuse(400, GUEST_EMAIL_REQUIRED);
  const cart = linesOf(state);
  let promo: Promo | null = null;
  if (body.promoCode) {
    const found = findPromo(body.promoCode);
    if ('refusal' in found) return found.refusal;
    promo = found.promo;
  }
  const summary = checkoutSummary(state, promo);
  if (cart.length === 0 || summary.cartVersion !== body.cartVersion) {
    const message =
      cart.length === 0
        ? 'Your cart is empty'
        : 'Your cart changed since you opened checkout: please check the new totals';
    return { status: 409, data: { message, reason: 'cart-changed', summary } };
  }
  for (const { productId, cart_stocks: line } of cart) {
    const left = available(state, productId, line.size);
    if (left >= line.quantity) continue;
    const what = `${line.productName} (size ${SIZE_LABELS[line.size].short})`;
    const message =
      left === 0
        ? `${what} is sold out: remove it from your cart to place your order`
        : `Only ${left} left of ${what}: lower the quantity to place your order`;
    const { productName, size, quantity } = line;
    return {
      status: 409,
      data: {
        message,
        reason: 'sold-out',
        line: { productId, productName, size, quantity, available: left },
      },
    };
  }
  for (const { productId, cart_stocks: line } of cart) {
    state.stock[productId] = {
      ...state.stock[productId],
      [line.size]: available(state, productId, line.size) - line.quantity,
    };
  }
  const totals = checkoutTotals(cart, body.deliveryMethod, promo);
  const id = state.orders.length + 1;
  const createdAt = new Date(Date.UTC(2026, 0, id));
  const order: Order = {
    id,
    number: orderNumber(id),
    createdAt: createdAt.toISOString(),
    status: 'PLACED',
    itemCount: cart.reduce((n, s) => n + s.cart_stocks.quantity, 0),
    grandTotalCents: totals.grandTotalCents,
    lines: cart.map(({ productId, cart_stocks: l }) => ({
      productId,
      productName: l.productName,
      size: l.size,
      quantity: l.quantity,
      unitPriceCents: toCents(l.price) / l.quantity,
      unitSalePriceCents: l.salePrice === null ? null : toCents(l.salePrice) / l.quantity,
      lineTotalCents: toCents(l.salePrice ?? l.price),
    })),
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    promoCode: promo?.code ?? null,
    promoDiscountCents: totals.promoDiscountCents,
    totalCents: totals.totalCents - totals.promoDiscountCents,
    deliveryFeeCents: totals.deliveryFeeCents,
    deliveryMethod: body.deliveryMethod,
    paymentMethod: body.paymentMethod,
    address: body.address,
    email,
    phone: body.phone ?? null,
    estimatedDelivery: estimatedDeliveryDate(body.deliveryMethod, createdAt),
  };
  const accessKey = state.session ? null : `guest-key-${id}`;
  state.orders = [...state.orders, { ...order, idempotencyKey: key, accessKey }];
  setLinesOf(state, []);
  return ok(order, 201);
}

export const orderRoutes: FakeRoute[] = [
  {
    method: 'GET',
    path: '/api/orders/summary',
    query: CheckoutSummaryQuerySchema,
    responses: { 200: CheckoutSummarySchema, ...errors, 409: ErrorSchema, 429: ErrorSchema },
    handle: ({ query }, state) => {
      if (!query.promoCode) return ok(checkoutSummary(state));
      const found = findPromo(query.promoCode as string);
      return 'refusal' in found ? found.refusal : ok(checkoutSummary(state, found.promo));
    },
  },
  {
    method: 'GET',
    path: '/api/cart/promo/:code',
    params: PromoCodeParamsSchema,
    responses: { 200: PromoSchema, ...errors, 409: ErrorSchema, 429: ErrorSchema },
    handle: ({ params }) => {
      const found = findPromo(params.code as string);
      return 'refusal' in found ? found.refusal : ok(found.promo);
    },
  },
  {
    method: 'GET',
    path: '/api/orders/',
    auth: 'required',
    query: OrderListQuerySchema,
    responses: { 200: OrderListSchema, ...errors },
    handle: ({ query }, state) => {
      // The API's page: `limit` of the newest first after the cursor's order (its id here).
      const newest = [...state.orders].reverse();
      const limit = (query.limit as number | undefined) ?? ORDER_HISTORY_DEFAULT_LIMIT;
      const from =
        query.cursor === undefined ? 0 : newest.findIndex((o) => String(o.id) === query.cursor) + 1;
      if (query.cursor !== undefined && from === 0)
        return refuse(400, 'cursor is not one this list gave: start again from the first page');
      const shown = newest.slice(from, from + limit);
      return ok({
        orders: shown.map(({ id, number, createdAt, status, itemCount, grandTotalCents, lines }) => ({
          id,
          number,
          createdAt,
          status,
          itemCount,
          grandTotalCents,
          lines,
        })),
        total: newest.length,
        nextCursor: from + limit < newest.length ? String(shown[shown.length - 1].id) : null,
      });
    },
  },
  {
    method: 'GET',
    path: '/api/orders/:orderId',
    params: OrderIdParamsSchema,
    query: OrderKeyQuerySchema,
    responses: { 200: OrderSchema, ...errors },
    handle: ({ params, query }, state) => {
      const found = state.orders.find((o) => o.id === params.orderId);
      const missing = refuse(404, `No order ${String(params.orderId)} in your account`);
      if (query.key !== undefined)
        return found && found.accessKey === query.key ? ok(withoutKey(found)) : missing;
      // Signed out, this browser's guest orders only (the fake has one browser).
      if (!state.session) return found?.accessKey ? ok(withoutKey(found)) : refuse(401, 'Please sign in');
      return found && found.accessKey === null ? ok(withoutKey(found)) : missing;
    },
  },
  {
    method: 'POST',
    path: '/api/orders/',
    body: PlaceOrderBodySchema,
    responses: {
      200: OrderSchema,
      201: OrderSchema,
      ...errors,
      409: CheckoutConflictSchema,
      429: ErrorSchema,
    },
    handle: ({ body, headers }, state) => {
      const placing = body as PlaceOrderBody;
      const fromHeader = headers['idempotency-key'];
      if (placing.idempotencyKey && fromHeader && placing.idempotencyKey !== fromHeader) {
        return refuse(400, 'The Idempotency-Key header and idempotencyKey differ');
      }
      const key = placing.idempotencyKey ?? fromHeader;
      if (!key)
        return refuse(400, 'An idempotency key is required (Idempotency-Key header or idempotencyKey)');
      return place(state, placing, key);
    },
  },
  {
    method: 'POST',
    path: '/api/telemetry',
    body: TelemetryBatchSchema,
    responses: { 204: null, 400: ErrorSchema, 429: ErrorSchema },
    handle: () => ({ status: 204 }),
  },
];
