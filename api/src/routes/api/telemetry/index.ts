// POST /api/telemetry: slice health batches from the shell (shared/src/contracts/telemetry.ts).
// Validated against the contract, small (TELEMETRY_MAX_BYTES), rate-limited per address, and
// answered at once (the counts are written by the repository's next flush).
// GET /internal/release-health: the figures for the release tools. The gateway never forwards
// /internal; with RELEASE_ADMIN_TOKEN set it also needs that token, without it only loopback asks.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ReleaseHealthQuerySchema,
  ReleaseHealthSchema,
  TelemetryBatchSchema,
} from '@storefront/shared/contracts/telemetry';
import { HEALTH_WINDOW_MINUTES, TELEMETRY_MAX_BYTES } from '@storefront/shared/contracts/telemetry-limits';
import type { ReleaseHealthRepository } from '../../repositories/release-health';
import { HttpError } from '../../http/errors';

/** Beacons per address and minute: a page sends one every 10 s at most, a tab or two per shopper. */
export const TELEMETRY_RATE_PER_MINUTE = 60;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function allowedToRead(request: FastifyRequest, token: string): boolean {
  if (!token) return LOOPBACK.has(request.socket.remoteAddress ?? '');
  const given = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1] ?? '';
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function telemetryRoutes(
  scope: FastifyInstance,
  deps: { health: ReleaseHealthRepository; releaseAdminToken: string },
): Promise<void> {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/api/telemetry',
    {
      bodyLimit: TELEMETRY_MAX_BYTES,
      config: { rateLimit: { max: TELEMETRY_RATE_PER_MINUTE, timeWindow: '1 minute' } },
      schema: { tags: ['telemetry'], body: TelemetryBatchSchema },
    },
    async (request, reply) => {
      deps.health.add(request.body.items);
      return reply.code(204).send();
    },
  );

  app.get(
    '/internal/release-health',
    { schema: { hide: true, querystring: ReleaseHealthQuerySchema, response: { 200: ReleaseHealthSchema } } },
    async (request) => {
      if (!allowedToRead(request, deps.releaseAdminToken)) throw new HttpError(404, 'Not found');
      return deps.health.summary(request.query.minutes ?? HEALTH_WINDOW_MINUTES);
    },
  );
}
