// The database's manifest as every request reads it:
// held in memory and kept fresh by a long-poll of the API (GET /internal/release-manifest?after=N,
// answered as soon as a change is committed anywhere), so a page never waits for the database and
// an activation through any gateway or the CLI is here within a moment. When the API cannot be
// reached the last manifest keeps being served and `stale` says so (readiness.ts); the poll tries
// again every second.
import type { FrontendName } from '../paths.js';
import { manifestHeaders, readApiManifest, snapshotOf, type ManifestSnapshot } from './manifest-read.js';

export interface ManifestFeed {
  /** The latest manifest heard; null until the first read answers. */
  current(): ManifestSnapshot | null;
  /** The first read (null when the feed is stopped before one). */
  ready(): Promise<ManifestSnapshot | null>;
  /**
   * The sha256 of each file of `name@version` (by path) when it is live now or was live in one of
   * the last manifests heard (a page served before an activation still asks for its files).
   */
  hashesOf(name: FrontendName, version: string): Record<string, string> | undefined;
  /**
   * Reads the manifest now and takes it when it is newer than the one held: a change this process
   * has just made is served at once.
   */
  refresh(): Promise<void>;
  /** Since when the API has not answered (null while it does). */
  readonly failingSince: number | null;
  stop(): void;
}

const RETRY_MS = 1_000;
/** Versions no longer live whose files' hashes are still known (see hashesOf). */
const RECENT_VERSIONS = 20;

export function startManifestFeed(options: {
  apiUrl: string;
  token: string;
  log?: (message: string) => void;
  /** How long a long-poll may wait before the API answers 204 (seconds; the API's default is 25). */
  waitSeconds?: number;
}): ManifestFeed {
  const log = options.log ?? ((m: string) => console.warn(m));
  const read = () => readApiManifest(options.apiUrl, options.token);
  const headers = manifestHeaders(options.token);
  let snapshot: ManifestSnapshot | null = null;
  const recent = new Map<string, Record<string, string>>();
  /** Takes `next`, remembering the hashes of the versions it no longer has live. */
  const take = (next: ManifestSnapshot) => {
    for (const [name, versions] of Object.entries(snapshot?.files ?? {})) {
      for (const [version, hashes] of Object.entries(versions ?? {})) {
        if (next.files[name as FrontendName]?.[version]) continue;
        const key = `${name}@${version}`;
        recent.delete(key);
        recent.set(key, hashes);
        if (recent.size > RECENT_VERSIONS) recent.delete(recent.keys().next().value!);
      }
    }
    snapshot = next;
  };
  let failingSince: number | null = null;
  let stopped = false;
  /** Counts refreshes, so a long-poll answered before one cannot take the manifest back. */
  let refreshes = 0;
  const abort = new AbortController();
  let firstRead!: (value: ManifestSnapshot | null) => void;
  const first = new Promise<ManifestSnapshot | null>((resolve) => (firstRead = resolve));

  // Each wait takes its listener off again: a feed retrying every second for hours (its API down)
  // would otherwise pile one up per retry.
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        abort.signal.removeEventListener('abort', done);
        resolve();
      };
      // Waiting to ask again keeps no process alive on its own (a gateway's server does).
      const timer = setTimeout(done, ms).unref();
      abort.signal.addEventListener('abort', done, { once: true });
    });

  async function poll(): Promise<void> {
    while (!stopped) {
      try {
        if (!snapshot) {
          const answer = await read();
          snapshot ??= answer;
        } else {
          const wait = options.waitSeconds === undefined ? '' : `&wait=${options.waitSeconds}`;
          const refreshesBefore = refreshes;
          const response = await fetch(
            `${options.apiUrl}/internal/release-manifest?after=${snapshot.version}${wait}`,
            { headers, signal: AbortSignal.any([abort.signal, AbortSignal.timeout(40_000)]) },
          );
          if (response.status === 503) {
            await response.body?.cancel();
            await sleep(RETRY_MS);
            continue;
          }
          if (!response.ok && response.status !== 204) throw new Error(`the API answered ${response.status}`);
          if (response.status === 200) {
            const next = snapshotOf(await response.json());
            // Lower too: the database went back (reset, restored, failed over), and what it
            // holds now is the manifest, not the one this gateway remembers.
            const overtaken = refreshes !== refreshesBefore && next.version < snapshot.version;
            if (next.version !== snapshot.version && !overtaken) take(next);
          } else await response.body?.cancel();
        }
        firstRead(snapshot);
        if (failingSince !== null) log('release manifest: the API answers again');
        failingSince = null;
      } catch (error) {
        if (stopped) return;
        if (failingSince === null) {
          failingSince = Date.now();
          log(
            `release manifest: the API cannot be reached (${error instanceof Error ? error.message : String(error)}); ${
              snapshot ? `serving version ${snapshot.version} meanwhile` : 'no manifest yet'
            }`,
          );
        }
        await sleep(RETRY_MS);
      }
    }
  }
  void poll();

  return {
    current: () => snapshot,
    hashesOf: (name, version) => snapshot?.files[name]?.[version] ?? recent.get(`${name}@${version}`),
    ready: () => first,
    async refresh() {
      const next = await read().catch(() => null);
      if (stopped || !next || (snapshot && next.version <= snapshot.version)) return;
      refreshes++;
      take(next);
      firstRead(next);
    },
    get failingSince() {
      return failingSince;
    },
    stop() {
      stopped = true;
      abort.abort();
      firstRead(snapshot);
    },
  };
}
