import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DatabaseBusyError } from './client';
import { Lane } from './lane';
import { isDatabaseUnavailable } from '../http/errors';

/** A call that runs until its `finish` is called. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

test('a flood of 40 calls runs at most `size` at once, each in its turn, and all finish', async () => {
  const lane = new Lane(2);
  let running = 0;
  let most = 0;
  const calls = Array.from({ length: 40 }, (_, i) => {
    const call = held();
    const result = lane.run(async () => {
      running += 1;
      most = Math.max(most, running);
      await call.done;
      running -= 1;
      return i;
    });
    return { ...call, result };
  });
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(running, 2);
  assert.deepEqual(lane.stats(), { running: 2, waiting: 38, peakRunning: 2, refused: 0 });
  for (const call of calls) {
    call.finish();
    await new Promise((resolve) => setImmediate(resolve));
  }
  assert.deepEqual(
    await Promise.all(calls.map((call) => call.result)),
    calls.map((_, i) => i),
  );
  assert.equal(most, 2);
  assert.deepEqual(lane.stats(), { running: 0, waiting: 0, peakRunning: 2, refused: 0 });
});

test('a call that waited its time-out goes with a 503 error and leaves the lane as it was', async () => {
  const lane = new Lane(1, 50);
  const first = held();
  const running = lane.run(() => first.done);
  const waited = lane.run(async () => 'never');
  await assert.rejects(waited, (error: unknown) => {
    assert.ok(error instanceof DatabaseBusyError);
    assert.ok(isDatabaseUnavailable(error), 'answered 503 with Retry-After');
    return true;
  });
  assert.deepEqual(lane.stats(), { running: 1, waiting: 0, peakRunning: 1, refused: 1 });
  first.finish();
  await running;
  assert.equal(await lane.run(async () => 'next'), 'next');
  assert.equal(lane.stats().running, 0);
});

test('past maxWaiting a call is refused at once: a flood of 1,000 holds at most 10 waiting', async () => {
  const lane = new Lane(1, 5_000, 10);
  const first = held();
  const running = lane.run(() => first.done);
  const flood = Array.from({ length: 1_000 }, () => lane.run(async () => 'ran').catch((e: unknown) => e));
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(lane.stats(), { running: 1, waiting: 10, peakRunning: 1, refused: 990 });
  first.finish();
  await running;
  const results = await Promise.all(flood);
  assert.equal(results.filter((r) => r === 'ran').length, 10);
  assert.equal(results.filter((r) => r instanceof DatabaseBusyError).length, 990);
});

test('a call that fails frees its place', async () => {
  const lane = new Lane(1);
  await assert.rejects(
    lane.run(async () => {
      throw new Error('boom');
    }),
    /boom/,
  );
  assert.equal(await lane.run(async () => 1), 1);
  assert.equal(lane.stats().running, 0);
});

test('a call that gives up its turn while waiting leaves the lane and is never run', async () => {
  const lane = new Lane(1);
  const first = held();
  const running = lane.run(() => first.done);
  let giveUp: ((reason: unknown) => void) | undefined;
  let ran = false;
  const given = lane.run(
    async () => (ran = true),
    (leave) => (giveUp = leave),
  );
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(lane.stats().waiting, 1);
  giveUp!(new Error('taken along'));
  await assert.rejects(given, /taken along/);
  assert.deepEqual(lane.stats(), { running: 1, waiting: 0, peakRunning: 1, refused: 0 });
  first.finish();
  await running;
  assert.equal(ran, false);
  assert.equal(lane.stats().running, 0);
});
