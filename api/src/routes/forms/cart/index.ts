// /forms/cart (docs/api.md#form-posts): the product page's add-to-bag form, posted without
// JavaScript. The gateway forwards `POST /cart/add` here; the answer is a 303 to the page to show
// next: /cart after the add, the product page with ?error=size|stock|full when it was refused.
// The writes are those of POST /api/cart/:productId (same repositories, same limits: 50 lines,
// 10 of a line, the guest bags a client may open an hour), and like every write it passes the
// origin guard (http/origin-guard.ts): a form another site posts carries that site's Origin.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorSchema } from '@storefront/shared/contracts/schemas';
import type { CartAddFormError } from '@storefront/shared/contracts/forms';
import { CartAddFormSchema } from '@storefront/shared/contracts/form-schemas';
import { isSize } from '@storefront/shared/contracts/vocabulary';
import { GuestBags } from '../../../http/guest-bag';
import { HttpError, notFound } from '../../../http/errors';
import { CART_FULL } from '../../../repositories/cart';
import { FORM_TYPE, parseFormFields } from '../form-fields';

export async function cartFormRoutes(scope: FastifyInstance): Promise<void> {
  // Signed in or not, like /api/cart: the owner is the session's user or the guest bag.
  scope.addHook('onRoute', (route) => {
    route.config = { auth: 'optional', ...route.config };
  });
  parseFormFields(scope, ['productId', 'size']);
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { cart, products } = app.repos;
  const bags = new GuestBags(app.repos.guestBags, cart);

  app.post(
    '/add',
    {
      schema: {
        tags: ['cart'],
        description:
          'The product page form without JavaScript (urlencoded productId, size): adds one of the size ' +
          "to the shopper's cart or guest bag, then 303 to /cart; a missing or unknown size, a sold-out " +
          'size or a full bag 303 to the product page with ?error=size, stock or full.',
        consumes: [FORM_TYPE],
        body: CartAddFormSchema,
        response: { 400: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const productId = Number(request.body.productId);
      const product = await products.byId(productId);
      if (!product) throw notFound(`No product with id ${productId}`);
      const back = (error: CartAddFormError) =>
        reply.redirect(`/${product.gender}/products/${productId}?error=${error}`, 303);
      const { size } = request.body;
      if (!isSize(size)) return back('size');
      // A sold-out size goes back before a guest bag is opened for it: the refusal writes nothing.
      const stock = await products.stockOf(productId);
      if ((stock.find((s) => s.size === size)?.available ?? 0) < 1) return back('stock');
      const owner = await bags.ownerOrOpen(request, reply);
      try {
        await cart.add(owner, productId, size, 1);
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
        return back(error.message === CART_FULL ? 'full' : 'stock');
      }
      return reply.redirect('/cart', 303);
    },
  );
}
