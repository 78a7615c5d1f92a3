// GET /api/health: the process answers, and the database can serve shoppers: a read finds a row
// that must exist, a write of a new row is accepted, and a PGlite folder's disk has room
// (repositories/health.ts says why each). Any failure answers 503 with the reason and is logged.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HealthSchema } from '@storefront/shared/contracts/schemas';
import { DATABASE_RETRY_AFTER_SECONDS, errorSummary } from '../../../http/errors';
import { HealthProblem } from '../../../repositories/health';

const HealthErrorSchema = Type.Object({
  status: Type.Literal('error'),
  database: Type.Union([
    Type.Literal('unavailable'),
    Type.Literal('broken'),
    Type.Literal('read-only'),
    Type.Literal('disk-full'),
  ]),
  message: Type.String(),
});

type Failure = 'unavailable' | 'broken' | 'read-only' | 'disk-full';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const { health } = app.repos;
  // The last failure reported on the console, so a monitor polling every second does not flood it.
  let lastReported = '';
  const report = (why: string, summary: { code?: string; message: string }) => {
    app.log.error(summary, why);
    const line = `api: ${why}: ${summary.code ? `${summary.code} ` : ''}${summary.message}`;
    if (line !== lastReported) console.error(line);
    lastReported = line;
  };

  /** Runs one check; on failure reports it and answers 503 (returns the reply), else undefined. */
  const check = async (
    reply: FastifyReply,
    run: () => Promise<void>,
    onError: { database: Failure; why: string; message: string },
  ) => {
    try {
      await run();
      return undefined;
    } catch (error) {
      const problem = error instanceof HealthProblem ? error : undefined;
      report(
        problem ? `health: ${problem.message.toLowerCase()}` : onError.why,
        problem ? { message: problem.detail } : errorSummary(error),
      );
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({
          status: 'error',
          database: problem?.database ?? onError.database,
          message: problem?.message ?? onError.message,
        });
    }
  };

  app.get(
    '/',
    { schema: { tags: ['health'], response: { 200: HealthSchema, 503: HealthErrorSchema } } },
    async (_request, reply) => {
      const failed =
        (await check(reply, health.read, {
          database: 'unavailable',
          why: 'health: the database does not answer',
          message: 'Database unavailable',
        })) ??
        (await check(reply, health.write, {
          database: 'read-only',
          why: 'health: the database refuses writes',
          message: 'The database does not accept writes',
        })) ??
        (await check(reply, health.disk, {
          database: 'disk-full',
          why: 'health: the free space of the database disk is unknown',
          message: 'The database disk cannot be checked',
        }));
      if (failed) return failed;
      lastReported = '';
      return { status: 'ok', database: 'ok' };
    },
  );
}
