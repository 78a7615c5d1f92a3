// /internal/release-manifest: the release manifest every gateway serves from (repositories/releases.ts),
// for the gateways and the release CLI only: with RELEASE_ADMIN_TOKEN set, its holder; without
// one, loopback may read (as /internal/release-health) but never change it: POST /changes decides
// what every shopper runs, so it always needs the token (npm start makes one, .data/
// release-admin-token, gateway/README.md "Release token"). The gateway never forwards /internal.
//   GET  /internal/release-manifest              the manifest and its version
//   GET  /internal/release-manifest?after=N      the same once the version is not N (at once if it is
//                                        past N, or below it: a reset database; within 500 ms when it
//                                        drops during the wait: a restore), else 204 after `wait`
//                                        seconds (25 by default): a long-poll
//   GET  /internal/release-manifest/info         one published version's release.json
//   POST /internal/release-manifest/changes      one change, applied if the version is still `after`; 409 if not
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { FRONTENDS } from '@storefront/shared/contracts/frontends';
import { HISTORY_ACTIONS } from '@storefront/shared/contracts/release-manifest';
import { HttpError } from '../../../http/errors';
import { allowedToRead } from '../release-health';
import { HISTORY_PER_FRONTEND } from '../../../repositories/releases';

/** The longest a long-poll waits before answering 204 (gateways ask again at once). */
export const LONG_POLL_SECONDS = 25;
/** Long-polls one API process holds at once; past this one is told 503 with Retry-After: 1. */
export const MAX_WAITERS = 200;

const Slice = Type.Union(FRONTENDS.map((name) => Type.Literal(name)));
const Version = Type.String({
  pattern: '^\\d+\\.\\d+\\.\\d+(?:-[0-9A-Za-z]+(?:\\.[0-9A-Za-z]+)*)*$',
  maxLength: 100,
});
// An ISO 8601 instant as toISOString writes it.
const Time = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T[0-9:.]+Z$', maxLength: 40 });
const Activation = Type.Object({ version: Version, at: Time }, { additionalProperties: false });
const AutoAbort = Type.Object(
  {
    margin: Type.Number({ minimum: 0, maximum: 1 }),
    minViews: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
    minShoppers: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  },
  { additionalProperties: false },
);
const Canary = Type.Object(
  {
    version: Version,
    percent: Type.Integer({ minimum: 1, maximum: 99 }),
    startedAt: Time,
    autoAbort: Type.Optional(AutoAbort),
  },
  { additionalProperties: false },
);
const Reference = Type.Union([Version, Type.Null()]);

const ChangeSchema = Type.Object(
  {
    after: Type.Integer({ minimum: 0 }),
    publish: Type.Optional(
      Type.Array(
        Type.Object(
          {
            slice: Slice,
            version: Version,
            // release.json as the build wrote it (the gateway's checks parse it); bounded by bodyLimit.
            info: Type.Unknown(),
            // A release's files by path (relative, no `..`: checked below), each a sha256 in hex.
            fileHashes: Type.Record(Type.String(), Type.String({ pattern: '^[0-9a-f]{64}$' }), {
              maxProperties: 5_000,
            }),
            publishedAt: Time,
          },
          { additionalProperties: false },
        ),
        // A folder's manifest recorded in a fresh database (the cluster's import) carries every
        // version it published; the body limit (2 MiB) bounds it too.
        { maxItems: 100 * FRONTENDS.length },
      ),
    ),
    state: Type.Optional(
      Type.Array(
        Type.Object(
          {
            slice: Slice,
            active: Reference,
            activations: Type.Array(Activation, { maxItems: 10_000 }),
            canary: Type.Union([Canary, Type.Null()]),
          },
          { additionalProperties: false },
        ),
        { maxItems: FRONTENDS.length },
      ),
    ),
    history: Type.Optional(
      Type.Array(
        Type.Object(
          {
            slice: Slice,
            at: Time,
            action: Type.Union(HISTORY_ACTIONS.map((a) => Type.Literal(a))),
            from: Reference,
            to: Reference,
            reason: Type.Optional(Type.String({ maxLength: 500 })),
            forced: Type.Optional(Type.Boolean()),
            percent: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })),
          },
          { additionalProperties: false },
        ),
        // The import's histories too (the folder keeps HISTORY_PER_FRONTEND of each).
        { maxItems: HISTORY_PER_FRONTEND * FRONTENDS.length },
      ),
    ),
  },
  { additionalProperties: false },
);

