// /_releases: the release page (README "Release page"). Off unless RELEASE_ADMIN_TOKEN is set:
// then none of these routes exist and the paths answer 404 like any unknown one.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReleaseHealth } from '@storefront/shared/contracts/telemetry';
import type { GatewayConfig } from '../config.js';
import { fetchReleaseHealth } from '../release/health.js';
import { history } from '../release/operations.js';
import { readCurrentManifest } from '../release/manifest-change.js';
import {
  isAction,
  parseAction,
  question,
  runAction,
  type ActionName,
  type ActionRequest,
  type Form,
} from './actions.js';
import { dashboardPage } from './dashboard.js';
import { BASE, confirmPage, messagePage, PAGE_CSS, signInPage } from './html.js';
import {
  createSessions,
  FLASH_COOKIE,
  sameSecret,
  SESSION_COOKIE,
  SESSION_MS,
  type Flash,
  type Sessions,
} from './session.js';
import { cookieValue } from '../cookies.js';
import { shopperAddress } from '@storefront/shared/contracts/page-token';
import { releasePageState, ReleasePageStateError, type Throttle } from './shared-state.js';
import { withTimeout } from '@storefront/shared/runtime/with-timeout';

interface ReleasesPageOptions {
  config: Pick<GatewayConfig, 'releaseAdminToken' | 'apiUrl'>;
  /** Tests: how long the page waits for health figures before showing none. */
  healthBudgetMs?: number;
}

/** No script at all; styles only from page.css; forms only to this origin. */
const CSP =
  "default-src 'self'; script-src 'none'; style-src 'self'; img-src 'self'; object-src 'none'; " +
  "base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const cookie = (request: FastifyRequest, name: string) => cookieValue(request.headers.cookie, name);

function setCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  value: string,
  maxAge: number,
) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'Set-Cookie',
    `${name}=${value}; Path=${BASE}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`,
  );
}

function page(request: FastifyRequest, reply: FastifyReply, status: number, html: string) {
  reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', CSP)
    .header('X-Robots-Tag', 'noindex, nofollow')
    .header('X-Content-Type-Options', 'nosniff')
    .header('X-Frame-Options', 'DENY')
    .header('Referrer-Policy', 'no-referrer');
  if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000');
  return reply.type('text/html; charset=utf-8').send(html);
}

/** What the page's routes share: the sessions, the sign-in throttle and the health figures. */
interface PageContext {
  token: string;
  sessions: Sessions;
  throttle: Throttle;
  sessionOf(request: FastifyRequest): Promise<string | null>;
  /** Back to the page (303), with a message for it when there is one. */
  redirect(request: FastifyRequest, reply: FastifyReply, flash?: Flash): FastifyReply;
  /** The signed-in session whose form carried its CSRF token, or null with the answer already sent. */
  guard(request: FastifyRequest, reply: FastifyReply): Promise<string | null>;
  /** The health figures, or null when the API has not given them within the budget. */
  health(): Promise<ReleaseHealth | null>;
}

function pageContext(token: string, apiUrl: string, healthBudgetMs: number): PageContext {
  const { epoch, throttle } = releasePageState(apiUrl, token);
  const sessions = createSessions(token, epoch);
  const sessionOf = (request: FastifyRequest) => sessions.verify(cookie(request, SESSION_COOKIE));
  const redirect = (request: FastifyRequest, reply: FastifyReply, flash?: Flash) => {
    if (flash) setCookie(request, reply, FLASH_COOKIE, sessions.sealFlash(flash), 60);
    return reply.code(303).header('Cache-Control', 'no-store').header('Location', BASE).send();
  };
  const guard = async (request: FastifyRequest, reply: FastifyReply): Promise<string | null> => {
    const id = await sessionOf(request);
    if (!id) {
      void page(request, reply, 401, signInPage('Sign in first: your session has ended.'));
      return null;
    }
    if (!sessions.csrfValid(id, (request.body as Form | undefined)?.csrf)) {
      void page(
        request,
        reply,
        403,
        messagePage('Refused', 'This form did not come from the release page: reload it and try again.'),
      );
      return null;
    }
    return id;
  };

  // Figures that are late or fail are none: the page is shown without them.
  const health = (): Promise<ReleaseHealth | null> =>
    withTimeout(fetchReleaseHealth(apiUrl, token), healthBudgetMs, () => new Error('late')).catch(() => null);
  return { token, sessions, throttle, sessionOf, redirect, guard, health };
}

