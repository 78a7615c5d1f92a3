// The embedded database's queue (client.ts queued): each call its turn in order, the next query
// posted to PGlite's thread while the one before it runs there (two at the thread at most), a
// transaction or an exec alone at the thread, and a call that waits too long answered 503.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Transaction } from '@electric-sql/pglite';
import { DatabaseBusyError, queued } from './client';
import type { PgliteThread } from './pglite-thread';

/** A thread that records what is posted to it and answers each call when the test says. */
function fakeThread() {
  const posted: string[] = [];
  const answers = new Map<string, (error?: Error) => void>();
  const call = <T>(sql: string) =>
    new Promise<T>((resolve, reject) => {
      posted.push(sql);
      answers.set(sql, (error) => (error ? reject(error) : resolve({ rows: [] } as T)));
    });
  const thread: PgliteThread = {
    dataDir: 'memory://',
    query: (sql) => call(sql),
    exec: (sql) => call(sql),
    transaction: <T>(fn: (tx: Transaction) => Promise<T>) =>
      call<void>('BEGIN').then(() => fn({} as Transaction)),
    close: async () => undefined,
  };
  return {
    thread,
    posted,
    answer: (sql: string) => answers.get(sql)?.(),
    fail: (sql: string) => answers.get(sql)?.(new Error(`${sql} failed`)),
  };
}

const turnsGo = () => new Promise((resolve) => setImmediate(resolve));

test('a query is posted while the one before it runs, two at the thread at most, in order', async () => {
  const { thread, posted, answer } = fakeThread();
  const { turns, calls } = queued(thread, 5_000);
  const answered = ['a', 'b', 'c'].map((sql) => turns.query(sql));
  await turnsGo();
  // Posted one at a time, 'b' waited for 'a' to answer and the thread sat idle meanwhile.
  assert.deepEqual(posted, ['a', 'b']);
  assert.equal(calls(), 3);
  answer('a');
  await turnsGo();
  assert.deepEqual(posted, ['a', 'b', 'c']);
  answer('b');
  answer('c');
  await Promise.all(answered);
  assert.equal(calls(), 0);
});

test('a transaction and an exec wait for the calls before them and hold the thread until they end', async () => {
  const { thread, posted, answer } = fakeThread();
  const { turns } = queued(thread, 5_000);
  let endTransaction!: () => void;
  const first = turns.query('a');
  const transaction = turns.transaction(() => new Promise<void>((resolve) => (endTransaction = resolve)));
  const after = turns.query('d');
  const vacuum = turns.exec('VACUUM');
  const last = turns.query('e');
  await turnsGo();
  assert.deepEqual(posted, ['a'], 'the transaction waits for the query running before it');
  answer('a');
  await turnsGo();
  assert.deepEqual(posted, ['a', 'BEGIN']);
  answer('BEGIN');
  await turnsGo();
  assert.deepEqual(posted, ['a', 'BEGIN'], 'nothing is posted while the transaction runs');
  endTransaction();
  await transaction;
  await turnsGo();
  assert.deepEqual(posted, ['a', 'BEGIN', 'd'], 'the exec is not posted while a query runs');
  answer('d');
  await turnsGo();
  assert.deepEqual(posted, ['a', 'BEGIN', 'd', 'VACUUM'], 'no query is posted behind an exec');
  answer('VACUUM');
  await turnsGo();
  assert.deepEqual(posted, ['a', 'BEGIN', 'd', 'VACUUM', 'e']);
  answer('e');
  await Promise.all([first, after, vacuum, last]);
});

test('a call that waits longer than its time-out is answered busy and loses its place only', async () => {
  const { thread, posted, answer } = fakeThread();
  const { turns, calls } = queued(thread, 50);
  const running = [turns.query('a'), turns.query('b')];
  const waiting = turns.query('c');
  await assert.rejects(waiting, DatabaseBusyError);
  // Still two at the thread: the next waits for 'a' to answer, not for 'c', which gave up.
  const next = turns.query('d');
  await turnsGo();
  assert.deepEqual(posted, ['a', 'b']);
  answer('a');
  await turnsGo();
  assert.deepEqual(posted, ['a', 'b', 'd'], "'c' gave up and is never posted");
  answer('b');
  answer('d');
  await Promise.all([...running, next]);
  assert.equal(calls(), 0);
});

test('a call that fails passes the turn on: the calls after it go', async () => {
  const { thread, posted, answer, fail } = fakeThread();
  const { turns, calls } = queued(thread, 5_000);
  const failing = turns.query('a');
  const others = [turns.query('b'), turns.query('c')];
  await turnsGo();
  fail('a');
  await assert.rejects(failing, /a failed/);
  await turnsGo();
  assert.deepEqual(posted, ['a', 'b', 'c']);
  answer('b');
  answer('c');
  await Promise.all(others);
  assert.equal(calls(), 0);
});