/** A file inside its release: relative, no `..` segment. */
const SAFE_PATH = /^(?!\/)(?!(?:.*\/)?\.\.(?:\/|$))[^\\\0]+$/;

const ReadQuery = Type.Object(
  {
    after: Type.Optional(Type.Integer({ minimum: 0 })),
    wait: Type.Optional(Type.Integer({ minimum: 0, maximum: LONG_POLL_SECONDS })),
  },
  { additionalProperties: false },
);
const InfoQuery = Type.Object({ slice: Slice, version: Version }, { additionalProperties: false });

export async function releaseManifestRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { releases } = app.repos;
  const token = app.config.releaseAdminToken;
  app.addHook('onRequest', async (request) => {
    if (!allowedToRead(request, token)) throw new HttpError(404, 'Not found');
  });
  app.addHook('onClose', async () => releases.close());
  // A stopping API (main.ts drains what is in flight on SIGTERM) answers its long-polls at once
  // instead of holding them for up to 25 s: the gateways ask again, of another API. Hooked with the
  // first long-poll, once main.ts handles the signal (never in a process that does not).
  let endsOnSignal = false;
  const endWaitsOnSignal = () => {
    if (endsOnSignal || process.listenerCount('SIGTERM') === 0) return;
    endsOnSignal = true;
    process.once('SIGTERM', () => releases.endWaits());
  };

  app.get('/', { schema: { hide: true, querystring: ReadQuery } }, async (request, reply) => {
    const { after, wait = LONG_POLL_SECONDS } = request.query;
    reply.header('Cache-Control', 'no-store');
    if (after !== undefined) {
      // A version below `after` went backwards (a fresh or restored database): the client holds a
      // manifest this database never had, so it gets this one now rather than 204s for ever.
      if ((await releases.currentVersion()) < after) return releases.read();
      // Counted after that await and before waitForChange's own (which counts itself at once).
      if (releases.waiting >= MAX_WAITERS) {
        return reply.code(503).header('Retry-After', '1').send({
          message: 'Too many gateways are waiting for a release change here: ask again in a second',
        });
      }
      endWaitsOnSignal();
      // The response's close: the client went away (or the answer is done).
      const gone = new AbortController();
      reply.raw.once('close', () => gone.abort());
      await releases.waitForChange(after, wait * 1000, gone.signal);
      // Sent to no one, but sent: every answer ends in onSend (http/calls-at-once.ts gives back its place there).
      if (gone.signal.aborted) return reply.code(204).send();
      if ((await releases.currentVersion()) === after) return reply.code(204).send();
    }
    return releases.read();
  });

  app.get('/info', { schema: { hide: true, querystring: InfoQuery } }, async (request) => {
    const info = await releases.info(request.query.slice, request.query.version);
    if (info === null)
      throw new HttpError(404, `${request.query.slice} ${request.query.version} is not published`);
    return { info };
  });

  app.post(
    '/changes',
    { bodyLimit: 2 * 1024 * 1024, schema: { hide: true, body: ChangeSchema } },
    async (request, reply) => {
      // Without a token only the read is open to loopback: a change needs its holder (the onRequest
      // hook has checked the bearer when there is one).
      if (!token) {
        throw new HttpError(
          403,
          'Release changes need RELEASE_ADMIN_TOKEN: set it for the API and the release CLI (npm start makes one)',
        );
      }
      for (const release of request.body.publish ?? []) {
        const bad = Object.keys(release.fileHashes).find(
          (path) => !SAFE_PATH.test(path) || path.length > 300,
        );
        if (bad !== undefined)
          throw new HttpError(400, `${JSON.stringify(bad)} is not a file inside a release`);
      }
      const outcome = await releases.apply(request.body);
      if (!outcome.applied) {
        return reply.code(409).send({
          message: `the releases changed meanwhile (now version ${outcome.version}, not ${request.body.after}): read them again and retry`,
          version: outcome.version,
        });
      }
      return { version: outcome.version };
    },
  );
}
