-- Releases in the database (README, "Past one machine"; docs/architecture.md, Releases): what was
-- published, which version of each frontend is active or a canary, and every change, so gateways
-- on machines that share no disk read one manifest. The files themselves stay on the release
-- origin (a folder, or RELEASES_URL); a release's row holds its release.json and the sha256 of
-- each file, which a gateway checks a server build against before it evaluates it.
CREATE TABLE IF NOT EXISTS releases (
  slice text NOT NULL,
  version text NOT NULL,
  info jsonb,
  file_hashes jsonb NOT NULL DEFAULT '{}'::jsonb,
  published_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (slice, version)
);

-- One row per frontend: its active version, the versions in the order they were activated (what
-- a rollback goes back through), and its canary with the share of shoppers it gets.
CREATE TABLE IF NOT EXISTS release_state (
  slice text PRIMARY KEY,
  active text,
  activations jsonb NOT NULL DEFAULT '[]'::jsonb,
  canary_version text,
  canary_percent integer CHECK (canary_percent BETWEEN 1 AND 99),
  canary_started_at timestamptz,
  canary_auto_abort jsonb
);

-- The manifest's version: bumped by every change, in the change's own transaction, which first
-- compares it with the version the change was worked out from (a compare-and-set: of two
-- concurrent activations one wins, the other is told 409). Gateways long-poll for a newer one.
CREATE TABLE IF NOT EXISTS release_manifest (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  version bigint NOT NULL DEFAULT 0,
  changed_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO release_manifest (id) VALUES (1) ON CONFLICT (id) DO NOTHING;

CREATE TABLE IF NOT EXISTS release_history (
  id serial PRIMARY KEY,
  slice text NOT NULL,
  at timestamptz NOT NULL,
  action text NOT NULL,
  from_version text,
  to_version text,
  reason text,
  forced boolean NOT NULL DEFAULT false,
  percent integer
);
CREATE INDEX IF NOT EXISTS release_history_slice_id_idx ON release_history (slice, id);
