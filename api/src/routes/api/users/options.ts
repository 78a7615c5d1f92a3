// What the users routes (sign-in and account mail) use, gathered once from the instance's
// decorators (repositories, session, mailer, configuration).
import type { FastifyInstance } from 'fastify';
import type { GoogleSignIn } from '../../../auth/google';
import type { AuthThrottle } from '../../../auth/throttle';
import type { SessionManager } from '../../../http/session';
import type { Mailer } from '../../../mail/mailer';
import type { OrdersRepository } from '../../../repositories/orders';
import type { SessionsRepository } from '../../../repositories/sessions';
import type { UsersRepository } from '../../../repositories/users';

export interface UserRoutesOptions {
  users: UsersRepository;
  session: SessionManager;
  sessions: SessionsRepository;
  /** Database-backed counters shared by every process (disabled when authRateLimit is 0). */
  throttle: AuthThrottle;
  mailer: Mailer;
  /** Failures allowed per client and account before the back-off starts; 0 disables. */
  authRateLimit: number;
  /** Null when GOOGLE_* is not configured: the routes answer 503. */
  google: GoogleSignIn | null;
  storePublicUrl: string;
  /** Guest orders join the account that verifies their address. */
  orders: OrdersRepository;
}

export function userRoutesOptions(app: FastifyInstance): UserRoutesOptions {
  return {
    users: app.repos.users,
    session: app.session,
    sessions: app.repos.sessions,
    throttle: app.repos.throttle,
    mailer: app.mailer,
    authRateLimit: app.config.authRateLimit,
    google: app.repos.google,
    storePublicUrl: app.config.storePublicUrl,
    orders: app.repos.orders,
  };
}
