// GET /api/health: the process answers and the database answers.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema, HealthSchema } from '@storefront/shared/contracts/schemas';
import type { Db } from '../../db/client';

export async function healthRoutes(app: FastifyInstance, db: Db): Promise<void> {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: HealthSchema, 503: ErrorSchema } } },
    async (_request, reply) => {
      try {
        await db.execute(sql`SELECT 1`);
        return { status: 'ok', database: 'ok' };
      } catch {
        return reply.code(503).send({ message: 'Database unavailable' });
      }
    },
  );
}
