// /api/cart (docs/api.md#cart): the signed-in user's own cart; 401 without a session.
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
import { signInRequired } from '../../../plugins/auth';

const tags = ['cart'];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };

export async function cartRoutes(scope: FastifyInstance): Promise<void> {
  signInRequired(scope);
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { cart } = app.repos;

  app.get('/', { schema: { tags, response: { 200: CartSchema, ...errors } } }, async (request) =>
    cart.get(request.user!.id),
  );

  // Static before parametric: find-my-way matches /update/quantity before /:productId.
  app.post(
    '/update/quantity',
    { schema: { tags, body: UpdateQuantityBodySchema, response: { 200: CartSchema, ...errors } } },
    async (request) => {
      const { id } = request.user!;
      const { productId, quantity, size } = request.body;
      await cart.setQuantity(id, productId, size, quantity);
      return cart.get(id);
    },
  );

  app.post(
    '/:productId',
    {
      schema: {
        tags,
        params: ProductIdParamsSchema,
        body: AddToCartBodySchema,
        response: { 201: CartSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.user!;
      await cart.add(id, request.params.productId, request.body.size, request.body.quantity);
      return reply.code(201).send(await cart.get(id));
    },
  );

  app.delete(
    '/:productId',
    {
      schema: {
        tags,
        params: ProductIdParamsSchema,
        querystring: RemoveFromCartQuerySchema,
        response: { 200: CartSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.user!;
      await cart.remove(id, request.params.productId, request.query.size);
      return cart.get(id);
    },
  );
}
