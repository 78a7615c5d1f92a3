// Slice health counts (migrations/0005_release_health.sql). Batches from browsers are added up
// in memory and written once a second, one upsert per minute, frontend and version: a flood of
// beacons costs the database a few rows a second, and answering a shopper's beacon never waits
// on it. What is in memory is written on close, so a clean restart loses nothing.
import { and, gte, sql } from 'drizzle-orm';
import type { ReleaseHealth } from '@storefront/shared/contracts/telemetry';
import type { TelemetryItem } from '@storefront/shared/contracts/telemetry';
import type { Db } from '../db/client';
import { releaseHealth } from '../db/schema';

const minuteOf = (ms: number) => new Date(Math.floor(ms / 60_000) * 60_000);

interface ReleaseHealthRepository {
  /** Adds a batch to the current minute (written by the next flush). */
  add(items: TelemetryItem[], now?: number): void;
  /** Writes what was added; the timer calls it every `flushMs`. */
  flush(): Promise<void>;
  /** Totals and per-minute series of every frontend and version seen in the last `minutes`. */
  summary(minutes: number, now?: number): Promise<ReleaseHealth>;
  close(): Promise<void>;
}

export function releaseHealthRepository(db: Db, options: { flushMs?: number } = {}): ReleaseHealthRepository {
  const pending = new Map<
    string,
    { minute: Date; frontend: string; version: string; views: number; failures: number; errors: number }
  >();
  let writing: Promise<void> = Promise.resolve();

  async function write(): Promise<void> {
    if (pending.size === 0) return;
    const rows = [...pending.values()];
    pending.clear();
    await db
      .insert(releaseHealth)
      .values(rows)
      .onConflictDoUpdate({
        target: [releaseHealth.minute, releaseHealth.frontend, releaseHealth.version],
        set: {
          views: sql`${releaseHealth.views} + excluded.views`,
          failures: sql`${releaseHealth.failures} + excluded.failures`,
          errors: sql`${releaseHealth.errors} + excluded.errors`,
        },
      });
  }

  const flush = () => {
    writing = writing.then(write, write);
    return writing;
  };
  const timer = setInterval(() => void flush().catch(() => undefined), options.flushMs ?? 1_000);
  timer.unref();

  return {
    add(items, now = Date.now()) {
      const minute = minuteOf(now);
      for (const item of items) {
        const key = `${minute.toISOString()}|${item.frontend}|${item.version}`;
        const row = pending.get(key) ?? {
          minute,
          frontend: item.frontend,
          version: item.version,
          views: 0,
          failures: 0,
          errors: 0,
        };
        row.views += item.views;
        row.failures += item.failures;
        row.errors += item.errors;
        pending.set(key, row);
      }
    },
    flush,
    async summary(minutes, now = Date.now()) {
      await flush();
      const since = minuteOf(now - (minutes - 1) * 60_000);
      const rows = await db
        .select()
        .from(releaseHealth)
        .where(and(gte(releaseHealth.minute, since)))
        .orderBy(releaseHealth.minute);
      const versions = new Map<string, ReleaseHealth['versions'][number]>();
      for (const row of rows) {
        const key = `${row.frontend}|${row.version}`;
        const v = versions.get(key) ?? {
          frontend: row.frontend,
          version: row.version,
          views: 0,
          failures: 0,
          errors: 0,
          series: [],
        };
        v.views += row.views;
        v.failures += row.failures;
        v.errors += row.errors;
        v.series.push({
          minute: row.minute.toISOString(),
          views: row.views,
          failures: row.failures,
          errors: row.errors,
        });
        versions.set(key, v);
      }
      return { since: since.toISOString(), versions: [...versions.values()] };
    },
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
