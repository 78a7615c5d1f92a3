// POST /api/telemetry: slice health batches from the shell (shared/src/contracts/telemetry.ts).
// A beacon counts only with the page token the gateway served its page with
// (shared/src/contracts/page-token.ts), only for the versions that token names, and only up to
// the per-page caps; it is written before it is answered. So an anonymous client cannot make up
// versions or page views, and has one shopper's vote per address in automatic aborts (README,
// "Health from shoppers' browsers"). The figures are read at GET /internal/release-health.
import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { TooManyAttempts } from '../../../auth/throttle';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { verifyPageToken } from '@storefront/shared/contracts/page-token';
import { TelemetryBatchSchema } from '@storefront/shared/contracts/telemetry';
import { TELEMETRY_MAX_BYTES } from '@storefront/shared/contracts/telemetry-limits';
import { ErrorSchema } from '@storefront/shared/contracts/schemas';
import { HttpError } from '../../../http/errors';
import { clientAddress } from '../../../http/client-address';

/**
 * Beacons per address and minute, counted in the database (repositories/rate-limits.ts) so every
 * API process adds up: a page sends one every 10 s at most, a tab or two per shopper.
 */
export const TELEMETRY_RATE_PER_MINUTE = 60;
/**
 * New pages (page tokens that have not reported before) per address and hour. A new page writes a
 * row per frontend, kept TELEMETRY_KEEP_DAYS: at 60 beacons a minute, each with a page fetched
 * anew, one address could have written 300 rows a minute (6 million in the 14 days). A shopper
 * loads a few dozen pages an hour (moving inside the store keeps the page), an office behind one
 * address a few hundred.
 */
export const TELEMETRY_PAGES_PER_HOUR = 600;
/** Pages this process remembers as having reported (the most recent): each reports every 10 s. */
const KNOWN_PAGES_KEPT = 10_000;

/** The 429 of either budget, with its Retry-After. */
function tooMany(reply: FastifyReply, seconds: number): HttpError {
  reply.header('Retry-After', String(seconds));
  return new HttpError(429, new TooManyAttempts(seconds).message);
}

export async function telemetryRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { releaseHealth, rateLimits } = app.repos;
  const secret = app.config.pageTokenSecret;
  // The gateway signs with the same HMAC (gateway/src/page-token.ts); node:crypto's is synchronous.
  const mac = (data: string) => createHmac('sha256', secret).update(data).digest('base64url');
  if (!secret) app.log.warn('telemetry is off: PAGE_TOKEN_SECRET is not set (README, Configuration)');
  const knownPages = new Set<string>();
  app.post(
    '/',
    {
      bodyLimit: TELEMETRY_MAX_BYTES,
      // Counted before the body is read or the token checked: a refused beacon costs one statement.
      onRequest: async (request, reply) => {
        const verdict = await rateLimits.hit(
          'telemetry',
          clientAddress(request),
          TELEMETRY_RATE_PER_MINUTE,
          60,
        );
        if (verdict.allowed) return;
        throw tooMany(reply, verdict.retryAfterSeconds);
      },
      schema: {
        tags: ['telemetry'],
        summary: "Slice health from a page the gateway served (counted only with that page's token)",
        body: TelemetryBatchSchema,
        response: {
          204: Type.Null({ description: 'Counted (the items the page token vouches for, within its caps)' }),
          400: ErrorSchema,
          413: ErrorSchema,
          429: ErrorSchema,
          503: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!secret) throw new HttpError(503, 'Slice health is not collected on this store');
      const token = verifyPageToken(mac, request.body.page);
      if (!token) {
        throw new HttpError(400, 'This page cannot report: its token is not valid or has expired');
      }
      // A page this process has counted is known (its rows are kept for days): no query.
      if (!knownPages.has(token.page) && !(await releaseHealth.knows(token.page))) {
        const verdict = await rateLimits.hitWithNetwork(
          'telemetry-pages',
          clientAddress(request),
          TELEMETRY_PAGES_PER_HOUR,
          3600,
        );
        if (!verdict.allowed) throw tooMany(reply, verdict.retryAfterSeconds);
      }
      await releaseHealth.record(token, request.body.items);
      knownPages.delete(token.page);
      knownPages.add(token.page);
      if (knownPages.size > KNOWN_PAGES_KEPT) knownPages.delete(knownPages.values().next().value!);
      return reply.code(204).send(null);
    },
  );
}
