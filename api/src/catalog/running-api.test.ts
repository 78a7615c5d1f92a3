// How the catalogue command finds a store running on PGlite: the file the API writes (owner-only,
// read only when it names the folder's lock owner, this life of it), and the spool that holds an
// import sent there to its limits.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { after, test } from 'node:test';
import { STARTED_AT } from '../db/data-dir-lock';
import {
  announceRunningApi,
  localUrl,
  readRunningApi,
  removeLeftSpools,
  runningApiFileOf,
  spoolFileIn,
  spoolImport,
} from './running-api';

const folder = mkdtempSync(join(tmpdir(), 'running-api-'));
after(() => rmSync(folder, { recursive: true, force: true }));

test('the file names this life of the process: another pid or another start is not read', () => {
  const data = join(folder, 'pglite');
  const api = { pid: process.pid, startedAt: STARTED_AT, url: 'http://127.0.0.1:3001', token: 'secret' };
  const remove = announceRunningApi(data, api);
  assert.equal(statSync(runningApiFileOf(data)).mode & 0o777, 0o600);
  assert.deepEqual(readRunningApi(data, { pid: process.pid, startedAt: STARTED_AT }), api);
  // A pid given again to a new process (a container restarted) is another life: its file is stale.
  assert.equal(readRunningApi(data, { pid: process.pid, startedAt: '2026-01-01T00:00:00.000Z' }), null);
  assert.equal(readRunningApi(data, { pid: process.pid + 1, startedAt: STARTED_AT }), null);
  // Removing leaves a file another process wrote since alone.
  const newer = announceRunningApi(data, { ...api, token: 'newer' });
  remove();
  assert.equal(JSON.parse(readFileSync(runningApiFileOf(data), 'utf8')).token, 'newer');
  newer();
  assert.equal(readRunningApi(data, { pid: process.pid, startedAt: STARTED_AT }), null);
});

test('a store listening on every interface is reached on loopback', () => {
  assert.equal(localUrl('0.0.0.0', 3001), 'http://127.0.0.1:3001');
  assert.equal(localUrl('::', 3001), 'http://[::1]:3001');
  assert.equal(localUrl('127.0.0.1', 3001), 'http://127.0.0.1:3001');
  assert.equal(localUrl('::1', 3001), 'http://[::1]:3001');
});

test('the spool stops a body past its bytes as it comes, and counts a last line without a break', async () => {
  // Endless: the spool ends only because it stops reading.
  const endless = new Readable({
    read() {
      this.push(Buffer.alloc(1024, 'x'));
    },
  });
  await assert.rejects(spoolImport(endless, join(folder, 'a'), { maxBytes: 64 * 1024, maxLines: 10 }), {
    message: /^An import sent to the running store holds at most 64 KB: send the file in parts/,
  });
  await assert.rejects(
    spoolImport(Readable.from(['a\nb\nc']), join(folder, 'b'), { maxBytes: 1024, maxLines: 2 }),
    {
      message: /at most 2 lines/,
    },
  );
  // Past the lines and then the bytes, the lines are what the merchant hears of.
  await assert.rejects(
    spoolImport(Readable.from(['a\n'.repeat(600)]), join(folder, 'd'), { maxBytes: 1024, maxLines: 2 }),
    { message: /at most 2 lines/ },
  );
  await spoolImport(Readable.from(['a\nb\n']), join(folder, 'c'), { maxBytes: 1024, maxLines: 2 });
  assert.equal(readFileSync(join(folder, 'c'), 'utf8'), 'a\nb\n');
});

test("an API's start removes the spool files of APIs that no longer run, and only those", async () => {
  const dir = join(folder, 'tmp');
  mkdirSync(dir);
  // A pid that ran and ended: a process that exits at once.
  const ended = spawnSync(process.execPath, ['-e', '0']).pid!;
  const spool = (pid: number) => join(dir, `catalog-import-${pid}-0123456789abcdef.jsonl`);
  for (const pid of [ended, process.ppid]) writeFileSync(spool(pid), '{}\n');
  const own = spoolFileIn(dir);
  writeFileSync(own, '{}\n');
  // Another program's file of a like name is not the API's.
  writeFileSync(join(dir, `catalog-import-${ended}.jsonl`), 'not a spool');
  assert.equal(await removeLeftSpools(dir), 1);
  assert.equal(existsSync(spool(ended)), false);
  assert.deepEqual(
    readdirSync(dir).sort(),
    [
      `catalog-import-${ended}.jsonl`,
      own.slice(dir.length + 1),
      `catalog-import-${process.ppid}-0123456789abcdef.jsonl`,
    ].sort(),
  );
});
