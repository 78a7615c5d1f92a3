// /forms/wishlist (docs/api.md#form-posts): ADD TO WISHLIST on the product page and a card's heart,
// posted without JavaScript. The gateway forwards `POST /wishlist/add` here; the answer is a 303:
// the product page with ?wishlist=added (or ?wishlist=full past the wishlist's cap), or /wishlist
// for a shopper who is not signed in (the store's answer to a signed-out wishlist tap: the
// wishlist page's invitation to log in or sign up). The write is POST /api/wishlist/'s (the same
// repository and cap), and like every write it passes the origin guard (http/origin-guard.ts).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorSchema } from '@storefront/shared/contracts/schemas';
import type { WishlistFormOutcome } from '@storefront/shared/contracts/forms';
import { WishlistAddFormSchema } from '@storefront/shared/contracts/form-schemas';
import { HttpError, notFound } from '../../../http/errors';
import { FORM_TYPE, parseFormFields } from '../form-fields';

/** Where a signed-out shopper's wishlist post goes (docs/frame.md#before-javascript). */
export const SIGNED_OUT_WISHLIST = '/wishlist';

export async function wishlistFormRoutes(scope: FastifyInstance): Promise<void> {
  // Read the session, never require it: a signed-out post is answered with a page, not a 401.
  scope.addHook('onRoute', (route) => {
    route.config = { auth: 'optional', ...route.config };
  });
  parseFormFields(scope, ['productId']);
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { products, wishlist } = app.repos;

  app.post(
    '/add',
    {
      schema: {
        tags: ['wishlist'],
        description:
          'ADD TO WISHLIST without JavaScript (urlencoded productId): adds the product to the signed-in ' +
          "shopper's wishlist, then 303 to the product page with ?wishlist=added (?wishlist=full past the " +
          'cap); signed out, 303 to /wishlist and nothing is written.',
        consumes: [FORM_TYPE],
        body: WishlistAddFormSchema,
        response: { 400: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const productId = Number(request.body.productId);
      const product = await products.byId(productId);
      if (!product) throw notFound(`No product with id ${productId}`);
      const user = request.user;
      if (!user) return reply.redirect(SIGNED_OUT_WISHLIST, 303);
      const back = (outcome: WishlistFormOutcome) =>
        reply.redirect(`/${product.gender}/products/${productId}?wishlist=${outcome}`, 303);
      try {
        await wishlist.add(user.id, productId);
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
        return back('full');
      }
      return back('added');
    },
  );
}
