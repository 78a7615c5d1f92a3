-- Slice health from shoppers' browsers (POST /api/telemetry): counts per minute, frontend and
-- version, added up by every API process, so any number of gateways and APIs add up. Read by the
-- release tools (GET /internal/release-health) for `release status` and automatic aborts.
CREATE TABLE IF NOT EXISTS release_health (
  minute timestamptz NOT NULL,
  frontend text NOT NULL,
  version text NOT NULL,
  views integer NOT NULL DEFAULT 0,
  failures integer NOT NULL DEFAULT 0,
  errors integer NOT NULL DEFAULT 0,
  PRIMARY KEY (minute, frontend, version)
);
