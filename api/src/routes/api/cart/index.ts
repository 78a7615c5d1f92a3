// /api/cart (docs/api.md#cart): the signed-in shopper's own cart, or a signed-out shopper's guest
// bag (docs/cart.md#guest-bag): reads of a guest without a bag answer an empty cart, the first add
// opens one.
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
import { PromoCodeParamsSchema, PromoSchema } from '@storefront/shared/contracts/orders';
import { GuestBags } from '../../../http/guest-bag';
import { notFound, unauthorized } from '../../../http/errors';
import { promoGuesses } from '../../../http/promo-guesses';
import { CART_OWNER_HEADER } from '@storefront/shared/contracts/checkout';

const tags = ['cart'];
const errors = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  429: ErrorSchema,
};
const NOT_IN_CART = 'This product and size are not in your cart';

export async function cartRoutes(scope: FastifyInstance): Promise<void> {
  // Signed in or not: the owner is the session's user or the guest bag.
  scope.addHook('onRoute', (route) => {
    route.config = { auth: 'optional', ...route.config };
  });
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { cart } = app.repos;
  const bags = new GuestBags(app.repos.guestBags, cart);
  const guesses = promoGuesses(app.repos.throttle, app.config.authRateLimit);
  // A browser that believes it is signed in says so (CART_OWNER_HEADER): when its session has
  // ended it hears 401 and signs out (docs/api.md#other-errors) instead of filling a guest bag.
  app.addHook('preHandler', async (request) => {
    if (request.headers[CART_OWNER_HEADER] === 'account' && !request.user) throw unauthorized();
  });
  /** The owner of a change to an existing line: a guest without a bag has no line (404). */
  const ownerOfLine = async (request: Parameters<GuestBags['ownerOf']>[0]) => {
    const owner = await bags.ownerOf(request);
    if (!owner) throw notFound(NOT_IN_CART);
    return owner;
  };

  app.get('/', { schema: { tags, response: { 200: CartSchema, ...errors } } }, async (request) => {
    const owner = await bags.ownerOf(request);
    return owner ? cart.get(owner) : { stocks: [] };
  });

  app.get(
    '/promo/:code',
    {
      schema: {
        tags,
        description:
          'A promo code that can be used now (docs/cart.md#promo-codes): 404 for an unknown code, ' +
          '409 for an expired or used-up one, each with a sentence to show; 429 (Retry-After) past N ' +
          'unknown codes from one client address (AUTH_RATE_LIMIT).',
        params: PromoCodeParamsSchema,
        response: { 200: PromoSchema, ...errors },
      },
    },
    async (request, reply) =>
      guesses(request, reply, request.params.code, () => app.repos.orders.promo(request.params.code)),
  );

  // Static before parametric: find-my-way matches /update/quantity before /:productId.
  app.post(
    '/update/quantity',
    { schema: { tags, body: UpdateQuantityBodySchema, response: { 200: CartSchema, ...errors } } },
    async (request) => {
      const owner = await ownerOfLine(request);
      const { productId, quantity, size } = request.body;
      await cart.setQuantity(owner, productId, size, quantity);
      return cart.get(owner);
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
      const owner = await bags.ownerOrOpen(request, reply);
      await cart.add(owner, request.params.productId, request.body.size, request.body.quantity);
      return reply.code(201).send(await cart.get(owner));
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
      const owner = await ownerOfLine(request);
      await cart.remove(owner, request.params.productId, request.query.size);
      return cart.get(owner);
    },
  );
}
