// /api/wishlist (docs/api.md#wishlist): the signed-in user's own wishlist; 401 without a session.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  AddToWishlistBodySchema,
  ErrorSchema,
  ProductIdParamsSchema,
  WishlistClothingTypeParamsSchema,
  WishlistClothingTypeQuerySchema,
  WishlistQuerySchema,
  WishlistSchema,
} from '@storefront/shared/contracts/schemas';
import { signInRequired } from '../../../plugins/auth';

const tags = ['wishlist'];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };

export async function wishlistRoutes(scope: FastifyInstance): Promise<void> {
  signInRequired(scope);
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { wishlist } = app.repos;

  app.get(
    '/',
    { schema: { tags, querystring: WishlistQuerySchema, response: { 200: WishlistSchema, ...errors } } },
    async (request) => {
      const user = request.user!;
      const { gender, category, priceFilter } = request.query;
      return { products: await wishlist.list(user.id, { gender, type: category, priceFilter }) };
    },
  );

  // A type with no match is an empty list, not a 404.
  app.get(
    '/clothingType/:type',
    {
      schema: {
        tags,
        params: WishlistClothingTypeParamsSchema,
        querystring: WishlistClothingTypeQuerySchema,
        response: { 200: WishlistSchema, ...errors },
      },
    },
    async (request) => {
      const user = request.user!;
      const { type } = request.params;
      const { gender, priceFilter } = request.query;
      return {
        products: await wishlist.list(user.id, {
          gender,
          type: type === 'all' ? undefined : type,
          priceFilter,
        }),
      };
    },
  );

  app.get(
    '/:productId',
    { schema: { tags, params: ProductIdParamsSchema, response: { 200: Type.Boolean(), ...errors } } },
    async (request) => {
      const user = request.user!;
      return wishlist.has(user.id, request.params.productId);
    },
  );

  app.post(
    '/',
    // 409: the wishlist is full (MAX_WISHLIST_PRODUCTS, repositories/wishlist.ts).
    {
      schema: {
        tags,
        body: AddToWishlistBodySchema,
        response: { 201: WishlistSchema, ...errors, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      await wishlist.add(user.id, request.body.productId);
      return reply.code(201).send({ products: await wishlist.list(user.id) });
    },
  );

  app.delete(
    '/:productId',
    { schema: { tags, params: ProductIdParamsSchema, response: { 200: WishlistSchema, ...errors } } },
    async (request) => {
      const user = request.user!;
      await wishlist.remove(user.id, request.params.productId);
      return { products: await wishlist.list(user.id) };
    },
  );
}
