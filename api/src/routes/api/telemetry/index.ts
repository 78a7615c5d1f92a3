// POST /api/telemetry: slice health batches from the shell (shared/src/contracts/telemetry.ts).
// Validated against the contract, small (TELEMETRY_MAX_BYTES), rate-limited per address, and
// answered at once (the counts are written by the repository's next flush). The figures are
// read at GET /internal/release-health (routes/internal/release-health).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import rateLimit from '@fastify/rate-limit';
import { TelemetryBatchSchema } from '@storefront/shared/contracts/telemetry';
import { TELEMETRY_MAX_BYTES } from '@storefront/shared/contracts/telemetry-limits';

/** Beacons per address and minute: a page sends one every 10 s at most, a tab or two per shopper. */
export const TELEMETRY_RATE_PER_MINUTE = 60;

export async function telemetryRoutes(scope: FastifyInstance): Promise<void> {
  // The only call limited per address by @fastify/rate-limit (in memory, per process: a beacon
  // flood only costs memory here). Sign-in limits are the database-backed throttle (auth/throttle.ts).
  await scope.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many attempts, please try again in ${context.after}`,
    }),
  });
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { releaseHealth } = app.repos;
  app.post(
    '/',
    {
      bodyLimit: TELEMETRY_MAX_BYTES,
      config: { rateLimit: { max: TELEMETRY_RATE_PER_MINUTE, timeWindow: '1 minute' } },
      schema: { tags: ['telemetry'], body: TelemetryBatchSchema },
    },
    async (request, reply) => {
      releaseHealth.add(request.body.items);
      return reply.code(204).send();
    },
  );
}
