// Releases in the database (migrations/0017_releases.sql): the manifest every gateway serves from,
// read whole with its version, changed only by a compare-and-set on that version (the one way a
// release command or the release page changes it: no lock file, no shared disk), and a wait for a
// newer version that gateways long-poll. A change is heard at once: on PostgreSQL by LISTEN/NOTIFY
// (from any API process, or a release command writing to the database directly), on PGlite, which
// lives in this one process, by an in-process event.
import { EventEmitter } from 'node:events';
import pg from 'pg';
import type {
  AutoAbortRule,
  FrontendReleases,
  HistoryAction,
  ReleaseChange,
  ReleaseManifest,
} from '@storefront/shared/contracts/release-manifest';
import type { Database } from '../db/client';

/** How many changes of each frontend the manifest carries (the release page's and CLI's history). */
export const HISTORY_PER_FRONTEND = 200;
const CHANNEL = 'storefront_releases';
/** How often the version is read while long-polls wait (see listen). */
const POLL_MS = 500;

export type { ReleaseChange, ReleaseManifest };

export type ApplyOutcome = { applied: true; version: number } | { applied: false; version: number };

type Rows<T> = { rows: T[] };
const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));
const json = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

/** One event source per open database: every app built over it (tests build two) hears each change. */
const sources = new WeakMap<Database, EventEmitter>();
function changesOf(database: Database): EventEmitter {
  let source = sources.get(database);
  if (!source) {
    source = new EventEmitter();
    source.setMaxListeners(0);
    sources.set(database, source);
  }
  return source;
}

