// GET /api/health: the process answers, the database answers a read and accepts a
// write. A full disk or a read-only database leaves reads working, so only the write
// (an upsert of one row in health_checks) shows that sign-ups and carts would fail.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { HealthSchema } from '@storefront/shared/contracts/schemas';
import { errorSummary } from '../../../http/errors';

const HealthErrorSchema = Type.Object({
  status: Type.Literal('error'),
  database: Type.Union([Type.Literal('unavailable'), Type.Literal('read-only')]),
  message: Type.String(),
});

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const { health } = app.repos;
  // The last failure reported on the console, so a monitor polling every second does not flood it.
  let lastReported = '';
  const report = (why: string, error: unknown) => {
    const summary = errorSummary(error);
    app.log.error(summary, why);
    const line = `api: ${why}: ${summary.code ? `${summary.code} ` : ''}${summary.message}`;
    if (line !== lastReported) console.error(line);
    lastReported = line;
  };

  app.get(
    '/',
    { schema: { tags: ['health'], response: { 200: HealthSchema, 503: HealthErrorSchema } } },
    async (_request, reply) => {
      try {
        await health.read();
      } catch (error) {
        report('health: the database does not answer', error);
        return reply
          .code(503)
          .send({ status: 'error', database: 'unavailable', message: 'Database unavailable' });
      }
      try {
        await health.write();
      } catch (error) {
        report('health: the database refuses writes', error);
        return reply
          .code(503)
          .send({ status: 'error', database: 'read-only', message: 'The database does not accept writes' });
      }
      lastReported = '';
      return { status: 'ok', database: 'ok' };
    },
  );
}
