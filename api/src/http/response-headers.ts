// Headers on every API answer. `nosniff`: a JSON answer is never run as something else.
// `no-store` on everything but the catalog: answers about a signed-in shopper (cart, wishlist,
// account, orders, sign-in) must never be kept by a browser or a shared cache, and the catalog
// is the only part that is the same for everyone.
import type { FastifyInstance } from 'fastify';

const SHARED_FOR_EVERYONE = /^\/api\/products(\/|\?|$)/;

export function installResponseHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (!SHARED_FOR_EVERYONE.test(request.url) && !reply.hasHeader('Cache-Control')) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
}
