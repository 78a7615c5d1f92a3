// /api/orders: the checkout summary, placing an order, the shopper's orders. A signed-in
// shopper's calls touch only their rows; a guest (docs/cart.md#guest-checkout) checks out
// their guest bag with an e-mail address and opens that order by the bag or the mailed link;
// the order list needs a session (401).
import { refuseTooMany, reserveOrRefuse } from '../../../http/throttle-reply';
import { dayBudgets, type DayKind } from '../../../auth/a-day';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorSchema } from '@storefront/shared/contracts/schemas';
import {
  CheckoutConflictSchema,
  CheckoutSummaryQuerySchema,
  CheckoutSummarySchema,
  OrderIdParamsSchema,
  OrderKeyQuerySchema,
  OrderListQuerySchema,
  OrderListSchema,
  OrderSchema,
  PlaceOrderBodySchema,
  PlaceOrderHeadersSchema,
} from '@storefront/shared/contracts/orders';
import {
  GUEST_EMAIL_REQUIRED,
  ORDER_HISTORY_DEFAULT_LIMIT,
  ORDER_HISTORY_MAX_LIMIT,
  type DeliveryAddress,
} from '@storefront/shared/contracts/checkout';
import type { Reservation, ThrottleKey } from '../../../auth/throttle';
import { badRequest, unauthorized } from '../../../http/errors';
import { GuestBags } from '../../../http/guest-bag';
import { promoGuesses } from '../../../http/promo-guesses';
import { sendQuietly } from '../../../mail/mailer';
import { orderMail } from '../../../mail/order-mail';
import { CheckoutConflictError } from '../../../repositories/orders';
import { clientAddress } from '../../../http/client-address';

const tags = ['orders'];
/**
 * An order writes a row, takes stock until delivery and mails the address the call gives: a guest
 * types any address, and a signed-in shopper may name one other than the account's. Per client
 * address 5 guest orders, per account 10 orders, and per mailbox that is not the ordering
 * account's own verified one 3 (guests and accounts together: no one can make the store mail a
 * stranger more),
 * then 429 with Retry-After (the shared throttle: forgotten 15 minutes after the last, each order
 * over the budget doubles the wait from 1 minute up to an hour). With AUTH_RATE_LIMIT below them,
 * that.
 */
const GUEST_ORDERS_PER_ADDRESS = 5;
const ORDERS_PER_ACCOUNT = 10;
const ORDERS_PER_MAILBOX = 3;
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };

