// /api/cart (SPEC section 7): the signed-in user's own cart; 401 without a session.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AddToCartBodySchema,
  CartSchema,
  ErrorSchema,
  ProductIdParamsSchema,
  RemoveFromCartQuerySchema,
  UpdateQuantityBodySchema,
} from '@storefront/shared/contracts/schemas';
import type { SessionManager } from '../../http/session';
import type { CartRepository } from '../../repositories/cart';

const tags = ['cart'];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };

export async function cartRoutes(
  scope: FastifyInstance,
  { cart, session }: { cart: CartRepository; session: SessionManager },
): Promise<void> {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/api/cart', { schema: { tags, response: { 200: CartSchema, ...errors } } }, async (request) => {
    const user = await session.require(request);
    return cart.get(user.id);
  });

  // Static before parametric: find-my-way matches /update/quantity before /:productId.
  app.post(
    '/api/cart/update/quantity',
    { schema: { tags, body: UpdateQuantityBodySchema, response: { 200: CartSchema, ...errors } } },
    async (request) => {
      const user = await session.require(request);
      const { productId, quantity, size } = request.body;
      await cart.setQuantity(user.id, productId, size, quantity);
      return cart.get(user.id);
    },
  );

  app.post(
    '/api/cart/:productId',
    {
      schema: {
        tags,
        params: ProductIdParamsSchema,
        body: AddToCartBodySchema,
        response: { 201: CartSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await session.require(request);
      await cart.add(user.id, request.params.productId, request.body.size, request.body.quantity);
      return reply.code(201).send(await cart.get(user.id));
    },
  );

  app.delete(
    '/api/cart/:productId',
    {
      schema: {
        tags,
        params: ProductIdParamsSchema,
        querystring: RemoveFromCartQuerySchema,
        response: { 200: CartSchema, ...errors },
      },
    },
    async (request) => {
      const user = await session.require(request);
      await cart.remove(user.id, request.params.productId, request.query.size);
      return cart.get(user.id);
    },
  );
}
