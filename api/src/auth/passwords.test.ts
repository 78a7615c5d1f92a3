// Password hashing: what it answers, and how many hashes run at once (each holds 19 MiB).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { HASHES_AT_ONCE, hashingStats, hashPassword, verifyPassword } from './passwords';

test('a hash verifies its password only; an unreadable hash or no user is a wrong password', async () => {
  const stored = await hashPassword('Correct1!horse');
  assert.equal(await verifyPassword(stored, 'Correct1!horse'), true);
  assert.equal(await verifyPassword(stored, 'Wrong1!horse'), false);
  assert.equal(await verifyPassword('not a hash', 'Correct1!horse'), false);
  assert.equal(await verifyPassword(null, 'Correct1!horse'), false);
});

// 12, six times the places on 2 cores: the last waits six hashes' time, well within the lane's 5 s
// on a busy machine (24 once waited past it while CI ran every test file beside it).
test(`a flood of 12 log-ins and sign-ups hashes ${HASHES_AT_ONCE} at a time (one a core, at most 4), all answered`, async () => {
  const stored = await hashPassword('Flood1!password');
  const results = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      i % 2 ? verifyPassword(stored, 'Flood1!password') : hashPassword(`Flood1!password${i}`),
    ),
  );
  assert.equal(results.filter((result) => result === true).length, 6);
  const { peakRunning, running, waiting, refused } = hashingStats();
  assert.equal(peakRunning, HASHES_AT_ONCE, `at most ${HASHES_AT_ONCE} at once, and as many`);
  assert.ok(HASHES_AT_ONCE <= 4);
  assert.deepEqual({ running, waiting, refused }, { running: 0, waiting: 0, refused: 0 });
});
