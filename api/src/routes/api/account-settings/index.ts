// The account settings (docs/api.md#account-settings): a signed-in shopper changes the password or
// the e-mail address, or deletes the account, each confirmed with the current password. The
// password check is counted before it is made (the sign-in throttle's table), per account and
// per client address, and given back when the password was right. Every call, right or wrong,
// also counts on its account in a fixed window (each costs a password hash from the queue every
// shopper's log-in shares), and an e-mail change keeps its count (it mails the new address).
import { refuseTooMany, reserveOrRefuse } from '../../../http/throttle-reply';
import { dayBudgets } from '../../../auth/a-day';
import { TooManyAttempts } from '../../../auth/throttle';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AccountMessageSchema, AccountUserSchema } from '@storefront/shared/contracts/accounts';
import {
  ChangeEmailBodySchema,
  ChangePasswordBodySchema,
  DeleteAccountBodySchema,
} from '@storefront/shared/contracts/account-settings';
import { ErrorSchema } from '@storefront/shared/contracts/schemas';
import { hashPassword, verifyPassword } from '../../../auth/passwords';
import { signInRequired } from '../../../plugins/auth';
import { badRequest, conflict, unauthorized } from '../../../http/errors';
import { toPublicUser } from '../../../repositories/users';
import { sendVerificationMail } from '../users/account-routes';
import { userRoutesOptions } from '../users/options';
import { smallLimit } from '../users/sign-in-throttle';
import { clientAddress } from '../../../http/client-address';

export const PASSWORD_CHANGED = 'Your password has been changed. Other devices have been signed out.';
export const ACCOUNT_DELETED = 'Your account has been deleted.';
export const WRONG_PASSWORD = 'Your current password is not correct';
const NO_PASSWORD =
  'Your account has no password yet (you sign in with Google): set one with "Forgot password" first.';
const EMAIL_TAKEN = 'Email already registered';

const tags = ['account settings'];
/** Settings calls an account may make in this window, right passwords too: N (20 by default). */
const SETTINGS_WINDOW_SECONDS = 15 * 60;

export async function accountSettingsRoutes(scope: FastifyInstance): Promise<void> {
  signInRequired(scope);
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const options = userRoutesOptions(app);
  const { users, throttle, sessions, session } = options;
  const settings = app.repos.accountSettings;
  const n = options.authRateLimit;
  const days = dayBudgets(app.repos.rateLimits, n);

  /**
   * Counts a password check for this account and this client address, or answers 429; then
   * checks the password (401 when wrong, the count kept) and gives the count back when it is right.
   */
  async function checkPassword(request: FastifyRequest, reply: FastifyReply, password: string) {
    const userId = request.user!.id;
    if (n > 0) {
      const every = await app.repos.rateLimits.hit(
        'settings:account',
        String(userId),
        n,
        SETTINGS_WINDOW_SECONDS,
      );
      if (!every.allowed) {
        await refuseTooMany(reply, new TooManyAttempts(every.retryAfterSeconds));
        return null;
      }
    }
    const reservation = await reserveOrRefuse(throttle, reply, [
      { name: 'settings:user', value: String(userId), limit: smallLimit(n) },
      { name: 'settings:ip', value: clientAddress(request), limit: n },
    ]);
    if (!reservation) return null;
    const user = await users.findById(userId);
    if (!user) throw unauthorized();
    if (user.passwordHash === null) throw badRequest(NO_PASSWORD);
    if (!(await verifyPassword(user.passwordHash, password))) throw unauthorized(WRONG_PASSWORD);
    await reservation.release();
    return user;
  }

  const answers = { 400: ErrorSchema, 401: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema };

  app.post(
    '/password',
    {
      attachValidation: true,
      schema: { tags, body: ChangePasswordBodySchema, response: { 200: AccountMessageSchema, ...answers } },
    },
    async (request, reply) => {
      if (request.validationError) {
        throw badRequest('Invalid Entry: the new password must follow the password rules');
      }
      const { currentPassword, newPassword } = request.body;
      const user = await checkPassword(request, reply, currentPassword);
      if (!user) return reply;
      await settings.setPassword(user.id, await hashPassword(newPassword));
      // Whoever else held a session signs in again with the new password; this browser stays.
      await sessions.destroyAllOf(user.id);
      await session.start(request, reply, user.id);
      return reply.code(200).send({ message: PASSWORD_CHANGED });
    },
  );

  app.post(
    '/email',
    {
      attachValidation: true,
      schema: { tags, body: ChangeEmailBodySchema, response: { 200: AccountUserSchema, ...answers } },
    },
    async (request, reply) => {
      if (request.validationError)
        throw badRequest('Please enter your current password and a valid e-mail address');
      const { currentPassword, email } = request.body;
      const user = await checkPassword(request, reply, currentPassword);
      if (!user) return reply;
      // It mails the new address: counted and kept, per account and per mailbox within the
      // throttle's window, and per client address a day (auth/a-day.ts).
      const mailing = await reserveOrRefuse(throttle, reply, [
        { name: 'email-change:user', value: String(user.id), limit: smallLimit(n) },
        { name: 'email-change:email', value: email, limit: smallLimit(n) },
      ]);
      if (!mailing) return reply;
      const address = clientAddress(request);
      const spent = await days.spend('email-change', address);
      if (spent) {
        await mailing.release();
        return refuseTooMany(reply, spent);
      }
      // Nothing changed and nothing mailed (taken, or a failure): the counts go back.
      const giveBack = async () => {
        await mailing.release();
        await days.giveBack('email-change', address);
      };
      let changed: Awaited<ReturnType<typeof settings.setEmail>>;
      try {
        changed = await settings.setEmail(user.id, email);
      } catch (error) {
        await giveBack();
        throw error;
      }
      if (changed === 'taken') {
        await giveBack();
        throw conflict(EMAIL_TAKEN);
      }
      // The new address is proven like a new account's: by the link mailed to it.
      await sendVerificationMail(options, request, { id: user.id, userName: user.userName, email });
      return reply.code(200).send(toPublicUser({ ...user, email, emailVerifiedAt: null }));
    },
  );

  app.post(
    '/delete',
    {
      attachValidation: true,
      schema: { tags, body: DeleteAccountBodySchema, response: { 200: AccountMessageSchema, ...answers } },
    },
    async (request, reply) => {
      if (request.validationError) throw badRequest('Please enter your current password');
      const user = await checkPassword(request, reply, request.body.currentPassword);
      if (!user) return reply;
      await sessions.destroyAllOf(user.id);
      await settings.deleteAccount(user.id);
      await session.end(request, reply);
      return reply.code(200).send({ message: ACCOUNT_DELETED });
    },
  );
}
