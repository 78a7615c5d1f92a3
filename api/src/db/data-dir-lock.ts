// A PGlite folder belongs to one process: two processes on one folder corrupt it
// and lose acknowledged rows. '<folder>.pid' (beside the folder, not in it: PGlite
// creates a database only in an empty folder) names the owner for the process's life.
//
// Taking the lock is one atomic step: the owner record is written to a private file
// first, then hard-linked to the lock's name, which fails if the name exists, so a
// reader never sees a half-written lock and two starters cannot both create it. A lock
// whose owner is dead is taken over by renaming it away (only one starter's rename can
// move a given file) and checking that what moved is the stale record that was read;
// a live lock moved by mistake is linked back before anyone else can create one.
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';

/** Another live process (or this one) holds the PGlite folder. */
export class DataDirInUseError extends Error {
  constructor(
    message: string,
    /** The process that holds it, when its lock names it: its pid and when it started. */
    readonly owner: { pid: number; startedAt: string } | null = null,
  ) {
    super(message);
  }
}

interface Owner {
  pid: number;
  startedAt: string;
  token: string;
}

/** Lock files this process holds: its own pid in any other lock is a previous, dead life. */
const held = new Set<string>();
/** When this process started, as its locks say: with its pid, it names this process's life. */
export const STARTED_AT = new Date(Date.now() - process.uptime() * 1000).toISOString();

export const lockFileOf = (dataDir: string) => `${dataDir.replace(/[\\/]+$/, '')}.pid`;

/** Takes the folder's lock or throws DataDirInUseError; answers the release function. */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = lockFileOf(dataDir);
  const mine: Owner = { pid: process.pid, startedAt: STARTED_AT, token: randomBytes(8).toString('hex') };
  const record = JSON.stringify(mine);
  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(lockFile, record)) {
      held.add(lockFile);
      return () => release(lockFile, record);
    }
    const text = readOrNull(lockFile);
    if (text === null) continue; // released or moved meanwhile: try again
    const owner = parseOwner(text);
    if (owner && isLive(owner, lockFile)) {
      throw new DataDirInUseError(
        `PGlite folder ${dataDir} is in use by process ${owner.pid}; set DATA_DIR or DATABASE_URL`,
        { pid: owner.pid, startedAt: owner.startedAt },
      );
    }
    takeOverStale(lockFile, text);
  }
  throw new DataDirInUseError(`PGlite folder ${dataDir}: could not take its lock ${lockFile}`);
}

function tryCreate(lockFile: string, record: string): boolean {
  const draft = `${lockFile}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(draft, record, { flag: 'wx' });
  try {
    linkSync(draft, lockFile);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

function takeOverStale(lockFile: string, staleText: string): void {
  const aside = `${lockFile}.stale.${process.pid}.${randomBytes(6).toString('hex')}`;
  try {
    renameSync(lockFile, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // another starter moved it
    throw error;
  }
  if (readOrNull(aside) !== staleText) {
    // Between reading and renaming, another starter replaced the stale lock with its live one: give it back.
    try {
      linkSync(aside, lockFile);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  unlinkSync(aside);
}

function release(lockFile: string, record: string): void {
  held.delete(lockFile);
  // Only our own record: never remove a lock another process took over.
  if (readOrNull(lockFile) === record) unlinkSync(lockFile);
}

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function parseOwner(text: string): Owner | null {
  try {
    const value = JSON.parse(text) as Partial<Owner>;
    if (Number.isInteger(value.pid) && (value.pid as number) > 0) return value as Owner;
  } catch {
    // An older plain-pid lock, or garbage.
  }
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 ? { pid, startedAt: '', token: '' } : null;
}

function isLive(owner: Owner, lockFile: string): boolean {
  if (owner.pid === process.pid) return held.has(lockFile);
  if (!processRuns(owner.pid)) return false;
  // A process runs with that pid: the owner, unless it started after the owner did, which makes it
  // another process the pid was given to since (a store's container restarted after a crash, its
  // pids given out again from 1): its lock is stale, or the store could not start until that
  // process ends.
  const started = processStart(owner.pid);
  const recorded = Date.parse(owner.startedAt);
  return started === null || Number.isNaN(recorded) || started <= recorded + START_SLACK_MS;
}

/** Whether a process has `pid` (another user's too: signalling it is refused, not failed). */
export function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * How far a process's start as Linux tells it (whole seconds of boot time, then hundredths) may lie
 * past the start the process itself recorded and still be the same process.
 */
const START_SLACK_MS = 2_000;

/**
 * When process `pid` started (ms since the epoch), from Linux's /proc: the boot time and the
 * process's start in clock ticks since it (USER_HZ, 100 on Linux's architectures). Null elsewhere.
 */
export function processStart(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's name, which may itself hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[19]);
    const boot = Number(/^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1]);
    return Number.isFinite(ticks) && boot > 0 ? boot * 1000 + ticks * 10 : null;
  } catch {
    return null;
  }
}
