// /api/orders: the checkout summary, placing an order, the shopper's orders.
// Every call needs a session (401) and touches only the session user's rows.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorSchema } from '@storefront/shared/contracts/schemas';
import {
  CheckoutConflictSchema,
  CheckoutSummarySchema,
  OrderIdParamsSchema,
  OrderListSchema,
  OrderSchema,
  PlaceOrderBodySchema,
  PlaceOrderHeadersSchema,
} from '@storefront/shared/contracts/orders';
import { badRequest } from '../../../http/errors';
import { signInRequired } from '../../../plugins/auth';
import { CheckoutConflictError } from '../../../repositories/orders';

const tags = ['orders'];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };

export async function orderRoutes(scope: FastifyInstance): Promise<void> {
  signInRequired(scope);
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { orders } = app.repos;

  app.get(
    '/summary',
    { schema: { tags, response: { 200: CheckoutSummarySchema, ...errors } } },
    async (request) => {
      const user = request.user!;
      return orders.summary(user.id);
    },
  );

  app.get('/', { schema: { tags, response: { 200: OrderListSchema, ...errors } } }, async (request) => {
    const user = request.user!;
    return { orders: await orders.list(user.id) };
  });

  app.get(
    '/:orderId',
    { schema: { tags, params: OrderIdParamsSchema, response: { 200: OrderSchema, ...errors } } },
    async (request) => {
      const user = request.user!;
      return orders.get(user.id, request.params.orderId);
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        description:
          'Places an order from the cart: 201 the new order, 200 the same order again for a key already used; ' +
          '409 when the cart changed since the summary (with the new summary) or a line is sold out (named).',
        headers: PlaceOrderHeadersSchema,
        body: PlaceOrderBodySchema,
        response: { 200: OrderSchema, 201: OrderSchema, ...errors, 409: CheckoutConflictSchema },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const fromBody = request.body.idempotencyKey;
      const fromHeader = request.headers['idempotency-key'];
      if (fromBody && fromHeader && fromBody !== fromHeader) {
        throw badRequest('The Idempotency-Key header and idempotencyKey differ');
      }
      const key = fromBody ?? fromHeader;
      if (!key) throw badRequest('An idempotency key is required (Idempotency-Key header or idempotencyKey)');
      try {
        const { order, created } = await orders.place(user.id, key, request.body);
        return reply.code(created ? 201 : 200).send(order);
      } catch (error) {
        if (error instanceof CheckoutConflictError) return reply.code(409).send(error.body);
        throw error;
      }
    },
  );
}
