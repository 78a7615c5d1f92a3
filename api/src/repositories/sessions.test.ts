// Sessions at sign-in (sessions.ts): an account keeps its most recently used sessions, and the
// clean-up of expired ones takes a batch at a time through indexes, whatever the table holds.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { setUpTestContext } from '../testing/test-app';
import { hashToken, sessionsRepository } from './sessions';

const ctx = setUpTestContext();
const KEPT = 10;
const POLICY = { idleHours: 168, absoluteHours: 720 };

const query = async <T>(text: string, params: unknown[] = []) =>
  (await ctx.database.rawTransaction((c) => c.query<T>(text, params))).rows;

/** Users made directly (no password hash to compute): their ids. */
async function newUsers(count: number): Promise<number[]> {
  const rows = await query<{ id: number }>(
    `INSERT INTO users (user_name, email)
     SELECT 'sessions' || i || '-' || $2, 'sessions' || i || '-' || $2 || '@example.com'
     FROM generate_series(1, $1::int) AS i RETURNING id`,
    [count, Date.now().toString(36)],
  );
  return rows.map((row) => row.id);
}

const sessionsOf = async (userId: number) =>
  (await query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [userId]))[0].n;

describe('sessions per account', () => {
  test(`a new session ends the least recently seen beyond ${KEPT}, at once; another account's are untouched`, async () => {
    const sessions = ctx.app.repos.sessions;
    const [userId, otherId] = await newUsers(2);
    const other = await sessions.create(otherId);
    const tokens: string[] = [];
    for (let i = 0; i < KEPT; i++) tokens.push(await sessions.create(userId));
    // The first is the one in use (seen just now); the others were last seen i seconds apart, the
    // second longest ago. Within five minutes, so looking them up does not touch them.
    await query(
      `UPDATE sessions SET last_seen_at = now() - make_interval(secs => 100 - s.i)
       FROM unnest($1::text[]) WITH ORDINALITY AS s(id_hash, i)
       WHERE sessions.id_hash = s.id_hash AND s.i > 1`,
      [tokens.map(hashToken)],
    );
    // Remembered by a process that trusts lookups from memory (PGlite) before it ends.
    assert.ok(await sessions.resolve(tokens[1]));
    const newest = await sessions.create(userId);
    assert.equal(await sessionsOf(userId), KEPT);
    assert.equal(await sessions.resolve(tokens[1]), null);
    for (const token of [tokens[0], ...tokens.slice(2), newest]) assert.ok(await sessions.resolve(token));
    const newer = await sessions.create(userId);
    assert.equal(await sessions.resolve(tokens[2]), null);
    assert.ok(await sessions.resolve(tokens[0]));
    assert.ok(await sessions.resolve(newer));
    assert.equal(await sessionsOf(userId), KEPT);
    assert.ok(await sessions.resolve(other));
  });
});

describe('the clean-up at sign-in', () => {
  test('expired and idle sessions go a batch at a time; live ones stay', async () => {
    const [userId, ...others] = await newUsers(61);
    // 300 expired and 300 idle, 5 of each per account, and one live session each.
    await query(
      `INSERT INTO sessions (id_hash, user_id, last_seen_at, expires_at)
       SELECT md5(u::text || '-' || k || '-' || n), u,
              CASE WHEN k = 'idle' THEN now() - interval '200 hours' ELSE now() END,
              CASE WHEN k = 'expired' THEN now() - interval '1 hour' ELSE now() + interval '1 day' END
       FROM unnest($1::int[]) AS u, unnest(ARRAY['expired', 'idle', 'live']) AS k, generate_series(1, 5) AS n
       WHERE k <> 'live' OR n = 1`,
      [others],
    );
    const count = async (where: string) =>
      (await query<{ n: number }>(`SELECT count(*)::int AS n FROM sessions WHERE ${where}`))[0].n;
    const stale = () => count(`expires_at < now() OR last_seen_at < now() - interval '168 hours'`);
    assert.equal(await stale(), 600);
    await ctx.app.repos.sessions.create(userId);
    const left = await stale();
    assert.ok(left > 0 && left < 600, `${left} left after one sign-in`);
    let signIns = 1;
    while ((await stale()) > 0 && signIns < 10) {
      await ctx.app.repos.sessions.create(userId);
      signIns += 1;
    }
    assert.equal(await stale(), 0);
    assert.equal(await count('user_id <> ' + String(userId)), others.length);
    assert.equal(await sessionsOf(userId), signIns);
  });

  test('with 30,000 sessions (no statistics, as on PGlite without autovacuum) a sign-in scans no table', async () => {
    // In one transaction, rolled back, whose own counters say how its statements read `sessions`.
    const reads = await ctx.database.db
      .transaction(async (tx) => {
        const rows = async <T>(statement: ReturnType<typeof sql>) =>
          ((await tx.execute(statement)) as unknown as { rows: T[] }).rows;
        const [{ first }] = await rows<{ first: number }>(sql`
          WITH made AS (
            INSERT INTO users (user_name, email)
            SELECT 'many' || i, 'many' || i || '@example.com' FROM generate_series(1, 3000) AS i
            RETURNING id)
          SELECT min(id) AS first FROM made`);
        await rows(sql`
          INSERT INTO sessions (id_hash, user_id, expires_at)
          SELECT md5(id || '-' || n), id, now() + interval '30 days'
          FROM generate_series(${first}::int, ${first}::int + 2999) AS id, generate_series(1, 10) AS n`);
        const counters = async () =>
          (
            await rows<{ scans: number; read: number }>(sql`
              SELECT pg_stat_get_xact_numscans('sessions'::regclass)::int AS scans,
                     pg_stat_get_xact_tuples_returned('sessions'::regclass)::int AS read`)
          )[0];
        const before = await counters();
        await sessionsRepository(tx as unknown as Db, POLICY).create(first);
        const after = await counters();
        throw new RolledBack({ scans: after.scans - before.scans, read: after.read - before.read });
      })
      .then(
        () => assert.fail('rolled back'),
        (error: unknown) => {
          if (!(error instanceof RolledBack)) throw error;
          return error.reads;
        },
      );
    // Sequential scans of the table and the rows they read: none.
    assert.deepEqual(reads, { scans: 0, read: 0 });
  });
});

class RolledBack extends Error {
  constructor(readonly reads: { scans: number; read: number }) {
    super('rolled back');
  }
}
