-- Slice health per page served (POST /api/telemetry): a beacon counts only with the gateway's
-- page token (shared/src/contracts/page-token.ts), and each row is one page's figures for one
-- frontend, capped (TELEMETRY_MAX_PER_PAGE) however often the page reports. `shopper` is a keyed
-- hash of the address the page was served to, so automatic aborts can count distinct shoppers.
-- `minute` is when the page first reported: the per-minute series and the retention read it.
-- This replaces release_health (0005), whose per-minute sums could not tell one client from many;
-- that table is no longer written or read, and is left in place (nothing is dropped).
CREATE TABLE IF NOT EXISTS release_health_pages (
  page_id text NOT NULL,
  frontend text NOT NULL,
  version text NOT NULL,
  shopper text NOT NULL,
  minute timestamptz NOT NULL,
  views integer NOT NULL DEFAULT 0,
  failures integer NOT NULL DEFAULT 0,
  errors integer NOT NULL DEFAULT 0,
  PRIMARY KEY (page_id, frontend)
);
CREATE INDEX IF NOT EXISTS release_health_pages_minute ON release_health_pages (minute);
