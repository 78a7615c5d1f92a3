// Slice health from shoppers' browsers (migrations/0007_release_health_pages.sql). A beacon is
// written before it is answered, as one statement of at most one row per frontend (the page
// token names five at most), each row one page's figures capped at TELEMETRY_MAX_PER_PAGE: what
// a client can make the store write is bounded by the pages it was served, and nothing is held
// in memory for a later write that a crash could lose or a flood could grow.
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { PageToken } from '@storefront/shared/contracts/page-token';
import type { ReleaseHealth, TelemetryItem } from '@storefront/shared/contracts/telemetry';
import { TELEMETRY_KEEP_DAYS, TELEMETRY_MAX_PER_PAGE } from '@storefront/shared/contracts/telemetry-limits';
import type { FrontendName } from '@storefront/shared/contracts/frontends';
import type { Db } from '../db/client';
import { releaseHealthPages as pages } from '../db/schema';

const minuteOf = (ms: number) => new Date(Math.floor(ms / 60_000) * 60_000);
/** At most this many versions in one summary (the most viewed first). */
export const SUMMARY_MAX_VERSIONS = 50;
/** Old rows are deleted at most this often per process. */
const PRUNE_EVERY_MS = 10 * 60_000;

type Counts = Pick<TelemetryItem, 'views' | 'failures' | 'errors'>;

/** The items the token vouches for (its frontends, at its versions), one per frontend, capped. */
export function vouchedItems(
  token: PageToken,
  items: TelemetryItem[],
): (Counts & { frontend: FrontendName })[] {
  const merged = new Map<FrontendName, Counts & { frontend: FrontendName }>();
  for (const item of items) {
    if (token.versions[item.frontend] !== item.version) continue;
    const row = merged.get(item.frontend) ?? { frontend: item.frontend, views: 0, failures: 0, errors: 0 };
    row.views = Math.min(TELEMETRY_MAX_PER_PAGE, row.views + item.views);
    row.failures = Math.min(TELEMETRY_MAX_PER_PAGE, row.failures + item.failures);
    row.errors = Math.min(TELEMETRY_MAX_PER_PAGE, row.errors + item.errors);
    merged.set(item.frontend, row);
  }
  return [...merged.values()].filter((row) => row.views + row.failures + row.errors > 0);
}

export function releaseHealthRepository(db: Db) {
  let prunedAt = 0;
  const capped = (column: typeof pages.views | typeof pages.failures | typeof pages.errors) =>
    sql`least(${TELEMETRY_MAX_PER_PAGE}, ${column} + excluded.${sql.identifier(column.name)})`;

  return {
    /** Whether page `pageId` has reported before (its rows are kept): a new page makes new rows. */
    async knows(pageId: string): Promise<boolean> {
      const found = await db
        .select({ pageId: pages.pageId })
        .from(pages)
        .where(eq(pages.pageId, pageId))
        .limit(1);
      return found.length > 0;
    },

    /**
     * Adds what a page reported, within its caps; returns how many rows it touched (0 when the
     * token vouches for none of the items).
     */
    async record(token: PageToken, items: TelemetryItem[], now = Date.now()): Promise<number> {
      const rows = vouchedItems(token, items).map((row) => ({
        ...row,
        pageId: token.page,
        version: token.versions[row.frontend]!,
        shopper: token.shopper,
        minute: minuteOf(now),
      }));
      if (rows.length > 0) {
        await db
          .insert(pages)
          .values(rows)
          .onConflictDoUpdate({
            target: [pages.pageId, pages.frontend],
            set: {
              views: capped(pages.views),
              failures: capped(pages.failures),
              errors: capped(pages.errors),
            },
          });
      }
      if (now - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = now;
        await db.delete(pages).where(lt(pages.minute, new Date(now - TELEMETRY_KEEP_DAYS * 86_400_000)));
      }
      return rows.length;
    },

    /** Totals (with distinct shoppers) and per-minute series of the most viewed versions of the last `minutes`. */
    async summary(minutes: number, now = Date.now()): Promise<ReleaseHealth> {
      const since = minuteOf(now - (minutes - 1) * 60_000);
      const inWindow = gte(pages.minute, since);
      const shoppersWhere = (condition: ReturnType<typeof sql>) =>
        sql<number>`(count(distinct ${pages.shopper}) filter (where ${condition}))::int`;
      const totals = await db
        .select({
          frontend: pages.frontend,
          version: pages.version,
          views: sql<number>`sum(${pages.views})::int`,
          failures: sql<number>`sum(${pages.failures})::int`,
          errors: sql<number>`sum(${pages.errors})::int`,
          shoppers: sql<number>`count(distinct ${pages.shopper})::int`,
          failingShoppers: shoppersWhere(sql`${pages.failures} > 0`),
          erroringShoppers: shoppersWhere(sql`${pages.errors} > 0`),
        })
        .from(pages)
        .where(inWindow)
        .groupBy(pages.frontend, pages.version)
        .orderBy(sql`sum(${pages.views} + ${pages.failures}) desc`, pages.frontend, pages.version)
        .limit(SUMMARY_MAX_VERSIONS);
      const series =
        totals.length === 0
          ? []
          : await db
              .select({
                frontend: pages.frontend,
                version: pages.version,
                minute: pages.minute,
                views: sql<number>`sum(${pages.views})::int`,
                failures: sql<number>`sum(${pages.failures})::int`,
                errors: sql<number>`sum(${pages.errors})::int`,
              })
              .from(pages)
              .where(
                and(
                  inWindow,
                  inArray(
                    sql`(${pages.frontend} || '@' || ${pages.version})`,
                    totals.map((t) => `${t.frontend}@${t.version}`),
                  ),
                ),
              )
              .groupBy(pages.frontend, pages.version, pages.minute)
              .orderBy(pages.minute);
      return {
        since: since.toISOString(),
        versions: totals.map((total) => ({
          ...total,
          series: series
            .filter((point) => point.frontend === total.frontend && point.version === total.version)
            .map(({ minute, views, failures, errors }) => ({
              minute: new Date(minute).toISOString(),
              views,
              failures,
              errors,
            })),
        })),
      };
    },
  };
}

export type ReleaseHealthRepository = ReturnType<typeof releaseHealthRepository>;
