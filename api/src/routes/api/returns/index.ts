// /api/returns (docs/api.md#returns): a signed-in shopper's returns. POST records the return of
// units of one line of their own order (delivered in the last 30 days, not final sale, no more units
// than are left) and mails the confirmation with its RMA number; GET lists their returns a page at
// a time; GET /returnable lists the lines they can return. Every route needs a session (401).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorSchema } from '@storefront/shared/contracts/schemas';
import {
  CreateReturnBodySchema,
  ReturnListSchema,
  ReturnSchema,
  ReturnableListSchema,
  ReturnableQuerySchema,
  ReturnsQuerySchema,
} from '@storefront/shared/contracts/returns';
import { sendQuietly } from '../../../mail/mailer';
import { returnMail } from '../../../mail/return-mail';
import { signInRequired } from '../../../plugins/auth';
import { dayBudgets } from '../../../auth/a-day';
import { refuseTooMany } from '../../../http/throttle-reply';

const tags = ['returns'];
const errors = { 400: ErrorSchema, 401: ErrorSchema };

export async function returnRoutes(scope: FastifyInstance): Promise<void> {
  signInRequired(scope);
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { returns } = app.repos;
  const days = dayBudgets(app.repos.rateLimits, app.config.authRateLimit);

  app.get(
    '/',
    {
      schema: {
        tags,
        description:
          "A page of the shopper's returns, the newest first (?cursor= the last page's nextCursor).",
        querystring: ReturnsQuerySchema,
        response: { 200: ReturnListSchema, ...errors },
      },
    },
    async (request) => returns.list(request.user!.id, request.query.cursor),
  );

  app.get(
    '/returnable',
    {
      schema: {
        tags,
        description:
          "The lines of the shopper's orders delivered (estimated date) in the last 30 days (?orderId= one order's), newest first, " +
          'each with the units ordered, already returned and returnable now (0 for final sale).',
        querystring: ReturnableQuerySchema,
        response: { 200: ReturnableListSchema, ...errors },
      },
    },
    async (request) => ({ lines: await returns.returnable(request.user!.id, request.query.orderId) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        description:
          "Returns units of one line of the shopper's order: 201 the return (RMA number, status " +
          "'requested') and a confirmation mail; 404 not their order or no such line; 403 final sale " +
          'or delivered more than 30 days ago; 409 more units than are left to return; 429 past N returns an account a day.',
        body: CreateReturnBodySchema,
        response: {
          201: ReturnSchema,
          ...errors,
          403: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      // Each return writes a row and mails the account's address: N a day an account (auth/a-day.ts).
      const spent = await days.spend('return', String(user.id));
      if (spent) return refuseTooMany(reply, spent);
      let created;
      try {
        created = await returns.create(user.id, request.body);
      } catch (error) {
        // Refused (not theirs, final sale, too many units): nothing returned, nothing spent.
        await days.giveBack('return', String(user.id));
        throw error;
      }
      void sendQuietly(app.mailer, returnMail(user.email, created, app.config.storePublicUrl), request.log);
      return reply.code(201).send(created);
    },
  );
}
