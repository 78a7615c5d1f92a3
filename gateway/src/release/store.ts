// Where the manifest lives: the store's database, through the API's /internal/release-manifest
// (docs/architecture.md, Releases), or, with no API running, a process of the CLI's own on that
// database; so every gateway reads one manifest with no shared disk, and nothing of it is ever
// written to a release folder (the folder holds release files only). Every change goes through
// changeManifest (manifest-change.ts): a read, the change worked out, one write that fails with
// ManifestConflictError if another change came first (then it is worked out again). A page request
// never loads this file: it reads through manifest-read.ts alone.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { loadConfig } from '../config.js';
import { REPO_ROOT, type FrontendName } from '../paths.js';
import type { ReleaseChange } from '@storefront/shared/contracts/release-manifest';
import {
  MANIFEST_PATH,
  manifestHeaders,
  manifestRefused,
  readApiManifest,
  snapshotOf,
  type ManifestSnapshot,
} from './manifest-read.js';

export type { ManifestSnapshot } from './manifest-read.js';

/** What one change adds: published versions with their files' hashes, states, history. */
export type ManifestChange = Required<ReleaseChange>;

/** Another change came between the read and the write: work it out again from a fresh read. */
export class ManifestConflictError extends Error {}

export interface DatabaseStore {
  read(): Promise<ManifestSnapshot>;
  /** The new version; ManifestConflictError when the manifest is no longer at `change.after`. */
  apply(change: ManifestChange): Promise<number>;
  /** release.json of one published version as recorded at publish; null when it is not published. */
  info(slice: FrontendName, version: string): Promise<unknown>;
  close(): void;
}

/** The API's /internal/release-manifest, with the release token when one is set. */
export function apiStore(apiUrl: string, token: string): DatabaseStore {
  const headers = manifestHeaders(token);
  const refused = (status: number) => manifestRefused(apiUrl, status);
  return {
    read: () => readApiManifest(apiUrl, token),
    async apply(change) {
      const response = await fetch(`${apiUrl}${MANIFEST_PATH}/changes`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(change),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await response.json().catch(() => ({}))) as { version?: number; message?: string };
      if (response.status === 409)
        throw new ManifestConflictError(body.message ?? 'the releases changed meanwhile');
      if (!response.ok) throw new Error(body.message ?? refused(response.status).message);
      return body.version!;
    },
    async info(slice, version) {
      const query = new URLSearchParams({ slice, version });
      const response = await fetch(`${apiUrl}${MANIFEST_PATH}/info?${query}`, {
        headers,
        signal: AbortSignal.timeout(10_000),
      });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw refused(response.status);
      return ((await response.json()) as { info: unknown }).info;
    },
    close() {},
  };
}

/**
 * No API running: a child process opens the database itself (api/src/routes/internal/
 * release-manifest/direct.ts) and answers the same calls over its stdin and stdout.
 */
export async function directStore(): Promise<DatabaseStore> {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    ['--import', 'tsx', join(REPO_ROOT, 'api/src/routes/internal/release-manifest/direct.ts')],
    { cwd: join(REPO_ROOT, 'api'), stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let ready!: (line: { ready: boolean; message?: string }) => void;
  const opened = new Promise<{ ready: boolean; message?: string }>((resolve) => (ready = resolve));
  createInterface({ input: child.stdout }).on('line', (text) => {
    const line = JSON.parse(text) as {
      id?: number;
      ready?: boolean;
      result?: unknown;
      error?: string;
      message?: string;
    };
    if (line.id === undefined) return ready(line as { ready: boolean });
    const waiter = pending.get(line.id);
    pending.delete(line.id);
    if (line.error !== undefined) waiter?.reject(new Error(line.error));
    else waiter?.resolve(line.result);
  });
  child.on('exit', (code) => {
    ready({ ready: false, message: `the database process ended (${code}): ${stderr.trim()}` });
    for (const waiter of pending.values())
      waiter.reject(new Error(`the database process ended: ${stderr.trim()}`));
    pending.clear();
  });
  const answer = await opened;
  if (!answer.ready) {
    child.kill();
    throw new Error(`cannot open the store's database: ${answer.message ?? stderr.trim()}`);
  }
  let next = 0;
  const call = (message: object) =>
    new Promise<unknown>((resolve, reject) => {
      const id = ++next;
      pending.set(id, { resolve, reject });
      child.stdin.write(`${JSON.stringify({ id, ...message })}\n`);
    });
  return {
    read: async () => snapshotOf(await call({ op: 'read' })),
    async apply(change) {
      const outcome = (await call({ op: 'apply', change })) as { applied: boolean; version: number };
      if (!outcome.applied) {
        throw new ManifestConflictError(`the releases changed meanwhile (now version ${outcome.version})`);
      }
      return outcome.version;
    },
    info: (slice, version) => call({ op: 'info', slice, version }),
    close: () => child.stdin.end(),
  };
}

let opened: Promise<DatabaseStore> | null = null;
/** Only the release CLI opens the database itself; a gateway always goes through its API. */
let directAllowed = false;
export const allowDirectDatabase = (): void => {
  directAllowed = true;
};
/**
 * The CLI's --direct (npm start's publishes, before its own API runs): this store's database, never
 * whatever answers at API_URL, which may be another app or another checkout's store.
 */
let directOnly = false;
export const onlyDirectDatabase = (): void => {
  directAllowed = true;
  directOnly = true;
};

/**
 * The database store of this process: through the API when one answers at API_URL, else (the
 * release CLI before `npm start`, or with the store stopped) a process of its own on the database.
 */
export function databaseStore(): Promise<DatabaseStore> {
  opened ??= (async () => {
    if (directOnly) return directStore();
    const { apiUrl, releaseAdminToken } = loadConfig();
    const store = apiStore(apiUrl, releaseAdminToken);
    try {
      await store.read();
      return store;
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      const unreachable =
        cause === 'ECONNREFUSED' || cause === 'ECONNRESET' || (error as Error).name === 'TimeoutError';
      if (!unreachable || !directAllowed) throw error;
    }
    return directStore();
  })();
  return opened;
}

/** Ends this process's database process, if it started one (the CLI, once its command is done). */
export async function closeStores(): Promise<void> {
  const store = await opened?.catch(() => null);
  store?.close();
  opened = null;
}

/** Use this store for every change and read (the cluster's publishes through its first API; tests). */
export function setDatabaseStore(store: DatabaseStore | null): void {
  opened = store ? Promise.resolve(store) : null;
}

/** The manifest as it is now, from the database. */
export async function readSnapshot(): Promise<ManifestSnapshot> {
  return (await databaseStore()).read();
}
