// Cross-site request forgery guard: a state-changing call must come from one of
// the store's own origins (Origin header, else the Referer's origin).
import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function refererOrigin(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

export function installOriginGuard(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    // /internal/ is server to server, each call with a secret as a bearer (the gateways' release
    // token, the catalogue command's; routes/internal/): no browser sends that, so no page can make
    // one on a shopper's behalf.
    if (request.url.startsWith('/internal/')) return;
    const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
    if (!origin) throw forbidden('Missing Origin: state-changing requests must come from the store');
    if (!allowed.has(origin)) throw forbidden('Requests from this origin are not allowed');
  });
}
