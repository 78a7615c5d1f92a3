// One PGlite folder, one process: concurrent opens in one process and in two
// processes leave exactly one owner; a lock left by a dead process is taken over.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { DataDirInUseError, openDatabase } from './client';
import { lockDataDir, lockFileOf, processStart } from './data-dir-lock';
import { PGLITE_ONLY } from '../testing/suite-database';

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const root = mkdtempSync(join(tmpdir(), 'api-lock-'));
after(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const freshDir = () => join(root, `data-${n++}`);

/** A pid that was a process a moment ago and is no more. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

/**
 * Two processes that try to take the folder's lock at the same instant; answers their outcomes. Each
 * holds what it took until both have answered (their stdin then ends): on a loaded machine one may
 * start seconds after the other, and must still find the lock held.
 */
async function raceInChildren(dataDir: string): Promise<string[]> {
  const startAt = Date.now() + 2_000;
  const script = `
    import { lockDataDir } from './src/db/data-dir-lock.ts';
    while (Date.now() < ${startAt});
    try { lockDataDir(${JSON.stringify(dataDir)}); console.log('locked'); }
    catch (e) { console.log(e.constructor.name); }
    process.stdin.resume();`;
  const children = [0, 1].map(() =>
    spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: API_DIR,
      stdio: ['pipe', 'pipe', 'inherit'],
    }),
  );
  const outcome = (child: (typeof children)[number]) =>
    new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (d) => {
        out += d;
        if (out.includes('\n')) resolve(out.trim());
      });
      child.once('error', reject);
      child.once('exit', () => resolve(out.trim()));
    });
  const exited = children.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  const outcomes = await Promise.all(children.map(outcome));
  for (const child of children) child.stdin.end();
  await Promise.all(exited);
  return outcomes.sort();
}

describe('the PGlite folder lock', PGLITE_ONLY, () => {
  test('two concurrent opens of one folder in one process: exactly one succeeds', async () => {
    const dataDir = freshDir();
    const results = await Promise.allSettled([openDatabase({ dataDir }), openDatabase({ dataDir })]);
    const opened = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    assert.equal(opened.length, 1);
    assert.equal(refused.length, 1);
    assert.ok(refused[0].reason instanceof DataDirInUseError, String(refused[0].reason));
    assert.match(refused[0].reason.message, /in use by process/);
    assert.equal(JSON.parse(readFileSync(lockFileOf(dataDir), 'utf8')).pid, process.pid);
    await opened[0].value.close();
    assert.equal(existsSync(lockFileOf(dataDir)), false, 'the lock goes at close');
    // Once closed, the folder opens again.
    await (await openDatabase({ dataDir })).close();
  });

  test('two processes starting at once on one folder: exactly one takes it', async () => {
    assert.deepEqual(await raceInChildren(freshDir()), ['DataDirInUseError', 'locked']);
  });

  test("a dead process's lock is taken over, by exactly one of two processes starting at once", async () => {
    const dataDir = freshDir();
    writeFileSync(lockFileOf(dataDir), JSON.stringify({ pid: deadPid(), startedAt: '', token: 'x' }));
    assert.deepEqual(await raceInChildren(dataDir), ['DataDirInUseError', 'locked']);
  });

  test('a stale lock (a dead pid, or this pid from a previous life) is taken over and released', () => {
    for (const stale of [
      String(deadPid()),
      JSON.stringify({ pid: process.pid, startedAt: '', token: 'old' }),
    ]) {
      const dataDir = freshDir();
      writeFileSync(lockFileOf(dataDir), stale);
      const release = lockDataDir(dataDir);
      const owner = JSON.parse(readFileSync(lockFileOf(dataDir), 'utf8'));
      assert.equal(owner.pid, process.pid);
      assert.notEqual(owner.token, 'old');
      assert.throws(() => lockDataDir(dataDir), DataDirInUseError);
      release();
      assert.equal(existsSync(lockFileOf(dataDir)), false);
    }
  });

  test('a live lock is respected', () => {
    const dataDir = freshDir();
    // The parent of this test runner is alive for the whole test.
    writeFileSync(lockFileOf(dataDir), JSON.stringify({ pid: process.ppid, startedAt: '', token: 'x' }));
    assert.throws(() => lockDataDir(dataDir), new RegExp(`in use by process ${process.ppid}`));
    assert.equal(JSON.parse(readFileSync(lockFileOf(dataDir), 'utf8')).pid, process.ppid);
  });

  test(
    "a lock whose pid another process was given since (it started after the lock's owner) is taken over",
    { skip: processStart(process.pid) === null ? 'needs Linux /proc' : false },
    async () => {
      // A process that starts now, holding a pid that a lock written an hour ago names.
      const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
      try {
        await new Promise((resolve) => other.once('spawn', resolve));
        const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
        const dataDir = freshDir();
        writeFileSync(
          lockFileOf(dataDir),
          JSON.stringify({ pid: other.pid, startedAt: hourAgo, token: 'old' }),
        );
        const release = lockDataDir(dataDir);
        assert.equal(JSON.parse(readFileSync(lockFileOf(dataDir), 'utf8')).pid, process.pid);
        release();
        // The same pid with the start that process had: its own lock, respected.
        const own = freshDir();
        const startedAt = new Date(processStart(other.pid!)!).toISOString();
        writeFileSync(lockFileOf(own), JSON.stringify({ pid: other.pid, startedAt, token: 'x' }));
        assert.throws(() => lockDataDir(own), new RegExp(`in use by process ${other.pid}`));
      } finally {
        other.kill();
      }
    },
  );
});
