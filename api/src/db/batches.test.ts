import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Batches } from './batches';
import { DatabaseBusyError } from './client';
import { Lane } from './lane';

/** A statement of the fake database: its inputs, answered when `finish` is called. */
interface Statement {
  inputs: string[];
  finish(): void;
}

/**
 * Batches over a fake database that answers each input upper-cased, holding each statement until
 * the test finishes it; `others` is how many other calls are at the database.
 */
function fakeDatabase(
  lane: Lane,
  options: { others?: () => number; fail?: (inputs: string[]) => Error | null } = {},
) {
  const statements: Statement[] = [];
  let running = 0;
  const batches = new Batches<string, string>(
    lane,
    (inputs) =>
      new Promise<string[]>((resolve, reject) => {
        running += 1;
        const finish = () => {
          running -= 1;
          const error = options.fail?.(inputs);
          if (error) reject(error);
          else resolve(inputs.map((input) => input.toUpperCase()));
        };
        statements.push({ inputs, finish });
      }),
    () => running + (options.others?.() ?? 0),
  );
  return { batches, statements };
}

const turnOfTheLoop = () => new Promise((resolve) => setImmediate(resolve));

/** Finishes the statements as they come until every one of `answers` settled. */
async function finishAll(statements: Statement[], answers: Promise<unknown>[]) {
  let settled = false;
  const all = Promise.allSettled(answers).then((results) => {
    settled = true;
    return results;
  });
  let next = 0;
  while (!settled) {
    await turnOfTheLoop();
    while (next < statements.length) statements[next++].finish();
  }
  return all;
}

test('a call alone goes at once; calls that wait together go as one statement, eight at most, in order', async () => {
  const { batches, statements } = fakeDatabase(new Lane(1));
  const first = batches.run('a');
  await turnOfTheLoop();
  assert.deepEqual(
    statements.map((s) => s.inputs),
    [['a']],
  );
  const waiting = 'bcdefghijk'.split('').map((input) => batches.run(input));
  const results = await finishAll(statements, [first, ...waiting]);
  assert.deepEqual(
    results.map((r) => (r.status === 'fulfilled' ? r.value : r.reason)),
    'ABCDEFGHIJK'.split(''),
  );
  // The turns of the calls taken along end without a statement.
  assert.deepEqual(
    statements.map((s) => s.inputs),
    [['a'], 'bcdefghi'.split(''), ['j', 'k']],
  );
  assert.deepEqual(batches.stats(), { statements: 3, calls: 11 });
});

test('while other calls are at the database, each statement carries one call', async () => {
  const { batches, statements } = fakeDatabase(new Lane(1), { others: () => 1 });
  const answers = 'abcd'.split('').map((input) => batches.run(input));
  const results = await finishAll(statements, answers);
  assert.ok(results.every((r) => r.status === 'fulfilled'));
  assert.deepEqual(
    statements.map((s) => s.inputs),
    [['a'], ['b'], ['c'], ['d']],
  );
});

test("a statement refused for one call's input runs each call again alone: only that call fails", async () => {
  const invalid = Object.assign(new Error('invalid regular expression'), { code: '2201B' });
  const { batches, statements } = fakeDatabase(new Lane(1), {
    fail: (inputs) => (inputs.includes('bad') ? invalid : null),
  });
  const first = batches.run('a');
  await turnOfTheLoop();
  const answers = [first, batches.run('b'), batches.run('bad'), batches.run('c')];
  const results = await finishAll(statements, answers);
  assert.deepEqual(
    results.map((r) => (r.status === 'fulfilled' ? r.value : r.reason)),
    ['A', 'B', invalid, 'C'],
  );
  assert.deepEqual(
    statements.map((s) => s.inputs),
    [['a'], ['b', 'bad', 'c'], ['b'], ['bad'], ['c']],
  );
});

test('a statement that fails for the database (a time-out, a lost connection) fails its calls once, not again one by one', async () => {
  const cancelled = Object.assign(new Error('canceling statement due to statement timeout'), {
    code: '57014',
  });
  let failing = false;
  const { batches, statements } = fakeDatabase(new Lane(1), { fail: () => (failing ? cancelled : null) });
  const first = batches.run('a');
  await turnOfTheLoop();
  const rest = ['b', 'c', 'd'].map((input) => batches.run(input));
  failing = true;
  const results = await finishAll(statements, [first, ...rest]);
  assert.deepEqual(
    results.map((r) => (r.status === 'fulfilled' ? r.value : r.reason)),
    [cancelled, cancelled, cancelled, cancelled],
  );
  assert.equal(statements.length, 2);
});

test("a call that waited the lane's time-out goes with a 503 error and is never run", async () => {
  const { batches, statements } = fakeDatabase(new Lane(1, 50));
  const first = batches.run('a');
  const waited = batches.run('b');
  await assert.rejects(waited, DatabaseBusyError);
  statements[0].finish();
  assert.equal(await first, 'A');
  await turnOfTheLoop();
  assert.deepEqual(
    statements.map((s) => s.inputs),
    [['a']],
  );
});

test('a flood of 1,000 calls: those past the lane’s 10 waiting are refused at once and never run; the rest run once each', async () => {
  const lane = new Lane(1, 5_000, 10);
  const { batches, statements } = fakeDatabase(lane);
  const flood = Array.from({ length: 1_000 }, (_, i) => batches.run(`c${i}`));
  const results = await finishAll(statements, flood);
  const ran = statements.flatMap((s) => s.inputs);
  assert.equal(new Set(ran).size, ran.length, 'no call ran twice');
  assert.equal(ran.length, 11);
  assert.equal(results.filter((r) => r.status === 'fulfilled').length, 11);
  assert.ok(
    results.filter((r) => r.status === 'rejected').every((r) => r.reason instanceof DatabaseBusyError),
  );
  assert.ok(statements.every((s) => s.inputs.length <= 8));
  assert.deepEqual(lane.stats(), { running: 0, waiting: 0, peakRunning: 1, refused: 989 });
});

test('fifty callers, each calling again once answered: the lane holds a turn only for a call still waiting, and refuses none', async () => {
  // A turn taken along gives up its place: kept, the turns of calls already answered piled up
  // behind the calls still waiting until the lane refused new ones (503s under a search flood).
  const lane = new Lane(2, 5_000, 60);
  const { batches, statements } = fakeDatabase(lane);
  let answered = 0;
  const caller = async (c: number) => {
    for (let i = 0; i < 40; i++) {
      await batches.run(`${c}:${i}`);
      answered += 1;
    }
  };
  let done = false;
  const all = Promise.all(Array.from({ length: 50 }, (_, c) => caller(c))).finally(() => (done = true));
  let most = 0;
  let next = 0;
  while (!done) {
    await turnOfTheLoop();
    most = Math.max(most, lane.stats().waiting);
    while (next < statements.length) statements[next++].finish();
  }
  await all;
  assert.equal(answered, 2_000);
  assert.ok(most <= 50, `at most the 50 calls waiting held a turn, saw ${most}`);
  assert.equal(lane.stats().refused, 0);
  const sent = batches.stats();
  assert.equal(sent.calls, 2_000);
  assert.ok(sent.statements < sent.calls, `${sent.statements} statements for ${sent.calls} calls`);
});
