// The release page's state that every gateway must agree on (gateway/src/releases-page/): the
// sign-out epoch that session cookies are signed with (migrations/0012_shared_rate_limits.sql).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export function releasePageRepository(db: Db) {
  const one = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: { epoch: string }[] }).rows[0]?.epoch ?? '';
  return {
    /** The current epoch: '' until the first sign-out. */
    epoch: () => one(sql`SELECT epoch FROM release_page_epoch WHERE id = 1`),
    /** A new epoch, ending every session signed with an older one. */
    renewEpoch: () =>
      one(sql`UPDATE release_page_epoch SET epoch = ${randomBytes(18).toString('base64url')}, changed_at = now()
              WHERE id = 1 RETURNING epoch`),
  };
}
