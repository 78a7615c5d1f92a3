// The e-mail sign-up with double opt-in (docs/api.md#newsletter): subscribe mails a single-use link;
// only opening it (and pressing CONFIRM on the page it opens) confirms the address.
import { refuseTooMany, reserveOrRefuse } from '../../../http/throttle-reply';
import { dayBudgets } from '../../../auth/a-day';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  NewsletterConfirmBodySchema,
  NewsletterMessageSchema,
  NewsletterSubscribeBodySchema,
} from '@storefront/shared/contracts/newsletter';
import { ErrorSchema } from '@storefront/shared/contracts/schemas';
import type { ThrottleKey } from '../../../auth/throttle';
import { badRequest } from '../../../http/errors';
import { newsletterConfirmMail } from '../../../mail/newsletter-mail';
import { sendQuietly } from '../../../mail/mailer';
import { CONFIRM_LINK_HOURS } from '../../../repositories/newsletter';
import { smallLimit } from '../users/sign-in-throttle';
import { clientAddress } from '../../../http/client-address';

/** The same sentence for a new, a pending and a confirmed address: it tells nobody who subscribed. */
export const SUBSCRIBE_ANSWER =
  'Thanks! Check your inbox: we have sent you a link to confirm your sign-up. It works for 48 hours.';
export const CONFIRMED = 'You are signed up. Look out for our next e-mail.';
export const LINK_INVALID =
  'This confirmation link is invalid, has expired or was already used. Please sign up again.';
const NOT_AN_ADDRESS = 'Please enter a valid e-mail address';

const tags = ['newsletter'];

export async function newsletterRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { newsletter, throttle } = app.repos;
  const n = app.config.authRateLimit;
  const days = dayBudgets(app.repos.rateLimits, n);
  const { storePublicUrl } = app.config;

  /** Counts the call on every key, or answers 429 with Retry-After (and null) when one is blocked. */
  const reserve = (reply: FastifyReply, keys: ThrottleKey[]) => reserveOrRefuse(throttle, reply, keys);
  const address = (request: FastifyRequest, name: string): ThrottleKey => ({
    name: `${name}:ip`,
    value: clientAddress(request),
    limit: n,
  });

  app.post(
    '/subscribe',
    {
      attachValidation: true,
      schema: {
        tags,
        body: NewsletterSubscribeBodySchema,
        response: { 202: NewsletterMessageSchema, 400: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      if (request.validationError) throw badRequest(NOT_AN_ADDRESS);
      const { email } = request.body;
      // Every sign-up writes a row and mails somebody's inbox: each is counted, per address of
      // the client and per mailbox, and keeps its count.
      const keys = [
        address(request, 'newsletter'),
        { name: 'newsletter:email', value: email, limit: smallLimit(n) },
      ];
      if (!(await reserve(reply, keys))) return reply;
      // And the subscriptions an address may ask for in a day (auth/a-day.ts).
      const spent = await days.spend('newsletter', clientAddress(request));
      if (spent) return refuseTooMany(reply, spent);
      const outcome = await newsletter.subscribe(email);
      if (outcome.kind === 'mail') {
        void sendQuietly(
          app.mailer,
          newsletterConfirmMail(email.toLowerCase(), outcome.token, storePublicUrl, CONFIRM_LINK_HOURS),
          request.log,
        );
      }
      return reply.code(202).send({ message: SUBSCRIBE_ANSWER });
    },
  );

  app.post(
    '/confirm',
    {
      attachValidation: true,
      schema: {
        tags,
        body: NewsletterConfirmBodySchema,
        response: { 200: NewsletterMessageSchema, 400: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      // A wrong token is the only thing worth guessing: counted, and given back when it was right.
      const reservation = await reserve(reply, [address(request, 'newsletter-confirm')]);
      if (!reservation) return reply;
      if (request.validationError) throw badRequest(LINK_INVALID);
      const email = await newsletter.confirm(request.body.token);
      if (email === null) throw badRequest(LINK_INVALID);
      await reservation.release();
      return reply.code(200).send({ message: CONFIRMED });
    },
  );
}
