// The one authentication hook. `request.user` is the signed-in shopper (or null); a route says
// what it needs with `config: { auth: 'required' | 'optional' }`, or a whole route plugin with
// `signInRequired(scope)`. The hook runs as a preHandler, after validation, so a malformed call
// still answers 400 before a missing session answers 401 (as when each handler checked itself);
// routes that say nothing never look the session up.
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../http/errors';
import { SessionManager } from '../http/session';
import type { AccountUser } from '@storefront/shared/contracts/accounts';
import { globalPlugin } from './global-plugin';

type AuthMode = 'required' | 'optional';

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts and ends sessions (the cookie and its row). */
    session: SessionManager;
  }
  interface FastifyRequest {
    /** The signed-in shopper on routes with `config.auth`; never null where it is 'required'. */
    user: AccountUser | null;
  }
  interface FastifyContextConfig {
    auth?: AuthMode;
  }
}

export const authPlugin = globalPlugin('auth', async (app: FastifyInstance) => {
  const session = new SessionManager(app.repos.sessions, app.config.sessionAbsoluteHours);
  app.decorate('session', session);
  app.decorateRequest('user', null);
  app.addHook('preHandler', async (request) => {
    const mode = request.routeOptions.config.auth;
    if (!mode) return;
    request.user = await session.current(request);
    if (mode === 'required' && !request.user) throw unauthorized();
  });
});

/** Every route registered in this scope (a route plugin) needs a session: 401 without one. */
export function signInRequired(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { auth: 'required', ...route.config };
  });
}
