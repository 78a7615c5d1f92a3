// What GET /api/health asks of the database: a read, and a write (an upsert of one row in
// health_checks), since a full disk or a read-only database leaves reads working.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export function healthRepository(db: Db) {
  return {
    async read(): Promise<void> {
      await db.execute(sql`SELECT 1`);
    },
    async write(): Promise<void> {
      await db.execute(
        sql`INSERT INTO health_checks (id, checked_at) VALUES (1, now())
            ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at`,
      );
    },
  };
}
