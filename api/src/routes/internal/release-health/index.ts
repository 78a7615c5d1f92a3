// GET /internal/release-health: the slice-health figures for the release tools. The gateway
// never forwards /internal; with RELEASE_ADMIN_TOKEN set it also needs that token, without it
// only loopback asks.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ReleaseHealthQuerySchema, ReleaseHealthSchema } from '@storefront/shared/contracts/telemetry';
import { HEALTH_WINDOW_MINUTES } from '@storefront/shared/contracts/telemetry-limits';
import { HttpError } from '../../../http/errors';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function allowedToRead(request: FastifyRequest, token: string): boolean {
  if (!token) return LOOPBACK.has(request.socket.remoteAddress ?? '');
  const given = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1] ?? '';
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function releaseHealthRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { releaseHealth } = app.repos;
  const token = app.config.releaseAdminToken;
  app.get(
    '/',
    { schema: { hide: true, querystring: ReleaseHealthQuerySchema, response: { 200: ReleaseHealthSchema } } },
    async (request) => {
      if (!allowedToRead(request, token)) throw new HttpError(404, 'Not found');
      return releaseHealth.summary(request.query.minutes ?? HEALTH_WINDOW_MINUTES);
    },
  );
}