export async function releasesPage(app: FastifyInstance, options: ReleasesPageOptions): Promise<void> {
  const { releaseAdminToken: token, apiUrl } = options.config;
  if (!token) return;
  const context = pageContext(token, apiUrl, options.healthBudgetMs ?? 2_000);

  // Encapsulated in this plugin: its routes take form bodies only (the rest of the gateway none).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(`${BASE}/page.css`, async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      .type('text/css; charset=utf-8')
      .send(PAGE_CSS),
  );
  // The sessions and the throttle are the API's (shared-state.ts): without it the page says so.
  app.setErrorHandler((error, request, reply) => {
    if (!(error instanceof ReleasePageStateError)) throw error;
    request.log.error(error, 'release page: the shared state cannot be read');
    reply.header('Retry-After', '5');
    return page(
      request,
      reply,
      503,
      messagePage(
        'Release page unavailable',
        'Sessions are checked with the API, which does not answer right now: try again in a moment, or use the release CLI.',
      ),
    );
  });
  registerDashboard(app, context);
  registerSignInOut(app, context);
  registerActions(app, context);
}

/** The page itself: the sign-in form, or every frontend with its versions, health and history. */
function registerDashboard(app: FastifyInstance, { sessions, sessionOf, health }: PageContext) {
  app.get(BASE, async (request, reply) => {
    const id = await sessionOf(request);
    if (!id) return page(request, reply, 200, signInPage());
    const flash = sessions.openFlash(cookie(request, FLASH_COOKIE));
    if (flash) setCookie(request, reply, FLASH_COOKIE, '', 0);
    try {
      const [manifest, changes, figures] = await Promise.all([readCurrentManifest(), history(), health()]);
      const csrf = sessions.csrfToken(id);
      return page(
        request,
        reply,
        200,
        dashboardPage({ manifest, history: changes, health: figures, csrf, flash }),
      );
    } catch (error) {
      request.log.error(error, 'release page: cannot read the manifest');
      return page(request, reply, 503, messagePage('Releases unavailable', (error as Error).message));
    }
  });
}

function registerSignInOut(app: FastifyInstance, context: PageContext) {
  const { token, sessions, throttle, redirect, guard } = context;
  app.post(`${BASE}/sign-in`, async (request, reply) => {
    // As every limit of the store counts a client: an IPv6 /64 is one (its owner has them all).
    const address = shopperAddress(request.ip);
    // Counted before the comparison, given back when right (shared-state.ts).
    if (!(await throttle.attempt(address))) {
      reply.header('Retry-After', '60');
      return page(request, reply, 429, signInPage('Too many wrong tokens from your address: wait a minute.'));
    }
    const given = (request.body as Form | undefined)?.token;
    if (typeof given !== 'string' || !sameSecret(given, token)) {
      request.log.warn({ address }, 'release page: wrong token');
      return page(request, reply, 401, signInPage('That token is not right.'));
    }
    await throttle.succeeded(address);
    setCookie(request, reply, SESSION_COOKIE, await sessions.issue(), SESSION_MS / 1000);
    return redirect(request, reply);
  });

  app.post(`${BASE}/sign-out`, async (request, reply) => {
    const id = await guard(request, reply);
    if (!id) return reply;
    // Every session ends, on every gateway: the token is shared, so sessions are not per person.
    await sessions.signOut();
    setCookie(request, reply, SESSION_COOKIE, '', 0);
    return reply.code(303).header('Cache-Control', 'no-store').header('Location', BASE).send();
  });
}

/** The buttons: a confirmation page first, then the same operation as the CLI (actions.ts). */
function registerActions(app: FastifyInstance, { sessions, redirect, guard }: PageContext) {
  app.post<{ Params: { action: string } }>(`${BASE}/actions/:action`, async (request, reply) => {
    const { action } = request.params;
    if (!isAction(action)) return reply.callNotFound();
    const id = await guard(request, reply);
    if (!id) return reply;
    const form = request.body as Form;
    const parsed = parseAction(action, form);
    if ('error' in parsed) return page(request, reply, 400, messagePage('Not done', parsed.error));
    if (form.confirm !== 'yes') return confirmation(request, reply, action, parsed, sessions.csrfToken(id));
    try {
      const done = await runAction(parsed);
      request.log.warn({ action, frontend: parsed.frontend }, `release page: ${done}`);
      return redirect(request, reply, { kind: 'status', text: done });
    } catch (error) {
      return redirect(request, reply, { kind: 'alert', text: `Not done: ${(error as Error).message}` });
    }
  });
}

/** The question a button asks before it acts, with the form's values to send again. */
async function confirmation(
  request: FastifyRequest,
  reply: FastifyReply,
  action: ActionName,
  parsed: ActionRequest,
  csrf: string,
) {
  const { reason, ...fields } = parsed as Record<string, unknown>;
  delete fields.action;
  const asForm = Object.fromEntries(
    Object.entries(fields)
      .filter(([name, value]) => !(name === 'autoAbort' && value === false))
      .map(([name, value]) => [name, value === true ? 'on' : String(value)]),
  );
  const manifest = await readCurrentManifest().catch(() => ({ frontends: {} }));
  return page(
    request,
    reply,
    200,
    confirmPage({
      action,
      question: question(parsed, manifest),
      fields: asForm,
      reason: String(reason ?? ''),
      csrf,
    }),
  );
}