export async function orderRoutes(scope: FastifyInstance): Promise<void> {
  /** The order is placed whatever happens here: a full address book only means it was not kept. */
  const saveAddress = async (
    userId: number,
    { address, phone }: { address: DeliveryAddress; phone?: string },
    log: { warn(details: object, message: string): void },
  ) => {
    try {
      await scope.repos.addresses.add(userId, { ...address, phone: phone ?? '' });
    } catch (error) {
      log.warn({ message: (error as Error).message }, 'the address was not saved to the address book');
    }
  };
  scope.addHook('onRoute', (route) => {
    route.config = { auth: 'optional', ...route.config };
  });
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { orders } = app.repos;
  const bags = new GuestBags(app.repos.guestBags, app.repos.cart);
  const { throttle } = app.repos;
  const n = app.config.authRateLimit;
  const days = dayBudgets(app.repos.rateLimits, n);
  const guesses = promoGuesses(throttle, n);
  /** Counts an order on its client address or account, and its mailbox; or answers 429 (and null). */
  async function reserveOrder(
    reply: FastifyReply,
    ip: string,
    user: { id: number; email: string; emailVerified: boolean } | null,
    email: string,
  ): Promise<Reservation | null> {
    const mailbox = email.toLowerCase();
    const keys: ThrottleKey[] = user
      ? [{ name: 'order:user', value: String(user.id), limit: Math.min(n, ORDERS_PER_ACCOUNT) }]
      : [{ name: 'guest-order:ip', value: ip, limit: Math.min(n, GUEST_ORDERS_PER_ADDRESS) }];
    // An account's own address counts only once it is verified: anyone can sign up with a stranger's.
    if (!(user?.emailVerified && mailbox === user.email.toLowerCase())) {
      keys.push({ name: 'order:email', value: mailbox, limit: Math.min(n, ORDERS_PER_MAILBOX) });
    }
    const reservation = await reserveOrRefuse(throttle, reply, keys);
    if (!reservation) return null;
    // And the orders of a day (auth/a-day.ts), each taking stock and mailing: a guest's from one
    // address; an account's, and those of every account from one address (accounts are free to
    // make). An order that places nothing gives every count back.
    const budgets: [DayKind, string][] = user
      ? [
          ['account-order', String(user.id)],
          ['order', ip],
        ]
      : [['guest-order', ip]];
    const spentOnes: [DayKind, string][] = [];
    let released = false;
    /** Gives back the throttle's count and the days spent, once however often it is called. */
    const release = async () => {
      if (released) return;
      released = true;
      await reservation.release();
      await Promise.all(spentOnes.map(([kind, who]) => days.giveBack(kind, who)));
    };
    try {
      for (const [kind, who] of budgets) {
        const spent = await days.spend(kind, who);
        if (spent) {
          await release();
          await refuseTooMany(reply, spent);
          return null;
        }
        spentOnes.push([kind, who]);
      }
    } catch (error) {
      await release();
      throw error;
    }
    return { release };
  }

  app.get(
    '/summary',
    {
      schema: {
        tags,
        querystring: CheckoutSummaryQuerySchema,
        response: { 200: CheckoutSummarySchema, ...errors, 409: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const owner = await bags.ownerOf(request);
      const { promoCode } = request.query;
      return guesses(request, reply, promoCode, () => orders.summary(owner, promoCode));
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        description:
          "The signed-in shopper's orders, the newest first, each with its lines: `limit` of them " +
          `(1 to ${ORDER_HISTORY_MAX_LIMIT}, ${ORDER_HISTORY_DEFAULT_LIMIT} by default), the account's total and the ` +
          "next page's cursor (null on the last). A cursor the API did not give is a 400.",
        querystring: OrderListQuerySchema,
        response: { 200: OrderListSchema, ...errors },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      const { limit = ORDER_HISTORY_DEFAULT_LIMIT, cursor } = request.query;
      return orders.list(request.user.id, limit, cursor);
    },
  );

  app.get(
    '/:orderId',
    {
      schema: {
        tags,
        description:
          "An order: the signed-in shopper's own, the order this browser's guest bag placed, or " +
          'the order of the mailed link (?key=). 404 for anything else.',
        params: OrderIdParamsSchema,
        querystring: OrderKeyQuerySchema,
        response: { 200: OrderSchema, ...errors },
      },
    },
    async (request) => {
      const { orderId } = request.params;
      if (request.query.key) return orders.getByAccessKey(orderId, request.query.key);
      const owner = await bags.ownerOf(request);
      if (!owner) throw unauthorized();
      return orders.get(owner, orderId);
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        description:
          'Places an order from the cart: 201 the new order, 200 the same order again for a key already used; ' +
          '409 when the cart changed since the summary (with the new summary) or a line is sold out (named); ' +
          '429 (Retry-After) past 5 guest orders from one client address (N a day, 20 by default), 10 orders of one account (N a day; 5N a day of accounts from one address), or 3 mailed to ' +
          "one e-mail address that is not the ordering account's.",
        headers: PlaceOrderHeadersSchema,
        body: PlaceOrderBodySchema,
        response: {
          200: OrderSchema,
          201: OrderSchema,
          ...errors,
          409: CheckoutConflictSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const fromBody = request.body.idempotencyKey;
      const fromHeader = request.headers['idempotency-key'];
      if (fromBody && fromHeader && fromBody !== fromHeader) {
        throw badRequest('The Idempotency-Key header and idempotencyKey differ');
      }
      const key = fromBody ?? fromHeader;
      if (!key) throw badRequest('An idempotency key is required (Idempotency-Key header or idempotencyKey)');
      const email = request.body.email ?? user?.email;
      if (!email) throw badRequest(GUEST_EMAIL_REQUIRED);
      const owner = await bags.ownerOf(request);
      if (!owner) {
        // A guest without a bag has nothing to order: the summary says the cart is empty.
        return reply.code(409).send({
          reason: 'cart-changed',
          message: 'Your cart is empty',
          summary: await orders.summary(null),
        });
      }
      // A retry of a placed order is answered with it, counted nowhere: the shopper who lost the
      // first answer is never told to wait for an order already placed (and mailed).
      const placedBefore = await orders.placedWith(owner, key);
      if (placedBefore) return reply.code(200).send(placedBefore);
      // An order is counted before it is placed; one that places nothing (a retry racing the
      // first, a changed cart) gives its count back.
      const reservation = await reserveOrder(reply, clientAddress(request), user ?? null, email);
      if (!reservation) return reply;
      try {
        const placed = await guesses(request, reply, request.body.promoCode, () =>
          orders.place(owner, key, { ...request.body, email }),
        );
        if (!('order' in placed)) {
          await reservation.release();
          return placed;
        }
        const { order, created, accessToken } = placed;
        if (!created) await reservation.release();
        if (created) {
          void sendQuietly(app.mailer, orderMail(order, app.config.storePublicUrl, accessToken), request.log);
          if (user && request.body.saveAddress) await saveAddress(user.id, request.body, request.log);
        }
        return reply.code(created ? 201 : 200).send(order);
      } catch (error) {
        await reservation.release();
        if (error instanceof CheckoutConflictError) return reply.code(409).send(error.body);
        throw error;
      }
    },
  );
}
