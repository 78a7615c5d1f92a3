// /internal/release-page: what the release page (gateway/src/releases-page/) keeps for every
// gateway, so none holds it alone: the sign-out epoch, and the wrong-token count per address (10 a
// minute; then 429 until the minute is over; counted before the comparison, given back when right). Only for the holder of RELEASE_ADMIN_TOKEN (the
// gateways); without one the release page is off and these answer 404. The gateway never forwards
// /internal.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { HttpError } from '../../../http/errors';
import { allowedToRead } from '../release-health';

/** Wrong tokens per address and minute (README, "The release page"). */
export const SIGN_IN_ATTEMPTS_PER_MINUTE = 10;
const LIMIT = 'release-page-sign-in';

const AddressSchema = Type.Object(
  { address: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
const VerdictSchema = Type.Object({ blocked: Type.Boolean(), retryAfterSeconds: Type.Integer() });
const EpochSchema = Type.Object({ epoch: Type.String() });

export async function releasePageRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { rateLimits, releasePage } = app.repos;
  const token = app.config.releaseAdminToken;
  app.addHook('onRequest', async (request) => {
    if (!token || !allowedToRead(request, token)) throw new HttpError(404, 'Not found');
  });

  app.get('/epoch', { schema: { hide: true, response: { 200: EpochSchema } } }, async () => ({
    epoch: await releasePage.epoch(),
  }));
  app.post('/epoch', { schema: { hide: true, response: { 200: EpochSchema } } }, async () => ({
    epoch: await releasePage.renewEpoch(),
  }));

  // The gateway counts a token before it compares it (POST: refused past the limit, so a burst of
  // parallel guesses cannot all pass), and gives the count back when the token was right (DELETE).
  // GET only looks.
  app.get(
    '/sign-in-throttle',
    { schema: { hide: true, querystring: AddressSchema, response: { 200: VerdictSchema } } },
    async (request) => {
      const verdict = await rateLimits.peek(LIMIT, request.query.address, SIGN_IN_ATTEMPTS_PER_MINUTE);
      return { blocked: !verdict.allowed, retryAfterSeconds: verdict.retryAfterSeconds };
    },
  );
  app.post(
    '/sign-in-throttle',
    { schema: { hide: true, body: AddressSchema, response: { 200: VerdictSchema } } },
    async (request) => {
      const verdict = await rateLimits.hit(LIMIT, request.body.address, SIGN_IN_ATTEMPTS_PER_MINUTE, 60);
      return { blocked: !verdict.allowed, retryAfterSeconds: verdict.retryAfterSeconds };
    },
  );
  app.delete(
    '/sign-in-throttle',
    { schema: { hide: true, body: AddressSchema, response: { 204: Type.Null() } } },
    async (request, reply) => {
      await rateLimits.giveBack(LIMIT, request.body.address);
      return reply.code(204).send(null);
    },
  );
}