export function releasesRepository(database: Database, options: { databaseUrl?: string } = {}) {
  const changes = changesOf(database);
  let waiters = 0;
  /** Set by endWaits: a stopping process answers every later long-poll at once too. */
  let ended = false;
  /**
   * `current`: read from the database just now, so a version below a waiter's is the manifest
   * going back (a restore) and answers it; a notification's (it may come late) is only ever news of
   * a newer one.
   */
  const heard = (version: number, current = false) => changes.emit('version', version, current);

  async function currentVersion(): Promise<number> {
    return database.rawTransaction(async (client) => {
      const { rows } = (await client.query('SELECT version FROM release_manifest WHERE id = 1')) as Rows<{
        version: string | number;
      }>;
      return Number(rows[0]?.version ?? 0);
    });
  }
  const readCurrent = () => currentVersion().then((version) => (heard(version, true), version));

  // PostgreSQL: one listening connection per API process, opened with the first waiter, hears every
  // change committed anywhere. Beside it, while anyone waits, the version is read every 500 ms (one
  // row, one query per process however many wait): a restored or reset database lowers the version
  // without a change, so no notification (and on PGlite no event) would ever say so, and the
  // gateways' long-polls would hold the old manifest until their wait ends; the poll also covers a
  // listening connection that is down (the server restarting).
  let listener: pg.Client | null = null;
  let poller: NodeJS.Timeout | null = null;
  let closed = false;
  function listen(): void {
    if (database.kind !== 'postgres' || !options.databaseUrl || listener || closed) return;
    const client = new pg.Client({ connectionString: options.databaseUrl });
    listener = client;
    const lost = () => {
      if (listener !== client) return;
      listener = null;
      client.end().catch(() => undefined);
      startPolling();
      if (!closed) setTimeout(listen, 1_000).unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => heard(Number(message.payload ?? 0)));
    client
      .connect()
      .then(() => client.query(`LISTEN ${CHANNEL}`))
      // A change committed while the connection was being opened was not notified here.
      .then(readCurrent)
      .catch(lost);
  }
  function startPolling(): void {
    if (poller || closed) return;
    poller = setInterval(() => {
      if (changes.listenerCount('version') > 0) readCurrent().catch(() => undefined);
    }, POLL_MS);
    poller.unref();
  }
  function stopPolling(): void {
    if (poller) clearInterval(poller);
    poller = null;
  }

  return {
    currentVersion,

    /** The whole manifest as one consistent snapshot, with its version. */
    async read(): Promise<ReleaseManifest> {
      return database.rawTransaction(async (client) => {
        if (database.kind === 'postgres')
          await client.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
        const version = Number(
          (
            (await client.query('SELECT version FROM release_manifest WHERE id = 1')) as Rows<{
              version: string;
            }>
          ).rows[0]?.version ?? 0,
        );
        const published = (await client.query(
          'SELECT slice, version, published_at FROM releases ORDER BY published_at, version',
        )) as Rows<{ slice: string; version: string; published_at: unknown }>;
        const states = (await client.query('SELECT * FROM release_state ORDER BY slice')) as Rows<{
          slice: string;
          active: string | null;
          activations: unknown;
          canary_version: string | null;
          canary_percent: number | null;
          canary_started_at: unknown;
          canary_auto_abort: unknown;
        }>;
        const history = (await client.query(
          `SELECT slice, at, action, from_version, to_version, reason, forced, percent FROM (
             SELECT *, row_number() OVER (PARTITION BY slice ORDER BY id DESC) AS newest FROM release_history
           ) h WHERE newest <= $1 ORDER BY id`,
          [HISTORY_PER_FRONTEND],
        )) as Rows<{
          slice: string;
          at: unknown;
          action: HistoryAction;
          from_version: string | null;
          to_version: string | null;
          reason: string | null;
          forced: boolean;
          percent: number | null;
        }>;
        // Every field there (the shared type lets a folder's manifest lack canary and history).
        const frontends: Record<string, Required<FrontendReleases>> = {};
        const entry = (slice: string) =>
          (frontends[slice] ??= { active: null, published: [], activations: [], canary: null, history: [] });
        for (const r of published.rows)
          entry(r.slice).published.push({ version: r.version, publishedAt: iso(r.published_at) });
        for (const s of states.rows) {
          const e = entry(s.slice);
          e.active = s.active;
          e.activations = json(s.activations);
          e.canary =
            s.canary_version && s.canary_percent
              ? {
                  version: s.canary_version,
                  percent: s.canary_percent,
                  startedAt: iso(s.canary_started_at),
                  ...(s.canary_auto_abort ? { autoAbort: json<AutoAbortRule>(s.canary_auto_abort) } : {}),
                }
              : null;
        }
        for (const h of history.rows) {
          entry(h.slice).history.push({
            at: iso(h.at),
            action: h.action,
            from: h.from_version,
            to: h.to_version,
            ...(h.reason ? { reason: h.reason } : {}),
            ...(h.forced ? { forced: true } : {}),
            ...(h.percent ? { percent: h.percent } : {}),
          });
        }
        const live = Object.entries(frontends).flatMap(([slice, e]) =>
          [e.active, e.canary?.version].filter((v): v is string => !!v).map((v) => [slice, v]),
        );
        const files: Record<string, Record<string, Record<string, string>>> = {};
        if (live.length > 0) {
          const hashes = (await client.query(
            `SELECT slice, version, file_hashes FROM releases
              WHERE (slice, version) IN (${live.map((_, i) => `($${2 * i + 1}, $${2 * i + 2})`).join(', ')})`,
            live.flat(),
          )) as Rows<{ slice: string; version: string; file_hashes: unknown }>;
          for (const h of hashes.rows) (files[h.slice] ??= {})[h.version] = json(h.file_hashes);
        }
        // The slices are the schema's (routes/internal/release-manifest checks every change's).
        return {
          version,
          frontends: frontends as ReleaseManifest['frontends'],
          files: files as ReleaseManifest['files'],
        };
      });
    },

    /** release.json of one published version, as published; null when there is none. */
    async info(slice: string, version: string): Promise<unknown> {
      return database.rawTransaction(async (client) => {
        const { rows } = (await client.query('SELECT info FROM releases WHERE slice = $1 AND version = $2', [
          slice,
          version,
        ])) as Rows<{ info: unknown }>;
        return rows[0] ? json(rows[0].info) : null;
      });
    },

    /**
     * Applies `change` in one transaction if the manifest is still at `change.after` (the row lock
     * makes a concurrent change wait, then see the new version and refuse); bumps the version.
     */
    async apply(change: ReleaseChange): Promise<ApplyOutcome> {
      const outcome = await database.rawTransaction(async (client): Promise<ApplyOutcome> => {
        const { rows } = (await client.query(
          'SELECT version FROM release_manifest WHERE id = 1 FOR UPDATE',
        )) as Rows<{ version: string }>;
        const current = Number(rows[0]?.version ?? 0);
        if (current !== change.after) return { applied: false, version: current };
        for (const p of change.publish ?? []) {
          await client.query(
            `INSERT INTO releases (slice, version, info, file_hashes, published_at)
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT (slice, version) DO NOTHING`,
            [p.slice, p.version, JSON.stringify(p.info ?? null), JSON.stringify(p.fileHashes), p.publishedAt],
          );
        }
        for (const s of change.state ?? []) {
          await client.query(
            `INSERT INTO release_state (slice, active, activations, canary_version, canary_percent,
                                        canary_started_at, canary_auto_abort)
             VALUES ($1, $2, $3, $4, $5, $6, $7)
             ON CONFLICT (slice) DO UPDATE SET active = EXCLUDED.active, activations = EXCLUDED.activations,
               canary_version = EXCLUDED.canary_version, canary_percent = EXCLUDED.canary_percent,
               canary_started_at = EXCLUDED.canary_started_at, canary_auto_abort = EXCLUDED.canary_auto_abort`,
            [
              s.slice,
              s.active,
              JSON.stringify(s.activations),
              s.canary?.version ?? null,
              s.canary?.percent ?? null,
              s.canary?.startedAt ?? null,
              s.canary?.autoAbort ? JSON.stringify(s.canary.autoAbort) : null,
            ],
          );
        }
        for (const h of change.history ?? []) {
          await client.query(
            `INSERT INTO release_history (slice, at, action, from_version, to_version, reason, forced, percent)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
            [h.slice, h.at, h.action, h.from, h.to, h.reason ?? null, h.forced === true, h.percent ?? null],
          );
        }
        const bumped = (await client.query(
          'UPDATE release_manifest SET version = version + 1, changed_at = now() WHERE id = 1 RETURNING version',
        )) as Rows<{ version: string }>;
        const version = Number(bumped.rows[0].version);
        // Delivered on commit to every API process listening (none on PGlite: the event below).
        if (database.kind === 'postgres')
          await client.query(`SELECT pg_notify('${CHANNEL}', $1)`, [String(version)]);
        return { applied: true, version };
      });
      if (outcome.applied) heard(outcome.version);
      return outcome;
    },

    /**
     * Resolves once the manifest's version is past `after` (at once if it already is), or after
     * `ms`; `signal` (the client went away) ends the wait early.
     */
    async waitForChange(after: number, ms: number, signal?: AbortSignal): Promise<void> {
      listen();
      startPolling();
      waiters++;
      await new Promise<void>((resolve) => {
        let finished = false;
        const done = () => {
          if (finished) return;
          finished = true;
          clearTimeout(timer);
          changes.off('version', onVersion);
          changes.off('end', done);
          signal?.removeEventListener('abort', done);
          resolve();
          waiters--;
        };
        const onVersion = (version: number, current = false) => {
          if (version > after || (current && version < after)) done();
        };
        changes.on('version', onVersion);
        changes.once('end', done);
        signal?.addEventListener('abort', done);
        const timer = setTimeout(done, ms);
        if (ended) return done();
        // Subscribed first, then looked (at the database, not at a version remembered here, which
        // a restore or another process's change would have made wrong): nothing is missed.
        readCurrent().catch(() => undefined);
      });
    },

    /** Ends every wait now (a stopping process). */
    endWaits(): void {
      ended = true;
      changes.emit('end');
    },

    /** Waiters now, for the bound on them (routes/internal/release-manifest). */
    get waiting(): number {
      return waiters;
    },

    async close(): Promise<void> {
      closed = true;
      stopPolling();
      const client = listener;
      listener = null;
      await client?.end().catch(() => undefined);
    },
  };
}

export type ReleasesRepository = ReturnType<typeof releasesRepository>;
