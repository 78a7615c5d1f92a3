// /api/products/{id}/reviews (docs/api.md#reviews): the latest reviews with the average and count
// (anyone), and a review by a signed-in shopper who ordered the product: one each (a second is
// 409), counted on the shared throttle per shopper before anything is read or written.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  REVIEW_POSTS_PER_WINDOW,
  REVIEW_POSTS_WINDOW_SECONDS,
  REVIEWS_DEFAULT_LIMIT,
} from '@storefront/shared/contracts/review-limits';
import {
  ReviewBodySchema,
  ReviewsPageSchema,
  ReviewsQuerySchema,
} from '@storefront/shared/contracts/reviews';
import { ErrorSchema, ProductIdParamsSchema } from '@storefront/shared/contracts/schemas';
import { conflict, forbidden, notFound, unauthorized } from '../../../http/errors';

const tags = ['products'];
const errors = { 400: ErrorSchema, 404: ErrorSchema };

export const NOT_ORDERED = 'Only shoppers who ordered this product can review it';
export const ALREADY_REVIEWED = 'You have already reviewed this product';
const TOO_MANY = 'Too many reviews in a short time, please try again later';

export async function reviewRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { products, reviews, rateLimits } = app.repos;

  const exists = async (productId: number) => {
    if (!(await products.exists(productId))) throw notFound(`No product with id ${productId}`);
  };

  app.get(
    '/:productId/reviews',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        params: ProductIdParamsSchema,
        querystring: ReviewsQuerySchema,
        response: { 200: ReviewsPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { productId } = request.params;
      const { limit = REVIEWS_DEFAULT_LIMIT, cursor } = request.query;
      await exists(productId);
      const [summary, page, canReview] = await Promise.all([
        reviews.summary(productId),
        reviews.page(productId, limit, cursor),
        request.user ? reviews.permission(request.user.id, productId) : ('sign-in' as const),
      ]);
      // The permission is the shopper's own: never kept by a shared cache.
      reply.header('cache-control', 'private, no-store');
      return { ...summary, ...page, canReview };
    },
  );

  app.post(
    '/:productId/reviews',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        params: ProductIdParamsSchema,
        body: ReviewBodySchema,
        response: {
          201: ReviewsPageSchema,
          ...errors,
          401: ErrorSchema,
          403: ErrorSchema,
          409: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw unauthorized('Please sign in to write a review');
      const { productId } = request.params;
      // Every post is counted, whatever it turns out to be: a flood costs one upsert a post.
      const verdict = await rateLimits.hit(
        'reviews',
        String(user.id),
        REVIEW_POSTS_PER_WINDOW,
        REVIEW_POSTS_WINDOW_SECONDS,
      );
      if (!verdict.allowed) {
        return reply
          .code(429)
          .header('retry-after', String(verdict.retryAfterSeconds))
          .send({ message: TOO_MANY });
      }
      await exists(productId);
      const permission = await reviews.permission(user.id, productId);
      if (permission === 'not-ordered') throw forbidden(NOT_ORDERED);
      if (permission === 'reviewed' || !(await reviews.add(user.id, productId, request.body))) {
        throw conflict(ALREADY_REVIEWED);
      }
      const [summary, page] = await Promise.all([
        reviews.summary(productId),
        reviews.page(productId, REVIEWS_DEFAULT_LIMIT),
      ]);
      return reply.code(201).send({ ...summary, ...page, canReview: 'reviewed' as const });
    },
  );
}
